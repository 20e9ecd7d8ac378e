// Races made to run in a chosen order on PostgreSQL: the test holds a lock (a company's, a ride's)
// while requests queue behind it, then lets them through in the order they queued.
import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from './build-test-app.js';

/** Sessions of the test's database waiting for a lock another transaction holds. */
export async function waitingOnLocks(app: TestApp): Promise<number> {
  const { rows } = await app.db.execute<{ waiting: number }>(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.waiting;
}

/** Waits until `count` sessions wait for a lock (as many requests queued behind the one held). */
export async function waitUntilWaiting(app: TestApp, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await waitingOnLocks(app)) !== count) {
    if (Date.now() > deadline) throw new Error(`${await waitingOnLocks(app)} sessions waiting for a lock, not ${count}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `lock` (a statement that locks rows) in a transaction of the test's own, held until released. */
export async function holdLock(app: TestApp, lock: SQL): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.db.transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await released;
  });
  await Promise.race([isLocked, holder]);
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

/** Locks the company's row as head-count and billing changes do, until released. */
export function holdCompanyLock(app: TestApp, enterpriseId: string): Promise<{ release: () => Promise<void> }> {
  return holdLock(app, sql`select id from enterprises where id = ${enterpriseId} for no key update`);
}
