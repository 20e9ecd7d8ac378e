import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { departure, home, minutesAfter, north, office, tripsCalls, type Headers } from '../../testing/trips.js';

// Bookings through the standard's statuses, the proof classes their legs earn and the fraud rules that flag them.
const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const { post, get, offer, request, book, move, company } = tripsCalls(() => app);

/** A booking confirmed by the driver; answers its id. */
async function confirmedBooking(driver: Headers, passenger: Headers, overrides: { offer?: object; request?: object } = {}) {
  const offerId = await offer(driver, overrides.offer);
  const requestId = await request(passenger, overrides.request);
  const booked = await book(passenger, requestId, offerId);
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data.bookingId as string;
  expect((await move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  return bookingId;
}

describe('bookings', () => {
  it('moves through the standard’s statuses, each by whom it belongs to', async () => {
    const { driver, passenger } = await company();
    const offerId = await offer(driver);
    const requestId = await request(passenger);
    const booked = await book(passenger, requestId, offerId);
    expect(booked.json().data).toMatchObject({ status: 'WAITING_CONFIRMATION', role: 'passenger', leg: null });
    const bookingId = booked.json().data.bookingId as string;
    expect((await book(passenger, requestId, offerId)).statusCode).toBe(409);
    // The passenger may not confirm, nor complete; the driver may not validate.
    const refused = await move({ ...passenger, 'accept-language': 'en' }, bookingId, { status: 'CONFIRMED' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the driver may make this change');
    expect((await move(driver, bookingId, { status: 'VALIDATED' })).statusCode).toBe(409);
    const confirmed = await move(driver, bookingId, { status: 'CONFIRMED' });
    expect(confirmed.json()).toMatchObject({ message: 'Reserva confirmada', data: { status: 'CONFIRMED', role: 'driver', leg: { proofClass: 'A', flags: [] } } });
    expect((await move(passenger, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(403);
    expect((await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 5.2 })).json().data.status).toBe('COMPLETED_PENDING_VALIDATION');
    expect((await move(driver, bookingId, { status: 'VALIDATED' })).statusCode).toBe(403);
    const validated = await move(passenger, bookingId, { status: 'VALIDATED' });
    expect(validated.json().data).toMatchObject({ status: 'VALIDATED', leg: { countsInFigures: true } });
    const cancelLate = await move({ ...passenger, 'accept-language': 'en' }, bookingId, { status: 'CANCELLED' });
    expect(cancelLate.statusCode).toBe(409);
    expect(cancelLate.json().message).toBe('A booking in status VALIDATED cannot move to CANCELLED');
  });

  it('lets either party cancel; a stranger sees 404', async () => {
    const { driver, passenger } = await company();
    const other = await signUpAndLogIn(app);
    const bookingId = await confirmedBooking(driver, passenger);
    expect((await get(other.headers, `/api/trips/bookings/${bookingId}`)).statusCode).toBe(404);
    expect((await move(other.headers, bookingId, { status: 'CANCELLED' })).statusCode).toBe(404);
    expect((await move(passenger, bookingId, { status: 'CANCELLED' })).json().data.status).toBe('CANCELLED');
  });

  it('refuses the driver’s own ride and a full car', async () => {
    const { admin, driver, passenger } = await company();
    const third = await createEmployeeWhoCanLogIn(app, admin.headers);
    const offerId = await offer(driver, { seats: 1 });
    expect((await book(driver, await request(driver), offerId)).json().message).toBe('No puedes reservar tu propio viaje');
    expect((await book(passenger, await request(passenger), offerId)).statusCode).toBe(201);
    const full = await book(third.headers, await request(third.headers), offerId);
    expect(full.statusCode).toBe(409);
  });
});

describe('proof classes and fraud rules', () => {
  const at = (point: typeof home, kind: 'pickup' | 'drop', recordedAt: string) => ({ kind, latitude: point.latitude, longitude: point.longitude, recordedAt });

  it('gives A without positions, B with one occupant’s, C with both occupants’', async () => {
    const { driver, passenger } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    const proof = (headers: Headers, payload: object) => post(headers, `/api/trips/bookings/${bookingId}/proofs`, payload);
    expect((await get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.leg.proofClass).toBe('A');
    await proof(passenger, at(home, 'pickup', departure));
    expect((await proof(passenger, at(north(office, 1.5), 'drop', minutesAfter(departure, 20)))).json().data.leg.proofClass).toBe('A');
    expect((await proof(passenger, at(office, 'drop', minutesAfter(departure, 20)))).json().data.leg.proofClass).toBe('B');
    await proof(driver, at(home, 'pickup', departure));
    const both = await proof(driver, at(office, 'drop', minutesAfter(departure, 21)));
    expect(both.statusCode).toBe(201);
    expect(both.json().data.leg.proofClass).toBe('C');
  });

  it('flags a leg under 2 km, keeps it, and leaves it out of the figures', async () => {
    const { driver, passenger } = await company();
    const close = north(home, 1.5);
    const bookingId = await confirmedBooking(driver, passenger, { offer: { destination: close }, request: { destination: close } });
    await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' });
    const validated = await move(passenger, bookingId, { status: 'VALIDATED' });
    expect(validated.json().data.leg).toMatchObject({ countsInFigures: false, flags: [{ reason: 'shortLeg', message: 'Trayecto de menos de 2 km' }] });
  });

  it('flags a person’s fourth trip of a day, in the company’s time zone', async () => {
    const { driver, passenger } = await company();
    // 07:00, 09:00, 13:00 local and 23:30 local (05:30 UTC the next day): the fourth that day.
    const times = ['2026-03-02T07:00:00-06:00', '2026-03-02T09:00:00-06:00', '2026-03-02T13:00:00-06:00', '2026-03-02T23:30:00-06:00'];
    const bookings = [];
    for (const time of times) bookings.push(await confirmedBooking(driver, passenger, { offer: { departureAt: time }, request: { departureAt: time } }));
    const flagsOf = async (bookingId: string) => (await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' })).json().data.leg.flags.map((flag: { reason: string }) => flag.reason);
    expect(await flagsOf(bookings[2]!)).toEqual([]);
    expect(await flagsOf(bookings[3]!)).toEqual(['tooManyTripsInADay']);
  });

  it('flags another trip of the same people within 30 minutes, not 31', async () => {
    const { driver, passenger } = await company();
    const first = await confirmedBooking(driver, passenger);
    const later = minutesAfter(departure, 31);
    const second = await confirmedBooking(driver, passenger, { offer: { departureAt: later }, request: { departureAt: later } });
    expect((await move(driver, second, { status: 'COMPLETED_PENDING_VALIDATION' })).json().data.leg.flags).toEqual([]);
    const soon = minutesAfter(departure, 25);
    const third = await confirmedBooking(driver, passenger, { offer: { departureAt: soon }, request: { departureAt: soon } });
    const flagged = await move({ ...driver, 'accept-language': 'en' }, third, { status: 'COMPLETED_PENDING_VALIDATION' });
    expect(flagged.json().data.leg.flags).toEqual([{ reason: 'samePeopleWithin30Minutes', message: 'Another trip of the same people less than 30 minutes apart', flaggedAt: expect.any(String) }]);
    expect(first).toBeTruthy();
  });

  it('flags data received more than 24 hours after the trip started', async () => {
    const { driver, passenger } = await company();
    // The clock reads 2026-03-01 12:00 UTC: one trip left 23 hours before, one 25 hours before.
    const now = clock.now().getTime();
    const hoursAgo = (hours: number) => new Date(now - hours * 3600_000).toISOString();
    for (const [hours, expected] of [[23, []], [25, ['lateData']]] as const) {
      const bookingId = await confirmedBooking(driver, passenger, { offer: { departureAt: hoursAgo(hours) }, request: { departureAt: hoursAgo(hours) } });
      const proof = await post(passenger, `/api/trips/bookings/${bookingId}/proofs`, at(home, 'pickup', hoursAgo(hours)));
      expect(proof.json().data.leg.flags.map((flag: { reason: string }) => flag.reason)).toEqual(expected);
    }
  });
});
