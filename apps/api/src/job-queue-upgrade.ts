import type { PgBoss, QueuePolicy } from 'pg-boss';
import { executeSqlOn, type DatabaseHandle } from './db/client.js';

// A database whose queue was made by pg-boss 10 (schema version 24) cannot be migrated in place by
// pg-boss 12, whose migrations start at version 25. Such a schema is set aside before pg-boss starts
// (it then makes its own afresh), and once it has, the jobs still waiting there (a mail not yet sent,
// a renewal to retry in three days) move to the new queue with their queues' settings, and the old
// schema is dropped. Two processes starting at once set it aside once (under a lock); both may move
// its jobs, and each job lands once, since it keeps its id. One that finds the schema already gone
// has nothing left to do.

const schema = 'pgboss';
const setAside = 'pgboss_v10';
/** The first schema version pg-boss 12 migrates from. */
const firstMigratableVersion = 25;
/** Held while a schema is set aside, so two processes starting at once look at it in turn. */
const lockKey = "hashtext('rumbo.job-queue-upgrade')";

type OldQueue = { name: string; policy: string | null; retryLimit: number | null; retryDelay: number | null; retryBackoff: boolean | null; expireSeconds: number | null };
type OldJob = { id: string; name: string; priority: number; data: object | null; startAfter: Date; singletonKey: string | null; retriesLeft: number };

/** Renames a pg-boss 10 schema out of the way; true when there was one. Run before pg-boss starts. */
export async function setAsideOldJobQueue(database: DatabaseHandle): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await executeSqlOn(tx, `select pg_advisory_xact_lock(${lockKey})`);
    const { rows } = await executeSqlOn(tx, `select to_regclass('${schema}.version') is not null as "hasQueue"`);
    if (!(rows[0] as { hasQueue: boolean }).hasQueue) return false;
    const [current] = (await executeSqlOn(tx, `select max(version) as version from ${schema}.version`)).rows as { version: number | null }[];
    if ((current?.version ?? firstMigratableVersion) >= firstMigratableVersion) return false;
    await executeSqlOn(tx, `alter schema ${schema} rename to ${setAside}`);
    return true;
  });
}

/**
 * Moves the waiting jobs of a set-aside pg-boss 10 schema into the running queue, then drops it;
 * answers how many. Each job keeps its id, and pg-boss inserts nothing for an id it holds: a start
 * stopped halfway, or two starting at once, move each job once.
 */
export async function moveJobsOfOldJobQueue(boss: PgBoss, database: DatabaseHandle): Promise<number> {
  const { rows: present } = await database.executeSql(`select to_regnamespace('${setAside}') is not null as "exists"`);
  if (!(present[0] as { exists: boolean }).exists) return 0;
  try {
    return await moveJobs(boss, database);
  } catch (error) {
    // Another process starting at the same time moved them and dropped the schema meanwhile.
    if (['3F000', '42P01'].includes((error as { code?: string }).code ?? '')) return 0;
    throw error;
  }
}

async function moveJobs(boss: PgBoss, database: DatabaseHandle): Promise<number> {
  const queues = (await database.executeSql(
    `select name, policy, retry_limit as "retryLimit", retry_delay as "retryDelay", retry_backoff as "retryBackoff", expire_seconds as "expireSeconds" from ${setAside}.queue`,
  )).rows as OldQueue[];
  // A job pg-boss 10 had started when the service stopped never finished: it waits to run again.
  const jobs = (await database.executeSql(
    `select id, name, priority, data, start_after as "startAfter", singleton_key as "singletonKey",
            greatest(retry_limit - retry_count, 0) as "retriesLeft"
       from ${setAside}.job where state in ('created', 'retry', 'active') order by created_on`,
  )).rows as OldJob[];
  for (const queue of queues) {
    if (!(await boss.getQueue(queue.name))) {
      await boss.createQueue(queue.name, {
        ...(queue.policy && { policy: queue.policy as QueuePolicy }),
        ...(queue.retryLimit !== null && { retryLimit: queue.retryLimit }),
        ...(queue.retryDelay !== null && { retryDelay: queue.retryDelay }),
        ...(queue.retryBackoff !== null && { retryBackoff: queue.retryBackoff }),
        ...(queue.expireSeconds !== null && { expireInSeconds: queue.expireSeconds }),
      });
    }
    const waiting = jobs.filter((job) => job.name === queue.name);
    if (waiting.length === 0) continue;
    await boss.insert(
      queue.name,
      waiting.map((job) => ({
        id: job.id,
        priority: job.priority,
        data: job.data ?? {},
        startAfter: new Date(job.startAfter),
        retryLimit: job.retriesLeft,
        ...(job.singletonKey !== null && { singletonKey: job.singletonKey }),
      })),
    );
  }
  await database.executeSql(`drop schema if exists ${setAside} cascade`);
  return jobs.length;
}
