import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn, type AuthHeaders } from './factories.js';
import type { TestClock } from './test-clock.js';

// What the trips tests share: the places of a commute in Mexico City and the calls a driver and a
// passenger make through the real endpoints.

export type Headers = AuthHeaders & Record<string, string>;

// Homes around Colonia del Valle, the office on Reforma (Mexico City, UTC-6): about 6 km apart.
export const home = { latitude: 19.3867, longitude: -99.1644, label: 'Casa' };
export const office = { latitude: 19.427, longitude: -99.1677, label: 'Oficina' };
export type Point = typeof home;
export const departure = '2026-03-02T08:00:00-06:00';

/** A point `km` north of another (1° of latitude is 111.195 km on the sphere the service measures on). */
export const north = (point: Point, km: number): Point => ({ ...point, latitude: point.latitude + km / 111.195 });
export const minutesAfter = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

/**
 * Runs `work` with the clock at `instant`, then puts it back: a trip's proofs and completion are
 * accepted only inside its own time, so a test sends them while the ride happens.
 */
export async function duringRide<T>(clock: TestClock, instant: string, work: () => Promise<T>): Promise<T> {
  const before = clock.now();
  clock.set(new Date(instant));
  try {
    return await work();
  } finally {
    clock.set(before);
  }
}

/** The trips calls on the app `current()` answers (a file builds its app in beforeAll). */
export function tripsCalls(current: () => TestApp) {
  const post = (headers: Headers, url: string, payload: object) => current().inject({ method: 'POST', url, headers, payload });
  const patch = (headers: Headers, url: string, payload: object) => current().inject({ method: 'PATCH', url, headers, payload });
  const get = (headers: Headers, url: string) => current().inject({ method: 'GET', url, headers });

  /** An offer from home to the office at the usual departure, with what differs; answers its id. */
  async function offer(headers: Headers, overrides: object = {}) {
    const response = await post(headers, '/api/trips/offers', { origin: home, destination: office, departureAt: departure, seats: 3, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.journeyId as string;
  }

  /** A request from home to the office at the usual departure, with what differs; answers its id. */
  async function request(headers: Headers, overrides: object = {}) {
    const response = await post(headers, '/api/trips/requests', { origin: home, destination: office, departureAt: departure, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.journeyId as string;
  }

  const book = (headers: Headers, requestId: string, offerId: string) => post(headers, '/api/trips/bookings', { requestId, offerId });
  const move = (headers: Headers, bookingId: string, payload: object) => patch(headers, `/api/trips/bookings/${bookingId}`, payload);

  /** A company with an administrator (who drives) and a passenger. */
  async function company() {
    const admin = await signUpAndLogIn(current());
    const passenger = await createEmployeeWhoCanLogIn(current(), admin.headers);
    return { admin, driver: admin.headers as Headers, passenger: passenger.headers as Headers, passengerId: passenger.employee.employeeId };
  }

  return { post, patch, get, offer, request, book, move, company };
}
