import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { legsTable, tripsTable, type LegFlagRow } from './trips.table.js';

/** The trips a person is on (driving, or riding in a live leg), not cancelled. */
function tripsOfPerson(employeeId: string): SQL {
  return sql`(
    select t.id, t.planned_departure_at from ${tripsTable} t where t.driver_id = ${employeeId} and t.status <> 'cancelled'
    union
    select t.id, t.planned_departure_at from ${tripsTable} t join ${legsTable} l on l.trip_id = t.id
    where l.passenger_id = ${employeeId} and l.cancelled_at is null and t.status <> 'cancelled'
  )`;
}

/**
 * The place of a trip among a person's trips of its day in `timeZone`, by departure (1 for the
 * first): the fourth or later is flagged.
 */
export async function rankTripInPersonsDay(db: Database, employeeId: string, trip: { id: string; plannedDepartureAt: Date }, timeZone: string): Promise<number> {
  const departure = sql`${trip.plannedDepartureAt.toISOString()}::timestamptz`;
  const result = await db.execute<{ rank: string | number }>(sql`
    select count(*) as rank from ${tripsOfPerson(employeeId)} p
    where (p.planned_departure_at at time zone ${timeZone})::date = (${departure} at time zone ${timeZone})::date
      and (p.planned_departure_at, p.id) <= (${departure}, ${trip.id}::uuid)`);
  return Number(result.rows[0]!.rank);
}

/** Another live trip both people are on, departing within `minutes` of this one. */
export async function hasTripOfSamePeopleNear(db: Database, people: [string, string], trip: { id: string; plannedDepartureAt: Date }, minutes: number): Promise<boolean> {
  const departure = sql`${trip.plannedDepartureAt.toISOString()}::timestamptz`;
  const near = sql`p.planned_departure_at between ${departure} - ${minutes} * interval '1 minute' and ${departure} + ${minutes} * interval '1 minute'`;
  const result = await db.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from ${tripsOfPerson(people[0])} p
      where p.id <> ${trip.id}::uuid and ${near}
        and p.id in (select q.id from ${tripsOfPerson(people[1])} q)
    ) as found`);
  return Boolean(result.rows[0]!.found);
}

export function lockLeg(db: Database, id: string) {
  return db.select({ flags: legsTable.flags }).from(legsTable).where(eq(legsTable.id, id)).for('update');
}

export async function setLegFlags(db: Database, id: string, flags: LegFlagRow[]): Promise<void> {
  await db.update(legsTable).set({ flags }).where(eq(legsTable.id, id));
}
