import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, whether this file runs from src/ or bundled into dist/. */
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenTtlSeconds: number;
  sessionTtlDays: number;
  logLevel: string;
  trustProxy: boolean;
  migrationsDir: string;
  webDistDir: string;
  /** Background workers (mail); tests that do not send mail may turn them off. */
  runJobs: boolean;
};

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = readInteger(env, 'PORT', 3000);
  const dataDir = resolve(env.DATA_DIR || './data');
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Rumbo <no-reply@rumbo.local>',
    accessTokenTtlSeconds: readInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 600),
    sessionTtlDays: readInteger(env, 'SESSION_TTL_DAYS', 30),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    migrationsDir: resolve(apiRoot, 'drizzle'),
    webDistDir: resolve(apiRoot, '../web/dist'),
    runJobs: true,
    ...overrides,
  };
  mkdirSync(config.dataDir, { recursive: true });
  return config;
}
