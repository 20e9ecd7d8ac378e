import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { outboxMailFiles, readMail, type ReadMail } from '@rumbo/test-support/mail';
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
  connectThrough,
  poolSize,
  ...overrides
}: Partial<Config> &
  Pick<AppOptions, 'clock' | 'contentSecurity' | 'logStream'> & {
    /** With PostgreSQL, the service's connections go through this address instead (a proxy the test controls). */
    connectThrough?: { host: string; port: number };
    /** With PostgreSQL, the pool's connections at most (a race needing more at once than a small machine's default, or a pool made busy). */
    poolSize?: number;
  } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumbo-test-'));
  // No shedding on a lagging event loop unless a test asks for it: on a busy machine the suite's own
  // load would otherwise answer its requests 503.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: logStream ? 'info' : 'silent', PUBLIC_URL: 'http://rumbo.test' }, { maxEventLoopDelayMs: 0, ...overrides });
  const templateUrl = inject('templateDatabaseUrl');
  let dropDatabase = async () => {};
  let database;
  if (templateUrl) {
    const name = `rumbo_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template rumbo_test_template`);
    await admin.end();
    const url = new URL(withDatabase(templateUrl, name));
    if (connectThrough) Object.assign(url, { hostname: connectThrough.host, port: String(connectThrough.port) });
    database = await openDatabase({ databaseUrl: url.toString(), poolSize });
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

/** Waits for the job queue to write a mail to `to` into the outbox, and reads it (the newest first). */
export async function waitForMail(app: TestApp, to: string, { subject, timeoutMs = 10_000 }: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReadMail> {
  const [mail] = await waitForMails(app, to, { subject, count: 1, timeoutMs });
  return mail!;
}

/** Waits until at least `count` mails to `to` are in the outbox; answers them, newest first. */
export async function waitForMails(
  app: TestApp,
  to: string,
  { subject, count, timeoutMs = 10_000 }: { subject?: RegExp; count: number; timeoutMs?: number },
): Promise<ReadMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMails(app, to)).filter((mail) => !subject || subject.test(mail.subject));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${to} within ${timeoutMs} ms`);
}

/** Every mail in the outbox, or every mail to `to`, newest first. */
export async function readMails(app: TestApp, to?: string): Promise<ReadMail[]> {
  const outbox = join(app.dataDir, 'outbox');
  const mails = await outboxMailFiles(outbox);
  const raws = await Promise.all(mails.reverse().map((file) => readFile(join(outbox, file))));
  // A mail whose bytes do not name the address is not to it: parsing only the others keeps polling cheap.
  const read = await Promise.all(raws.filter((raw) => to === undefined || raw.includes(to)).map((raw) => readMail(raw)));
  return to === undefined ? read : read.filter((mail) => mail.to.includes(to));
}
