import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { defaultTripRules, type BookingStatus, type Journey, type ProofClass, type TripRules } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { prepareRaw, preparedPerDatabase } from '../../db/prepared.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { tripRulesTable } from '../trip-rules/trip-rules.table.js';
import { earthRadiusKm } from './ride-grid.js';
import { bookingsTable, journeysTable, legsTable, proofEventsTable, tripsTable, type LegFlagRow } from './trips.table.js';

type Point = { latitude: number; longitude: number };

/** Haversine distance in km between two points in SQL, the formula of ride-grid.ts's distanceKm. */
function distanceSql(latitude: SQL, longitude: SQL, point: { latitude: SQL; longitude: SQL }): SQL {
  return sql`(2 * ${earthRadiusKm}::float8 * asin(least(1, sqrt(
    power(sin(radians(${point.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${point.latitude})) * power(sin(radians(${point.longitude} - ${longitude}) / 2), 2)))))`;
}

// ---- the company -------------------------------------------------------------------------------

export async function findCompanySettings(db: Database, enterpriseId: string): Promise<{ country: string; timeZone: string }> {
  const [row] = await db
    .select({ country: enterprisesTable.country, timeZone: enterprisesTable.timeZone })
    .from(enterprisesTable)
    .where(eq(enterprisesTable.id, enterpriseId));
  return row!;
}

// ---- journeys ----------------------------------------------------------------------------------

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

/** Read before every ride search and booking: the request and its company's trip rules in one statement. */
const ownRequestWithRulesStatement = preparedPerDatabase((db) =>
  db
    .select({
      journey: journeysTable,
      rules: {
        allowInterCompanyTrips: tripRulesTable.allowInterCompanyTrips,
        sameGenderOnRequest: tripRulesTable.sameGenderOnRequest,
        approvedDriversOnly: tripRulesTable.approvedDriversOnly,
      },
    })
    .from(journeysTable)
    .leftJoin(tripRulesTable, eq(tripRulesTable.enterpriseId, journeysTable.enterpriseId))
    .where(
      and(
        eq(journeysTable.id, sql.placeholder('id')),
        eq(journeysTable.employeeId, sql.placeholder('employeeId')),
        eq(journeysTable.role, 'passenger'),
      ),
    )
    .prepare('trips_own_request_with_rules'),
);

/** One of the person's requests with their company's trip rules (the defaults where it never set them). */
export async function findOwnRequestWithRules(db: Database, employeeId: string, id: string): Promise<{ request: JourneyRow; rules: TripRules } | undefined> {
  const [row] = await ownRequestWithRulesStatement(db).execute({ id, employeeId });
  return row && { request: row.journey, rules: row.rules ?? defaultTripRules };
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

// ---- the ride search ---------------------------------------------------------------------------

export type RideSearch = {
  passengerId: string;
  passengerEnterpriseId: string;
  origin: Point;
  destination: Point;
  departureAt: Date;
  windowSeconds: number;
  radiusKm: number;
  /** The grid cells around the origin (ride-grid.ts): the index reads only offers starting in them. */
  cells: number[];
  /** The passenger's company allows trips with other companies. */
  allowInterCompany: boolean;
  /** Only drivers of this gender (the request asked for the same gender). */
  driverGender: string | null;
  /** Only this offer (a booking checks its ride again). */
  offerId?: string;
};

export type RideRow = {
  offerId: string;
  departureAt: Date;
  driverId: string;
  driverEnterpriseId: string;
  driverFirstNames: string;
  driverIsActive: boolean;
  driverCompanyApprovedOnly: boolean;
  pickupDistanceKm: number;
  dropDistanceKm: number;
  seats: number;
  /** Seats taken by live bookings of this departure. */
  taken: number;
  /** A live booking of this departure is another company's than the driver's. */
  carriesOtherCompany: boolean;
};

/**
 * Open offers leaving within the window of the request's departure, from within the radius of its
 * origin, to within the radius of its destination: one index range per grid cell (one-off offers by
 * departure, recurring ones by time of day), then the exact distances. Another company's offers only
 * when both companies allow trips with other companies.
 *
 * The mobile app searches often, and planning this statement costs PostgreSQL several times what
 * running it does: it is built once and named, so each connection parses and plans it once.
 */
export async function searchRides(db: Database, search: RideSearch): Promise<RideRow[]> {
  const statement = rideSearchStatements(db)[search.offerId ? 'ofOneOffer' : 'all'];
  const result = (await statement.execute(rideSearchValues(search))) as {
    rows: {
      offer_id: string;
      occurrence: string | Date;
      driver_id: string;
      driver_enterprise_id: string;
      driver_first_names: string;
      driver_is_active: boolean;
      approved_only: boolean;
      pickup_km: number;
      drop_km: number;
      seats: number;
      taken: string | number;
      carries_other_company: boolean;
    }[];
  };
  return result.rows.map((row) => ({
    offerId: row.offer_id,
    departureAt: new Date(row.occurrence),
    driverId: row.driver_id,
    driverEnterpriseId: row.driver_enterprise_id,
    driverFirstNames: row.driver_first_names,
    driverIsActive: row.driver_is_active,
    driverCompanyApprovedOnly: row.approved_only,
    pickupDistanceKm: Number(row.pickup_km),
    dropDistanceKm: Number(row.drop_km),
    seats: Number(row.seats),
    taken: Number(row.taken),
    carriesOtherCompany: row.carries_other_company,
  }));
}

const rideSearchStatements = preparedPerDatabase((db) => ({
  all: prepareRaw(db, 'trips_ride_search', rideSearchSql({ oneOffer: false })),
  ofOneOffer: prepareRaw(db, 'trips_ride_search_of_offer', rideSearchSql({ oneOffer: true })),
}));

/** The search statement's parameters, by name. */
export function rideSearchValues(search: RideSearch): Record<string, unknown> {
  return {
    from: new Date(search.departureAt.getTime() - search.windowSeconds * 1000).toISOString(),
    to: new Date(search.departureAt.getTime() + search.windowSeconds * 1000).toISOString(),
    departure: search.departureAt.toISOString(),
    windowSeconds: search.windowSeconds,
    // One array, however many cells: a list would change the statement's text with its length.
    cells: search.cells,
    originLatitude: search.origin.latitude,
    originLongitude: search.origin.longitude,
    destinationLatitude: search.destination.latitude,
    destinationLongitude: search.destination.longitude,
    radiusKm: search.radiusKm,
    passengerId: search.passengerId,
    passengerEnterpriseId: search.passengerEnterpriseId,
    allowInterCompany: search.allowInterCompany,
    driverGender: search.driverGender,
    offerId: search.offerId ?? null,
  };
}

/**
 * The search's statement, its values the named parameters of rideSearchValues (its own function so a
 * test can EXPLAIN it). Its text depends only on whether one offer is asked for.
 */
export function rideSearchSql({ oneOffer }: { oneOffer: boolean }): SQL {
  const value = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const departure = value('departure', 'timestamptz');
  const cells = value('cells', 'int[]');
  const radiusKm = value('radiusKm', 'float8');
  const origin = { latitude: value('originLatitude', 'float8'), longitude: value('originLongitude', 'float8') };
  const destination = { latitude: value('destinationLatitude', 'float8'), longitude: value('destinationLongitude', 'float8') };
  const driverGender = value('driverGender', 'text');
  return sql`
    with candidates as (
      select j.id, j.departure_at as occurrence
      from ${journeysTable} j
      where j.role = 'driver' and j.status = 'open' and j.weekday_mask = 0
        and j.origin_cell = any(${cells}) and j.departure_at between ${value('from', 'timestamptz')} and ${value('to', 'timestamptz')}
      union all
      select j.id, (((${departure} at time zone j.time_zone)::date + j.departure_minute * interval '1 minute') at time zone j.time_zone) as occurrence
      from ${journeysTable} j
      where j.role = 'driver' and j.status = 'open' and j.weekday_mask <> 0 and j.origin_cell = any(${cells})
    )
    select j.id as offer_id, c.occurrence, j.employee_id as driver_id, j.enterprise_id as driver_enterprise_id,
      e.first_names as driver_first_names, e.status = 'active' as driver_is_active,
      coalesce(r.approved_drivers_only, false) as approved_only,
      ${distanceSql(sql`j.origin_latitude`, sql`j.origin_longitude`, origin)} as pickup_km,
      ${distanceSql(sql`j.destination_latitude`, sql`j.destination_longitude`, destination)} as drop_km,
      j.seats, coalesce(b.taken, 0) as taken, coalesce(b.carries_other_company, false) as carries_other_company
    from candidates c
    join ${journeysTable} j on j.id = c.id
    join ${employeesTable} e on e.id = j.employee_id
    left join ${tripRulesTable} r on r.enterprise_id = j.enterprise_id
    left join lateral (
      select count(*) as taken, bool_or(bk.enterprise_id <> j.enterprise_id) as carries_other_company
      from ${bookingsTable} bk
      where bk.offer_id = j.id and bk.departure_at = c.occurrence and bk.status <> 'CANCELLED'
    ) b on true
    where abs(extract(epoch from (c.occurrence - ${departure}))) <= ${value('windowSeconds', 'int')}
      and c.occurrence >= j.departure_at
      and (j.weekday_mask = 0 or (j.weekday_mask & (1 << (extract(isodow from (c.occurrence at time zone j.time_zone))::int - 1))) <> 0)
      and ${distanceSql(sql`j.origin_latitude`, sql`j.origin_longitude`, origin)} <= ${radiusKm}
      and ${distanceSql(sql`j.destination_latitude`, sql`j.destination_longitude`, destination)} <= ${radiusKm}
      and j.employee_id <> ${value('passengerId', 'uuid')}
      and e.deleted_at is null
      and (j.enterprise_id = ${value('passengerEnterpriseId', 'uuid')} or (${value('allowInterCompany', 'boolean')} and coalesce(r.allow_inter_company_trips, false)))
      and (${driverGender} is null or j.gender = ${driverGender})
      ${oneOffer ? sql`and j.id = ${value('offerId', 'uuid')}` : sql``}
    order by abs(extract(epoch from (c.occurrence - ${departure}))), j.id
    limit 50`;
}

// ---- bookings ----------------------------------------------------------------------------------

export type BookingRow = typeof bookingsTable.$inferSelect;
export type LegRow = typeof legsTable.$inferSelect;
export type TripRow = typeof tripsTable.$inferSelect;

export async function insertBooking(db: Database, row: typeof bookingsTable.$inferInsert): Promise<BookingRow | undefined> {
  const [inserted] = await db.insert(bookingsTable).values(row).onConflictDoNothing().returning();
  return inserted;
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

export async function findLegsOfBookings(db: Database, bookingIds: string[]): Promise<LegRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(legsTable).where(inArray(legsTable.bookingId, bookingIds));
}

// ---- trips and legs ----------------------------------------------------------------------------

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

// ---- proof events ------------------------------------------------------------------------------

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

// ---- fraud rules -------------------------------------------------------------------------------

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

/** Whether a booking's trip has other live legs than this booking's. */
export async function countOtherLiveLegs(db: Database, tripId: string, bookingId: string): Promise<number> {
  const rows = await db
    .select({ id: legsTable.id })
    .from(legsTable)
    .where(and(eq(legsTable.tripId, tripId), ne(legsTable.bookingId, bookingId), sql`${legsTable.cancelledAt} is null`));
  return rows.length;
}

/**
 * What every figure counts, the one place it is said: a leg validated by its passenger, not
 * cancelled, and not flagged (the generated column `counts_in_figures`). Reports filter with it.
 */
export const legCountsInFigures: SQL = sql`${legsTable.countsInFigures}`;

// ---- the administrators' view ------------------------------------------------------------------

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
