import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { holdLock, waitUntilWaiting } from '../../testing/company-lock.js';
import { asDriver, asPassenger, commuteCalls } from '../../testing/commutes.js';

// Sunday 1 March 2026, 06:00 in Mexico City: the coming weekdays start on Monday the 2nd.
const { app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));
const calls = commuteCalls(() => app);

// PGlite runs one transaction at a time: only PostgreSQL lets the two requests interleave.
describe.runIf(Boolean(process.env.DATABASE_URL))('a booking and its driver saying his commute again, at once', () => {
  it('never leaves the booking waiting on a ride that is no longer offered: it is cancelled with the ride, and she is told', async () => {
    const { driver, passenger } = await calls.companyWithOffice('A La Vez');
    expect((await calls.put(driver, asDriver)).statusCode).toBe(200);
    expect((await calls.put(passenger, asPassenger)).statusCode).toBe(200);
    const [monday] = await calls.matchesOf(passenger);
    const offerId = monday!.rides[0]!.offerId;

    // The booking takes the ride's lock first and the commute comes while it holds it: the test holds
    // the ride so that both queue behind it in that order, then lets them through.
    const ride = await holdLock(app, sql`select id from journeys where id = ${offerId} for update`);
    const booking = calls.book(passenger, monday!);
    await waitUntilWaiting(app, 1);
    const commute = calls.put(driver, { ...asDriver, arriveAt: '09:10' });
    await waitUntilWaiting(app, 2);
    await ride.release();
    const [booked, saved] = await Promise.all([booking, commute]);

    expect(saved.statusCode, saved.body).toBe(200);
    // The booking went first (the ride's lock is granted in the order asked): the commute read it and cancelled it with the ride.
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().data.bookingId as string;
    expect((await calls.get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.status).toBe('CANCELLED');
    expect((await calls.noticesOf(passenger)).notifications.filter((notice) => notice.kind === 'ride_cancelled')).toHaveLength(1);
    expect((await calls.get(driver, '/api/trips/me/booking-requests')).json().data).toEqual([]);
  });
});
