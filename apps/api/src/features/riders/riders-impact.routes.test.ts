import { beforeAll, describe, expect, it } from 'vitest';
import type { MyImpact, ReportMetrics } from '@rumbo/contract';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn, subscribe } from '../../testing/factories.js';
import { duringRide, minutesAfter, north, tripsCalls, type Headers, type Point } from '../../testing/trips.js';

// A person's impact is the report's own count: for a company whose one rider is Ana, her summary
// and the company's report are the same figures, and the legs the report leaves out she loses too.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));
const calls = tripsCalls(() => app);

const home: Point = { latitude: 19.3, longitude: -99.16, label: 'Casa' };
const office: Point = { ...north(home, 10), label: 'Oficina' };
const day = (date: number) => `2026-03-0${date}T08:00:00-06:00`;

async function ride(driver: Headers, passenger: Headers, from: Point, departureAt: string) {
  const offerId = await calls.offer(driver, { origin: from, destination: office, departureAt });
  const requestId = await calls.request(passenger, { origin: from, destination: office, departureAt });
  const booked = await calls.book(passenger, requestId, offerId);
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data.bookingId as string;
  expect((await calls.move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  return { offerId, bookingId };
}

async function complete(driver: Headers, passenger: Headers, bookingId: string, departureAt: string) {
  await duringRide(clock, minutesAfter(departureAt, 40), async () => {
    expect((await calls.move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 11 })).statusCode).toBe(200);
    expect((await calls.move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
  });
}

describe('a person’s impact counted by the report', () => {
  let riderAdmin: Headers;
  let ana: Headers;

  beforeAll(async () => {
    // Ana's company has no one else on the road; she rides with a driver of another company, beside his colleague.
    const riders = await signUpAndLogIn(app);
    riderAdmin = riders.headers;
    await subscribe(app, riderAdmin, 'pro');
    const drivers = await signUpAndLogIn(app);
    for (const headers of [riderAdmin, drivers.headers]) {
      expect((await calls.patch(headers, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } })).statusCode).toBe(200);
    }
    ana = (await createEmployeeWhoCanLogIn(app, riderAdmin, { firstNames: 'Ana' })).headers;
    const carla = (await createEmployeeWhoCanLogIn(app, drivers.headers, { firstNames: 'Carla' })).headers;
    const dora = (await createEmployeeWhoCanLogIn(app, drivers.headers, { firstNames: 'Dora' })).headers;
    const driver = drivers.headers;
    const join = async (passenger: Headers, offerId: string) => {
      const requestId = await calls.request(passenger, { origin: home, destination: office, departureAt: day(2) });
      const bookingId = (await calls.book(passenger, requestId, offerId)).json().data.bookingId as string;
      expect((await calls.move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
      return bookingId;
    };

    // Monday 2: Ana (9.5 km) and Carla (10 km) ride together; both legs count. Dora's seat in the
    // same car was confirmed, then cancelled: a leg of Ana's trip that the report leaves out.
    const monday = await ride(driver, ana, north(home, 0.5), day(2));
    const carlas = await join(carla, monday.offerId);
    expect((await calls.move(dora, await join(dora, monday.offerId), { status: 'CANCELLED' })).statusCode).toBe(200);
    await complete(driver, ana, monday.bookingId, day(2));
    await complete(driver, carla, carlas, day(2));
    // Tuesday 3: Ana cancels her confirmed ride. Thursday 5: she rides the last 1.5 km, under 2 km: flagged.
    const tuesday = await ride(driver, ana, home, day(3));
    expect((await calls.move(ana, tuesday.bookingId, { status: 'CANCELLED' })).statusCode).toBe(200);
    const thursday = await ride(driver, ana, north(office, -1.5), day(5));
    await complete(driver, ana, thursday.bookingId, day(5));
    clock.set(new Date('2026-03-10T18:00:00Z'));
  });

  it('answers the company’s report figures, without the cancelled and the flagged leg', async () => {
    const report = (await calls.get(riderAdmin, '/api/reports/metrics?from=2026-03-01&to=2026-03-31')).json().data as ReportMetrics;
    const impact = (await calls.get(ana, '/api/trips/me/summary?month=2026-03')).json().data as MyImpact;
    // The flagged leg is the report's, left out of its figures: one of its two live legs.
    expect(report.flaggedShare).toMatchObject({ numerator: 1, denominator: 2 });
    // Monday's car, from Ana's corner: the driver's 9.5 km alone, Ana's 9.5 and Carla's 10, 11 driven: 18 avoided, Ana's third 6.
    expect(report).toMatchObject({ trips: 1, legs: 1, sharedKm: 9.5, vehicleKmAvoided: 6 });
    expect(impact).toMatchObject({
      rides: report.trips,
      sharedKm: report.sharedKm,
      vehicleKmAvoided: report.vehicleKmAvoided,
      co2AvoidedKg: report.co2AvoidedKg,
      emissionFactor: { value: report.emissionFactor.factor.value, source: report.emissionFactor.factor.source },
    });
    expect(impact.co2AvoidedKg).toBeGreaterThan(0);
  });
});
