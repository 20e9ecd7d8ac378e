import { expect } from 'vitest';
import type { Journey, MatchDay, MyCommute, Notification } from '@rumbo/contract';
import type { TestApp } from './build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from './factories.js';
import { north, tripsCalls, type Headers, type Point } from './trips.js';

// What the commute tests share: a company with its office placed, a driver's and a passenger's
// commute 300 m apart, and the riders' calls through the real endpoints.

export const officePlace = { latitude: 19.427, longitude: -99.1677 };
export const driverHome: Point = { latitude: 19.3867, longitude: -99.1644, label: 'Casa de Roberto, Coyoacán' };
// 300 m from the driver's: the search's 1 km finds his rides.
export const passengerHome: Point = { ...north(driverHome, 0.3), label: 'Casa de Paola' };
export const weekdays = [1, 2, 3, 4, 5];
export const asDriver = { home: driverHome, weekdays, arriveAt: '09:00', leaveAt: '18:00', role: 'driver', seats: 3 };
export const asPassenger = { home: passengerHome, weekdays, arriveAt: '09:00', leaveAt: '18:00', role: 'passenger' };

/** The riders' calls on the app `current()` answers (a file builds its app in beforeAll). */
export function commuteCalls(current: () => TestApp) {
  const calls = tripsCalls(current);
  const put = (headers: Headers, payload: object, language = 'es') =>
    current().inject({ method: 'PUT', url: '/api/trips/me/commute', headers: { ...headers, 'accept-language': language }, payload });
  const commuteOf = async (headers: Headers) => (await calls.get(headers, '/api/trips/me/commute')).json().data as MyCommute;
  const matchesOf = async (headers: Headers) => (await calls.get(headers, '/api/trips/me/matches')).json().data as MatchDay[];
  const noticesOf = async (headers: Headers) => (await calls.get(headers, '/api/notifications')).json().data as { notifications: Notification[]; unread: number };
  const openJourneys = async (headers: Headers, kind: 'offers' | 'requests') => (await calls.get(headers, `/api/trips/${kind}?page=1&pageSize=50`)).json().data as Journey[];
  const book = (headers: Headers, day: MatchDay) => calls.post(headers, '/api/trips/bookings', { requestId: day.requestId, offerId: day.rides[0]!.offerId, date: day.date });

  /** A company with its office placed, a driver (its administrator, Roberto) and a passenger (Paola). */
  async function companyWithOffice(companyName: string) {
    const admin = await signUpAndLogIn(current(), { companyName, representativeName: 'Roberto Díaz' });
    const located = await current().inject({ method: 'PUT', url: '/api/enterprise/location', headers: admin.headers, payload: { address: 'Paseo de la Reforma 222, CDMX', ...officePlace } });
    expect(located.statusCode, located.body).toBe(200);
    const passenger = await createEmployeeWhoCanLogIn(current(), admin.headers, { firstNames: 'Paola', lastNames: 'Ruiz' });
    return { admin, driver: admin.headers as Headers, passenger: passenger.headers as Headers, passengerEmail: passenger.employee.email };
  }

  return { ...calls, put, commuteOf, matchesOf, noticesOf, openJourneys, book, companyWithOffice };
}
