import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDay, MyCommute, MyRide } from '@rumbo/contract';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { signUpAndLogIn } from '../testing/factories.js';
import { demoRiders, seedDemoRiders } from './demo-riders.js';

// The riders of the demo on a fresh company: they log in with the demo password and find their app full.
let app: TestApp;
let enterpriseId: string;
beforeAll(async () => {
  app = await buildTestApp();
  enterpriseId = (await signUpAndLogIn(app)).user.enterpriseId;
  expect(await seedDemoRiders(app.ctx, enterpriseId)).toEqual({ skipped: false });
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** What the rider's app reads at this address, logged in as this demo rider. */
async function readAs<Body>(email: string, url: string): Promise<Body> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password: demoRiders.password } });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json().user.isAdmin).toBe(false);
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${login.json().token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Body;
}
const ridesOf = (email: string) => readAs<{ upcoming: MyRide[]; past: MyRide[] }>(email, '/api/trips/me/rides');

describe('the demo riders', () => {
  it('give the passenger rides to come and past rides that count and do not, each with its reason', async () => {
    const { upcoming, past } = await ridesOf(demoRiders.passenger.email);
    expect(upcoming.map((ride) => ride.status)).toEqual(['CONFIRMED', 'WAITING_CONFIRMATION', 'WAITING_CONFIRMATION']);
    expect(upcoming[0]!.companions).toEqual([demoRiders.driver.firstNames]);
    expect(past.map((ride) => [ride.counts, ride.reasons, ride.proofClass])).toEqual([
      [false, ['notValidated'], 'C'],
      [true, [], 'B'],
      [false, ['cancelled'], null],
      [false, ['samePeopleWithin30Minutes'], 'C'],
      [false, ['samePeopleWithin30Minutes'], 'C'],
      [true, [], 'C'],
    ]);
  });

  it('give the driver the same rides from the driver’s seat', async () => {
    const { upcoming, past } = await ridesOf(demoRiders.driver.email);
    expect(upcoming).toHaveLength(3);
    expect(past.filter((ride) => ride.counts)).toHaveLength(2);
    expect(past.every((ride) => ride.role === 'driver' && ride.companions[0] === demoRiders.passenger.firstNames)).toBe(true);
  });

  it('have their commutes said, and her coming rides are booked on hers: her search marks them booked', async () => {
    const { data: driver } = await readAs<{ data: MyCommute }>(demoRiders.driver.email, '/api/trips/me/commute');
    expect(driver.commute).toMatchObject({ role: 'driver', seats: 3, weekdays: [1, 2, 3, 4, 5], leaveAt: '18:00', home: { label: 'Francisco Sosa 120, Coyoacán, CDMX' } });
    const { data: passenger } = await readAs<{ data: MyCommute }>(demoRiders.passenger.email, '/api/trips/me/commute');
    expect(passenger.commute).toMatchObject({ role: 'passenger', seats: null, weekdays: [1, 2, 3, 4, 5], arriveAt: driver.commute!.arriveAt, leaveAt: '18:00' });

    const { data: days } = await readAs<{ data: MatchDay[] }>(demoRiders.passenger.email, '/api/trips/me/matches');
    // Her three coming weekdays (within the search's week), each on his morning ride, as she booked them.
    const booked = days.flatMap((day) => day.rides.flatMap((ride) => (ride.booking ? [ride.booking.status] : [])));
    expect(booked.sort()).toEqual(['CONFIRMED', 'WAITING_CONFIRMATION', 'WAITING_CONFIRMATION']);
    // His ride home is there to book every coming weekday.
    expect(days.some((day) => day.rides.some((ride) => ride.booking === null && ride.driverFirstNames === demoRiders.driver.firstNames))).toBe(true);
  });

  it('are added once', async () => {
    expect(await seedDemoRiders(app.ctx, enterpriseId)).toEqual({ skipped: true });
  });
});
