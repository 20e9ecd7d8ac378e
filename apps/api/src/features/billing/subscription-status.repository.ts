import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plansTable, subscriptionsTable } from './billing.table.js';

/** Whether the company has a subscription that is not cancelled (served by the one-live-per-company index). */
export async function hasLiveSubscription(db: Database, enterpriseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionsTable.id })
    .from(subscriptionsTable)
    .where(and(eq(subscriptionsTable.enterpriseId, enterpriseId), ne(subscriptionsTable.status, 'canceled')))
    .limit(1);
  return row !== undefined;
}

/** Every subscription that is not cancelled, with its plan's report cadence and when it began. */
export function listLiveSubscriptions(db: Database) {
  return db
    .select({ enterpriseId: subscriptionsTable.enterpriseId, planId: subscriptionsTable.planId, reportCadence: plansTable.reportCadence, startedAt: subscriptionsTable.createdAt })
    .from(subscriptionsTable)
    .innerJoin(plansTable, eq(plansTable.id, subscriptionsTable.planId))
    .where(ne(subscriptionsTable.status, 'canceled'));
}
