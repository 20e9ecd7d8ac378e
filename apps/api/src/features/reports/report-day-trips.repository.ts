// The per-trip rows of the day roll-ups (report_day_trips) and the statements that apply a trip's difference.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { distanceKmSql, journeyPointsSql } from '../../db/great-circle.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { journeysTable, legsTable, tripsTable } from '../trips/trips.table.js';
import { reportDayPeopleTable, reportDaysTable, reportDayTripsTable } from './reports.table.js';

/** A (company, local day) of the roll-ups. */
type CompanyDay = { enterpriseId: string; day: string };

/** The straight-line km of a trip's offer (aliased `j`): the commute its driver would have driven alone. */
const offer = journeyPointsSql('j');
export const driverSoloKm = distanceKmSql(offer.origin, offer.destination);

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

/** The figures in floating point per trip: report_days keeps their exact (numeric) sum. */
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
    cross join lateral (select t.enterprise_id union select l.enterprise_id from ${legsTable} l where l.trip_id = t.id) c(id)
    join ${enterprisesTable} e on e.id = c.id
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
      ${driverSoloKm} as driver_solo_km,
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

const shareColumns = sql.raw(
  'trips, legs, seats_offered, seats_used, occupants, shared_km, vehicle_km_avoided, allocated_vehicle_km, pickups_timed, pickups_punctual, legs_proof_c, legs_all, legs_flagged, people',
);

/**
 * Replaces the rows of these trips on the day (all of the day's rows when `wholeDay`; an empty share
 * leaves no row) and answers the rows they replace: one statement, whose parts all see the rows as
 * they were before it.
 */
export async function writeTripShares(db: Database, { enterpriseId, day }: CompanyDay, shares: Map<string, TripShare | undefined>, wholeDay: boolean): Promise<Map<string, TripShare>> {
  const kept = [...shares].filter((entry): entry is [string, TripShare] => entry[1] !== undefined);
  // A statement may not both delete and rewrite one row: the whole day goes first, on its own.
  if (wholeDay) await db.execute(sql`delete from ${reportDayTripsTable} where enterprise_id = ${enterpriseId} and day = ${day}`);
  const dropped = sql.param(wholeDay ? [] : [...shares].filter(([, share]) => !share).map(([tripId]) => tripId));
  const column = (pick: (share: TripShare) => number) => sql.param(kept.map(([, share]) => pick(share)));
  // Each column one array parameter, however many trips; the people as comma-joined text.
  const result = await db.execute<Record<string, unknown>>(sql`
    with before as (
      select r.trip_id, ${shareColumns} from ${reportDayTripsTable} r
      where r.enterprise_id = ${enterpriseId} and r.day = ${day} and r.trip_id = any(${sql.param([...shares.keys()])}::uuid[])
    ), dropped as (
      delete from ${reportDayTripsTable} r where r.enterprise_id = ${enterpriseId} and r.day = ${day} and r.trip_id = any(${dropped}::uuid[])
    ), written as (
      insert into ${reportDayTripsTable} (enterprise_id, day, trip_id, ${shareColumns})
      select ${enterpriseId}::uuid, ${day}::date, r.trip_id, r.trips, r.legs, r.seats_offered, r.seats_used, r.occupants, r.shared_km,
        r.vehicle_km_avoided, r.allocated_vehicle_km, r.pickups_timed, r.pickups_punctual, r.legs_proof_c, r.legs_all, r.legs_flagged,
        string_to_array(r.people, ',')::uuid[]
      from unnest(${sql.param(kept.map(([tripId]) => tripId))}::uuid[], ${column((s) => s.trips)}::int[], ${column((s) => s.legs)}::int[],
        ${column((s) => s.seatsOffered)}::int[], ${column((s) => s.seatsUsed)}::int[], ${column((s) => s.occupants)}::int[],
        ${column((s) => s.sharedKm)}::float8[], ${column((s) => s.vehicleKmAvoided)}::float8[], ${column((s) => s.allocatedVehicleKm)}::float8[],
        ${column((s) => s.pickupsTimed)}::int[], ${column((s) => s.pickupsPunctual)}::int[], ${column((s) => s.legsProofC)}::int[],
        ${column((s) => s.legsAll)}::int[], ${column((s) => s.legsFlagged)}::int[], ${sql.param(kept.map(([, share]) => share.people.join(',')))}::text[])
        as r(trip_id, trips, legs, seats_offered, seats_used, occupants, shared_km, vehicle_km_avoided, allocated_vehicle_km,
          pickups_timed, pickups_punctual, legs_proof_c, legs_all, legs_flagged, people)
      on conflict (enterprise_id, day, trip_id) do update set (${shareColumns}) = (
        excluded.trips, excluded.legs, excluded.seats_offered, excluded.seats_used, excluded.occupants, excluded.shared_km,
        excluded.vehicle_km_avoided, excluded.allocated_vehicle_km, excluded.pickups_timed, excluded.pickups_punctual,
        excluded.legs_proof_c, excluded.legs_all, excluded.legs_flagged, excluded.people)
    )
    select * from before`);
  return new Map(
    result.rows.map((row) => [
      String(row.trip_id),
      {
        ...(Object.fromEntries([...countFigures, ...kmFigures].map((figure) => [figure, Number(row[snakeCase(figure)])])) as Omit<TripShare, 'people'>),
        people: peopleOf(row.people),
      },
    ]),
  );
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// A uuid[] comes back as an array from node-postgres and PGlite, or as its text form ('{a,b}') when a driver leaves it unparsed.
function peopleOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value ?? '{}').replace(/^\{|\}$/g, '');
  return text ? text.split(',') : [];
}

/** A trip row's km figures, as a change takes them away (its row before) or adds them (its row after). */
export type TripKm = Pick<TripShare, (typeof kmFigures)[number]>;

/**
 * Applies a change of some of the (locked) day's trips, whose rows are already written, from their
 * difference alone: the whole-number figures moved by it, each person's count of trip rows moved by
 * what the trips added (+1) or lost (−1) of them (inserted at 1, deleted at 0, the people count
 * moved by those two), and the km moved by the exact (numeric) difference of the rows before and
 * after. Nothing in it reads the day's other trips, so it costs the same on a day of ten trips as on
 * one of thousands. One statement.
 */
export async function applyDayDifference(
  db: Database,
  { enterpriseId, day }: CompanyDay,
  change: { counts: Record<(typeof countFigures)[number], number>; people: Map<string, number>; kmBefore: TripKm[]; kmAfter: TripKm[] },
  now: Date,
): Promise<void> {
  const added = sql.join(
    Object.entries(change.counts).map(([figure, difference]) => sql`${sql.raw(snakeCase(figure))} = ${sql.raw(snakeCase(figure))} + ${difference}::int`),
    sql`, `,
  );
  const moved = [...change.people].filter(([, difference]) => difference !== 0);
  const km = [...change.kmBefore.map((row) => ({ sign: -1, row })), ...change.kmAfter.map((row) => ({ sign: 1, row }))];
  const kmColumn = (figure: (typeof kmFigures)[number]) => sql`${sql.param(km.map(({ row }) => row[figure]))}::float8[]`;
  await db.execute(sql`
    with moved as (
      select m.employee_id, m.difference from unnest(${sql.param(moved.map(([person]) => person))}::uuid[], ${sql.param(moved.map(([, difference]) => difference))}::int[])
        as m(employee_id, difference)
    ), kept as (
      update ${reportDayPeopleTable} p set trips = p.trips + m.difference from moved m
      where p.enterprise_id = ${enterpriseId} and p.day = ${day} and p.employee_id = m.employee_id and p.trips + m.difference > 0
    ), gone as (
      delete from ${reportDayPeopleTable} p using moved m
      where p.enterprise_id = ${enterpriseId} and p.day = ${day} and p.employee_id = m.employee_id and p.trips + m.difference <= 0
      returning p.employee_id
    ), came as (
      insert into ${reportDayPeopleTable} (enterprise_id, day, employee_id, trips)
      select ${enterpriseId}::uuid, ${day}::date, m.employee_id, m.difference from moved m
      where m.difference > 0
        and not exists (select 1 from ${reportDayPeopleTable} p where p.enterprise_id = ${enterpriseId} and p.day = ${day} and p.employee_id = m.employee_id)
      returning employee_id
    )
    update ${reportDaysTable} d set ${added},
      participants = participants + (select count(*) from came)::int - (select count(*) from gone)::int,
      (shared_km, vehicle_km_avoided, allocated_vehicle_km) = (
        select trim_scale(d.shared_km + coalesce(sum(k.sign * k.shared::numeric), 0)), trim_scale(d.vehicle_km_avoided + coalesce(sum(k.sign * k.avoided::numeric), 0)),
          trim_scale(d.allocated_vehicle_km + coalesce(sum(k.sign * k.allocated::numeric), 0))
        from unnest(${sql.param(km.map(({ sign }) => sign))}::int[], ${kmColumn('sharedKm')}, ${kmColumn('vehicleKmAvoided')}, ${kmColumn('allocatedVehicleKm')})
          as k(sign, shared, avoided, allocated)),
      by_trip = true, refreshed_at = ${now}
    where d.enterprise_id = ${enterpriseId} and d.day = ${day}`);
}

/**
 * The km figures of a day set to the exact sums of its trip rows (an assignment of an update): what
 * the differences add up to. Both write them without trailing zeros, so equal sums read the same
 * (a numeric keeps the widest scale it was added from: 0.123 − 0.123 + 0.1 is 0.100).
 */
export function kmSums(enterpriseId: string, day: string) {
  return sql`(shared_km, vehicle_km_avoided, allocated_vehicle_km) = (
    select trim_scale(coalesce(sum(r.shared_km::numeric), 0)), trim_scale(coalesce(sum(r.vehicle_km_avoided::numeric), 0)),
      trim_scale(coalesce(sum(r.allocated_vehicle_km::numeric), 0))
    from ${reportDayTripsTable} r where r.enterprise_id = ${enterpriseId} and r.day = ${day})`;
}
