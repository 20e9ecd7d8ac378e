// The per-trip rows of the day roll-ups (report_day_trips) and the statements that apply a trip's difference.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { journeysTable, legsTable, tripsTable } from '../trips/trips.table.js';
import { reportDayPeopleTable, reportDaysTable, reportDayTripsTable } from './reports.table.js';

/** A (company, local day) of the roll-ups. */
type CompanyDay = { enterpriseId: string; day: string };

/** Same sphere as the ride search measures on. */
const earthRadiusKm = 6371.0088;

/** What a trip adds to one company's day (a row of report_day_trips without its keys). */
export type TripShare = {
  trips: number;
  legs: number;
  seatsOffered: number;
  seatsUsed: number;
  occupants: number;
  sharedKm: number;
  vehicleKmAvoided: number;
  allocatedVehicleKm: number;
  pickupsTimed: number;
  pickupsPunctual: number;
  legsProofC: number;
  legsAll: number;
  legsFlagged: number;
  people: string[];
};

/** The figures summed in floating point: report_days takes them from its trip rows in one order, never as a running total. */
export const kmFigures = ['sharedKm', 'vehicleKmAvoided', 'allocatedVehicleKm'] as const;
/** The whole-number figures, which add and subtract exactly. */
export const countFigures = ['trips', 'legs', 'seatsOffered', 'seatsUsed', 'occupants', 'pickupsTimed', 'pickupsPunctual', 'legsProofC', 'legsAll', 'legsFlagged'] as const;

/**
 * Every (company, local day) a trip may count on: its departure's day for its driver's company and
 * each company with a leg on it, its legs' pickup days, and the days it was counted on before.
 */
export async function listCompanyDaysOfTrips(db: Database, tripIds: string[]): Promise<(CompanyDay & { tripId: string })[]> {
  const trips = sql`${sql.param(tripIds)}::uuid[]`;
  const result = await db.execute<{ trip_id: string; enterprise_id: string; day: string }>(sql`
    select t.id as trip_id, e.id as enterprise_id, to_char((t.planned_departure_at at time zone e.time_zone)::date, 'YYYY-MM-DD') as day
    from ${tripsTable} t
    join ${enterprisesTable} e on e.id = t.enterprise_id or e.id in (select l.enterprise_id from ${legsTable} l where l.trip_id = t.id)
    where t.id = any(${trips})
    union
    select l.trip_id, e.id, to_char((l.pickup_planned_at at time zone e.time_zone)::date, 'YYYY-MM-DD')
    from ${legsTable} l join ${enterprisesTable} e on e.id = l.enterprise_id
    where l.trip_id = any(${trips})
    union
    select r.trip_id, r.enterprise_id, to_char(r.day, 'YYYY-MM-DD')
    from ${reportDayTripsTable} r where r.trip_id = any(${trips})`);
  return result.rows.map((row) => ({ tripId: row.trip_id, enterpriseId: row.enterprise_id, day: row.day }));
}

/** A leg of a trip as one company's day sees it. */
export type TripLegRow = {
  tripId: string;
  driverId: string;
  driverEnterpriseId: string;
  vehicleSeats: number;
  vehicleKm: number | null;
  driverSoloKm: number;
  departsInDay: boolean;
  /** Null for a trip without legs (its row then carries the trip alone). */
  leg: null | {
    enterpriseId: string;
    passengerId: string;
    sharedKm: number;
    soloKm: number;
    proofClass: string;
    pickupPlannedAt: Date;
    pickupActualAt: Date | null;
    countsInFigures: boolean;
    pickedUpInDay: boolean;
    live: boolean;
    flagged: boolean;
  };
};

/** A trip with each of its legs (any company's, cancelled too), judged against one local day's bounds. */
export async function listTripLegs(db: Database, tripId: string, day: string, timeZone: string): Promise<TripLegRow[]> {
  const start = sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select t.id as trip_id, t.driver_id, t.enterprise_id as driver_enterprise_id, t.vehicle_seats, t.vehicle_km,
      (t.planned_departure_at >= ${start} and t.planned_departure_at < ${end}) as departs_in_day,
      2 * ${earthRadiusKm}::float8 * asin(least(1, sqrt(
        power(sin(radians(j.destination_latitude - j.origin_latitude) / 2), 2)
        + cos(radians(j.origin_latitude)) * cos(radians(j.destination_latitude)) * power(sin(radians(j.destination_longitude - j.origin_longitude) / 2), 2)))) as driver_solo_km,
      l.id as leg_id, l.enterprise_id, l.passenger_id, l.shared_km, l.solo_km, l.proof_class, l.pickup_planned_at, l.pickup_actual_at, l.counts_in_figures,
      (l.pickup_planned_at >= ${start} and l.pickup_planned_at < ${end}) as picked_up_in_day,
      l.cancelled_at is null as live, l.flags <> '[]'::jsonb as flagged
    from ${tripsTable} t
    join ${journeysTable} j on j.id = t.offer_id
    left join ${legsTable} l on l.trip_id = t.id
    where t.id = ${tripId}
    order by l.id`);
  return result.rows.map((row) => ({
    tripId: String(row.trip_id),
    driverId: String(row.driver_id),
    driverEnterpriseId: String(row.driver_enterprise_id),
    vehicleSeats: Number(row.vehicle_seats),
    vehicleKm: row.vehicle_km === null ? null : Number(row.vehicle_km),
    driverSoloKm: Number(row.driver_solo_km),
    departsInDay: Boolean(row.departs_in_day),
    leg:
      row.leg_id === null
        ? null
        : {
            enterpriseId: String(row.enterprise_id),
            passengerId: String(row.passenger_id),
            sharedKm: Number(row.shared_km),
            soloKm: Number(row.solo_km),
            proofClass: String(row.proof_class),
            pickupPlannedAt: new Date(row.pickup_planned_at as string),
            pickupActualAt: row.pickup_actual_at === null ? null : new Date(row.pickup_actual_at as string),
            countsInFigures: Boolean(row.counts_in_figures),
            pickedUpInDay: Boolean(row.picked_up_in_day),
            live: Boolean(row.live),
            flagged: Boolean(row.flagged),
          },
  }));
}

/** The company's legs of the day not cancelled, and how many of them are flagged, per trip. */
export async function countLegsOfDayByTrip(db: Database, { enterpriseId, day }: CompanyDay, timeZone: string) {
  const start = sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const result = await db.execute<{ trip_id: string; legs_all: string | number; legs_flagged: string | number }>(sql`
    select l.trip_id, count(*) as legs_all, count(*) filter (where l.flags <> '[]'::jsonb) as legs_flagged
    from ${legsTable} l
    where l.enterprise_id = ${enterpriseId} and l.pickup_planned_at >= ${start} and l.pickup_planned_at < ${end} and l.cancelled_at is null
    group by l.trip_id`);
  return new Map(result.rows.map((row) => [row.trip_id, { legsAll: Number(row.legs_all), legsFlagged: Number(row.legs_flagged) }]));
}

/** The stored rows of these trips on a company's day. */
export async function listTripShares(db: Database, { enterpriseId, day }: CompanyDay, tripIds: string[]): Promise<Map<string, TripShare>> {
  const rows = await db
    .select()
    .from(reportDayTripsTable)
    .where(and(eq(reportDayTripsTable.enterpriseId, enterpriseId), eq(reportDayTripsTable.day, day), sql`${reportDayTripsTable.tripId} = any(${sql.param(tripIds)}::uuid[])`));
  return new Map(rows.map(({ enterpriseId: _enterpriseId, day: _day, tripId, ...share }) => [tripId, share]));
}

/** Replaces the rows of these trips on the day (all of the day's when `wholeDay`); an empty share leaves no row. */
export async function writeTripShares(db: Database, { enterpriseId, day }: CompanyDay, shares: Map<string, TripShare | undefined>, wholeDay: boolean): Promise<void> {
  const ids = [...shares.keys()];
  const scope = wholeDay ? sql`` : sql`and ${reportDayTripsTable.tripId} = any(${sql.param(ids)}::uuid[])`;
  await db.execute(sql`delete from ${reportDayTripsTable} where ${reportDayTripsTable.enterpriseId} = ${enterpriseId} and ${reportDayTripsTable.day} = ${day} ${scope}`);
  const kept = [...shares].filter((entry): entry is [string, TripShare] => entry[1] !== undefined);
  if (kept.length === 0) return;
  const column = (pick: (share: TripShare) => number) => sql.param(kept.map(([, share]) => pick(share)));
  // One statement, however many trips: each column one array parameter, the people as comma-joined text.
  await db.execute(sql`
    insert into ${reportDayTripsTable} (enterprise_id, day, trip_id, trips, legs, seats_offered, seats_used, occupants, shared_km,
      vehicle_km_avoided, allocated_vehicle_km, pickups_timed, pickups_punctual, legs_proof_c, legs_all, legs_flagged, people)
    select ${enterpriseId}::uuid, ${day}::date, r.trip_id, r.trips, r.legs, r.seats_offered, r.seats_used, r.occupants, r.shared_km,
      r.vehicle_km_avoided, r.allocated_vehicle_km, r.pickups_timed, r.pickups_punctual, r.legs_proof_c, r.legs_all, r.legs_flagged,
      string_to_array(r.people, ',')::uuid[]
    from unnest(${sql.param(kept.map(([tripId]) => tripId))}::uuid[], ${column((s) => s.trips)}::int[], ${column((s) => s.legs)}::int[],
      ${column((s) => s.seatsOffered)}::int[], ${column((s) => s.seatsUsed)}::int[], ${column((s) => s.occupants)}::int[],
      ${column((s) => s.sharedKm)}::float8[], ${column((s) => s.vehicleKmAvoided)}::float8[], ${column((s) => s.allocatedVehicleKm)}::float8[],
      ${column((s) => s.pickupsTimed)}::int[], ${column((s) => s.pickupsPunctual)}::int[], ${column((s) => s.legsProofC)}::int[],
      ${column((s) => s.legsAll)}::int[], ${column((s) => s.legsFlagged)}::int[], ${sql.param(kept.map(([, share]) => share.people.join(',')))}::text[])
      as r(trip_id, trips, legs, seats_offered, seats_used, occupants, shared_km, vehicle_km_avoided, allocated_vehicle_km,
        pickups_timed, pickups_punctual, legs_proof_c, legs_all, legs_flagged, people)`);
}

/**
 * Brings the day's people in line with its trip rows after some of them changed: those added are
 * inserted, those gone deleted unless another trip of the day still has them. Answers how many
 * people the day gained (negative: lost).
 */
export async function movePeopleOfDay(db: Database, { enterpriseId, day }: CompanyDay, added: string[], gone: string[]): Promise<number> {
  let change = 0;
  if (gone.length) {
    const deleted = await db.execute(sql`
      delete from ${reportDayPeopleTable} p
      where p.enterprise_id = ${enterpriseId} and p.day = ${day} and p.employee_id = any(${sql.param(gone)}::uuid[])
        and not exists (select 1 from ${reportDayTripsTable} r where r.enterprise_id = ${enterpriseId} and r.day = ${day} and p.employee_id = any(r.people))
      returning p.employee_id`);
    change -= deleted.rows.length;
  }
  if (added.length) {
    const inserted = await db.execute(sql`
      insert into ${reportDayPeopleTable} (enterprise_id, day, employee_id)
      select ${enterpriseId}::uuid, ${day}::date, unnest(${sql.param(added)}::uuid[])
      on conflict do nothing
      returning employee_id`);
    change += inserted.rows.length;
  }
  return change;
}

/**
 * Adds the whole-number differences to the (locked) day's row, and sums its km again from its trip
 * rows in trip order: a running floating total would drift from the whole count in its last digits.
 */
export async function applyDayDifference(db: Database, { enterpriseId, day }: CompanyDay, counts: Record<(typeof countFigures)[number] | 'participants', number>, now: Date): Promise<void> {
  const added = Object.fromEntries(Object.entries(counts).map(([figure, change]) => [figure, sql`${reportDaysTable[figure as keyof typeof counts]} + ${change}`]));
  await db
    .update(reportDaysTable)
    .set({ ...added, ...kmSums(enterpriseId, day), byTrip: true, refreshedAt: now })
    .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, day)));
}

/** The km figures of a day as the sum of its trip rows, in trip order. */
export function kmSums(enterpriseId: string, day: string) {
  const sum = (column: string) =>
    sql`(select coalesce(sum(r.${sql.raw(column)} order by r.trip_id), 0) from ${reportDayTripsTable} r where r.enterprise_id = ${enterpriseId} and r.day = ${day})`;
  return { sharedKm: sum('shared_km'), vehicleKmAvoided: sum('vehicle_km_avoided'), allocatedVehicleKm: sum('allocated_vehicle_km') };
}
