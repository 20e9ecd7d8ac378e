import { and, eq, sql, type SQL } from 'drizzle-orm';
import { defaultTripRules, type TripRules } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { distanceKmSql, journeyPointsSql } from '../../db/great-circle.js';
import { prepareRaw, preparedPerDatabase } from '../../db/prepared.js';
import { employeesTable } from '../employees/employees.table.js';
import { tripRulesTable } from '../trip-rules/trip-rules.table.js';
import type { JourneyRow } from './journeys.repository.js';
import { bookingsTable, journeysTable } from './trips.table.js';

type Point = { latitude: number; longitude: number };

const offerPoints = journeyPointsSql('j');

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
      ${distanceKmSql(offerPoints.origin, origin)} as pickup_km,
      ${distanceKmSql(offerPoints.destination, destination)} as drop_km,
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
      and ${distanceKmSql(offerPoints.origin, origin)} <= ${radiusKm}
      and ${distanceKmSql(offerPoints.destination, destination)} <= ${radiusKm}
      and j.employee_id <> ${value('passengerId', 'uuid')}
      and e.deleted_at is null
      and (j.enterprise_id = ${value('passengerEnterpriseId', 'uuid')} or (${value('allowInterCompany', 'boolean')} and coalesce(r.allow_inter_company_trips, false)))
      and (${driverGender} is null or j.gender = ${driverGender})
      ${oneOffer ? sql`and j.id = ${value('offerId', 'uuid')}` : sql``}
    order by abs(extract(epoch from (c.occurrence - ${departure}))), j.id
    limit 50`;
}
