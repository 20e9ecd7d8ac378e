import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMails, waitForMails } from '../../testing/build-test-app.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { tripsCalls, type Headers } from '../../testing/trips.js';

// A booking's notice and its mail are written inside the booking's own transaction: a booking that
// does not commit tells no one. The failure is made to come at the very end (a deferred constraint
// trigger raises when the transaction commits), after the notice and the mail were already written.
const { app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

const { get, offer, request, book, company } = tripsCalls(() => app);

const rideNoticesOf = async (headers: Headers) =>
  ((await get(headers, '/api/notifications')).json().data.notifications as { kind: string }[]).filter((notice) => notice.kind.startsWith('ride_'));

describe('a booking’s notices', () => {
  it('are written only when the booking commits: one that fails at its commit leaves no notice and no mail', async () => {
    const { admin, driver, passenger } = await company();
    const offerId = await offer(driver);
    const requestId = await request(passenger);
    const driverEmail = admin.company.email;

    await app.db.execute(sql`create function refuse_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`);
    await app.db.execute(sql`create constraint trigger bookings_refused_at_commit after insert on bookings deferrable initially deferred for each row execute function refuse_at_commit()`);
    const refused = await book(passenger, requestId, offerId);
    expect(refused.statusCode).toBe(500);
    expect(await rideNoticesOf(driver)).toEqual([]);
    const queued = await app.db.execute<{ count: number }>(sql`select count(*)::int as count from mail_outbox where message->>'to' = ${driverEmail}`);
    expect(queued.rows[0]!.count).toBe(0);

    // The same booking, committed, tells the driver in the inbox and by mail.
    await app.db.execute(sql`drop trigger bookings_refused_at_commit on bookings`);
    const booked = await book(passenger, requestId, offerId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await rideNoticesOf(driver)).toEqual([expect.objectContaining({ kind: 'ride_requested' })]);
    const mails = await waitForMails(app, driverEmail, { subject: /quiere viajar contigo/, count: 1 });
    // Only the committed booking's mail was ever sent.
    expect(mails).toHaveLength(1);
    expect((await readMails(app, driverEmail)).filter((mail) => /quiere viajar contigo/.test(mail.subject))).toHaveLength(1);
  });
});
