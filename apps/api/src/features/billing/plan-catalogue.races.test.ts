// Two service processes starting at once on one database both write the plan catalogue (each start
// does, so a price changed in the configuration takes effect). On PostgreSQL the writes run at once on
// separate connections: every start must succeed, and the catalogue comes out whole and once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { holdLock, waitUntilWaiting } from '../../testing/company-lock.js';
import { syncPlanCatalogue } from './billing.service.js';

const starts = 8;

let app: TestApp;
beforeAll(async () => {
  // The starts below wait at once, beside the test's own transaction and its look at who waits: more
  // connections than the pool has on a small machine.
  app = await buildTestApp({ runJobs: false, poolSize: starts + 4 });
});
afterAll(async () => {
  await app.close();
});

// On PGlite every transaction already runs alone; only a server shows two writers meeting.
const onServer = Boolean(process.env.DATABASE_URL);

describe.runIf(onServer)('the plan catalogue written by starts at once', () => {
  it('lets every start write it, on a database that has no plans yet, however the writes meet', async () => {
    for (let round = 1; round <= 30; round += 1) {
      // A database as a first start finds it (no company has subscribed here).
      await app.ctx.db.execute(sql`delete from plans`);
      // The table held by the test, so every start waits at its write, and all are let through at once.
      const table = await holdLock(app, sql`lock table plans in share mode`);
      const writes = Array.from({ length: starts }, () => syncPlanCatalogue(app.ctx));
      await waitUntilWaiting(app, starts);
      await table.release();
      const outcomes = await Promise.allSettled(writes);
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { cause?: unknown }).cause ?? outcome.reason)] : []));
      expect(failures, `round ${round}`).toEqual([]);
    }
    const { rows } = await app.ctx.db.execute(sql`select id, price_id from plans order by position`);
    expect(rows).toEqual([
      { id: 'basic', price_id: 'price_basic_monthly' },
      { id: 'pro', price_id: 'price_pro_monthly' },
      { id: 'enterprise', price_id: 'price_enterprise_monthly' },
    ]);
  });
});
