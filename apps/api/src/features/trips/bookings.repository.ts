import { and, count, desc, eq, gte, inArray, ne, or } from 'drizzle-orm';
import type { BookingStatus } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { bookingsTable, journeysTable } from './trips.table.js';

export type BookingRow = typeof bookingsTable.$inferSelect;

export async function insertBooking(db: Database, row: typeof bookingsTable.$inferInsert): Promise<BookingRow | undefined> {
  const [inserted] = await db.insert(bookingsTable).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Whether the person already holds a seat (a booking not cancelled) on this departure of the offer, whichever request it was made for. */
export async function hasSeatOnRide(db: Database, passengerId: string, offerId: string, departureAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingsTable.id })
    .from(bookingsTable)
    .where(and(eq(bookingsTable.passengerId, passengerId), eq(bookingsTable.offerId, offerId), eq(bookingsTable.departureAt, departureAt), ne(bookingsTable.status, 'CANCELLED')))
    .limit(1);
  return row !== undefined;
}

/** A booking the person is a party to (driver or passenger), locked for a change when asked; none for anyone else. */
export async function findPartyBooking(db: Database, employeeId: string, id: string, lock = false): Promise<BookingRow | undefined> {
  const query = db
    .select()
    .from(bookingsTable)
    .where(and(eq(bookingsTable.id, id), or(eq(bookingsTable.passengerId, employeeId), eq(bookingsTable.driverId, employeeId))));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export function listPartyBookings(db: Database, employeeId: string, page: number, pageSize: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingsTable)
    .where(or(eq(bookingsTable.passengerId, employeeId), eq(bookingsTable.driverId, employeeId)))
    .orderBy(desc(bookingsTable.departureAt), desc(bookingsTable.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function setBookingStatus(db: Database, id: string, status: BookingStatus, now: Date, tripId?: string): Promise<void> {
  await db
    .update(bookingsTable)
    .set({ status, updatedAt: now, ...(tripId && { tripId }) })
    .where(eq(bookingsTable.id, id));
}

/**
 * The bookings still waiting for this driver on their open recurring offers, locked (the booking
 * before its offer, as a confirmation takes them): replacing those offers withdraws the bookings too.
 */
export async function lockWaitingBookingsOfRegularOffers(db: Database, driverId: string): Promise<BookingRow[]> {
  const rows = await db
    .select({ booking: bookingsTable })
    .from(bookingsTable)
    .innerJoin(journeysTable, eq(journeysTable.id, bookingsTable.offerId))
    .where(and(eq(bookingsTable.driverId, driverId), eq(bookingsTable.status, 'WAITING_CONFIRMATION'), eq(journeysTable.status, 'open'), ne(journeysTable.weekdayMask, 0)))
    .orderBy(bookingsTable.id)
    .for('update', { of: bookingsTable });
  return rows.map((row) => row.booking);
}

/** The live bookings of a journey (as offer or request), which cancelling it cancels. */
export function listLiveBookingsOfJourney(db: Database, journeyId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookingsTable)
    .where(
      and(
        or(eq(bookingsTable.offerId, journeyId), eq(bookingsTable.requestId, journeyId)),
        inArray(bookingsTable.status, ['WAITING_CONFIRMATION', 'CONFIRMED']),
      ),
    );
}

/** How many live bookings still to ride the journeys have (as offers or requests): a replaced commute keeps them. */
export async function countLiveBookingsOfJourneys(db: Database, journeyIds: string[], from: Date): Promise<number> {
  if (journeyIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(bookingsTable)
    .where(
      and(
        or(inArray(bookingsTable.offerId, journeyIds), inArray(bookingsTable.requestId, journeyIds)),
        inArray(bookingsTable.status, ['WAITING_CONFIRMATION', 'CONFIRMED']),
        gte(bookingsTable.departureAt, from),
      ),
    );
  return row?.total ?? 0;
}

/** A person's first names, as the other party of a booking reads them in a notice. */
export async function findFirstNames(db: Database, employeeId: string): Promise<string> {
  const [row] = await db.select({ firstNames: employeesTable.firstNames }).from(employeesTable).where(eq(employeesTable.id, employeeId));
  return row?.firstNames ?? '';
}
