import { describe, expect, it } from 'vitest';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { departure, home, office, tripsCalls } from '../../testing/trips.js';
import { tripsLimitsPerHour } from './throttles.js';

// Floods of the trips routes from one account: answered 429 past the account's hour, before any work.
// The clock reads an hour after the usual departure, so proofs of that ride are in its time.
const { clock, app } = clockedTestApp(new Date('2026-03-02T15:00:00Z'));

const { post, get, offer, request, book, move, company } = tripsCalls(() => app);

/** How many of the answers had each status. */
const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }), {});

describe('the trips routes’ limits per account', () => {
  it('answer 300 offers in a row with the hour’s 60 and 240 × 429, and count another account apart', async () => {
    const { driver, passenger } = await company();
    // Ten at a time: all 300 at once would have PostgreSQL's pool shed them (503) before the limit is reached.
    const answers = [];
    for (let sent = 0; sent < 300; sent += 10) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => post(driver, '/api/trips/offers', { origin: home, destination: office, departureAt: departure, seats: 3 })))));
    }
    expect(statusCounts(answers)).toEqual({ 201: tripsLimitsPerHour.offers, 429: 300 - tripsLimitsPerHour.offers });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({ success: false, message: 'Demasiados intentos. Espera 60 minutos e inténtalo nuevamente.' });
    // Only the offers answered 201 were made.
    expect((await get(driver, '/api/trips/offers?pageSize=100')).json().data).toHaveLength(tripsLimitsPerHour.offers);
    // Requests count apart, and so does the passenger's account; an hour later the driver may offer again.
    expect((await post(driver, '/api/trips/requests', { origin: home, destination: office, departureAt: departure })).statusCode).toBe(201);
    expect((await post(passenger, '/api/trips/offers', { origin: home, destination: office, departureAt: departure, seats: 3 })).statusCode).toBe(201);
    clock.advance(3600);
    try {
      expect((await post(driver, '/api/trips/offers', { origin: home, destination: office, departureAt: departure, seats: 3 })).statusCode).toBe(201);
    } finally {
      clock.advance(-3600);
    }
  }, 90_000);

  it('answer 200 proofs on one booking with the hour’s 120 and 80 × 429, storing only those taken', async () => {
    const { admin, driver, passenger } = await company();
    const bookingId = (await book(passenger, await request(passenger), await offer(driver))).json().data.bookingId as string;
    expect((await move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
    const proof = { kind: 'pickup', latitude: home.latitude, longitude: home.longitude, recordedAt: departure };
    // Sent one after the other, as a phone would; the 120 taken each rewrite the day's figures (seconds on a quiet machine).
    const answers = [];
    for (let sent = 0; sent < 200; sent += 1) answers.push(await post(passenger, `/api/trips/bookings/${bookingId}/proofs`, proof));
    expect(statusCounts(answers)).toEqual({ 201: tripsLimitsPerHour.proofs, 429: 200 - tripsLimitsPerHour.proofs });
    const tripId = (await get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.leg.tripId as string;
    expect((await get(admin.headers, `/api/trips/company/${tripId}`)).json().data.legs[0].proofEvents).toHaveLength(tripsLimitsPerHour.proofs);
    // The driver's phone is another account: its proofs still go in.
    expect((await post(driver, `/api/trips/bookings/${bookingId}/proofs`, proof)).statusCode).toBe(201);
  }, 90_000);
});
