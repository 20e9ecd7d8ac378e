import { and, asc, eq, ne } from 'drizzle-orm';
import type { Journey } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { journeysTable } from './trips.table.js';

export type JourneyRow = typeof journeysTable.$inferSelect;

export function toJourney(row: JourneyRow): Journey {
  return {
    journeyId: row.id,
    role: row.role,
    status: row.status,
    origin: { latitude: row.originLatitude, longitude: row.originLongitude, label: row.originLabel },
    destination: { latitude: row.destinationLatitude, longitude: row.destinationLongitude, label: row.destinationLabel },
    departureAt: row.departureAt.toISOString(),
    departureMarginSeconds: row.departureMarginSeconds,
    weekdays: [1, 2, 3, 4, 5, 6, 7].filter((day) => (row.weekdayMask & (1 << (day - 1))) !== 0),
    seats: row.seats,
    sameGenderDriver: row.sameGenderDriver,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertJourney(db: Database, row: typeof journeysTable.$inferInsert): Promise<JourneyRow> {
  const [inserted] = await db.insert(journeysTable).values(row).returning();
  return inserted!;
}

export function listOpenJourneys(db: Database, employeeId: string, role: 'driver' | 'passenger', page: number, pageSize: number): Promise<JourneyRow[]> {
  return db
    .select()
    .from(journeysTable)
    .where(and(eq(journeysTable.employeeId, employeeId), eq(journeysTable.role, role), eq(journeysTable.status, 'open')))
    .orderBy(asc(journeysTable.departureAt), asc(journeysTable.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** One of a person's own journeys of a role (any other answers nothing: the caller says 404). */
export async function findOwnJourney(db: Database, employeeId: string, role: 'driver' | 'passenger', id: string): Promise<JourneyRow | undefined> {
  const [row] = await db
    .select()
    .from(journeysTable)
    .where(and(eq(journeysTable.id, id), eq(journeysTable.employeeId, employeeId), eq(journeysTable.role, role)));
  return row;
}

export async function findJourney(db: Database, id: string, lock = false): Promise<JourneyRow | undefined> {
  const query = db.select().from(journeysTable).where(eq(journeysTable.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function cancelJourney(db: Database, id: string, now: Date): Promise<JourneyRow> {
  const [row] = await db.update(journeysTable).set({ status: 'cancelled', cancelledAt: now }).where(eq(journeysTable.id, id)).returning();
  return row!;
}

/**
 * Locks a person's open recurring journeys, in one order: a booking takes its ride's lock before it
 * writes, so one made while they are replaced either commits before this returns (and is seen by
 * what follows) or finds its ride closed.
 */
export async function lockOpenRecurringJourneys(db: Database, employeeId: string): Promise<void> {
  await db
    .select({ id: journeysTable.id })
    .from(journeysTable)
    .where(and(eq(journeysTable.employeeId, employeeId), eq(journeysTable.status, 'open'), ne(journeysTable.weekdayMask, 0)))
    .orderBy(journeysTable.id)
    .for('update');
}

/** Cancels every open recurring journey of a person, leaving their bookings as they are; answers those cancelled. */
export function closeOpenRecurringJourneys(db: Database, employeeId: string, now: Date): Promise<Pick<JourneyRow, 'id' | 'role'>[]> {
  return db
    .update(journeysTable)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(journeysTable.employeeId, employeeId), eq(journeysTable.status, 'open'), ne(journeysTable.weekdayMask, 0)))
    .returning({ id: journeysTable.id, role: journeysTable.role });
}
