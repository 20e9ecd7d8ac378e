import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptionsTable } from './billing.table.js';

/** Ends the company's live subscription now: cancelled, never renewed again. */
export async function endLiveSubscription(db: Database, enterpriseId: string, now: Date): Promise<void> {
  await db
    .update(subscriptionsTable)
    .set({ status: 'canceled', endedAt: now, renewsAt: null, cancelAtPeriodEnd: false, updatedAt: now })
    .where(and(eq(subscriptionsTable.enterpriseId, enterpriseId), ne(subscriptionsTable.status, 'canceled')));
}
