// The notice that a ride is about to start: the driver and each confirmed passenger are told once,
// some minutes before it leaves, in their inbox and by mail in their language. Two runs of the job at
// once (two processes on PostgreSQL, each on its own connection) tell nobody twice.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMails, waitForMail } from '../../testing/build-test-app.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { accountIdOf, createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { departure, minutesAfter, tripsCalls, type Headers } from '../../testing/trips.js';
import { notificationsTable } from '../notifications/notifications.table.js';
import { rideStartNoticeMinutes, sendRideStartNotices } from './ride-start-notices.service.js';

const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

const { patch, offer, request, book, move } = tripsCalls(() => app);

async function confirmedBooking(driver: Headers, passenger: Headers, departureAt: string) {
  const offerId = await offer(driver, { departureAt });
  const requestId = await request(passenger, { departureAt });
  const booked = await book(passenger, requestId, offerId);
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data.bookingId as string;
  expect((await move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  return bookingId;
}

/** The ride-start notices in each account's inbox, with when each ride leaves. */
async function noticesOf(accountIds: string[]) {
  const rows = await app.db
    .select({ accountId: notificationsTable.accountId, details: notificationsTable.details })
    .from(notificationsTable)
    .where(and(eq(notificationsTable.kind, 'ride_starting'), inArray(notificationsTable.accountId, accountIds)));
  return accountIds.map((accountId) => rows.filter((row) => row.accountId === accountId).map((row) => row.details?.departureAt));
}

describe('the notice that a ride is about to start', () => {
  it('tells the driver and the passenger once, in their languages, even when two runs fire at once', async () => {
    const admin = await signUpAndLogIn(app);
    const driver = admin.headers;
    const passenger = await createEmployeeWhoCanLogIn(app, admin.headers, { firstNames: 'Paola' });
    expect((await patch(passenger.headers, '/api/user/configure', { language: 'en' })).statusCode).toBe(200);
    const accounts = [await accountIdOf(app, admin.user.idEmployee), await accountIdOf(app, passenger.employee.employeeId)];
    await confirmedBooking(driver, passenger.headers, departure);
    const later = minutesAfter(departure, 60);
    await confirmedBooking(driver, passenger.headers, later);

    // 40 minutes ahead nobody is told yet; 20 minutes ahead, of the first ride alone.
    clock.set(new Date(minutesAfter(departure, -(rideStartNoticeMinutes + 10))));
    await sendRideStartNotices(app.ctx);
    expect(await noticesOf(accounts)).toEqual([[], []]);
    clock.set(new Date(minutesAfter(departure, -20)));
    await Promise.all([sendRideStartNotices(app.ctx), sendRideStartNotices(app.ctx)]);
    const first = new Date(departure).toISOString();
    expect(await noticesOf(accounts)).toEqual([[first], [first]]);
    await sendRideStartNotices(app.ctx);
    expect(await noticesOf(accounts)).toEqual([[first], [first]]);

    const english = await waitForMail(app, passenger.employee.email, { subject: /^Your ride leaves in 20 minutes$/ });
    expect(english.text).toContain('leaves from Casa');
    const spanish = await waitForMail(app, admin.company.email, { subject: /^Tu viaje sale en 20 minutos$/ });
    expect(spanish.text).toContain('sale tu viaje como conductor de Casa');
    // The time is not the sentence's end: "p.m." never meets a second full stop.
    expect(spanish.text).not.toContain('..');
    expect(spanish.text).toContain('marca cuándo recogiste a cada pasajero');

    // Once the second ride is near, it is told too, once; a ride already gone is never told.
    clock.set(new Date(minutesAfter(later, -10)));
    await Promise.all([sendRideStartNotices(app.ctx), sendRideStartNotices(app.ctx)]);
    expect(await noticesOf(accounts)).toEqual([expect.arrayContaining([first, new Date(later).toISOString()]), expect.arrayContaining([first, new Date(later).toISOString()])]);
    expect((await noticesOf(accounts)).map((notices) => notices.length)).toEqual([2, 2]);
    await waitForMail(app, passenger.employee.email, { subject: /^Your ride leaves in 10 minutes$/ });
    expect((await readMails(app, passenger.employee.email)).filter((mail) => mail.subject.startsWith('Your ride leaves'))).toHaveLength(2);
    clock.set(new Date('2026-03-01T12:00:00Z'));
  });
});
