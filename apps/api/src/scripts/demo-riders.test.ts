import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRide } from '@rumbo/contract';
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

async function ridesOf(email: string) {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password: demoRiders.password } });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json().user.isAdmin).toBe(false);
  const rides = await app.inject({ method: 'GET', url: '/api/trips/me/rides', headers: { authorization: `Bearer ${login.json().token}` } });
  return rides.json() as { upcoming: MyRide[]; past: MyRide[] };
}

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

  it('are added once', async () => {
    expect(await seedDemoRiders(app.ctx, enterpriseId)).toEqual({ skipped: true });
  });
});
