import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { proofEventsTable } from './trips.table.js';

/** Writes the proof; false when the account already sent one under its idempotency key (nothing written). */
export async function insertProofEvent(db: Database, row: typeof proofEventsTable.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(proofEventsTable).values(row).onConflictDoNothing().returning({ id: proofEventsTable.id });
  return inserted.length > 0;
}

/** Whether the account already sent a proof under this key. */
export async function hasProofWithKey(db: Database, accountId: string, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proofEventsTable.id })
    .from(proofEventsTable)
    .where(and(eq(proofEventsTable.accountId, accountId), eq(proofEventsTable.idempotencyKey, idempotencyKey)));
  return row !== undefined;
}

export function listProofEvents(db: Database, bookingId: string) {
  return db
    .select({
      employeeId: proofEventsTable.employeeId,
      accountId: proofEventsTable.accountId,
      kind: proofEventsTable.kind,
      latitude: proofEventsTable.latitude,
      longitude: proofEventsTable.longitude,
      recordedAt: proofEventsTable.recordedAt,
    })
    .from(proofEventsTable)
    .where(eq(proofEventsTable.bookingId, bookingId))
    .orderBy(asc(proofEventsTable.recordedAt));
}
