import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { bookingsTable, legsTable, proofEventsTable, tripsTable, type LegFlagRow } from './trips.table.js';

/**
 * The trips a person is on (driving, or riding in a live leg), not cancelled, departing where `when`
 * says: a range on each branch, so the (driver, departure) index of trips and the (passenger, pickup)
 * index of legs read one person's few trips of a day, never all their trips.
 */
function tripsOfPerson(employeeId: string, when: (departure: SQL) => SQL): SQL {
  return sql`(
    select t.id, t.planned_departure_at from ${tripsTable} t
    where t.driver_id = ${employeeId} and ${when(sql`t.planned_departure_at`)} and t.status <> 'cancelled'
    union
    select t.id, t.planned_departure_at from ${legsTable} l join ${tripsTable} t on t.id = l.trip_id
    where l.passenger_id = ${employeeId} and ${when(sql`l.pickup_planned_at`)} and ${when(sql`t.planned_departure_at`)}
      and l.cancelled_at is null and t.status <> 'cancelled'
  )`;
}

/** Departing on the local day (in `timeZone`) of `at`. */
function onLocalDayOf(at: Date, timeZone: string): (departure: SQL) => SQL {
  const day = sql`(${at.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  return (departure) => sql`${departure} >= (${day})::timestamp at time zone ${timeZone} and ${departure} < (${day} + 1)::timestamp at time zone ${timeZone}`;
}

/**
 * The place of a trip among a person's trips of its day in `timeZone`, by departure (1 for the
 * first): the fourth or later is flagged.
 */
export async function rankTripInPersonsDay(db: Database, employeeId: string, trip: { id: string; plannedDepartureAt: Date }, timeZone: string): Promise<number> {
  const departure = sql`${trip.plannedDepartureAt.toISOString()}::timestamptz`;
  const result = await db.execute<{ rank: string | number }>(sql`
    select count(*) as rank from ${tripsOfPerson(employeeId, onLocalDayOf(trip.plannedDepartureAt, timeZone))} p
    where (p.planned_departure_at, p.id) <= (${departure}, ${trip.id}::uuid)`);
  return Number(result.rows[0]!.rank);
}

/** Another live trip both people are on, departing within `minutes` of this one. */
export async function hasTripOfSamePeopleNear(db: Database, people: [string, string], trip: { id: string; plannedDepartureAt: Date }, minutes: number): Promise<boolean> {
  const departure = sql`${trip.plannedDepartureAt.toISOString()}::timestamptz`;
  const near = (at: SQL) => sql`${at} between ${departure} - ${minutes} * interval '1 minute' and ${departure} + ${minutes} * interval '1 minute'`;
  const result = await db.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from ${tripsOfPerson(people[0], near)} p
      where p.id <> ${trip.id}::uuid and p.id in (select q.id from ${tripsOfPerson(people[1], near)} q)
    ) as found`);
  return Boolean(result.rows[0]!.found);
}

/** A leg as the fraud rules read it: its own row, its trip's, its company's zone and when its data reached the service. */
export type CheckedLeg = {
  legId: string;
  tripId: string;
  passengerId: string;
  driverId: string;
  sharedKm: number;
  flags: LegFlagRow[];
  plannedDepartureAt: Date;
  actualDepartureAt: Date | null;
  timeZone: string;
  /** When the service received the driver's completion. */
  completedAt: Date | null;
  /** When the service received the last proof event of the leg's booking, from either phone. */
  lastProofReceivedAt: Date | null;
};

function selectCheckedLegs(db: Database, where: SQL | undefined) {
  return db
    .select({
      legId: legsTable.id,
      tripId: legsTable.tripId,
      passengerId: legsTable.passengerId,
      driverId: tripsTable.driverId,
      sharedKm: legsTable.sharedKm,
      flags: legsTable.flags,
      plannedDepartureAt: tripsTable.plannedDepartureAt,
      actualDepartureAt: tripsTable.actualDepartureAt,
      timeZone: enterprisesTable.timeZone,
      completedAt: legsTable.completedAt,
      // Through the (booking) index of proof events; a raw subquery's timestamp comes as text on one driver, a Date on the other.
      lastProofReceivedAt: sql<Date | string | null>`(select max(${proofEventsTable.receivedAt}) from ${proofEventsTable} where ${proofEventsTable.bookingId} = ${legsTable.bookingId})`,
    })
    .from(legsTable)
    .innerJoin(tripsTable, eq(tripsTable.id, legsTable.tripId))
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, legsTable.enterpriseId))
    .innerJoin(bookingsTable, eq(bookingsTable.id, legsTable.bookingId))
    .where(where)
    .orderBy(legsTable.id)
    .then((rows) => rows.map((row): CheckedLeg => ({ ...row, lastProofReceivedAt: row.lastProofReceivedAt === null ? null : new Date(row.lastProofReceivedAt) })));
}

/** A booking's leg as the fraud rules read it. */
export async function findCheckedLeg(db: Database, bookingId: string): Promise<CheckedLeg> {
  const [leg] = await selectCheckedLegs(db, eq(legsTable.bookingId, bookingId));
  return leg!;
}

/**
 * The completed live legs (completed or validated bookings) on a person's trips of the local day of
 * `at` in `timeZone`, in id order: the legs a trip entered on that day may change the flags of.
 */
export function listCompletedLegsOfPersonsDay(db: Database, employeeId: string, at: Date, timeZone: string): Promise<CheckedLeg[]> {
  const trips = sql`(select p.id from ${tripsOfPerson(employeeId, onLocalDayOf(at, timeZone))} p)`;
  return selectCheckedLegs(db, and(sql`${legsTable.tripId} in ${trips}`, isNull(legsTable.cancelledAt), inArray(bookingsTable.status, ['COMPLETED_PENDING_VALIDATION', 'VALIDATED'])));
}

export function lockLeg(db: Database, id: string) {
  return db.select({ flags: legsTable.flags }).from(legsTable).where(eq(legsTable.id, id)).for('update');
}

export async function setLegFlags(db: Database, id: string, flags: LegFlagRow[]): Promise<void> {
  await db.update(legsTable).set({ flags }).where(eq(legsTable.id, id));
}
