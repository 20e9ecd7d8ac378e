import { beforeAll, describe, expect, it } from 'vitest';
import type { MyImpact, MyRide } from '@rumbo/contract';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn, subscribe } from '../../testing/factories.js';
import { duringRide, minutesAfter, north, tripsCalls, type Headers, type Point } from '../../testing/trips.js';

// The clock reads before the rides; each completion is sent while its ride happens (duringRide), and
// the lists are read on 10 March, when 2 to 5 March are past and 20 March is to come.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));
const calls = tripsCalls(() => app);

const home: Point = { latitude: 19.3, longitude: -99.16, label: 'Casa' };
const office = north(home, 10);
const officePoint: Point = { ...office, label: 'Oficina' };
const day = (date: number) => `2026-03-0${date}T08:00:00-06:00`;

async function bookAndConfirm(driver: Headers, passenger: Headers, offerId: string, from: Point, departureAt: string) {
  const requestId = await calls.request(passenger, { origin: from, destination: officePoint, departureAt });
  const booked = await calls.book(passenger, requestId, offerId);
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data.bookingId as string;
  expect((await calls.move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  return bookingId;
}

/** The driver marks the ride done 40 minutes after it left, then, unless told not to, the passenger confirms the arrival. */
async function complete(driver: Headers, passenger: Headers, bookingId: string, departureAt: string, validate = true) {
  await duringRide(clock, minutesAfter(departureAt, 40), async () => {
    expect((await calls.move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 11 })).statusCode).toBe(200);
    if (validate) expect((await calls.move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
  });
}

const rides = async (headers: Headers) => {
  const response = await calls.get(headers, '/api/trips/me/rides');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { upcoming: MyRide[]; past: MyRide[] };
};
const impact = async (headers: Headers, month = '2026-03') => {
  const response = await calls.get(headers, `/api/trips/me/summary?month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MyImpact;
};

describe('a person’s own rides and impact (/api/trips/me)', () => {
  let driver: Headers;
  let ana: Headers;
  let beto: Headers;
  let admin: Headers;
  let stranger: Headers;

  beforeAll(async () => {
    const company = await signUpAndLogIn(app);
    admin = company.headers;
    await subscribe(app, admin, 'enterprise');
    driver = admin;
    ana = (await createEmployeeWhoCanLogIn(app, admin, { firstNames: 'Ana' })).headers;
    beto = (await createEmployeeWhoCanLogIn(app, admin, { firstNames: 'Beto' })).headers;
    const other = await signUpAndLogIn(app);
    stranger = (await createEmployeeWhoCanLogIn(app, other.headers, { firstNames: 'Sofía' })).headers;

    // Monday 2: Ana and Beto ride to the office, both legs count.
    const monday = await calls.offer(driver, { origin: home, destination: officePoint, departureAt: day(2) });
    const anaMonday = await bookAndConfirm(driver, ana, monday, north(home, 0.5), day(2));
    const betoMonday = await bookAndConfirm(driver, beto, monday, home, day(2));
    await complete(driver, ana, anaMonday, day(2));
    await complete(driver, beto, betoMonday, day(2));
    // Tuesday 3: Ana's booking is cancelled. Wednesday 4: the driver marks it done, Ana never confirms.
    const tuesday = await calls.offer(driver, { origin: home, destination: officePoint, departureAt: day(3) });
    const anaTuesday = await bookAndConfirm(driver, ana, tuesday, home, day(3));
    expect((await calls.move(ana, anaTuesday, { status: 'CANCELLED' })).statusCode).toBe(200);
    const wednesday = await calls.offer(driver, { origin: home, destination: officePoint, departureAt: day(4) });
    await complete(driver, ana, await bookAndConfirm(driver, ana, wednesday, home, day(4)), day(4), false);
    // Thursday 5: Beto rides the last 1.5 km: under 2 km, flagged.
    const thursday = await calls.offer(driver, { origin: north(office, -1.5), destination: officePoint, departureAt: day(5) });
    await complete(driver, beto, await bookAndConfirm(driver, beto, thursday, north(office, -1.5), day(5)), day(5));
    // Friday 20: Ana's ride, booked and not yet confirmed.
    const later = await calls.offer(driver, { origin: home, destination: officePoint, departureAt: '2026-03-20T08:00:00-06:00' });
    const laterRequest = await calls.request(ana, { origin: home, destination: officePoint, departureAt: '2026-03-20T08:00:00-06:00' });
    expect((await calls.book(ana, laterRequest, later)).statusCode).toBe(201);
    clock.set(new Date('2026-03-10T18:00:00Z'));
  });

  it('lists a passenger’s upcoming ride and past rides, each past one saying whether it counts and why not', async () => {
    const { upcoming, past } = await rides(ana);
    expect(upcoming).toEqual([expect.objectContaining({ role: 'passenger', status: 'WAITING_CONFIRMATION', departureAt: '2026-03-20T14:00:00.000Z', companions: [expect.any(String)] })]);
    expect(past.map((ride) => [ride.departureAt.slice(0, 10), ride.status, ride.counts, ride.reasons])).toEqual([
      ['2026-03-04', 'COMPLETED_PENDING_VALIDATION', false, ['notValidated']],
      ['2026-03-03', 'CANCELLED', false, ['cancelled']],
      ['2026-03-02', 'VALIDATED', true, []],
    ]);
    expect(past[2]).toMatchObject({ from: 'Casa', to: 'Oficina', proofClass: 'A', sharedKm: 9.5 });
    expect((await rides(beto)).past.map((ride) => [ride.departureAt.slice(0, 10), ride.counts, ride.reasons])).toEqual([
      ['2026-03-05', false, ['shortLeg']],
      ['2026-03-02', true, []],
    ]);
  });

  it('shows a driver one ride per departure, with every passenger on it, counting when any leg counts', async () => {
    const { upcoming, past } = await rides(driver);
    expect(upcoming).toEqual([expect.objectContaining({ role: 'driver', companions: ['Ana'], status: 'WAITING_CONFIRMATION' })]);
    const monday = past.find((ride) => ride.departureAt.startsWith('2026-03-02'))!;
    expect(monday).toMatchObject({ role: 'driver', counts: true, reasons: [], status: 'VALIDATED', sharedKm: 10 });
    expect([...monday.companions].sort()).toEqual(['Ana', 'Beto']);
    expect(past.find((ride) => ride.departureAt.startsWith('2026-03-03'))).toMatchObject({ counts: false, reasons: ['cancelled'], status: 'CANCELLED' });
  });

  it('judges a ride both have settled at once, though its planned departure is still ahead', async () => {
    // A car that left early: done and confirmed half an hour before the time it was planned for.
    const dario = (await createEmployeeWhoCanLogIn(app, admin, { firstNames: 'Darío' })).headers;
    const carla = (await createEmployeeWhoCanLogIn(app, admin, { firstNames: 'Carla' })).headers;
    const departureAt = '2026-04-07T08:00:00-06:00';
    const offerId = await calls.offer(dario, { origin: home, destination: officePoint, departureAt });
    const bookingId = await bookAndConfirm(dario, carla, offerId, home, departureAt);
    await duringRide(clock, minutesAfter(departureAt, -30), async () => {
      expect((await rides(carla)).upcoming).toEqual([expect.objectContaining({ status: 'CONFIRMED', counts: false, reasons: [] })]);
      expect((await calls.move(dario, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 11 })).statusCode).toBe(200);
      expect((await rides(carla)).upcoming).toEqual([expect.objectContaining({ status: 'COMPLETED_PENDING_VALIDATION', counts: false, reasons: [] })]);
      expect((await calls.move(carla, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
      expect((await rides(carla)).upcoming).toEqual([expect.objectContaining({ status: 'VALIDATED', counts: true, reasons: [] })]);
      expect((await rides(dario)).upcoming).toEqual([expect.objectContaining({ role: 'driver', status: 'VALIDATED', counts: true })]);
    });
  });

  it('shows another company’s person none of it', async () => {
    expect(await rides(stranger)).toEqual({ success: true, timeZone: 'America/Mexico_City', upcoming: [], past: [] });
    expect(await impact(stranger)).toMatchObject({ rides: 0, sharedKm: 0, vehicleKmAvoided: 0, co2AvoidedKg: 0 });
  });

  it('gives each person their part of the report: the people of the company add up to its figures', async () => {
    const [mine, anas, betos] = await Promise.all([impact(driver), impact(ana), impact(beto)]);
    const report = (await calls.get(admin, '/api/reports/metrics?from=2026-03-01&to=2026-03-31')).json().data as {
      sharedKm: number;
      vehicleKmAvoided: number;
      co2AvoidedKg: number;
    };
    // Monday's car: the driver's 10 km alone, Ana's 9.5 and Beto's 10, 11 driven: 18.5 vehicle-km avoided, a third each.
    expect(report.vehicleKmAvoided).toBe(18.5);
    expect(anas).toMatchObject({ month: '2026-03', timeZone: 'America/Mexico_City', rides: 1, sharedKm: 9.5, vehicleKmAvoided: 6.2 });
    expect(betos).toMatchObject({ rides: 1, sharedKm: 10 });
    expect(mine).toMatchObject({ rides: 1, sharedKm: 0 });
    expect(anas.sharedKm + betos.sharedKm + mine.sharedKm).toBeCloseTo(report.sharedKm, 5);
    expect(anas.co2AvoidedKg + betos.co2AvoidedKg + mine.co2AvoidedKg).toBeCloseTo(report.co2AvoidedKg, 0);
    expect(anas.co2AvoidedKg).toBeCloseTo((18.5 / 3) * anas.emissionFactor!.value, 1);
    // Another month holds none of it.
    expect(await impact(ana, '2026-02')).toMatchObject({ rides: 0, co2AvoidedKg: 0 });
  });

  it('takes the current month in the company’s zone when none is asked, and refuses a malformed one', async () => {
    const current = await calls.get(ana, '/api/trips/me/summary');
    expect(current.json().data.month).toBe('2026-03');
    expect((await calls.get(ana, '/api/trips/me/summary?month=2026-13')).statusCode).toBe(400);
    expect((await calls.get(ana, '/api/trips/me/summary?month=0000-01')).statusCode).toBe(400);
    // A month before any emission factor was in force: nothing to count, and no factor to name.
    expect(await impact(ana, '2002-04')).toMatchObject({ rides: 0, co2AvoidedKg: 0, emissionFactor: null });
  });
});
