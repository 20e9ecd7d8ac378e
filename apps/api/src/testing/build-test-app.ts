import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App, type AppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { withDatabase } from './global-setup.js';

export type TestApp = App & { dataDir: string };

/**
 * The real service on a fresh, migrated database of its own: a PGlite clone, or a new PostgreSQL
 * database from the template when DATABASE_URL is set. Close it in afterAll.
 */
export async function buildTestApp({
  clock,
  contentSecurity,
  logStream,
  ...overrides
}: Partial<Config> & Pick<AppOptions, 'clock' | 'contentSecurity' | 'logStream'> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumbo-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: logStream ? 'info' : 'silent', PUBLIC_URL: 'http://rumbo.test' }, overrides);
  const templateUrl = inject('templateDatabaseUrl');
  let dropDatabase = async () => {};
  let database;
  if (templateUrl) {
    const name = `rumbo_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template rumbo_test_template`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(templateUrl, name) });
    dropDatabase = () => dropTestDatabase(templateUrl, name);
  } else {
    const dump = await readFile(inject('pgliteDumpPath'));
    database = await openDatabase({ pgliteDump: new Blob([dump]) });
  }
  const app = await buildApp({ database, config, clock, contentSecurity, logStream });
  await app.ready();
  // The database closes after the app (and its job workers) have stopped, as server.ts does.
  const closeApp = app.close.bind(app);
  const close = async () => {
    await closeApp();
    await database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  return Object.assign(app, { dataDir, close: close as FastifyInstance['close'] });
}

/**
 * Drops a test file's database. FORCE ends its other connections, but an autovacuum worker busy on
 * it (a file that wrote many rows) belongs to the superuser, which a role without pg_signal_backend
 * may not end: that attempt fails, so it is tried again once the worker is done. Still failing, the
 * database is left behind with a warning: cleaning up is no behaviour under test.
 */
async function dropTestDatabase(templateUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (attempt === 10) {
        console.warn(`test database ${name} left behind: ${(error as Error).message}`);
        return;
      }
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

export type ReceivedMail = { to: string; replyTo: string; subject: string; text: string; links: string[] };

/** Waits for the job queue to write a mail to `to` into the outbox, and reads it (the newest first). */
export async function waitForMail(app: TestApp, to: string, { subject, timeoutMs = 10_000 }: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail> {
  const [mail] = await waitForMails(app, to, { subject, count: 1, timeoutMs });
  return mail!;
}

/** Waits until at least `count` mails to `to` are in the outbox; answers them, newest first. */
export async function waitForMails(
  app: TestApp,
  to: string,
  { subject, count, timeoutMs = 10_000 }: { subject?: RegExp; count: number; timeoutMs?: number },
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMails(app)).filter((mail) => mail.to === to && (!subject || subject.test(mail.subject)));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${to} within ${timeoutMs} ms`);
}

/** Every mail in the outbox, newest first. */
export async function readMails(app: TestApp): Promise<ReceivedMail[]> {
  const outbox = join(app.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  return Promise.all(files.sort().reverse().map(async (file) => parseEml(await readFile(join(outbox, file), 'utf8'))));
}

function parseEml(raw: string): ReceivedMail {
  // Long headers are folded over several lines, and long subjects split into several encoded words.
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const plain = raw.split(/Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n/)[1]?.split(/\n----_/)[0] ?? '';
  const text = decodeQuotedPrintable(plain.replace(/=\r?\n/g, ''));
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_match, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
  return { to: header('To'), replyTo: header('Reply-To'), subject, text, links: text.match(/https?:\/\/\S+/g) ?? [] };
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (encoded) => Buffer.from(encoded.replaceAll('=', ''), 'hex').toString('utf8'));
}
