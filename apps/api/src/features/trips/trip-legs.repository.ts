import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { ProofClass } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { bookingsTable, journeysTable, legsTable, tripsTable } from './trips.table.js';

export type TripRow = typeof tripsTable.$inferSelect;
export type LegRow = typeof legsTable.$inferSelect;

/** The trip of an offer's departure, made by its first confirmed booking; two confirmations at once share one. */
export async function findOrCreateTrip(db: Database, row: typeof tripsTable.$inferInsert): Promise<TripRow> {
  await db.insert(tripsTable).values(row).onConflictDoNothing();
  const [trip] = await db
    .select()
    .from(tripsTable)
    .where(and(eq(tripsTable.offerId, row.offerId), eq(tripsTable.plannedDepartureAt, row.plannedDepartureAt)))
    .for('update');
  return trip!;
}

/** The rides still to come of these offers (their trips not yet under way), locked, with the ends of their offer's way. */
export async function lockComingTripsOfOffers(db: Database, offerIds: string[], now: Date) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      id: tripsTable.id,
      plannedDepartureAt: tripsTable.plannedDepartureAt,
      origin: { latitude: journeysTable.originLatitude, longitude: journeysTable.originLongitude },
      destination: { latitude: journeysTable.destinationLatitude, longitude: journeysTable.destinationLongitude },
    })
    .from(tripsTable)
    .innerJoin(journeysTable, eq(journeysTable.id, tripsTable.offerId))
    .where(and(inArray(tripsTable.offerId, offerIds), eq(tripsTable.status, 'planned'), gt(tripsTable.plannedDepartureAt, now), sql`${tripsTable.actualDepartureAt} is null`))
    .orderBy(tripsTable.id)
    .for('update', { of: tripsTable });
}

/** Makes a ride another offer's (its trip and every booking of it), with that offer's seats. */
export async function moveTripToOffer(db: Database, tripId: string, offerId: string, seats: number): Promise<void> {
  await db.update(tripsTable).set({ offerId, vehicleSeats: seats }).where(eq(tripsTable.id, tripId));
  await db.update(bookingsTable).set({ offerId }).where(eq(bookingsTable.tripId, tripId));
}

export async function findTrip(db: Database, id: string): Promise<TripRow> {
  const [row] = await db.select().from(tripsTable).where(eq(tripsTable.id, id));
  return row!;
}

export async function updateTrip(db: Database, id: string, set: Partial<typeof tripsTable.$inferInsert>): Promise<void> {
  await db.update(tripsTable).set(set).where(eq(tripsTable.id, id));
}

export async function insertLeg(db: Database, row: typeof legsTable.$inferInsert): Promise<LegRow> {
  const [inserted] = await db.insert(legsTable).values(row).returning();
  return inserted!;
}

export async function findLegOfBooking(db: Database, bookingId: string): Promise<LegRow | undefined> {
  const [row] = await db.select().from(legsTable).where(eq(legsTable.bookingId, bookingId)).for('update');
  return row;
}

export async function updateLeg(db: Database, id: string, set: Partial<Omit<typeof legsTable.$inferInsert, 'countsInFigures'>>): Promise<void> {
  await db.update(legsTable).set(set).where(eq(legsTable.id, id));
}

/** The trip's live legs: their count, their companies, their weakest proof class. */
export async function summarizeTripLegs(db: Database, tripId: string): Promise<{ live: number; enterpriseIds: string[]; proofClasses: ProofClass[] }> {
  const rows = await db
    .select({ enterpriseId: legsTable.enterpriseId, proofClass: legsTable.proofClass })
    .from(legsTable)
    .where(and(eq(legsTable.tripId, tripId), sql`${legsTable.cancelledAt} is null`));
  return { live: rows.length, enterpriseIds: rows.map((row) => row.enterpriseId), proofClasses: rows.map((row) => row.proofClass) };
}

export async function findLegsOfBookings(db: Database, bookingIds: string[]): Promise<LegRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(legsTable).where(inArray(legsTable.bookingId, bookingIds));
}

/** Whether a booking's trip has other live legs than this booking's. */
export async function countOtherLiveLegs(db: Database, tripId: string, bookingId: string): Promise<number> {
  const rows = await db
    .select({ id: legsTable.id })
    .from(legsTable)
    .where(and(eq(legsTable.tripId, tripId), ne(legsTable.bookingId, bookingId), sql`${legsTable.cancelledAt} is null`));
  return rows.length;
}
