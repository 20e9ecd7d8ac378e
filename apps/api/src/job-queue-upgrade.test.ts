import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { startJobs, type Jobs } from './jobs.js';
import { silentLogger } from './logger.js';
import { withDatabase } from './testing/global-setup.js';

const pgBoss10Schema = new URL('./testing/pg-boss-10-schema.sql', import.meta.url);

/** An empty database of its own: PGlite in memory, or a new one on DATABASE_URL's server. */
async function emptyDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `rumbo_test_upgrade_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return { database, drop: async () => { await database.close(); await admin(`drop database ${name} with (force)`); } };
}

/**
 * A database as the service left it under pg-boss 10: its queue schema (named `schema`), a renewals
 * queue and a mail queue, with two jobs waiting, one started when the service stopped, and one done.
 */
async function databaseLeftByPgBoss10(database: DatabaseHandle, schema = 'pgboss') {
  await database.executeSql((await readFile(pgBoss10Schema, 'utf8')).replaceAll('pgboss', schema));
  await database.executeSql(`select ${schema}.create_queue('billing.renewals', '{"policy":"short","retryLimit":1,"retryDelay":60,"retryBackoff":false}'::json)`);
  await database.executeSql(`select ${schema}.create_queue('mail.send', '{"policy":"standard","retryLimit":5}'::json)`);
  await database.executeSql(`
    insert into ${schema}.job (id, name, data, state, start_after, singleton_key, retry_limit, retry_count) values
      ('8b0f1c2e-0000-4000-8000-000000000001', 'billing.renewals', '{"subscriptionId":"sub_1"}', 'retry', '2030-01-04T10:00:00Z', 'sub_1:2030-01', 3, 1),
      ('8b0f1c2e-0000-4000-8000-000000000002', 'mail.send', '{"outboxId":"o-1"}', 'created', '2026-11-26T10:00:00Z', null, 5, 0),
      ('8b0f1c2e-0000-4000-8000-000000000003', 'mail.send', '{"outboxId":"o-0"}', 'completed', '2026-11-25T10:00:00Z', null, 5, 0),
      ('8b0f1c2e-0000-4000-8000-000000000004', 'mail.send', '{"outboxId":"o-2"}', 'active', '2026-11-26T10:05:00Z', null, 5, 0)`);
}

const schemaVersion = async (database: DatabaseHandle) =>
  ((await database.executeSql('select max(version) as version from pgboss.version')).rows[0] as { version: number }).version;

type MovedJob = { id: string; name: string; data: unknown; startAfter: Date; singletonKey: string | null; retryLimit: number };
const jobsOf = async (database: DatabaseHandle) =>
  (await database.executeSql(
    `select id, name, data, start_after as "startAfter", singleton_key as "singletonKey", retry_limit as "retryLimit" from pgboss.job order by id`,
  )).rows as MovedJob[];

describe('a database whose job queue pg-boss 10 made', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  async function start(database: DatabaseHandle): Promise<Jobs> {
    const jobs = await startJobs({ database, runWorkers: false, log: silentLogger });
    cleanup.push(() => jobs.stop());
    return jobs;
  }

  it('starts on the current queue, with the jobs that were waiting moved over and the old schema gone', async () => {
    const { database, drop } = await emptyDatabase();
    cleanup.push(drop);
    await databaseLeftByPgBoss10(database);
    expect(await schemaVersion(database)).toBe(24);

    const jobs = await start(database);

    expect(await schemaVersion(database)).toBeGreaterThanOrEqual(25);
    expect((await database.executeSql(`select to_regnamespace('pgboss_v10') as old`)).rows).toEqual([{ old: null }]);
    const moved = await jobsOf(database);
    expect(moved).toHaveLength(3);
    expect(moved[0]).toMatchObject({ name: 'billing.renewals', data: { subscriptionId: 'sub_1' }, singletonKey: 'sub_1:2030-01', retryLimit: 2 });
    expect(new Date(moved[0]!.startAfter).toISOString()).toBe('2030-01-04T10:00:00.000Z');
    expect(moved[1]).toMatchObject({ name: 'mail.send', data: { outboxId: 'o-1' }, singletonKey: null });
    // The one that had started never finished: it runs again.
    expect(moved[2]).toMatchObject({ name: 'mail.send', data: { outboxId: 'o-2' } });
    expect(await jobs.stateOf('mail.send', '8b0f1c2e-0000-4000-8000-000000000004')).toBe('created');
    const queues = (await database.executeSql(
      `select name, policy, retry_limit as "retryLimit", retry_delay as "retryDelay", retry_backoff as "retryBackoff" from pgboss.queue order by name`,
    )).rows;
    expect(queues).toEqual([
      { name: 'billing.renewals', policy: 'short', retryLimit: 1, retryDelay: 60, retryBackoff: false },
      { name: 'mail.send', policy: 'standard', retryLimit: 5, retryDelay: 0, retryBackoff: false },
    ]);
    // The moved job is the queue's own: its state reads through the service's queue.
    expect(await jobs.stateOf('mail.send', '8b0f1c2e-0000-4000-8000-000000000002')).toBe('created');
  });

  it('moves each job once when a start stopped after moving them and before dropping the old schema', async () => {
    const { database, drop } = await emptyDatabase();
    cleanup.push(drop);
    await databaseLeftByPgBoss10(database);
    await (await start(database)).stop();
    // As a start that stopped halfway leaves it: the jobs moved, the set-aside schema still there.
    await databaseLeftByPgBoss10(database, 'pgboss_v10');
    await start(database);
    expect((await jobsOf(database)).map((job) => job.name)).toEqual(['billing.renewals', 'mail.send', 'mail.send']);
    expect((await database.executeSql(`select to_regnamespace('pgboss_v10') as old`)).rows).toEqual([{ old: null }]);
  });
});
