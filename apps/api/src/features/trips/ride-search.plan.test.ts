import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { cellsAround } from './ride-grid.js';
import { rideSearchSql, rideSearchValues, searchRides, type RideSearch } from './ride-search.repository.js';

let app: TestApp;
const origin = { latitude: 19.3867, longitude: -99.1644 };

/** A passenger's search for a ride from the south of Mexico City to Reforma, a March morning. */
function morningSearch(user: { idEmployee: string; enterpriseId: string }): RideSearch {
  return {
    passengerId: user.idEmployee,
    passengerEnterpriseId: user.enterpriseId,
    origin,
    destination: { latitude: 19.427, longitude: -99.1677 },
    departureAt: new Date('2026-03-10T14:00:00Z'),
    windowSeconds: 900,
    radiusKm: 1,
    cells: cellsAround(origin.latitude, origin.longitude, 1),
    allowInterCompany: false,
    driverGender: null,
  };
}
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

it('reads offers through the grid-cell indexes, never every offer, in the plan made once for every search (EXPLAIN on 20,000 offers)', async () => {
  const { user } = await signUpAndLogIn(app);
  // 20,000 offers over a degree square around Mexico City and a month of mornings, a tenth recurring.
  await app.db.execute(sql`
    insert into journeys (enterprise_id, employee_id, role, origin_latitude, origin_longitude, origin_label, origin_cell,
      destination_latitude, destination_longitude, destination_label, departure_at, weekday_mask, departure_minute, time_zone, seats)
    select ${user.enterpriseId}, ${user.idEmployee}, 'driver', lat, lon, 'Casa', floor((lat + 90) * 100)::int * 36001 + floor((lon + 180) * 100)::int,
      19.427, -99.1677, 'Oficina', timestamptz '2026-03-01 14:00:00+00' + (i % 30) * interval '1 day' + (i % 120) * interval '1 minute',
      case when i % 10 = 0 then 31 else 0 end, 480 + i % 120, 'America/Mexico_City', 3
    from (select i, 19 + (i * 7919 % 10000) / 10000.0 as lat, -99.5 + (i * 104729 % 10000) / 10000.0 as lon from generate_series(1, 20000) i) points`);
  await app.db.execute(sql`analyze journeys`);
  const values = rideSearchValues(morningSearch(user));
  // The plan the service runs: the named statement's generic one, made without seeing the values.
  const { sql: text, params } = new PgDialect().sqlToQuery(rideSearchSql({ oneOffer: false }));
  const result = await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ride_search_plan as ${text}`));
    // EXECUTE takes its values as literals (a utility statement has no parameters).
    const literals = fillPlaceholders(params, values).map((value) => {
      if (value === null) return 'null';
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return `'${(Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replaceAll("'", "''")}'`;
    });
    const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain execute ride_search_plan(${literals.join(', ')})`));
    await tx.execute(sql`deallocate ride_search_plan`);
    return explained;
  });
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  // Planned without the values: the cells are still a parameter.
  expect(plan).toMatch(/origin_cell = ANY \(\$\d+\)/);
  expect(plan).toContain('journeys_open_offers_origin_cell_departure_at_idx');
  expect(plan).toContain('journeys_open_recurring_offers_origin_cell_departure_minute_idx');
  expect(plan).not.toMatch(/Seq Scan on journeys/);
});

it.runIf(Boolean(process.env.DATABASE_URL))('runs the search as one named statement that PostgreSQL planned once for every search, not per call', async () => {
  const { user } = await signUpAndLogIn(app);
  // One transaction holds one connection, where a named statement lives.
  const statements = await app.db.transaction(async (tx) => {
    for (const minutes of [0, 5, 10, 15, 20, 25, 30]) {
      await searchRides(tx, { ...morningSearch(user), departureAt: new Date(Date.parse('2026-03-10T14:00:00Z') + minutes * 60_000) });
    }
    return tx.execute<{ generic_plans: string; custom_plans: string }>(
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'trips_ride_search'`,
    );
  });
  expect(statements.rows).toHaveLength(1);
  expect(Number(statements.rows[0]!.custom_plans)).toBe(0);
  expect(Number(statements.rows[0]!.generic_plans)).toBe(7);
});
