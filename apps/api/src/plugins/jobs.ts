import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

export type JobHandler<T> = (data: T) => Promise<void>;

export type Jobs = {
  send: <T extends object>(queue: string, data: T) => Promise<void>;
  /** Runs a handler for a queue; a no-op when this process does not run workers. */
  work: <T extends object>(queue: string, handler: JobHandler<T>) => Promise<void>;
  schedule: (queue: string, cron: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

type JobsOptions = { database: DatabaseHandle; runWorkers: boolean };

/** A pg-boss queue on the service's own database, so jobs survive restarts and span processes. */
export const jobsPlugin = fp<JobsOptions>(async (app, { database, runWorkers }) => {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as never },
    schema: 'pgboss',
    supervise: runWorkers,
    schedule: runWorkers,
    migrate: true,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const createdQueues = new Set<string>();
  /** This process's worker for each queue, woken when a job is queued here. */
  const localWorkers = new Map<string, string>();
  async function ensureQueue(queue: string) {
    if (createdQueues.has(queue)) return;
    if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, retryLimit: 5, retryBackoff: true });
    createdQueues.add(queue);
  }
  app.decorate('jobs', {
    async send(queue, data) {
      await ensureQueue(queue);
      await boss.send(queue, data);
      const workerId = localWorkers.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    },
    async work(queue, handler) {
      if (!runWorkers) return;
      await ensureQueue(queue);
      // pg-boss waits a whole polling interval after every fetch, even one that found a job, so a
      // backlog would drain one job per second: after a job, the worker is woken to fetch the next.
      const workerId = await boss.work(queue, { pollingIntervalSeconds: 1 }, async (jobs) => {
        try {
          for (const job of jobs) await handler(job.data as never);
        } finally {
          const self = localWorkers.get(queue);
          if (self && jobs.length > 0) boss.notifyWorker(self);
        }
      });
      localWorkers.set(queue, workerId);
    },
    async schedule(queue, cron) {
      if (!runWorkers) return;
      await ensureQueue(queue);
      await boss.schedule(queue, cron);
    },
  } satisfies Jobs);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
});
