import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { bookingsTable, journeysTable, rideStartNoticesTable } from './trips.table.js';

/** A confirmed booking about to leave, with both people and where each starts. */
export type StartingBookingRow = {
  tripId: string;
  departureAt: Date;
  driverId: string;
  driverFrom: string;
  passengerId: string;
  passengerFrom: string;
};

/**
 * The confirmed bookings leaving within (from, until] whose driver or passenger has not been told yet,
 * of people still active: a range of the partial (departure) index of confirmed bookings.
 */
export async function listBookingsAboutToStart(db: Database, from: Date, until: Date): Promise<StartingBookingRow[]> {
  const result = await db.execute<{
    trip_id: string;
    departure_at: string | Date;
    driver_id: string;
    driver_from: string;
    passenger_id: string;
    passenger_from: string;
  }>(sql`
    select b.trip_id, b.departure_at, b.driver_id, o.origin_label as driver_from,
      b.passenger_id, r.origin_label as passenger_from
    from ${bookingsTable} b
    join ${journeysTable} o on o.id = b.offer_id
    join ${journeysTable} r on r.id = b.request_id
    join ${employeesTable} d on d.id = b.driver_id
    join ${employeesTable} p on p.id = b.passenger_id
    where b.status = 'CONFIRMED' and b.departure_at > ${from} and b.departure_at <= ${until} and b.trip_id is not null
      and d.status = 'active' and d.deleted_at is null and p.status = 'active' and p.deleted_at is null
      and (not exists (select 1 from ${rideStartNoticesTable} n where n.trip_id = b.trip_id and n.employee_id = b.passenger_id)
        or not exists (select 1 from ${rideStartNoticesTable} n where n.trip_id = b.trip_id and n.employee_id = b.driver_id))
    order by b.departure_at, b.id`);
  return result.rows.map((row) => ({
    tripId: row.trip_id,
    departureAt: new Date(row.departure_at),
    driverId: row.driver_id,
    driverFrom: row.driver_from,
    passengerId: row.passenger_id,
    passengerFrom: row.passenger_from,
  }));
}

/**
 * Marks that the person was told of the trip; false when they already were. On PostgreSQL a second
 * process marking the same pair waits for the first's transaction and then finds the row.
 */
export async function markRideStartNotice(db: Database, tripId: string, employeeId: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(rideStartNoticesTable)
    .values({ tripId, employeeId, notifiedAt: now })
    .onConflictDoNothing()
    .returning({ tripId: rideStartNoticesTable.tripId });
  return inserted.length > 0;
}
