import { PgBoss, type SendOptions as BossSendOptions } from 'pg-boss';
import { executeSqlOn, type Database, type DatabaseHandle } from './db/client.js';
import { moveJobsOfOldJobQueue, setAsideOldJobQueue } from './job-queue-upgrade.js';
import type { Logger } from './logger.js';

/** How a queue treats its jobs; set once when the queue is defined. */
export type QueueOptions = {
  /** Tries after the first failure (default 5), the wait before the first retry, and whether it doubles each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job still running after this long counts as failed (and is retried). */
  expireInSeconds?: number;
  /**
   * 'standard' (default); 'short': at most one job per singleton key waiting to run, a second send
   * with the same key adds nothing; 'singleton': at most one per key running at a time; 'stately':
   * at most one waiting and one running per key.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
};

export type SendOptions = {
  /** Not before this time, or this many seconds from now (on the database's clock, not the service's). */
  startAfter?: Date | number;
  /** Jobs that share this key are limited as the queue's policy says (one renewal per subscription and period). */
  singletonKey?: string;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobHandler<T> = (data: T) => Promise<void>;

export type Jobs = {
  /** Creates or updates a queue; every queue is defined before anything is sent to it or worked. */
  define: (queue: string, options?: QueueOptions) => Promise<void>;
  /** Queues a job (its data a plain object); answers its id, or null when its singleton key left it out. */
  send: <T extends object>(queue: string, data: T, options?: SendOptions) => Promise<string | null>;
  /** Queues many jobs at once (a statement per thousand). */
  sendMany: <T extends object>(queue: string, items: T[]) => Promise<void>;
  /** Runs a handler for a queue; a no-op when this process does not run workers. */
  work: <T extends object>(queue: string, handler: JobHandler<T>) => Promise<void>;
  schedule: (queue: string, cron: string) => Promise<void>;
  /** A job's state, or undefined when there is no such job (never sent, or its transaction rolled back). */
  stateOf: (queue: string, id: string) => Promise<JobState | undefined>;
  /** The same queues, sending within `db` (a transaction): a job then exists only if the transaction commits. */
  within: (db: Database) => TransactionJobs;
  /**
   * Stops fetching jobs and lets the running ones finish for up to `timeoutMs` (10 s unless given, 1 s
   * at least); one still running then is failed back to its queue, to be tried again as the queue's
   * retries allow (here after a restart, or by another process).
   */
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
};

/** Jobs sent within a transaction; once it has committed, `wakeWorkers` lets this process's workers fetch them at once. */
export type TransactionJobs = Jobs & { wakeWorkers: () => void };

type JobsOptions = { database: DatabaseHandle; runWorkers: boolean; log: Logger };

/** A pg-boss queue on the service's own database, so jobs survive restarts and span processes. */
export async function startJobs({ database, runWorkers, log }: JobsOptions): Promise<Jobs> {
  // Stopping waits for every query pg-boss sent (it marks a job done without awaiting that query)
  // and every handler still running (a worker woken as the queue stops may have fetched one).
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(database.executeSql(text, values)) as never },
    schema: 'pgboss',
    supervise: runWorkers,
    schedule: runWorkers,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const upgrading = await setAsideOldJobQueue(database);
  await boss.start();
  const moved = await moveJobsOfOldJobQueue(boss, database);
  if (upgrading || moved > 0) log.info(`job queue upgraded from pg-boss 10: ${moved} waiting jobs moved`);

  const defined = new Set<string>();
  /** This process's worker for each queue, woken when a job is queued here. */
  const localWorkers = new Map<string, string>();

  function assertDefined(queue: string) {
    if (!defined.has(queue)) throw new Error(`job queue "${queue}" is not defined`);
  }

  function toBossOptions({ startAfter, singletonKey }: SendOptions): BossSendOptions {
    return { ...(startAfter !== undefined && { startAfter }), ...(singletonKey !== undefined && { singletonKey }) };
  }

  let stopping = false;
  function wakeWorker(queue: string) {
    const workerId = localWorkers.get(queue);
    if (workerId && !stopping) boss.notifyWorker(workerId);
  }

  /** Sends through `db` (a transaction) when given, else through the queue's own connections. */
  function senders(db: Database | undefined): Pick<Jobs, 'send' | 'sendMany'> {
    const connection = db && { db: { executeSql: (text: string, values?: unknown[]) => executeSqlOn(db, text, values) } };
    return {
      async send(queue, data, options = {}) {
        assertDefined(queue);
        return boss.send(queue, data, { ...toBossOptions(options), ...connection });
      },
      async sendMany(queue, items) {
        assertDefined(queue);
        for (let start = 0; start < items.length; start += 1000) {
          await boss.insert(queue, items.slice(start, start + 1000).map((data) => ({ data })), { ...connection });
        }
      },
    };
  }

  const jobs: Jobs = {
    async define(queue, options = {}) {
      const policy = options.policy ?? 'standard';
      const settings = {
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 0,
        retryBackoff: options.retryBackoff ?? true,
        ...(options.expireInSeconds !== undefined && { expireInSeconds: options.expireInSeconds }),
      };
      const existing = await boss.getQueue(queue);
      if (!existing) await boss.createQueue(queue, { ...settings, policy });
      // A queue's policy is fixed when it is made (pg-boss keeps its jobs by it): another one needs a new queue name.
      else if (existing.policy !== policy) throw new Error(`job queue "${queue}" was made with policy "${existing.policy}", not "${policy}": name the new queue anew`);
      else await boss.updateQueue(queue, settings);
      defined.add(queue);
    },
    async send(queue, data, options) {
      const id = await senders(undefined).send(queue, data, options);
      wakeWorker(queue);
      return id;
    },
    async sendMany(queue, items) {
      await senders(undefined).sendMany(queue, items);
      wakeWorker(queue);
    },
    async work(queue, handler) {
      assertDefined(queue);
      if (!runWorkers) return;
      // pg-boss waits a whole polling interval after every fetch, even one that found a job, so a
      // backlog would drain one job per second: after a job, the worker is woken to fetch the next.
      const workerId = await boss.work(queue, { pollingIntervalSeconds: 1 }, async (batch) => {
        try {
          for (const job of batch) await track(handler(job.data as never));
        } finally {
          if (batch.length > 0) wakeWorker(queue);
        }
      });
      localWorkers.set(queue, workerId);
    },
    async schedule(queue, cron) {
      assertDefined(queue);
      if (!runWorkers) return;
      await boss.schedule(queue, cron);
    },
    async stateOf(queue, id) {
      const job = await boss.getJobById(queue, id);
      return job?.state as JobState | undefined;
    },
    within(db) {
      // Not visible to any worker until the transaction commits: woken then, not now.
      const sentTo = new Set<string>();
      const inTransaction = senders(db);
      return {
        ...jobs,
        async send(queue, data, options) {
          const id = await inTransaction.send(queue, data, options);
          sentTo.add(queue);
          return id;
        },
        async sendMany(queue, items) {
          await inTransaction.sendMany(queue, items);
          sentTo.add(queue);
        },
        wakeWorkers: () => sentTo.forEach(wakeWorker),
      };
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      stopping = true;
      await boss.stop({ graceful: true, timeout: Math.max(timeoutMs, 1000) });
      // A handler finishing now may still send a query or two: wait until nothing is left.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  return jobs;
}
