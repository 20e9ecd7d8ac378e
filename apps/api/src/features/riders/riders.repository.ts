import { eq, sql } from 'drizzle-orm';
import type { BookingStatus, ProofClass, RideProof } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { distanceKmSql } from '../../db/great-circle.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { proofRadiusKm } from '../trips/index.js';
import { bookingsTable, journeysTable, legsTable, proofEventsTable, type LegFlagRow } from '../trips/trips.table.js';

/** A booking the person drives or rides in, with its places, the other party's first names and its leg. */
export type PartyBookingRow = {
  bookingId: string;
  offerId: string;
  departureAt: Date;
  status: BookingStatus;
  role: 'driver' | 'passenger';
  offerFrom: string;
  offerTo: string;
  requestFrom: string;
  requestTo: string;
  driverFirstNames: string;
  passengerFirstNames: string;
  /** Cancelled with its offer, at the same instant: the driver withdrew the ride (said their commute again, or cancelled it). */
  offerWithdrawn: boolean;
  leg: { proofClass: ProofClass; sharedKm: number; flags: LegFlagRow[]; countsInFigures: boolean; cancelled: boolean } | null;
  /** The pickups and drops the booking's phones recorded, oldest first. */
  proofs: RideProof[];
};

type PartyBookingRecord = {
  booking_id: string;
  offer_id: string;
  departure_at: string | Date;
  status: BookingStatus;
  driver_id: string;
  offer_from: string;
  offer_to: string;
  request_from: string;
  request_to: string;
  driver_first_names: string;
  passenger_first_names: string;
  offer_withdrawn: boolean;
  proof_class: ProofClass | null;
  shared_km: number | null;
  flags: LegFlagRow[] | string | null;
  counts_in_figures: boolean | null;
  leg_cancelled: boolean | null;
  proofs: ProofRecord[] | string | null;
};

type ProofRecord = { kind: 'pickup' | 'drop'; employee_id: string; located: boolean; at_its_point: boolean };

/** A proof's position, and the point of its leg it proves (the pickup's or the drop's), as the listing's SQL names them. */
const proofPlace = { latitude: sql.raw('e.latitude'), longitude: sql.raw('e.longitude') };
const legPoint = {
  latitude: sql.raw("case when e.kind = 'pickup' then l.pickup_latitude else l.drop_latitude end"),
  longitude: sql.raw("case when e.kind = 'pickup' then l.pickup_longitude else l.drop_longitude end"),
};

/**
 * The person's bookings on one side of `now`, as passenger and as driver, soonest first (`upcoming`)
 * or newest first, at most `limit` of each side: two ranges of the (passenger, departure) and
 * (driver, departure) indexes of bookings.
 */
export async function listPartyBookings(db: Database, employeeId: string, now: Date, when: 'upcoming' | 'past', limit: number): Promise<PartyBookingRow[]> {
  const range = when === 'upcoming' ? sql`b.departure_at >= ${now}` : sql`b.departure_at < ${now}`;
  const order = when === 'upcoming' ? sql`asc` : sql`desc`;
  const result = await db.execute<PartyBookingRecord>(sql`
    with mine as (
      (select b.id, b.departure_at from ${bookingsTable} b where b.passenger_id = ${employeeId} and ${range} order by b.departure_at ${order} limit ${limit})
      union all
      (select b.id, b.departure_at from ${bookingsTable} b where b.driver_id = ${employeeId} and ${range} order by b.departure_at ${order} limit ${limit})
    )
    select b.id as booking_id, b.offer_id, b.departure_at, b.status, b.driver_id,
      o.origin_label as offer_from, o.destination_label as offer_to, r.origin_label as request_from, r.destination_label as request_to,
      d.first_names as driver_first_names, p.first_names as passenger_first_names,
      (b.status = 'CANCELLED' and o.status = 'cancelled' and b.updated_at = o.cancelled_at) as offer_withdrawn,
      l.proof_class, l.shared_km, l.flags, l.counts_in_figures, l.cancelled_at is not null as leg_cancelled,
      (select json_agg(json_build_object('kind', e.kind, 'employee_id', e.employee_id, 'located', e.latitude is not null,
          'at_its_point', coalesce(e.latitude is not null and ${distanceKmSql(proofPlace, legPoint)} <= ${proofRadiusKm}, false))
          order by e.recorded_at, e.received_at, e.id)
        from ${proofEventsTable} e where e.booking_id = b.id) as proofs
    from mine m
    join ${bookingsTable} b on b.id = m.id
    join ${journeysTable} o on o.id = b.offer_id
    join ${journeysTable} r on r.id = b.request_id
    join ${employeesTable} d on d.id = b.driver_id
    join ${employeesTable} p on p.id = b.passenger_id
    left join ${legsTable} l on l.booking_id = b.id
    order by b.departure_at ${order}, b.id`);
  return result.rows.map((row) => ({
    bookingId: row.booking_id,
    offerId: row.offer_id,
    departureAt: new Date(row.departure_at),
    status: row.status,
    role: row.driver_id === employeeId ? 'driver' : 'passenger',
    offerFrom: row.offer_from,
    offerTo: row.offer_to,
    requestFrom: row.request_from,
    requestTo: row.request_to,
    driverFirstNames: row.driver_first_names,
    passengerFirstNames: row.passenger_first_names,
    offerWithdrawn: Boolean(row.offer_withdrawn),
    leg:
      row.proof_class === null
        ? null
        : {
            proofClass: row.proof_class,
            sharedKm: Number(row.shared_km),
            flags: typeof row.flags === 'string' ? (JSON.parse(row.flags) as LegFlagRow[]) : (row.flags ?? []),
            countsInFigures: Boolean(row.counts_in_figures),
            cancelled: Boolean(row.leg_cancelled),
          },
    proofs: (typeof row.proofs === 'string' ? (JSON.parse(row.proofs) as ProofRecord[]) : (row.proofs ?? [])).map((proof) => ({
      kind: proof.kind,
      by: proof.employee_id === row.driver_id ? 'driver' : 'passenger',
      located: proof.located,
      atItsPoint: proof.at_its_point,
    })),
  }));
}

/** The company's zone and the instants bounding a month (YYYY-MM) in it: [its first midnight, the next month's). */
export async function findMonthBounds(db: Database, enterpriseId: string, month: string): Promise<{ timeZone: string; start: Date; end: Date }> {
  const first = `${month}-01`;
  const result = await db.execute<{ time_zone: string; start: string | Date; end: string | Date }>(sql`
    select e.time_zone, (${first}::date::timestamp at time zone e.time_zone) as start,
      ((${first}::date + interval '1 month')::timestamp at time zone e.time_zone) as "end"
    from ${enterprisesTable} e where e.id = ${enterpriseId}`);
  const row = result.rows[0]!;
  return { timeZone: row.time_zone, start: new Date(row.start), end: new Date(row.end) };
}

/** The company's IANA zone. */
export async function findCompanyTimeZone(db: Database, enterpriseId: string): Promise<string> {
  const [row] = await db.select({ timeZone: enterprisesTable.timeZone }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  return row!.timeZone;
}
