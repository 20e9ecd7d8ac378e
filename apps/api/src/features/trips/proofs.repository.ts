import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { proofEventsTable } from './trips.table.js';

export async function insertProofEvent(db: Database, row: typeof proofEventsTable.$inferInsert): Promise<void> {
  await db.insert(proofEventsTable).values(row);
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
