import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startJobs, type JobState } from './jobs.js';
import { withTransaction } from './service-context.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const stateIs = (queue: string, id: string, state: JobState) => async () => (await app.ctx.jobs.stateOf(queue, id)) === state;

describe('the job queue', () => {
  it('drains a backlog at once rather than one job per polling interval', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.backlog');
    const handled: number[] = [];
    await jobs.work<{ n: number }>('test.backlog', async ({ n }) => {
      handled.push(n);
    });
    const started = Date.now();
    for (let n = 0; n < 20; n++) await jobs.send('test.backlog', { n });
    expect(await waitUntil(() => handled.length === 20, 5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect([...handled].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it('retries a job whose handler failed, and once it worked, not again', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.retry', { retryDelaySeconds: 0, retryBackoff: false });
    let attempts = 0;
    await jobs.work<{ n: number }>('test.retry', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('mail server unavailable');
    });
    const id = (await jobs.send('test.retry', { n: 1 }))!;
    expect(await waitUntil(stateIs('test.retry', id, 'completed'))).toBe(true);
    expect(attempts).toBe(2);
  });

  it('gives up after the retries its queue allows', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.give-up', { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false });
    let attempts = 0;
    await jobs.work('test.give-up', async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    const id = (await jobs.send('test.give-up', {}))!;
    expect(await waitUntil(stateIs('test.give-up', id, 'failed'))).toBe(true);
    expect(attempts).toBe(2);
  });

  it('queues a job sent inside a transaction only if the transaction commits', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.transaction');
    let committedId = '';
    await app.ctx.db.transaction(async (tx) => {
      committedId = (await jobs.within(tx).send('test.transaction', { kept: true }))!;
    });
    let rolledBackId = '';
    await expect(
      app.ctx.db.transaction(async (tx) => {
        rolledBackId = (await jobs.within(tx).send('test.transaction', { kept: false }))!;
        await tx.execute(sql`select 1`);
        throw new Error('the row write failed');
      }),
    ).rejects.toThrow('the row write failed');
    expect(await jobs.stateOf('test.transaction', committedId)).toBe('created');
    expect(rolledBackId).not.toBe('');
    expect(await jobs.stateOf('test.transaction', rolledBackId)).toBeUndefined();
  });

  it('sends many at once within a transaction', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.many');
    const handled: unknown[] = [];
    await jobs.work<object>('test.many', async (data) => {
      handled.push(data);
    });
    await withTransaction(app.ctx, async (tx) => {
      await tx.jobs.sendMany('test.many', [{ n: 1 }, { n: 2 }, { n: 3 }]);
      await tx.jobs.send('test.many', { n: 4, tags: ['a', 'list'] });
    });
    expect(await waitUntil(() => handled.length === 4)).toBe(true);
    expect(handled).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4, tags: ['a', 'list'] }]));
  });

  it('waits for a start time, and keeps one waiting job per singleton key', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.renewal', { policy: 'short' });
    const handled: string[] = [];
    await jobs.work<{ period: string }>('test.renewal', async ({ period }) => {
      handled.push(period);
    });
    const startAfter = new Date(Date.now() + 3_600_000);
    const first = await jobs.send('test.renewal', { period: '2026-11' }, { singletonKey: 'subscription-1:2026-11', startAfter });
    const again = await jobs.send('test.renewal', { period: '2026-11' }, { singletonKey: 'subscription-1:2026-11', startAfter });
    const otherPeriod = await jobs.send('test.renewal', { period: '2026-12' }, { singletonKey: 'subscription-1:2026-12', startAfter });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(otherPeriod).not.toBeNull();
    // A job due now runs at once; the renewals an hour away are still waiting after it.
    const due = (await jobs.send('test.renewal', { period: 'now' }))!;
    expect(await waitUntil(stateIs('test.renewal', due, 'completed'))).toBe(true);
    expect(handled).toEqual(['now']);
    expect(await jobs.stateOf('test.renewal', first!)).toBe('created');
  });

  it('takes a queue defined again, as every start does, with new retry settings but never another policy', async () => {
    const { jobs } = app.ctx;
    await jobs.define('test.restart', { policy: 'short', retryLimit: 1 });
    await jobs.define('test.restart', { policy: 'short', retryLimit: 3 });
    const { rows } = await app.database.executeSql(`select retry_limit as "retryLimit" from pgboss.queue where name = 'test.restart'`);
    expect(rows).toEqual([{ retryLimit: 3 }]);
    expect(await jobs.send('test.restart', {}, { singletonKey: 'one' })).not.toBeNull();
    await expect(jobs.define('test.restart', { policy: 'standard' })).rejects.toThrow('job queue "test.restart" was made with policy "short", not "standard"');
  });

  it('on stop, lets a running job finish within the time given, and returns one not done by then to its queue', async () => {
    // A process of its own on the same database, stopped as a service is; the app's jobs stay up.
    const stopped = await startJobs({ database: app.database, runWorkers: true, log: app.log });
    const finished: string[] = [];
    const ids: Record<string, string> = {};
    for (const [name, ms] of [['quick', 500], ['slow', 2500]] as const) {
      await stopped.define(`test.stop-${name}`, { retryDelaySeconds: 0, retryBackoff: false });
      await stopped.work(`test.stop-${name}`, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        finished.push(name);
      });
      ids[name] = (await stopped.send(`test.stop-${name}`, {}))!;
    }
    expect(await waitUntil(async () => (await stateIs('test.stop-quick', ids.quick!, 'active')()) && stateIs('test.stop-slow', ids.slow!, 'active')())).toBe(true);
    await stopped.stop({ timeoutMs: 1000 });
    expect(await app.ctx.jobs.stateOf('test.stop-quick', ids.quick!)).toBe('completed');
    // The slow one's handler ended after the stop's second: its job waits in the queue again, for a worker still up.
    expect(finished).toEqual(['quick', 'slow']);
    expect(await app.ctx.jobs.stateOf('test.stop-slow', ids.slow!)).toBe('retry');
    await app.ctx.jobs.define('test.stop-slow', { retryDelaySeconds: 0, retryBackoff: false });
    await app.ctx.jobs.work('test.stop-slow', async () => {
      finished.push('slow again');
    });
    expect(await waitUntil(stateIs('test.stop-slow', ids.slow!, 'completed'))).toBe(true);
    expect(finished).toEqual(['quick', 'slow', 'slow again']);
  });

  it('refuses a queue nobody defined', async () => {
    await expect(app.ctx.jobs.send('test.undefined', {})).rejects.toThrow('job queue "test.undefined" is not defined');
  });
});
