import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { companyTripsPageSql, type CompanyTripFilter } from './company-trips.repository.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

it('reads a page of the company’s trips through indexes, never every trip or leg (EXPLAIN on 5,000 trips)', async () => {
  const admin = await signUpAndLogIn(app);
  const passenger = await createEmployeeWhoCanLogIn(app, admin.headers);
  const company = admin.user.enterpriseId;
  const driverId = admin.user.idEmployee;
  const passengerId = passenger.employee.employeeId;
  // One offer and one request, 5,000 departures a minute apart, each a trip with its booking and leg; the legs leaving on minute 0 or 50 of an hour flagged.
  await app.db.execute(sql`
    with journey as (
      insert into journeys (enterprise_id, employee_id, role, origin_latitude, origin_longitude, origin_label, origin_cell,
        destination_latitude, destination_longitude, destination_label, departure_at, departure_minute, time_zone, seats)
      values (${company}, ${driverId}, 'driver', 19.38, -99.16, 'Casa', 0, 19.42, -99.16, 'Oficina', now(), 480, 'America/Mexico_City', 3),
             (${company}, ${passengerId}, 'passenger', 19.38, -99.16, 'Casa', 0, 19.42, -99.16, 'Oficina', now(), 480, 'America/Mexico_City', null)
      returning id, role
    ), departures as (
      select i, timestamptz '2026-01-01 14:00:00+00' + i * interval '1 minute' as at from generate_series(1, 5000) i
    ), trip as (
      insert into trips (enterprise_id, offer_id, driver_id, vehicle_seats, planned_departure_at, status)
      select ${company}, (select id from journey where role = 'driver'), ${driverId}, 3, at, 'completed' from departures
      returning id, planned_departure_at
    ), booking as (
      insert into bookings (enterprise_id, driver_enterprise_id, offer_id, request_id, passenger_id, driver_id, departure_at, status, trip_id)
      select ${company}, ${company}, (select id from journey where role = 'driver'), (select id from journey where role = 'passenger'), ${passengerId}, ${driverId},
        trip.planned_departure_at, 'VALIDATED', trip.id from trip
      returning id, trip_id, departure_at
    )
    insert into legs (enterprise_id, trip_id, booking_id, passenger_id, pickup_latitude, pickup_longitude, pickup_label, pickup_planned_at,
      drop_latitude, drop_longitude, drop_label, shared_km, solo_km, flags)
    select ${company}, booking.trip_id, booking.id, ${passengerId}, 19.38, -99.16, 'Casa', booking.departure_at, 19.42, -99.16, 'Oficina', 4.5, 4.5,
      case when extract(minute from booking.departure_at)::int % 50 = 0 then '[{"reason":"shortLeg","flaggedAt":"2026-01-01T00:00:00Z","params":{}}]'::jsonb else '[]'::jsonb end
    from booking`);
  await app.db.execute(sql`analyze trips`);
  await app.db.execute(sql`analyze legs`);
  const explain = async (filter: Partial<CompanyTripFilter>) => {
    const statement = companyTripsPageSql({ enterpriseId: company, timeZone: 'America/Mexico_City', ...filter }, { offset: 0, limit: 10 });
    const result = await app.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  for (const plan of [await explain({}), await explain({ from: '2026-01-05', to: '2026-01-06' }), await explain({ employeeId: passengerId }), await explain({ flagged: true })]) {
    expect(plan).not.toMatch(/Seq Scan on (trips|legs)/);
  }
  expect(await explain({})).toContain('legs_enterprise_id_pickup_planned_at_idx');
  expect(await explain({ employeeId: passengerId })).toContain('legs_passenger_id_pickup_planned_at_idx');
}, 180_000);
