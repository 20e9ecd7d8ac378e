import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailSchema, type Plan } from '@rumbo/contract';
import { createWholeFileSync } from './whole-file.js';

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
  /** Where the landing's contact form mails each message (CONTACT_EMAIL); without it messages are only stored. */
  contactEmail: string | undefined;
  /**
   * The landing's explainer video (LANDING_VIDEO_URL): a path on this site or an http(s) URL, in
   * place of the one the landing's content names; another origin is added to the CSP's media-src.
   */
  landingVideoUrl: string | undefined;
  accessTokenTtlSeconds: number;
  sessionTtlDays: number;
  /**
   * Past this delay of the event loop (MAX_EVENT_LOOP_DELAY_MS) the service is overloaded and sheds
   * requests with 503 and Retry-After until it catches up.
   */
  maxEventLoopDelayMs: number;
  /**
   * How old a payment attempt still in flight must be (PAYMENT_SETTLEMENT_AGE_SECONDS, 120) before
   * its settlement asks the processor about it: longer than a charge request can take (the Stripe SDK
   * gives up after three tries of 30 s), so no charge under its key can still land once it has been
   * looked for. Shorter only where no request can be waiting, as in the crash test.
   */
  paymentSettlementAgeSeconds: number;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), the proxies at these addresses or
   * ranges, or the nearest `n` hops (a number). The client is the first address no trusted proxy
   * stands for.
   */
  trustProxy: false | number | string[];
  migrationsDir: string;
  webDistDir: string;
  /** Background workers (mail); tests that do not send mail may turn them off. */
  runJobs: boolean;
  /** Each plan's monthly price in MXN cents, IVA included (PLAN_PRICE_BASIC_CENTS, ..._PRO_..., ..._ENTERPRISE_...). */
  planPrices: Record<Plan, number>;
  /**
   * Stripe, when STRIPE_SECRET_KEY is set (with STRIPE_PUBLISHABLE_KEY for the card form and
   * STRIPE_WEBHOOK_SECRET for its events); otherwise the built-in sandbox processor takes cards.
   */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /**
   * The AES-256 key that encrypts two-step verification secrets, never kept in the database (a copy
   * of the database alone cannot mint codes): TWO_STEP_ENCRYPTION_KEY (32 bytes, base64), or a key
   * generated into DATA_DIR/two-step.key on first start. Processes sharing one database must share it.
   */
  twoStepEncryptionKey: Buffer;
  /**
   * Who issues the receipts (ISSUER_LEGAL_NAME, ISSUER_RFC, ISSUER_ADDRESS): printed on each and kept
   * with it when issued. The defaults name a development issuer; XAXX010101000 is the SAT's generic RFC.
   */
  issuer: { legalName: string; rfc: string; address: string };
};

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * TRUST_PROXY: unset or `false`, none; `true`, proxies on loopback and private networks (a reverse
 * proxy on the same host or network); a comma-separated list of proxy addresses or ranges
 * (10.0.0.0/8, 127.0.0.1); or a number of hops, for a service reachable only through its proxies
 * (the nearest hop is then believed unchecked). Believing every hop would let a client pick its own
 * address by writing X-Forwarded-For itself.
 */
function readTrustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return ['loopback', 'linklocal', 'uniquelocal'];
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** A path on this site (`/media/rumbo.mp4`) or an absolute http(s) URL, checked at start. */
function readLandingVideoUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const isSitePath = value.startsWith('/') && !value.startsWith('//');
  let isWebUrl = false;
  try {
    isWebUrl = ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    // Not an absolute URL: only a site path will do then.
  }
  if (!isSitePath && !isWebUrl) throw new Error(`LANDING_VIDEO_URL must be a path such as /media/rumbo.mp4 or an http(s) URL, got "${raw}"`);
  return value;
}

/** One address, checked at start: a typo would otherwise show only as mails that never arrive. */
function readContactEmail(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`CONTACT_EMAIL must be one email address, got "${raw}"`);
  return parsed.data;
}

function readStripe(env: NodeJS.ProcessEnv): Config['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return undefined;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!publishableKey || !webhookSecret) throw new Error('STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET too');
  return { secretKey, publishableKey, webhookSecret };
}

const twoStepKeyBytes = 32;

function readTwoStepEncryptionKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const configured = env.TWO_STEP_ENCRYPTION_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== twoStepKeyBytes) throw new Error(`TWO_STEP_ENCRYPTION_KEY must be ${twoStepKeyBytes} bytes in base64 (openssl rand -base64 32)`);
    return key;
  }
  const file = join(dataDir, 'two-step.key');
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Whole or not at all (a crash mid-write left half a key, refused at every start after); of two
  // processes starting at once, one writes and the other reads what it wrote.
  createWholeFileSync(file, randomBytes(twoStepKeyBytes).toString('base64'));
  return readKeyFile(file);
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== twoStepKeyBytes) throw new Error(`${file} does not hold a ${twoStepKeyBytes}-byte key in base64`);
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = readInteger(env, 'PORT', 3000);
  const host = env.HOST || '127.0.0.1';
  const dataDir = overrides.dataDir ?? resolve(env.DATA_DIR || './data');
  // The database, its keys and the outbox: for the service's own user alone (a folder made by an
  // earlier version is closed too).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if ((statSync(dataDir).mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
  const config: Config = {
    port,
    host,
    // localhost, as the start line and the README say to open: a mailed link then opens the same origin
    // (and its cookies and stored session) as the address typed in. Serving others, set PUBLIC_URL.
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Rumbo <no-reply@rumbo.local>',
    contactEmail: readContactEmail(env.CONTACT_EMAIL),
    landingVideoUrl: readLandingVideoUrl(env.LANDING_VIDEO_URL),
    accessTokenTtlSeconds: readInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 600),
    sessionTtlDays: readInteger(env, 'SESSION_TTL_DAYS', 30),
    maxEventLoopDelayMs: readInteger(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000),
    paymentSettlementAgeSeconds: readInteger(env, 'PAYMENT_SETTLEMENT_AGE_SECONDS', 120),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    migrationsDir: resolve(apiRoot, 'drizzle'),
    webDistDir: resolve(apiRoot, '../web/dist'),
    runJobs: true,
    planPrices: {
      basic: readInteger(env, 'PLAN_PRICE_BASIC_CENTS', 149_900),
      pro: readInteger(env, 'PLAN_PRICE_PRO_CENTS', 449_900),
      enterprise: readInteger(env, 'PLAN_PRICE_ENTERPRISE_CENTS', 1_199_900),
    },
    stripe: readStripe(env),
    twoStepEncryptionKey: overrides.twoStepEncryptionKey ?? readTwoStepEncryptionKey(env, dataDir),
    issuer: {
      legalName: env.ISSUER_LEGAL_NAME?.trim() || 'Rumbo Movilidad S.A. de C.V. (desarrollo)',
      rfc: env.ISSUER_RFC?.trim() || 'XAXX010101000',
      address: env.ISSUER_ADDRESS?.trim() || 'Ciudad de México, México',
    },
    ...overrides,
  };
  return config;
}
