import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProofClass } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { bookingsTable, legsTable, proofEventsTable, tripsTable } from './trips.table.js';

/** A car offers at most 8 seats (the contract's offer), so a trip has at most 8 legs. */
const maxLegsPerTrip = 8;

export type CompanyTripFilter = {
  enterpriseId: string;
  /** Planned departure on these local days (YYYY-MM-DD, both included) in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
  status?: 'planned' | 'completed' | 'cancelled';
  flagged?: boolean;
  /** A person of the company: only their trips, driving or riding. */
  employeeId?: string;
};

export type CompanyTripRow = {
  id: string;
  enterpriseId: string;
  driverId: string;
  driverEnterpriseId: string;
  driverFullName: string;
  plannedDepartureAt: Date;
  plannedArrivalAt: Date | null;
  actualDepartureAt: Date | null;
  actualArrivalAt: Date | null;
  vehicleSeats: number;
  status: 'planned' | 'completed' | 'cancelled';
  proofClass: ProofClass;
  isInterCompany: boolean;
  passengers: number;
  isFlagged: boolean;
  km: number | null;
};

/**
 * The company's trips matching a filter, as ids with their departure: the trips its people drove
 * (trips by company and departure, or by driver) and those its people rode (legs by company and
 * pickup, or by passenger), each read through its index in departure order. `limit` (trips) bounds
 * each branch, so a page reads at most offset + page size trips' entries of each index; a trip has at
 * most `maxLegsPerTrip` legs, so that many times as many legs hold as many trips.
 */
function companyTripIdsSql(filter: CompanyTripFilter, limit?: number): SQL {
  const range = (column: SQL) =>
    sql.join(
      [
        filter.from ? sql`and ${column} >= (${filter.from}::date::timestamp at time zone ${filter.timeZone})` : sql``,
        filter.to ? sql`and ${column} < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})` : sql``,
      ],
      sql` `,
    );
  const status = filter.status ? sql`and t.status = ${filter.status}` : sql``;
  // A count per trip (a subplan through legs_trip_id_idx) rather than exists, which the planner may turn into a hash over every flagged leg and trip.
  const flagged = filter.flagged ? sql`and (select count(*) from ${legsTable} f where f.trip_id = t.id and f.flags <> '[]'::jsonb) > 0` : sql``;
  const bounded = (perTrip: number) => (limit === undefined ? sql`` : sql`limit ${limit * perTrip}`);
  // A person filter reads that person's trips, and only if they are one of the company's people.
  const driven = filter.employeeId
    ? sql`t.driver_id = ${filter.employeeId} and exists (select 1 from ${employeesTable} e where e.id = ${filter.employeeId} and e.enterprise_id = ${filter.enterpriseId})`
    : sql`t.enterprise_id = ${filter.enterpriseId}`;
  const ridden = filter.employeeId
    ? sql`l.passenger_id = ${filter.employeeId} and l.enterprise_id = ${filter.enterpriseId}`
    : sql`l.enterprise_id = ${filter.enterpriseId}`;
  return sql`(
    (select t.id, t.planned_departure_at from ${tripsTable} t
      where ${driven} ${range(sql`t.planned_departure_at`)} ${status} ${flagged}
      order by t.planned_departure_at desc, t.id desc ${bounded(1)})
    union
    (select t.id, t.planned_departure_at from ${legsTable} l join ${tripsTable} t on t.id = l.trip_id
      where ${ridden} ${range(sql`l.pickup_planned_at`)} ${status} ${flagged}
      order by l.pickup_planned_at desc, t.id desc ${bounded(maxLegsPerTrip)})
  )`;
}

const companyTripColumns = sql`
  t.id, t.enterprise_id, t.driver_id, d.enterprise_id as driver_enterprise_id,
  trim(d.first_names || ' ' || d.last_names) as driver_full_name,
  t.planned_departure_at, t.planned_arrival_at, t.actual_departure_at, t.actual_arrival_at,
  t.vehicle_seats, t.status, t.proof_class, t.is_inter_company,
  coalesce(s.passengers, 0) as passengers, coalesce(s.is_flagged, false) as is_flagged,
  coalesce(t.vehicle_km, s.longest_km) as km`;

const companyTripJoins = sql`
  join ${employeesTable} d on d.id = t.driver_id
  left join lateral (
    select count(*) filter (where l.cancelled_at is null or t.status = 'cancelled') as passengers,
      bool_or(l.flags <> '[]'::jsonb) as is_flagged,
      max(l.shared_km) filter (where l.cancelled_at is null) as longest_km
    from ${legsTable} l where l.trip_id = t.id
  ) s on true`;

type CompanyTripSqlRow = {
  id: string;
  enterprise_id: string;
  driver_id: string;
  driver_enterprise_id: string;
  driver_full_name: string;
  planned_departure_at: string | Date;
  planned_arrival_at: string | Date | null;
  actual_departure_at: string | Date | null;
  actual_arrival_at: string | Date | null;
  vehicle_seats: number;
  status: CompanyTripRow['status'];
  proof_class: ProofClass;
  is_inter_company: boolean;
  passengers: string | number;
  is_flagged: boolean;
  km: number | string | null;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

function toCompanyTripRow(row: CompanyTripSqlRow): CompanyTripRow {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    driverId: row.driver_id,
    driverEnterpriseId: row.driver_enterprise_id,
    driverFullName: row.driver_full_name,
    plannedDepartureAt: new Date(row.planned_departure_at),
    plannedArrivalAt: dateOrNull(row.planned_arrival_at),
    actualDepartureAt: dateOrNull(row.actual_departure_at),
    actualArrivalAt: dateOrNull(row.actual_arrival_at),
    vehicleSeats: Number(row.vehicle_seats),
    status: row.status,
    proofClass: row.proof_class,
    isInterCompany: row.is_inter_company,
    passengers: Number(row.passengers),
    isFlagged: Boolean(row.is_flagged),
    km: row.km === null ? null : Math.round(Number(row.km) * 10) / 10,
  };
}

/** The statement of one page of the company's trips (its own function so a test can EXPLAIN it). */
export function companyTripsPageSql(filter: CompanyTripFilter, { offset, limit }: { offset: number; limit: number }): SQL {
  return sql`
    select ${companyTripColumns}
    from (select id, planned_departure_at from ${companyTripIdsSql(filter, offset + limit)} ids
          order by planned_departure_at desc, id desc offset ${offset} limit ${limit}) p
    join ${tripsTable} t on t.id = p.id
    ${companyTripJoins}
    order by t.planned_departure_at desc, t.id desc`;
}

/** One page of the company's trips, newest departure first, and how many match, counted up to `cap`. */
export async function listCompanyTrips(
  db: Database,
  filter: CompanyTripFilter,
  { offset, limit, cap }: { offset: number; limit: number; cap: number },
): Promise<{ trips: CompanyTripRow[]; matches: number }> {
  const [page, counted] = await Promise.all([
    db.execute<CompanyTripSqlRow>(companyTripsPageSql(filter, { offset, limit })),
    db.execute<{ matches: string | number }>(sql`
      select count(*) as matches from (select id from ${companyTripIdsSql(filter, cap + 1)} ids limit ${cap + 1}) capped`),
  ]);
  return { trips: page.rows.map(toCompanyTripRow), matches: Number(counted.rows[0]!.matches) };
}

/** One trip the company's people drove or rode; none for anyone else's (the caller says 404). */
export async function findCompanyTrip(db: Database, enterpriseId: string, tripId: string): Promise<CompanyTripRow | undefined> {
  const result = await db.execute<CompanyTripSqlRow>(sql`
    select ${companyTripColumns}
    from ${tripsTable} t
    ${companyTripJoins}
    where t.id = ${tripId}
      and (t.enterprise_id = ${enterpriseId} or exists (select 1 from ${legsTable} c where c.trip_id = t.id and c.enterprise_id = ${enterpriseId}))`);
  const row = result.rows[0];
  return row ? toCompanyTripRow(row) : undefined;
}

/** A trip's legs with their passenger and booking, in pickup order. */
export function listTripLegs(db: Database, tripId: string) {
  return db
    .select({
      id: legsTable.id,
      bookingId: legsTable.bookingId,
      enterpriseId: legsTable.enterpriseId,
      passengerId: legsTable.passengerId,
      passengerFirstNames: employeesTable.firstNames,
      passengerLastNames: employeesTable.lastNames,
      bookingStatus: bookingsTable.status,
      driverId: bookingsTable.driverId,
      pickupLabel: legsTable.pickupLabel,
      pickupPlannedAt: legsTable.pickupPlannedAt,
      pickupActualAt: legsTable.pickupActualAt,
      dropLabel: legsTable.dropLabel,
      dropActualAt: legsTable.dropActualAt,
      sharedKm: legsTable.sharedKm,
      proofClass: legsTable.proofClass,
      flags: legsTable.flags,
      cancelledAt: legsTable.cancelledAt,
      countsInFigures: legsTable.countsInFigures,
    })
    .from(legsTable)
    .innerJoin(employeesTable, eq(employeesTable.id, legsTable.passengerId))
    .innerJoin(bookingsTable, eq(bookingsTable.id, legsTable.bookingId))
    .where(eq(legsTable.tripId, tripId))
    .orderBy(asc(legsTable.pickupPlannedAt), asc(legsTable.createdAt), asc(legsTable.id));
}

/** The proof events of several bookings, oldest first; at the same time a pickup before a drop. */
export async function listProofEventsOfBookings(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: proofEventsTable.bookingId,
      employeeId: proofEventsTable.employeeId,
      kind: proofEventsTable.kind,
      latitude: proofEventsTable.latitude,
      longitude: proofEventsTable.longitude,
      recordedAt: proofEventsTable.recordedAt,
      receivedAt: proofEventsTable.receivedAt,
    })
    .from(proofEventsTable)
    .where(inArray(proofEventsTable.bookingId, bookingIds))
    .orderBy(
      asc(proofEventsTable.recordedAt),
      asc(proofEventsTable.receivedAt),
      sql`case when ${proofEventsTable.kind} = 'pickup' then 0 else 1 end`,
      asc(proofEventsTable.id),
    );
}
