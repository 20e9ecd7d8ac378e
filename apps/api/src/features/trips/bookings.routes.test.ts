import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyRide } from '@rumbo/contract';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { departure, duringRide, home, minutesAfter, north, office, tripsCalls, type Headers } from '../../testing/trips.js';
import { reportDaysTable } from '../reports/reports.table.js';

// Bookings through the standard's statuses, the proof classes their legs earn and the fraud rules that
// flag them. The clock reads an hour after the usual departure (08:00 in Mexico City, 14:00 UTC on
// 2 March): its rides are proven and completed as they happen.
const { clock, app } = clockedTestApp(new Date('2026-03-02T15:00:00Z'));

const { post, patch, get, offer, request, book, move, company } = tripsCalls(() => app);

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

  it('refuses km driven below the straight line between the offer’s ends, or 0 (400), and keeps the trip open', async () => {
    const { driver, passenger } = await company();
    // Home to office is 4.4 km in a straight line: no car drives them in less.
    const bookingId = await confirmedBooking(driver, passenger);
    const english = { ...driver, 'accept-language': 'en' };
    const short = await move(english, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 4.2 });
    expect(short.statusCode).toBe(400);
    const message = 'The vehicle’s kilometres cannot be fewer than the straight line between the trip’s origin and destination (4.4 km)';
    expect(short.json()).toEqual({ success: false, message, errors: [{ field: 'vehicleKm', message }] });
    const none = await move(english, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'vehicleKm', message: expect.any(String) }]);
    expect((await get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.status).toBe('CONFIRMED');
    const done = await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 4.5 });
    expect(done.statusCode, done.body).toBe(200);
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
    // The rider's app reads each step as the class counted it: the drop 1.5 km away proved nothing.
    const rides = (await get(passenger, '/api/trips/me/rides')).json() as { upcoming: MyRide[]; past: MyRide[] };
    const proofs = [...rides.upcoming, ...rides.past].find((ride) => ride.rideId === bookingId)!.bookings[0]!.proofs;
    expect(proofs.filter((step) => step.kind === 'pickup').map((step) => step.atItsPoint)).toEqual([true, true]);
    // Both drops carry the same time: their order is not this test's subject.
    const drops = proofs.filter((step) => step.kind === 'drop' && step.by === 'passenger').map((step) => `${step.located}/${step.atItsPoint}`);
    expect(drops.sort()).toEqual(['true/false', 'true/true']);
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
    const bookings: string[] = [];
    for (const time of times) bookings.push(await confirmedBooking(driver, passenger, { offer: { departureAt: time }, request: { departureAt: time } }));
    const flagsOf = async (bookingId: string) => (await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' })).json().data.leg.flags.map((flag: { reason: string }) => flag.reason);
    // Completed once the last of them is done (06:00 UTC on 3 March), within a day of the first.
    await duringRide(clock, '2026-03-03T06:00:00Z', async () => {
      expect(await flagsOf(bookings[2]!)).toEqual([]);
      expect(await flagsOf(bookings[3]!)).toEqual(['tooManyTripsInADay']);
    });
  });

  describe('in any order of entry', () => {
    // Four rides of one driver on Monday 2 March in Mexico City, each entered whole (confirmed,
    // completed, validated) at the moment given: the fourth of the day is flagged however they come.
    const times = ['2026-03-02T07:00:00-06:00', '2026-03-02T09:00:00-06:00', '2026-03-02T13:00:00-06:00', '2026-03-02T17:00:00-06:00'];
    type Entry = { departureAt: string; enteredAt: string; passenger: Headers };
    const inOrder = (passengers: Headers[]): Entry[] => times.map((time, index) => ({ departureAt: time, enteredAt: minutesAfter(time, 30), passenger: passengers[index]! }));
    // The day's earliest ride entered last, that evening: within a day of its departure, so not late.
    const earliestLast = (passengers: Headers[]): Entry[] => {
      const [earliest, ...others] = inOrder(passengers);
      return [...others, { ...earliest!, enteredAt: '2026-03-02T18:00:00-06:00' }];
    };

    /** Enters the rides one by one; answers each ride's flags by its departure. */
    async function enterRides(driver: Headers, entries: Entry[]) {
      const bookings: [string, string, Headers][] = [];
      for (const { departureAt, enteredAt, passenger } of entries) {
        await duringRide(clock, enteredAt, async () => {
          const bookingId = await confirmedBooking(driver, passenger, { offer: { departureAt }, request: { departureAt } });
          expect((await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(200);
          expect((await move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
          bookings.push([departureAt, bookingId, passenger]);
        });
      }
      const flags: Record<string, string[]> = {};
      for (const [departureAt, bookingId, passenger] of bookings) {
        flags[departureAt] = (await get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.leg.flags.map((flag: { reason: string }) => flag.reason);
      }
      return flags;
    }

    const fourthFlagged = Object.fromEntries(times.map((time, index) => [time, index === 3 ? ['tooManyTripsInADay'] : []]));

    it('flags the fourth trip of the day when they come in order', async () => {
      const { driver, passenger } = await company();
      expect(await enterRides(driver, inOrder(Array(4).fill(passenger)))).toEqual(fourthFlagged);
    });

    it('flags the same fourth trip when the day’s earliest is completed last', async () => {
      const { driver, passenger } = await company();
      expect(await enterRides(driver, earliestLast(Array(4).fill(passenger)))).toEqual(fourthFlagged);
    });

    it('rewrites the day’s figures of the company whose leg a later entry flagged', async () => {
      // The fourth ride carries a passenger of another company; the others, a colleague of the driver.
      const { admin, driver, passenger } = await company();
      const other = await signUpAndLogIn(app);
      for (const headers of [admin.headers, other.headers]) {
        expect((await patch(headers, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } })).statusCode).toBe(200);
      }
      const guest = (await createEmployeeWhoCanLogIn(app, other.headers)).headers as Headers;
      const flags = await enterRides(driver, earliestLast([passenger, passenger, passenger, guest]));
      expect(flags[times[3]!]).toEqual(['tooManyTripsInADay']);
      const dayOf = async (enterpriseId: string) => {
        const [day] = await app.db
          .select({ legs: reportDaysTable.legs, legsAll: reportDaysTable.legsAll, legsFlagged: reportDaysTable.legsFlagged })
          .from(reportDaysTable)
          .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, '2026-03-02')));
        return day;
      };
      // The other company's day: its one leg flagged, none counting; the driver's: three counting.
      expect(await dayOf(other.user.enterpriseId)).toEqual({ legs: 0, legsAll: 1, legsFlagged: 1 });
      expect(await dayOf(admin.user.enterpriseId)).toEqual({ legs: 3, legsAll: 3, legsFlagged: 0 });
    });
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

  it('judges late data by when the service received it: a phone sending a recent time two days after the trip is flagged', async () => {
    const { driver, passenger } = await company();
    const twoDaysAgo = new Date(clock.now().getTime() - 48 * 3600_000).toISOString();
    const bookingId = await confirmedBooking(driver, passenger, { offer: { departureAt: twoDaysAgo }, request: { departureAt: twoDaysAgo } });
    const aMinuteAgo = minutesAfter(clock.now().toISOString(), -1);
    const proof = await post(passenger, `/api/trips/bookings/${bookingId}/proofs`, at(home, 'pickup', aMinuteAgo));
    expect(proof.statusCode, proof.body).toBe(201);
    expect(proof.json().data.leg.flags.map((flag: { reason: string }) => flag.reason)).toEqual(['lateData']);
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

describe('the trip’s own time', () => {
  const at = (point: typeof home, kind: 'pickup' | 'drop', recordedAt: string) => ({ kind, latitude: point.latitude, longitude: point.longitude, recordedAt });
  const english = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });
  const outsideTrip = { field: 'recordedAt', message: 'The proof’s time must lie between 2 hours before the trip’s departure and the moment it is sent' };

  it('refuses to prove or complete a trip three days ahead (400), so it can never be validated', async () => {
    const { driver, passenger } = await company();
    const ahead = '2026-03-05T08:00:00-06:00';
    const bookingId = await confirmedBooking(driver, passenger, { offer: { departureAt: ahead }, request: { departureAt: ahead } });
    for (const headers of [passenger, driver]) {
      const proof = await post(english(headers), `/api/trips/bookings/${bookingId}/proofs`, at(home, 'pickup', ahead));
      expect(proof.statusCode).toBe(400);
      expect(proof.json()).toEqual({ success: false, message: outsideTrip.message, errors: [outsideTrip] });
    }
    const completed = await move(english(driver), bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 6 });
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toEqual({ success: false, message: 'A trip can be marked done from 2 hours before its departure' });
    expect((await move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(409);
    const booking = (await get(passenger, `/api/trips/bookings/${bookingId}`)).json().data;
    expect(booking).toMatchObject({ status: 'CONFIRMED', leg: { proofClass: 'A', countsInFigures: false } });
  });

  it('takes a proof’s time from 2 hours before the departure up to 5 minutes past its arrival at the service', async () => {
    const { passenger, driver } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    const proof = (recordedAt: string) => post(english(passenger), `/api/trips/bookings/${bookingId}/proofs`, at(home, 'pickup', recordedAt));
    const now = clock.now().toISOString();
    expect((await proof(minutesAfter(departure, -121))).json().errors).toEqual([outsideTrip]);
    expect((await proof(minutesAfter(now, 6))).json().errors).toEqual([outsideTrip]);
    expect((await proof(minutesAfter(departure, -120))).statusCode).toBe(201);
    expect((await proof(minutesAfter(now, 5))).statusCode).toBe(201);
  });

  it('answers 400 for the years 0001 and 9999 in the schema, as the app’s own check would, storing nothing', async () => {
    const { admin, passenger, driver } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    const invalid = { field: 'recordedAt', message: 'Write a date and time with its offset, such as 2026-03-02T08:00:00-06:00' };
    for (const recordedAt of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:00Z']) {
      const proof = await post(english(passenger), `/api/trips/bookings/${bookingId}/proofs`, at(home, 'pickup', recordedAt));
      expect(proof.statusCode).toBe(400);
      expect(proof.json()).toEqual({ success: false, message: 'Please check the data you sent', errors: [invalid] });
    }
    const offered = await post(english(driver), '/api/trips/offers', { origin: home, destination: office, departureAt: '0001-03-02T08:00:00-06:00', seats: 3 });
    expect(offered.json().errors).toEqual([{ ...invalid, field: 'departureAt' }]);
    const tripId = (await get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.leg.tripId;
    expect((await get(admin.headers, `/api/trips/company/${tripId}`)).json().data.legs[0].proofEvents).toEqual([]);
  });

  it('refuses a completion that would arrive before the pickup a phone reported, and a pickup after the arrival', async () => {
    const { driver, passenger } = await company();
    const bookingId = await confirmedBooking(driver, passenger);
    // The phone's clock runs 4 minutes ahead: its pickup is later than the service's now.
    const ahead = minutesAfter(clock.now().toISOString(), 4);
    expect((await post(passenger, `/api/trips/bookings/${bookingId}/proofs`, at(home, 'pickup', ahead))).statusCode).toBe(201);
    const early = await move(english(driver), bookingId, { status: 'COMPLETED_PENDING_VALIDATION' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ success: false, message: 'The trip cannot arrive before it left: its pickup was recorded later' });
    await duringRide(clock, minutesAfter(ahead, 20), async () => {
      expect((await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(200);
    });

    // Completed first, with no pickup yet: a pickup said to come after that arrival is refused.
    const later = minutesAfter(departure, 40);
    const second = await confirmedBooking(driver, passenger, { offer: { departureAt: later }, request: { departureAt: later } });
    await duringRide(clock, minutesAfter(later, 30), async () => {
      expect((await move(driver, second, { status: 'COMPLETED_PENDING_VALIDATION' })).statusCode).toBe(200);
      const pickup = await post(english(passenger), `/api/trips/bookings/${second}/proofs`, at(home, 'pickup', minutesAfter(later, 33)));
      expect(pickup.statusCode).toBe(400);
      expect(pickup.json().message).toBe('The trip cannot arrive before it left: its pickup was recorded later');
    });
  });
});
