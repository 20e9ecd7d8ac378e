import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { bookingsTable, journeysTable, legsTable, tripsTable } from '../trips/trips.table.js';
import { driverSoloKm, type kmFigures, kmSums } from './report-day-trips.repository.js';
import { reportDayPeopleTable, reportDaysTable } from './reports.table.js';

/** A (company, local day) whose report row a change touches. */
export type CompanyDay = { enterpriseId: string; day: string };

/** The half-open range of instants of a local day in a zone: [its midnight, the next day's midnight). */
function dayBounds(day: string, timeZone: string) {
  return {
    start: sql`(${day}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** The local day of a request's departure in its company's zone. */
export async function listCompanyDaysOfRequest(db: Database, requestId: string): Promise<CompanyDay[]> {
  const result = await db.execute<{ enterprise_id: string; day: string }>(sql`
    select j.enterprise_id, to_char((j.departure_at at time zone e.time_zone)::date, 'YYYY-MM-DD') as day
    from ${journeysTable} j join ${enterprisesTable} e on e.id = j.enterprise_id
    where j.id = ${requestId}`);
  return result.rows.map((row) => ({ enterpriseId: row.enterprise_id, day: row.day }));
}

/**
 * Makes the day's row if missing and locks it: whoever changes a day waits for the one before.
 * Answers the company's zone, and whether the day is recorded trip by trip (report_day_trips).
 */
export async function lockReportDay(db: Database, { enterpriseId, day }: CompanyDay): Promise<{ timeZone: string; byTrip: boolean }> {
  // An upsert that changes nothing locks the row as FOR UPDATE would, and answers it, in one round trip.
  const result = await db.execute<{ time_zone: string; by_trip: boolean }>(sql`
    with locked as (
      insert into ${reportDaysTable} (enterprise_id, day) values (${enterpriseId}, ${day})
      on conflict (enterprise_id, day) do update set by_trip = ${reportDaysTable}.by_trip
      returning by_trip
    )
    select e.time_zone, locked.by_trip from locked cross join ${enterprisesTable} e where e.id = ${enterpriseId}`);
  const row = result.rows[0]!;
  return { timeZone: row.time_zone, byTrip: row.by_trip };
}

/** A counting leg of a trip the company has people on, with its trip. */
export type DayLegRow = {
  tripId: string;
  driverId: string;
  driverEnterpriseId: string;
  vehicleSeats: number;
  vehicleKm: number | null;
  /** The straight-line km of the driver's offer: the commute they would have driven alone. */
  driverSoloKm: number;
  enterpriseId: string;
  passengerId: string;
  sharedKm: number;
  soloKm: number;
  proofClass: string;
  pickupPlannedAt: Date;
  pickupActualAt: Date | null;
};

/**
 * Every counting leg (of any company) of the trips leaving on the company's local day that have a
 * counting leg and one of its people on them (the driver, or a passenger of a counting leg). Read
 * through the (company, departure) indexes of trips and legs, then by trip.
 */
export function listCountingLegsOfDay(db: Database, { enterpriseId, day }: CompanyDay, timeZone: string): Promise<DayLegRow[]> {
  const { start, end } = dayBounds(day, timeZone);
  return listCountingLegsOfTrips(
    db,
    sql`select t.id from ${tripsTable} t
      where t.enterprise_id = ${enterpriseId} and t.planned_departure_at >= ${start} and t.planned_departure_at < ${end}
      union
      select l.trip_id from ${legsTable} l
      where l.enterprise_id = ${enterpriseId} and l.pickup_planned_at >= ${start} and l.pickup_planned_at < ${end} and l.counts_in_figures`,
    { start, end },
  );
}

/**
 * Every counting leg (of anyone) of the trips planned to leave within [start, end) that the person
 * drove or rode a counting leg of: the day's statement above, narrowed to one person's trips. Read
 * through the (driver, departure) index of trips and the (passenger, pickup) index of legs.
 */
export function listCountingLegsOfPersonTrips(db: Database, employeeId: string, period: { start: Date; end: Date }): Promise<DayLegRow[]> {
  const [start, end] = [sql`${period.start}::timestamptz`, sql`${period.end}::timestamptz`];
  return listCountingLegsOfTrips(
    db,
    sql`select t.id from ${tripsTable} t where t.driver_id = ${employeeId} and t.planned_departure_at >= ${start} and t.planned_departure_at < ${end}
      union
      select l.trip_id from ${legsTable} l
      where l.passenger_id = ${employeeId} and l.pickup_planned_at >= ${start} and l.pickup_planned_at < ${end} and l.counts_in_figures`,
    { start, end },
  );
}

/** The counting legs of the trips `candidates` selects (their ids) that leave within [start, end), in trip and leg order. */
async function listCountingLegsOfTrips(db: Database, candidates: SQL, { start, end }: { start: SQL; end: SQL }): Promise<DayLegRow[]> {
  const result = await db.execute<{
    trip_id: string;
    driver_id: string;
    driver_enterprise_id: string;
    vehicle_seats: number;
    vehicle_km: number | null;
    driver_solo_km: number;
    enterprise_id: string;
    passenger_id: string;
    shared_km: number;
    solo_km: number;
    proof_class: string;
    pickup_planned_at: string | Date;
    pickup_actual_at: string | Date | null;
  }>(sql`
    with candidate_trips as (${candidates})
    select t.id as trip_id, t.driver_id, t.enterprise_id as driver_enterprise_id, t.vehicle_seats, t.vehicle_km, ${driverSoloKm} as driver_solo_km,
      l.enterprise_id, l.passenger_id, l.shared_km, l.solo_km, l.proof_class, l.pickup_planned_at, l.pickup_actual_at
    from candidate_trips d
    join ${tripsTable} t on t.id = d.id
    join ${journeysTable} j on j.id = t.offer_id
    join ${legsTable} l on l.trip_id = t.id and l.counts_in_figures
    where t.planned_departure_at >= ${start} and t.planned_departure_at < ${end}
    order by t.id, l.id`);
  return result.rows.map((row) => ({
    tripId: row.trip_id,
    driverId: row.driver_id,
    driverEnterpriseId: row.driver_enterprise_id,
    vehicleSeats: Number(row.vehicle_seats),
    vehicleKm: row.vehicle_km === null ? null : Number(row.vehicle_km),
    driverSoloKm: Number(row.driver_solo_km),
    enterpriseId: row.enterprise_id,
    passengerId: row.passenger_id,
    sharedKm: Number(row.shared_km),
    soloKm: Number(row.solo_km),
    proofClass: row.proof_class,
    pickupPlannedAt: new Date(row.pickup_planned_at),
    pickupActualAt: row.pickup_actual_at === null ? null : new Date(row.pickup_actual_at),
  }));
}

/** The company's requests leaving on the day, and how many got a confirmed booking. */
export async function countRequestsOfDay(db: Database, { enterpriseId, day }: CompanyDay, timeZone: string) {
  const { start, end } = dayBounds(day, timeZone);
  const result = await db.execute<{ requests: string | number; requests_matched: string | number }>(sql`
    select count(*) filter (where j.status = 'open' or m.matched) as requests, count(*) filter (where m.matched) as requests_matched
    from ${journeysTable} j
    cross join lateral (select exists (select 1 from ${bookingsTable} b where b.request_id = j.id and b.trip_id is not null) as matched) m
    where j.enterprise_id = ${enterpriseId} and j.role = 'passenger' and j.departure_at >= ${start} and j.departure_at < ${end}`);
  const row = result.rows[0]!;
  return { requests: Number(row.requests), requestsMatched: Number(row.requests_matched) };
}

/** Writes the (locked) day's request counts alone. */
export async function writeRequestsOfDay(db: Database, { enterpriseId, day }: CompanyDay, counts: { requests: number; requestsMatched: number }, now: Date) {
  await db
    .update(reportDaysTable)
    .set({ ...counts, refreshedAt: now })
    .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, day)));
}

export type ReportDayFigures = Omit<typeof reportDaysTable.$inferInsert, 'enterpriseId' | 'day' | 'refreshedAt' | 'byTrip' | (typeof kmFigures)[number]>;

/**
 * Writes a (locked) day's figures, its km summed from its trip rows (written first), and its people
 * as they now are, each with how many of the day's trip rows have them: those gone deleted, those new
 * added, the rest left in place unless their count changed. A change of one leg moves one or two of a
 * big company's thousands of people of the day, so rewriting them all would churn thousands of rows
 * for nothing. The people go as array parameters, however many they are.
 */
export async function writeReportDay(db: Database, { enterpriseId, day }: CompanyDay, figures: ReportDayFigures, people: Map<string, number>, now: Date): Promise<void> {
  await db
    .update(reportDaysTable)
    .set({ ...figures, byTrip: true, refreshedAt: now })
    .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, day)));
  await db.execute(sql`update ${reportDaysTable} set ${kmSums(enterpriseId, day)} where enterprise_id = ${enterpriseId} and day = ${day}`);
  const peopleNow = sql`${sql.param([...people.keys()])}::uuid[]`;
  await db.execute(sql`
    delete from ${reportDayPeopleTable}
    where ${reportDayPeopleTable.enterpriseId} = ${enterpriseId} and ${reportDayPeopleTable.day} = ${day} and ${reportDayPeopleTable.employeeId} <> all(${peopleNow})`);
  if (people.size) {
    await db.execute(sql`
      insert into ${reportDayPeopleTable} (enterprise_id, day, employee_id, trips)
      select ${enterpriseId}::uuid, ${day}::date, p.employee_id, p.trips from unnest(${peopleNow}, ${sql.param([...people.values()])}::int[]) as p(employee_id, trips)
      on conflict (enterprise_id, day, employee_id) do update set trips = excluded.trips
      where ${reportDayPeopleTable}.trips <> excluded.trips`);
  }
}

// ---- reading a period --------------------------------------------------------------------------

export type ReportDayRow = typeof reportDaysTable.$inferSelect;

/** The period's day rows, oldest first (days without any change have none). */
export function listReportDays(db: Database, enterpriseId: string, from: string, to: string): Promise<ReportDayRow[]> {
  return db
    .select()
    .from(reportDaysTable)
    .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), between(reportDaysTable.day, from, to)))
    .orderBy(reportDaysTable.day);
}

/** Distinct people on a counting trip in the period, from report_day_people's primary key. */
export async function countParticipants(db: Database, enterpriseId: string, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string | number>`count(distinct ${reportDayPeopleTable.employeeId})` })
    .from(reportDayPeopleTable)
    .where(and(eq(reportDayPeopleTable.enterpriseId, enterpriseId), between(reportDayPeopleTable.day, from, to)));
  return Number(row!.count);
}

/**
 * The company's people during a period of local days (administrators included): joined before its last
 * day ended and not moved to the trash before its first began, in the company's zone; not those still
 * waiting for approval. Read from when each joined and left, not from today's list, so a past period's
 * count stays put when people join or leave later. Suspension has no date, so a suspended person counts.
 */
export async function countPeopleOfPeriod(db: Database, enterpriseId: string, from: string, to: string): Promise<number> {
  const periodStart = sql`(${from}::date::timestamp at time zone ${enterprisesTable.timeZone})`;
  const periodEnd = sql`((${to}::date + 1)::timestamp at time zone ${enterprisesTable.timeZone})`;
  const [row] = await db
    .select({ count: sql<string | number>`count(*)` })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .where(
      and(
        eq(employeesTable.enterpriseId, enterpriseId),
        sql`${employeesTable.status} <> 'pending'`,
        sql`${employeesTable.createdAt} < ${periodEnd}`,
        sql`(${employeesTable.deletedAt} is null or ${employeesTable.deletedAt} >= ${periodStart})`,
      ),
    );
  return Number(row!.count);
}

/** What an issued report keeps of its company: the zone its days are counted in, its name and its report language. */
export async function findCompanyForSnapshot(db: Database, enterpriseId: string) {
  const [row] = await db
    .select({ timeZone: enterprisesTable.timeZone, name: enterprisesTable.name, language: enterprisesTable.language })
    .from(enterprisesTable)
    .where(eq(enterprisesTable.id, enterpriseId));
  return row!;
}

export async function findCompanyTimeZone(db: Database, enterpriseId: string): Promise<string> {
  const [row] = await db.select({ timeZone: enterprisesTable.timeZone }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  return row!.timeZone;
}
