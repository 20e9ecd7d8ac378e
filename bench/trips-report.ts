// Trips and the report at scale, on PostgreSQL: a company of BENCH_TRIPS_EMPLOYEES (10,000) with
// BENCH_TRIPS_DAYS (365) of weekday commutes (about 2 million legs), generated in the database with
// generate_series, its day roll-ups written by the reports' own rewrite (refreshCompanyDay), then:
// the monthly report through the real route, the ride search at 10 connections, a day's rewrite and
// one trips transaction, with the plans of their queries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { localDayOf } from '@rumbo/contract';
import { openDatabase } from '../apps/api/src/db/client.js';
import { earthRadiusKm } from '../apps/api/src/db/great-circle.js';
import { systemClock } from '../apps/api/src/clock.js';
import { loadConfig } from '../apps/api/src/config.js';
import { syncPlanCatalogue } from '../apps/api/src/features/billing/index.js';
import { refreshCompanyDay, refreshTripFigures } from '../apps/api/src/features/reports/index.js';
import { countParticipants, countPeopleOfPeriod, listReportDays } from '../apps/api/src/features/reports/reports.repository.js';
import { cellsAround } from '../apps/api/src/features/trips/index.js';
import { searchRides } from '../apps/api/src/features/trips/ride-search.repository.js';
import { createScratchDatabase, explain } from './employee-list.js';
import { recountDays } from './proof/rollups.js';
import { benchAdmin, seedEmployees } from './seed-employees.js';
import { base, root, startService, stopService, warmLoad } from './service.js';

const employees = Number(process.env.BENCH_TRIPS_EMPLOYEES || 10_000);
const days = Number(process.env.BENCH_TRIPS_DAYS || 365);
// Of 100, the p99 is the slowest alone: one wait for a core on a shared machine.
const transactionCount = Number(process.env.BENCH_TRIPS_TRANSACTIONS || 500);
const reportTargetMs = 1_000;
const searchTargetMs = Number(process.env.BENCH_P99_TARGET_MS || 25);
const timeZone = 'America/Mexico_City';
const office = { latitude: 19.4271, longitude: -99.1676 };

/**
 * The commutes, in SQL: people in crews of a driver and two passengers (five in six people carpool),
 * homes 8–29 km from the office (passengers along their driver's way), each driver's two regular
 * offers and each passenger's two regular requests; on each weekday a driver comes 9 days in 10 and
 * a passenger 8 in 10. Legs: 2 % cancelled, 97 % of the rest validated, 0.4 % flagged for late data
 * (written as the rule would: the rule itself is the demo seed's and the tests' business), proof
 * classes C 78 %, B 15 %, A 7 %. No proof events: nothing measured here reads them.
 * Draws are md5 of a key, so the same size gives the same commutes.
 */
function generationSql(enterpriseId: string, adminId: string, today: string): string[] {
  const kmPerDegree = (Math.PI * earthRadiusKm) / 180;
  const lonKm = kmPerDegree * Math.cos((office.latitude * Math.PI) / 180);
  return [
    `create function pg_temp.draw(key text) returns float8 language sql immutable as $$ select ('x' || substr(md5(key), 1, 8))::bit(32)::bigint / 4294967296.0 $$`,
    `create function pg_temp.km(lat1 float8, lon1 float8, lat2 float8, lon2 float8) returns float8 language sql immutable as $$
       select round((2 * ${earthRadiusKm} * asin(least(1, sqrt(power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))))::numeric, 3)::float8 $$`,
    `create temp table bench_people as
       select e.id as employee_id, (row_number() over (order by e.id) - 1)::int as n from employees e
       where e.enterprise_id = '${enterpriseId}' and e.id <> '${adminId}' and e.status = 'active' and e.deleted_at is null`,
    `create temp table bench_crews as
       select p.n / 3 as crew, p.employee_id as driver_id, a.angle, a.distance,
         ${office.latitude} + sin(a.angle) * a.distance / ${kmPerDegree} as home_lat, ${office.longitude} + cos(a.angle) * a.distance / ${lonKm} as home_lon,
         420 + floor(pg_temp.draw('m' || p.n) * 75)::int as morning_minute, 1065 + floor(pg_temp.draw('e' || p.n) * 75)::int as evening_minute,
         gen_random_uuid() as morning_offer, gen_random_uuid() as evening_offer
       from bench_people p cross join lateral (select pg_temp.draw('a' || p.n) * 2 * pi() as angle, 8 + 21 * sqrt(pg_temp.draw('d' || p.n)) as distance) a
       where p.n % 3 = 0 and p.n < (select count(*) * 5 / 6 from bench_people)`,
    `create temp table bench_riders as
       select r.*, pg_temp.km(r.home_lat, r.home_lon, ${office.latitude}, ${office.longitude}) as km from (
         select p.n, c.crew, p.employee_id as passenger_id,
           ${office.latitude} + (sin(c.angle) * c.distance * (1 - w.along) + w.north) / ${kmPerDegree} as home_lat,
           ${office.longitude} + (cos(c.angle) * c.distance * (1 - w.along) + w.east) / ${lonKm} as home_lon,
           gen_random_uuid() as morning_request, gen_random_uuid() as evening_request
         from bench_people p join bench_crews c on c.crew = p.n / 3
         cross join lateral (select pg_temp.draw('w' || p.n) * 0.25 as along, pg_temp.draw('x' || p.n) * 2 - 1 as east, pg_temp.draw('y' || p.n) * 2 - 1 as north) w
         where p.n % 3 <> 0) r`,
    `create temp table bench_days as
       select d::date as day, row_number() over (order by d) = 1 as is_first from generate_series('${today}'::date - ${days}, '${today}'::date - 1, interval '1 day') d
       where extract(isodow from d) < 6`,
    `insert into journeys (id, enterprise_id, employee_id, role, origin_latitude, origin_longitude, origin_label, origin_cell, destination_latitude, destination_longitude,
       destination_label, departure_at, weekday_mask, departure_minute, time_zone, seats)
     select j.id, '${enterpriseId}', j.employee_id, j.role, j.from_lat, j.from_lon, j.from_label, floor((j.from_lat + 90) * 100)::int * 36001 + floor((j.from_lon + 180) * 100)::int,
       j.to_lat, j.to_lon, j.to_label, ((select day from bench_days where is_first) + j.minute * interval '1 minute') at time zone '${timeZone}', 31, j.minute, '${timeZone}', j.seats
     from (
       select morning_offer as id, driver_id as employee_id, 'driver' as role, home_lat as from_lat, home_lon as from_lon, 'Casa' as from_label,
         ${office.latitude} as to_lat, ${office.longitude} as to_lon, 'Oficina' as to_label, morning_minute as minute, 4 as seats from bench_crews
       union all select evening_offer, driver_id, 'driver', ${office.latitude}, ${office.longitude}, 'Oficina', home_lat, home_lon, 'Casa', evening_minute, 4 from bench_crews
       union all select r.morning_request, r.passenger_id, 'passenger', r.home_lat, r.home_lon, 'Casa', ${office.latitude}, ${office.longitude}, 'Oficina', c.morning_minute, null
         from bench_riders r join bench_crews c using (crew)
       union all select r.evening_request, r.passenger_id, 'passenger', ${office.latitude}, ${office.longitude}, 'Oficina', r.home_lat, r.home_lon, 'Casa', c.evening_minute, null
         from bench_riders r join bench_crews c using (crew)
     ) j`,
    `create temp table bench_legs as
       select r.passenger_id, r.crew, d.day, t.morning, r.km, r.home_lat, r.home_lon, c.driver_id,
         case when t.morning then c.morning_offer else c.evening_offer end as offer_id,
         case when t.morning then r.morning_request else r.evening_request end as request_id,
         (d.day + (case when t.morning then c.morning_minute else c.evening_minute end) * interval '1 minute') at time zone '${timeZone}' as planned,
         pg_temp.draw('p' || r.n || d.day || t.morning) as proof, pg_temp.draw('v' || r.n || d.day || t.morning) as outcome,
         floor(pg_temp.draw('t' || r.n || d.day || t.morning) * 8)::int as delay_minutes,
         gen_random_uuid() as booking_id
       from bench_riders r join bench_crews c using (crew) cross join bench_days d cross join (values (true), (false)) t(morning)
       where pg_temp.draw('c' || c.crew || d.day) < 0.9 and pg_temp.draw('r' || r.n || d.day) < 0.8`,
    `create temp table bench_trips as
       select crew, day, morning, min(driver_id::text)::uuid as driver_id, min(offer_id::text)::uuid as offer_id, min(planned) as planned,
         count(*) filter (where outcome >= 0.02) as live, max(km) as km, gen_random_uuid() as id
       from bench_legs group by crew, day, morning`,
    `insert into trips (id, enterprise_id, offer_id, driver_id, vehicle_seats, planned_departure_at, planned_arrival_at, actual_departure_at, actual_arrival_at, vehicle_km, proof_class, status, created_at)
     select t.id, '${enterpriseId}', t.offer_id, t.driver_id, 4, t.planned, t.planned + interval '50 minutes', t.planned + interval '2 minutes',
       case when t.live > 0 then t.planned + interval '55 minutes' end, case when t.live > 0 then round((c.distance * (1.06 + 0.04 * t.live))::numeric, 1)::float8 end,
       'B', case when t.live > 0 then 'completed' else 'cancelled' end, t.planned - interval '20 hours'
     from bench_trips t join bench_crews c using (crew)`,
    `insert into bookings (id, enterprise_id, driver_enterprise_id, offer_id, request_id, passenger_id, driver_id, departure_at, status, trip_id, created_at, updated_at)
     select l.booking_id, '${enterpriseId}', '${enterpriseId}', l.offer_id, l.request_id, l.passenger_id, l.driver_id, l.planned,
       case when l.outcome < 0.02 then 'CANCELLED' when l.outcome < 0.05 then 'COMPLETED_PENDING_VALIDATION' else 'VALIDATED' end, t.id,
       l.planned - interval '22 hours', l.planned + interval '3 hours'
     from bench_legs l join bench_trips t using (crew, day, morning)`,
    `insert into legs (enterprise_id, trip_id, booking_id, passenger_id, pickup_latitude, pickup_longitude, pickup_label, pickup_planned_at, pickup_actual_at,
       drop_latitude, drop_longitude, drop_label, drop_actual_at, shared_km, solo_km, proof_class, flags, validated_at, cancelled_at, created_at)
     select '${enterpriseId}', t.id, l.booking_id, l.passenger_id,
       case when l.morning then l.home_lat else ${office.latitude} end, case when l.morning then l.home_lon else ${office.longitude} end, case when l.morning then 'Casa' else 'Oficina' end,
       l.planned, case when l.proof < 0.93 and l.outcome >= 0.02 then l.planned + l.delay_minutes * interval '1 minute' end,
       case when l.morning then ${office.latitude} else l.home_lat end, case when l.morning then ${office.longitude} else l.home_lon end, case when l.morning then 'Oficina' else 'Casa' end,
       case when l.proof < 0.93 and l.outcome >= 0.02 then l.planned + interval '45 minutes' end, l.km, l.km,
       case when l.outcome < 0.02 then 'A' when l.proof < 0.78 then 'C' when l.proof < 0.93 then 'B' else 'A' end,
       case when l.outcome >= 0.996 then jsonb_build_array(jsonb_build_object('reason', 'lateData', 'flaggedAt', l.planned + interval '30 hours', 'params', jsonb_build_object('hours', 24))) else '[]'::jsonb end,
       case when l.outcome >= 0.05 then l.planned + interval '3 hours' end, case when l.outcome < 0.02 then l.planned - interval '2 hours' end, l.planned - interval '20 hours'
     from bench_legs l join bench_trips t using (crew, day, morning)`,
  ];
}

type Timing = { p50: number; p99: number; max: number; count: number };
function timing(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, count: sorted.length };
}
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

type Statement = { sql: string; params: unknown[] };

export async function benchTripsReport(databaseUrl: string, log: (line: string) => void): Promise<string[]> {
  const scratch = await createScratchDatabase(databaseUrl);
  const results: string[] = [];
  try {
    log(`\n== trips and the report on PostgreSQL: ${employees.toLocaleString('en')} employees, ${days} days ==`);
    const captured: Statement[] = [];
    let capturing = false;
    const database = await openDatabase({ databaseUrl: scratch.url, logger: { logQuery: (sql, params) => void (capturing && captured.push({ sql, params })) } });
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const exec = (text: string, values?: unknown[]) => client.query(text, values);
    const today = localDayOf(new Date(), timeZone);
    let enterpriseId: string;
    let adminId: string;
    let counted: { trips: number; legs: number; journeys: number };
    let generatedSeconds: number;
    let rollupSeconds: number;
    let legsPerDay: number;
    let rewrite: Timing;
    let transaction: Timing;
    let recount: { days: number; mismatches: string[] };
    const plans: string[] = [];
    try {
      await database.migrate(join(root, 'apps/api/drizzle'));
      const seed = await seedEmployees(database, { bigCompany: employees, otherCompanies: 0, perOtherCompany: 0 }, log);
      enterpriseId = seed.bigEnterpriseId;
      adminId = seed.adminId;
      await exec(`update enterprises set city = 'Ciudad de México', country = 'México' where id = $1`, [enterpriseId]);
      // Reports answer subscribed companies only. Begun now, so the snapshot job has no past period to
      // issue while the service is measured; never renewed, so the renewal job leaves it alone.
      await syncPlanCatalogue({ db: database.db, config: loadConfig(), clock: systemClock });
      await exec(
        `insert into subscriptions (id, enterprise_id, plan_id, unit_amount, status, current_period_start, current_period_end, renews_at)
         values ('sub_bench_trips', $1, 'enterprise', 0, 'active', now(), now() + interval '30 days', null)`,
        [enterpriseId],
      );

      let started = performance.now();
      // The rows are made consistent by construction: skipping the foreign-key triggers (a superuser
      // setting, tried and left when refused) halves the load, and is what a restore does.
      await exec('set session_replication_role = replica').catch(() => log('  (foreign-key checks stay on: the role is not a superuser)'));
      for (const statement of generationSql(enterpriseId, adminId, today)) await exec(statement);
      await exec('set session_replication_role = default').catch(() => {});
      counted = (await exec(`select (select count(*) from trips)::int as trips, (select count(*) from legs)::int as legs, (select count(*) from journeys)::int as journeys`)).rows[0] as typeof counted;
      for (const table of ['journeys', 'trips', 'bookings', 'legs', 'employees']) await exec(`vacuum analyze ${table}`);
      generatedSeconds = (performance.now() - started) / 1000;
      log(`  generated ${counted.trips.toLocaleString('en')} trips, ${counted.legs.toLocaleString('en')} legs, ${counted.journeys.toLocaleString('en')} journeys in ${generatedSeconds.toFixed(0)} s (with VACUUM ANALYZE)`);

      // The roll-ups, one transaction per day as the service writes them; each weekday's rewrite is timed.
      started = performance.now();
      const rewrites: number[] = [];
      const ctx = { db: database.db, clock: systemClock };
      for (let back = days; back >= 0; back--) {
        const day = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
        const sent = performance.now();
        await database.db.transaction((tx) => refreshCompanyDay({ ...ctx, db: tx }, { enterpriseId, day }));
        if ([1, 2, 3, 4, 5].includes(((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1)) rewrites.push(performance.now() - sent);
      }
      await exec('vacuum analyze report_days');
      await exec('vacuum analyze report_day_people');
      rollupSeconds = (performance.now() - started) / 1000;
      log(`  rolled up ${days + 1} days in ${rollupSeconds.toFixed(0)} s`);
      legsPerDay = Math.round(counted.legs / Math.max(1, rewrites.length));
      rewrite = timing(rewrites);

      // One trips transaction as the service runs it: a leg validated, then its trip's change applied to its day (the latest legs, many for a p99).
      const pending = (
        await exec(`select l.id, l.trip_id from legs l where l.enterprise_id = $1 and l.validated_at is null and l.cancelled_at is null order by l.pickup_planned_at desc limit $2`, [enterpriseId, transactionCount])
      ).rows as { id: string; trip_id: string }[];
      const transactions: number[] = [];
      for (const leg of pending) {
        const sent = performance.now();
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`update legs set validated_at = now() where id = ${leg.id}`);
          await refreshTripFigures({ ...ctx, db: tx }, leg.trip_id);
        });
        transactions.push(performance.now() - sent);
      }
      transaction = timing(transactions);
      const slowest = transactions.map((took, index) => ({ took, index })).sort((a, b) => b.took - a.took).slice(0, 5);
      log(`  trips transactions, the five slowest: ${slowest.map(({ took, index }) => `${ms(took)} ms (#${index + 1})`).join(', ')}`);
      // What those changes left in their days must be what a whole recount of each day makes.
      const touched = (await exec(
        `select distinct to_char((t.planned_departure_at at time zone $2)::date, 'YYYY-MM-DD') as day from trips t where t.id = any($1::uuid[])`,
        [pending.map((leg) => leg.trip_id), timeZone],
      )).rows as { day: string }[];
      recount = await recountDays(database, [enterpriseId], touched.map(({ day }) => ({ enterpriseId, day })));
      log(`  recounted the ${recount.days} days the transactions changed: ${recount.mismatches.length === 0 ? 'equal' : recount.mismatches.join('; ')}`);

      // The plans: the report's queries for the last full month, a weekday's rewrite, and the ride search.
      const month = lastFullMonth(today);
      capturing = true;
      await Promise.all([listReportDays(database.db, enterpriseId, month.from, month.to), countParticipants(database.db, enterpriseId, month.from, month.to), countPeopleOfPeriod(database.db, enterpriseId, month.from, month.to)]);
      capturing = false;
      plans.push(`  the monthly report (${month.from} to ${month.to}), its three reads:`);
      for (const { sql, params } of captured.splice(0)) plans.push(`    ${sql}`, `    params: ${JSON.stringify(params)}`, ...(await explain(exec, sql, params)));
      const weekday = (await exec(`select to_char(max(day), 'YYYY-MM-DD') as day from report_days where enterprise_id = $1 and legs > 0`, [enterpriseId])).rows[0] as { day: string };
      capturing = true;
      await database.db.transaction((tx) => refreshCompanyDay({ ...ctx, db: tx }, { enterpriseId, day: weekday.day }));
      capturing = false;
      plans.push(`  a weekday's rewrite (${weekday.day}), its reads:`);
      for (const { sql, params } of captured.splice(0).filter(({ sql }) => /^\s*(select|with)/i.test(sql) && !/for update/i.test(sql))) {
        plans.push(`    ${sql.replace(/\s+/g, ' ')}`, `    params: ${JSON.stringify(params)}`, ...(await explain(exec, sql, params)));
      }
    } finally {
      await client.end();
      await database.close();
    }

    const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-trips-'));
    const service = await startService({ DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    try {
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: benchAdmin.email, password: benchAdmin.password }) });
      if (login.status !== 200) throw new Error(`login as the company's administrator failed: ${login.status}`);
      const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

      const month = lastFullMonth(today);
      const reportPath = `/api/reports/metrics?from=${month.from}&to=${month.to}`;
      const reportTimes: number[] = [];
      let report: { trips: number; legs: number; participation: { share: number }; co2AvoidedKg: number } | undefined;
      for (let round = 0; round < 23; round++) {
        const sent = performance.now();
        const answer = await fetch(`${base}${reportPath}`, { headers });
        if (answer.status !== 200) throw new Error(`${reportPath}: ${answer.status}`);
        report = ((await answer.json()) as { data: typeof report }).data;
        if (round >= 3) reportTimes.push(performance.now() - sent);
      }
      const reportTiming = timing(reportTimes);

      // The administrator asks for a ride from a crew's street to the office at its usual time, next weekday.
      const database2 = await openDatabase({ databaseUrl: scratch.url, logger: { logQuery: (sql, params) => void (capturing && captured.push({ sql, params })) } });
      let searchPath: string;
      let searchPlan: string[];
      try {
        const exec2 = (text: string, values?: unknown[]) => database2.executeSql(text, values);
        const [crew] = (await exec2(`select origin_latitude, origin_longitude, departure_minute from journeys where enterprise_id = $1 and role = 'driver' and destination_label = 'Oficina' order by id limit 1`, [enterpriseId])).rows as {
          origin_latitude: number;
          origin_longitude: number;
          departure_minute: number;
        }[];
        const departureAt = nextWeekdayAt(today, crew!.departure_minute);
        const created = await fetch(`${base}/api/trips/requests`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            origin: { latitude: crew!.origin_latitude + 0.002, longitude: crew!.origin_longitude - 0.002, label: 'Casa' },
            destination: { latitude: office.latitude, longitude: office.longitude, label: 'Oficina' },
            departureAt: departureAt.toISOString(),
          }),
        });
        if (created.status !== 201) throw new Error(`making a request failed: ${created.status} ${await created.text()}`);
        const requestId = ((await created.json()) as { data: { journeyId: string } }).data.journeyId;
        searchPath = `/api/trips/requests/${requestId}/rides`;
        const origin = { latitude: crew!.origin_latitude + 0.002, longitude: crew!.origin_longitude - 0.002 };
        capturing = true;
        await searchRides(database2.db, {
          passengerId: adminId,
          passengerEnterpriseId: enterpriseId,
          origin,
          destination: office,
          departureAt,
          windowSeconds: 900,
          radiusKm: 1,
          cells: cellsAround(origin.latitude, origin.longitude, 1),
          allowInterCompany: false,
          driverGender: null,
        });
        capturing = false;
        searchPlan = [];
        for (const { sql, params } of captured.splice(0)) searchPlan.push(`    ${sql.replace(/\s+/g, ' ')}`, `    params: ${JSON.stringify(params)}`, ...(await explainGeneric(scratch.url, sql, params)));
      } finally {
        await database2.close();
      }
      const found = (await (await fetch(`${base}${searchPath}`, { headers })).json()) as { data: unknown[] };
      // The service's floor in the same minute: the bare route under the same load.
      const bare = await warmLoad('GET /api/health', '/api/health');
      const search = await warmLoad('ride search', searchPath, { headers });

      console.log(`\nplans of the trips and report queries on PostgreSQL:\n${plans.join('\n')}\n  the ride search:\n${searchPlan.join('\n')}`);
      results.push(
        `trips and the report on PostgreSQL: ${employees.toLocaleString('en')} employees, ${counted.trips.toLocaleString('en')} trips, ${counted.legs.toLocaleString('en')} legs over ${days} days; ` +
          `generated in ${generatedSeconds.toFixed(0)} s, rolled up (${days + 1} days, one transaction each) in ${rollupSeconds.toFixed(0)} s`,
        `GET ${reportPath.replace(/\?.*/, '')} for ${month.from}..${month.to}, one at a time (${reportTiming.count} requests): p50 ${ms(reportTiming.p50)} ms, max ${ms(reportTiming.max)} ms ` +
          `(target < ${reportTargetMs} ms: ${reportTiming.max < reportTargetMs ? 'met' : 'MISSED'}); answer: ${report!.trips} trips, ${report!.legs} legs, participation ${report!.participation.share}, ${report!.co2AvoidedKg} kg CO2 avoided`,
        `GET /api/trips/requests/:id/rides, autocannon -c 10: p50 ${search.latency.p50} ms, p99 ${search.latency.p99} ms, ${search.requests.average.toFixed(0)} req/s ` +
          `(target p99 < ${searchTargetMs} ms: ${search.latency.p99 < searchTargetMs ? 'met' : 'MISSED'}); answer: ${found.data.length} rides; ` +
          `the bare GET /api/health meanwhile: p50 ${bare.latency.p50} ms, p99 ${bare.latency.p99} ms, ${bare.requests.average.toFixed(0)} req/s`,
        `a weekday's roll-up rewrite (refreshCompanyDay, ~${legsPerDay.toLocaleString('en')} legs a day), ${rewrite.count} weekdays: p50 ${ms(rewrite.p50)} ms, p99 ${ms(rewrite.p99)} ms, max ${ms(rewrite.max)} ms`,
        `one trips transaction (a leg validated, its trip's change applied to its day), ${transaction.count} in a row: p50 ${ms(transaction.p50)} ms, p99 ${ms(transaction.p99)} ms, max ${ms(transaction.max)} ms; ` +
          `its ${recount.days} days against a whole recount: ${recount.mismatches.length === 0 ? 'equal' : `${recount.mismatches.length} DIFFER`}`,
      );
    } finally {
      await stopService(service.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await scratch.drop();
  }
  return results;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the plan a named statement runs (the ride search): made once per
 * connection without its values, as the service's pool has PostgreSQL do.
 */
async function explainGeneric(url: string, text: string, params: unknown[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, options: '-c plan_cache_mode=force_generic_plan' });
  await client.connect();
  try {
    await client.query(`prepare bench_statement as ${text}`);
    // EXECUTE takes its values as literals (a utility statement has no parameters).
    const literals = params.map((value) => {
      if (value === null) return 'null';
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return client.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value));
    });
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute bench_statement(${literals.join(', ')})`);
    return rows.map((row) => `      ${row['QUERY PLAN']}`);
  } finally {
    await client.end();
  }
}

/** The month before today's, as local days. */
function lastFullMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The next weekday after `today` at a minute of the day in Mexico City (UTC-6 all year since 2022). */
function nextWeekdayAt(today: string, minuteOfDay: number): Date {
  let time = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
  while ([0, 6].includes(new Date(time).getUTCDay())) time += 86_400_000;
  return new Date(time + minuteOfDay * 60_000 + 6 * 3_600_000);
}
