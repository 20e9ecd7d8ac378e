// The day of a ride as the riders' app lives it: pickup and drop recorded with or without the phone's
// position, a proof kept offline and sent again under its key, the passenger disputing a ride the
// driver said was done, and what the person's rides list says of it all.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MyRide } from '@rumbo/contract';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { departure, duringRide, home, minutesAfter, office, tripsCalls, type Headers } from '../../testing/trips.js';

// The clock reads the day before the usual departure (08:00 in Mexico City on 2 March); each ride's
// records are sent while it happens (duringRide).
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

const { post, get, offer, request, book, move, company } = tripsCalls(() => app);

async function confirmedBooking(driver: Headers, passenger: Headers, departureAt = departure) {
  const offerId = await offer(driver, { departureAt });
  const requestId = await request(passenger, { departureAt });
  const booked = await book(passenger, requestId, offerId);
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data.bookingId as string;
  expect((await move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  return bookingId;
}

const proof = (headers: Headers, bookingId: string, body: object) => post(headers, `/api/trips/bookings/${bookingId}/proofs`, body);
const located = (point: typeof home) => ({ latitude: point.latitude, longitude: point.longitude });

/** The caller's ride of `bookingId`, upcoming or past, as the app lists it. */
async function rideOf(headers: Headers, bookingId: string): Promise<MyRide> {
  const response = await get(headers, '/api/trips/me/rides');
  expect(response.statusCode, response.body).toBe(200);
  const { upcoming, past } = response.json() as { upcoming: MyRide[]; past: MyRide[] };
  return [...upcoming, ...past].find((ride) => ride.bookings.some((booking) => booking.bookingId === bookingId))!;
}

describe('the day of a ride', () => {
  it('records a proof without a position (class A) and one with it; both phones placed make class C, and the rides list says who recorded what', async () => {
    const { driver, passenger } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    await duringRide(clock, minutesAfter(departure, 2), async () => {
      // The passenger refused the location: the pickup is recorded all the same, and proves no place.
      const unplaced = await proof(passenger, bookingId, { kind: 'pickup', recordedAt: minutesAfter(departure, 1) });
      expect(unplaced.statusCode, unplaced.body).toBe(201);
      expect(unplaced.json().data.leg.proofClass).toBe('A');
      expect((await proof(passenger, bookingId, { kind: 'pickup', latitude: home.latitude, recordedAt: departure })).statusCode).toBe(400);
    });
    await duringRide(clock, minutesAfter(departure, 30), async () => {
      expect((await proof(driver, bookingId, { kind: 'pickup', ...located(home), recordedAt: minutesAfter(departure, 1) })).statusCode).toBe(201);
      const driverDrop = await proof(driver, bookingId, { kind: 'drop', ...located(office), recordedAt: minutesAfter(departure, 25) });
      expect(driverDrop.json().data.leg.proofClass).toBe('B');
      const passengerPickup = await proof(passenger, bookingId, { kind: 'pickup', ...located(home), recordedAt: minutesAfter(departure, 1) });
      expect(passengerPickup.json().data.leg.proofClass).toBe('B');
      const passengerDrop = await proof(passenger, bookingId, { kind: 'drop', ...located(office), recordedAt: minutesAfter(departure, 25) });
      expect(passengerDrop.json().data.leg.proofClass).toBe('C');
      const mine = await rideOf(passenger, bookingId);
      expect(mine).toMatchObject({ role: 'passenger', status: 'CONFIRMED', proofClass: 'C' });
      expect(mine.bookings).toEqual([{ bookingId, status: 'CONFIRMED', passengerFirstNames: expect.any(String), proofs: expect.any(Array) }]);
      // Oldest first by the phones' times: the pickups, then the drops (those of one minute in any order).
      const proofs = mine.bookings[0]!.proofs;
      expect(proofs.slice(3)).toEqual(
        expect.arrayContaining([
          { kind: 'drop', by: 'driver', located: true, atItsPoint: true },
          { kind: 'drop', by: 'passenger', located: true, atItsPoint: true },
        ]),
      );
      expect(proofs.slice(0, 3)).toEqual(
        expect.arrayContaining([
          { kind: 'pickup', by: 'passenger', located: false, atItsPoint: false },
          { kind: 'pickup', by: 'driver', located: true, atItsPoint: true },
          { kind: 'pickup', by: 'passenger', located: true, atItsPoint: true },
        ]),
      );
      expect((await rideOf(driver, bookingId)).bookings[0]!.proofs).toHaveLength(5);
    });
  });

  it('answers a proof sent again under its idempotency key as the first, and writes nothing more', async () => {
    const { driver, passenger } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    const idempotencyKey = randomUUID();
    await duringRide(clock, minutesAfter(departure, 5), async () => {
      const body = { kind: 'pickup', ...located(home), recordedAt: minutesAfter(departure, 1), idempotencyKey };
      const first = await proof(passenger, bookingId, body);
      expect(first.statusCode, first.body).toBe(201);
      const again = await proof(passenger, bookingId, body);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().data).toEqual(first.json().data);
      const twice = await Promise.all([proof(passenger, bookingId, body), proof(passenger, bookingId, body)]);
      expect(twice.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect((await rideOf(passenger, bookingId)).bookings[0]!.proofs).toEqual([{ kind: 'pickup', by: 'passenger', located: true, atItsPoint: true }]);
      // Another key is another proof.
      expect((await proof(passenger, bookingId, { ...body, idempotencyKey: randomUUID() })).statusCode).toBe(201);
      expect((await rideOf(passenger, bookingId)).bookings[0]!.proofs).toHaveLength(2);
    });
  });

  it('flags a proof kept on the phone for more than 24 hours: lateness is judged by when the service receives it', async () => {
    const { driver, passenger } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    await duringRide(clock, minutesAfter(departure, 40), async () => {
      expect((await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(200);
      expect((await move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
    });
    // Recorded offline a minute after the pickup, sent 25 hours later.
    await duringRide(clock, minutesAfter(departure, 25 * 60), async () => {
      const late = await proof(passenger, bookingId, { kind: 'pickup', recordedAt: minutesAfter(departure, 1), idempotencyKey: randomUUID() });
      expect(late.statusCode, late.body).toBe(201);
      expect(late.json().data.leg.flags.map((flag: { reason: string }) => flag.reason)).toEqual(['lateData']);
      expect(await rideOf(passenger, bookingId)).toMatchObject({ counts: false, reasons: ['lateData'] });
    });
  });

  it('lets either party say a ride marked done did not happen (cancelled, out of the figures), but not once the passenger confirmed it', async () => {
    const { driver, passenger } = await company();
    const disputed = await confirmedBooking(driver, passenger);
    const confirmedLater = minutesAfter(departure, 120);
    const agreed = await confirmedBooking(driver, passenger, confirmedLater);
    await duringRide(clock, minutesAfter(departure, 200), async () => {
      expect((await move(driver, disputed, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(200);
      const dispute = await move(passenger, disputed, { status: 'CANCELLED' });
      expect(dispute.statusCode, dispute.body).toBe(200);
      expect(dispute.json().data).toMatchObject({ status: 'CANCELLED', leg: { countsInFigures: false } });
      expect((await move(passenger, disputed, { status: 'VALIDATED' })).statusCode).toBe(409);
      expect((await move(driver, agreed, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(200);
      expect((await move(passenger, agreed, { status: 'VALIDATED' })).statusCode).toBe(200);
      const late = await move({ ...driver, 'accept-language': 'en' }, agreed, { status: 'CANCELLED' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('A booking in status VALIDATED cannot move to CANCELLED');
    });
    clock.set(new Date('2026-03-03T12:00:00Z'));
    expect(await rideOf(passenger, disputed)).toMatchObject({ status: 'CANCELLED', counts: false, reasons: ['cancelled'] });
    expect(await rideOf(passenger, agreed)).toMatchObject({ status: 'VALIDATED', counts: true, reasons: [] });
    clock.set(new Date('2026-03-01T12:00:00Z'));
  });
});
