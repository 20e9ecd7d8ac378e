import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchDay } from '@rumbo/contract';
import { readMails, waitForMail } from '../../testing/build-test-app.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { asDriver, asPassenger, commuteCalls, weekdays } from '../../testing/commutes.js';
import { tripsCalls, type Headers } from '../../testing/trips.js';
import { mailOutboxTable } from '../mail/mail.table.js';
import { journeysTable } from '../trips/trips.table.js';

// Sunday 1 March 2026, 06:00 in Mexico City: the coming weekdays start on Monday the 2nd.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));
const calls = tripsCalls(() => app);

const { put, commuteOf, matchesOf, noticesOf, openJourneys, companyWithOffice } = commuteCalls(() => app);

describe('my commute', () => {
  it('cannot be saved before the company places its office, and says what to do', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Sin Oficina' });
    const read = await commuteOf(admin.headers as Headers);
    expect(read).toMatchObject({ commute: null, work: null, timeZone: 'America/Mexico_City' });
    const refused = await put(admin.headers as Headers, asDriver, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ask an administrator/);
    expect(await openJourneys(admin.headers as Headers, 'offers')).toEqual([]);
  });

  it('refuses a commute that leaves work before arriving, or a driver without seats, in the request’s language', async () => {
    const { driver } = await companyWithOffice('Horarios Raros');
    const backwards = await put(driver, { ...asDriver, arriveAt: '18:00', leaveAt: '09:00' }, 'de');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({ field: 'leaveAt', message: 'Sie müssen die Arbeit nach Ihrer Ankunft verlassen' });
    const seatless = await put(driver, { ...asDriver, seats: null });
    expect(seatless.json().errors).toContainEqual({ field: 'seats', message: 'Los asientos ofrecidos van de 1 a 8' });
  });

  it('writes regular journeys both ways, and saved twice leaves one set of them', async () => {
    const { driver } = await companyWithOffice('Dos Veces');
    const first = await put(driver, { ...asDriver, role: 'both' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Trayecto guardado: tus viajes habituales están listos', data: { keptBookings: 0, cancelledBookings: 0 } });
    expect((await put(driver, { ...asDriver, role: 'both', arriveAt: '08:30' })).statusCode).toBe(200);

    const offers = await openJourneys(driver, 'offers');
    const requests = await openJourneys(driver, 'requests');
    for (const journeys of [offers, requests]) {
      expect(journeys).toHaveLength(2);
      expect(journeys.map((journey) => journey.weekdays)).toEqual([weekdays, weekdays]);
      expect(journeys.map((journey) => `${journey.origin.label} → ${journey.destination.label}`).sort()).toEqual([
        'Casa de Roberto, Coyoacán → Paseo de la Reforma 222, CDMX',
        'Paseo de la Reforma 222, CDMX → Casa de Roberto, Coyoacán',
      ]);
    }
    // Monday 2 March: the straight 4.5 km at 30 km/h take 10 minutes, so he leaves home at 08:20 to arrive at 08:30, and work at 18:00.
    expect(offers.map((journey) => journey.departureAt).sort()).toEqual(['2026-03-02T14:20:00.000Z', '2026-03-03T00:00:00.000Z']);
    expect((await commuteOf(driver)).commute).toMatchObject({ arriveAt: '08:30', leaveAt: '18:00', role: 'both', seats: 3, weekdays });
  });
});

describe('my commute and the same-gender rule', () => {
  const turnSameGender = async (headers: Headers, on: boolean) =>
    expect((await app.inject({ method: 'PATCH', url: '/api/enterpriseConfigure/trips-rules', headers, payload: { rules: { sameGenderOnRequest: on } } })).statusCode).toBe(200);

  it('lets a passenger ask for a driver of their own gender only where the company offers it, with their gender said', async () => {
    const { driver: admin, passenger } = await companyWithOffice('Mismo Género');
    expect((await commuteOf(passenger)).sameGenderOffered).toBe(false);
    const notOffered = await put(passenger, { ...asPassenger, gender: 'female', sameGenderDriver: true });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().message).toBe('Tu empresa no ofrece pedir un conductor del mismo género');
    expect(await openJourneys(passenger, 'requests')).toEqual([]);

    await turnSameGender(admin, true);
    expect((await commuteOf(passenger)).sameGenderOffered).toBe(true);
    const genderless = await put(passenger, { ...asPassenger, sameGenderDriver: true });
    expect(genderless.statusCode).toBe(400);
    expect(genderless.json().errors).toContainEqual({ field: 'gender', message: 'Indica tu género para pedir un conductor del mismo género' });

    expect((await put(passenger, { ...asPassenger, gender: 'female', sameGenderDriver: true })).statusCode).toBe(200);
    expect((await commuteOf(passenger)).commute).toMatchObject({ gender: 'female', sameGenderDriver: true });
    const requests = await openJourneys(passenger, 'requests');
    expect(requests.map((request) => request.sameGenderDriver)).toEqual([true, true]);
  });

  it('matches such a passenger only with drivers who said the same gender on their commute', async () => {
    const { driver: admin, passenger } = await companyWithOffice('Solo Conductoras');
    await turnSameGender(admin, true);
    expect((await put(admin, { ...asDriver, gender: 'male' })).statusCode).toBe(200);
    expect((await put(passenger, { ...asPassenger, gender: 'female', sameGenderDriver: true })).statusCode).toBe(200);
    expect((await matchesOf(passenger))[0]!.rides).toEqual([]);

    // The driver says she is a woman: the same commute, now found.
    expect((await put(admin, { ...asDriver, gender: 'female' })).statusCode).toBe(200);
    expect((await matchesOf(passenger))[0]!.rides).toMatchObject([{ driverFirstNames: 'Roberto' }]);
    // Without the ask, any driver fits.
    expect((await put(admin, { ...asDriver, gender: null })).statusCode).toBe(200);
    expect((await matchesOf(passenger))[0]!.rides).toEqual([]);
    expect((await put(passenger, { ...asPassenger, gender: 'female' })).statusCode).toBe(200);
    expect((await matchesOf(passenger))[0]!.rides).toHaveLength(1);
  });

  it('ignores the ask for a driver: a driver has no driver to choose', async () => {
    const { driver } = await companyWithOffice('Solo Maneja');
    const saved = await put(driver, { ...asDriver, gender: 'male', sameGenderDriver: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.commute).toMatchObject({ gender: 'male', sameGenderDriver: false });
  });
});

describe('matches, booking and its notices', () => {
  it('finds the driver’s regular ride for each coming weekday, books it, and tells each side in their language', async () => {
    const { admin, driver, passenger, passengerEmail } = await companyWithOffice('Viajes Juntos');
    expect((await calls.patch(passenger, '/api/user/configure', { language: 'en' })).statusCode).toBe(200);
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);

    const days = await matchesOf(passenger);
    // Both ways on each of the five weekdays from Monday 2 to Friday 6 March (Saturday the 7th is no commute day).
    expect(days.map((day) => day.date)).toEqual(['2026-03-02', '2026-03-02', '2026-03-03', '2026-03-03', '2026-03-04', '2026-03-04', '2026-03-05', '2026-03-05', '2026-03-06', '2026-03-06']);
    const monday = days[0]!;
    expect(monday.rides).toHaveLength(1);
    expect(monday.rides[0]).toMatchObject({ driverFirstNames: 'Roberto', seatsLeft: 3, booking: null });
    expect(monday.rides[0]!.pickupDistanceKm).toBeCloseTo(0.3, 2);

    const booked = await calls.post(passenger, '/api/trips/bookings', { requestId: monday.requestId, offerId: monday.rides[0]!.offerId, date: monday.date });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().data.bookingId as string;
    expect((await matchesOf(passenger))[0]!.rides[0]!.booking).toEqual({ bookingId, status: 'WAITING_CONFIRMATION' });

    // The driver reads the request in the app, and is told in Spanish, his language.
    const waiting = (await calls.get(driver, '/api/trips/me/booking-requests')).json().data;
    expect(waiting).toEqual([{ bookingId, departureAt: monday.departureAt, passengerFirstNames: 'Paola', pickup: 'Casa de Paola', drop: 'Paseo de la Reforma 222, CDMX' }]);
    const driverNotices = await noticesOf(driver);
    expect(driverNotices.notifications[0]).toMatchObject({ kind: 'ride_requested', readAt: null, details: { person: 'Paola', from: 'Casa de Paola' } });
    const requestMail = await waitForMail(app, admin.company.email, { subject: /quiere viajar contigo/ });
    expect(requestMail.subject).toBe('Paola quiere viajar contigo');
    expect(requestMail.text).toContain('el 02/03/2026');
    expect(requestMail.links).toEqual(['http://rumbo.test/app/search']);

    expect((await calls.move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
    expect((await calls.get(driver, '/api/trips/me/booking-requests')).json().data).toEqual([]);
    const passengerNotices = await noticesOf(passenger);
    expect(passengerNotices.unread).toBe(1);
    expect(passengerNotices.notifications[0]).toMatchObject({ kind: 'ride_confirmed', details: { person: 'Roberto' } });
    const confirmedMail = await waitForMail(app, passengerEmail, { subject: /confirmed your ride/ });
    expect(confirmedMail.subject).toBe('Roberto confirmed your ride');
    expect((await matchesOf(passenger))[0]!.rides[0]!.booking).toEqual({ bookingId, status: 'CONFIRMED' });

    // Saved again, her commute keeps the booking already made, and says so.
    const again = await put(passenger, asPassenger);
    expect(again.json()).toMatchObject({ message: 'Trayecto guardado: tus viajes habituales están listos. Reservas ya hechas que se mantienen como estaban: 1', data: { keptBookings: 1, cancelledBookings: 0 } });
    expect((await calls.get(passenger, `/api/trips/bookings/${bookingId}`)).json().data.status).toBe('CONFIRMED');
    // Her new request finds that ride with her seat on it, and cannot take a second one.
    const mondayAgain = (await matchesOf(passenger)).find((day) => day.date === monday.date && day.departureAt === monday.departureAt)!;
    expect(mondayAgain.requestId).not.toBe(monday.requestId);
    expect(mondayAgain.rides[0]!.booking).toEqual({ bookingId, status: 'CONFIRMED' });
    const twice = await calls.post(passenger, '/api/trips/bookings', { requestId: mondayAgain.requestId, offerId: mondayAgain.rides[0]!.offerId, date: mondayAgain.date });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya tienes un lugar en este viaje');
  });

  it('tells of a decline and a cancellation, and mails them only to someone who keeps ride mails on', async () => {
    const { driver, passenger, passengerEmail } = await companyWithOffice('Avisos Medidos');
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);
    const [monday, , tuesday] = await matchesOf(passenger);
    const book = async (day: MatchDay) => (await calls.post(passenger, '/api/trips/bookings', { requestId: day.requestId, offerId: day.rides[0]!.offerId, date: day.date })).json().data.bookingId as string;

    const declined = await book(monday!);
    expect((await calls.move(driver, declined, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect((await noticesOf(passenger)).notifications).toMatchObject([{ kind: 'ride_declined', details: { person: 'Roberto' } }]);
    expect((await waitForMail(app, passengerEmail, { subject: /no puede llevarte/ })).subject).toBe('Roberto no puede llevarte');

    expect((await calls.patch(passenger, '/api/user/configure', { rideMails: false })).statusCode).toBe(200);
    const cancelled = await book(tuesday!);
    expect((await calls.move(driver, cancelled, { status: 'CONFIRMED' })).statusCode).toBe(200);
    expect((await calls.move(driver, cancelled, { status: 'CANCELLED' })).statusCode).toBe(200);
    const { notifications, unread } = await noticesOf(passenger);
    // The clock stands still: the three share one instant, so their order is not this test's subject.
    expect(notifications.map((notice) => notice.kind).sort()).toEqual(['ride_cancelled', 'ride_confirmed', 'ride_declined']);
    expect(unread).toBe(3);
    // A mail waits in the outbox until sent: with none there and none sent, none can ever go.
    const waitingMail = await app.db.select({ message: mailOutboxTable.message }).from(mailOutboxTable);
    const rideMail = /canceló|confirmó/;
    expect(waitingMail.filter(({ message }) => message.to === passengerEmail && rideMail.test(message.subject))).toEqual([]);
    expect((await readMails(app, passengerEmail)).filter((mail) => rideMail.test(mail.subject))).toEqual([]);

    // Marked read one, then all.
    const marked = await calls.patch(passenger, `/api/notifications/${notifications.find((notice) => notice.kind === 'ride_cancelled')!.id}/read`, {});
    expect(marked.statusCode).toBe(200);
    expect((await noticesOf(passenger)).unread).toBe(2);
    expect((await calls.patch(passenger, '/api/notifications/read', {})).json().data).toEqual({ marked: 2 });
    expect((await noticesOf(passenger)).unread).toBe(0);
  });

  it('cancels a booking still waiting on a ride its driver withdrew by saying his commute again, tells her, and keeps the confirmed one', async () => {
    const { driver, passenger } = await companyWithOffice('Trayecto Nuevo');
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);
    const [monday, , tuesday] = await matchesOf(passenger);
    const book = async (day: MatchDay) => (await calls.post(passenger, '/api/trips/bookings', { requestId: day.requestId, offerId: day.rides[0]!.offerId, date: day.date })).json().data.bookingId as string;
    const confirmed = await book(monday!);
    expect((await calls.move(driver, confirmed, { status: 'CONFIRMED' })).statusCode).toBe(200);
    const waiting = await book(tuesday!);

    // He leaves home ten minutes later now: his old offers close, with them the request he never answered.
    const again = await put(driver, { ...asDriver, arriveAt: '09:10' });
    expect(again.json()).toMatchObject({
      message:
        'Trayecto guardado: tus viajes habituales están listos. Reservas ya hechas que se mantienen como estaban: 1. Solicitudes sin responder que se cancelaron con tus viajes anteriores (avisamos a cada pasajero): 1',
      data: { keptBookings: 1, cancelledBookings: 1 },
    });
    expect((await calls.get(passenger, `/api/trips/bookings/${waiting}`)).json().data.status).toBe('CANCELLED');
    expect((await calls.get(passenger, `/api/trips/bookings/${confirmed}`)).json().data.status).toBe('CONFIRMED');
    expect((await calls.get(driver, '/api/trips/me/booking-requests')).json().data).toEqual([]);
    const told = (await noticesOf(passenger)).notifications.filter((notice) => notice.kind === 'ride_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ details: { person: 'Roberto', departureAt: tuesday!.departureAt } });

    // Her rides say it is cancelled and why; the confirmed one goes on.
    const rides = (await calls.get(passenger, '/api/trips/me/rides')).json() as { upcoming: { rideId: string; status: string; reasons: string[] }[] };
    expect(rides.upcoming.find((ride) => ride.rideId === waiting)).toMatchObject({ status: 'CANCELLED', reasons: ['offerWithdrawn'] });
    expect(rides.upcoming.find((ride) => ride.rideId === confirmed)).toMatchObject({ status: 'CONFIRMED', reasons: [] });
    // That Tuesday is searched again: his new ride is there to book.
    const tuesdayAgain = (await matchesOf(passenger)).find((day) => day.date === tuesday!.date && day.requestId === tuesday!.requestId)!;
    expect(tuesdayAgain.rides).toHaveLength(1);
    expect(tuesdayAgain.rides[0]).toMatchObject({ driverFirstNames: 'Roberto', booking: null });
    expect(tuesdayAgain.rides[0]!.offerId).not.toBe(tuesday!.rides[0]!.offerId);
  });

  it('keeps one car when the driver says his commute again at the same times: a confirmed ride becomes his new offer’s ride of its day, its seats counted', async () => {
    const { admin, driver, passenger } = await companyWithOffice('Un Solo Coche');
    const andrea = (await createEmployeeWhoCanLogIn(app, admin.headers, { firstNames: 'Andrea', lastNames: 'Soto' })).headers as Headers;
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);
    expect((await put(andrea, asPassenger)).statusCode).toBe(200);
    const [monday] = await matchesOf(passenger);
    const paola = (await calls.post(passenger, '/api/trips/bookings', { requestId: monday!.requestId, offerId: monday!.rides[0]!.offerId, date: monday!.date })).json().data.bookingId as string;
    expect((await calls.move(driver, paola, { status: 'CONFIRMED' })).statusCode).toBe(200);

    // Two seats now, the same times: Paola's ride that Monday is his new offer's, with one seat left.
    expect((await put(driver, { ...asDriver, seats: 2 })).json().data).toMatchObject({ keptBookings: 1, cancelledBookings: 0 });
    const mondayForAndrea = (await matchesOf(andrea))[0]!;
    expect(mondayForAndrea.date).toBe(monday!.date);
    expect(mondayForAndrea.rides).toHaveLength(1);
    expect(mondayForAndrea.rides[0]).toMatchObject({ seatsLeft: 1 });
    expect(mondayForAndrea.rides[0]!.offerId).not.toBe(monday!.rides[0]!.offerId);
    const booked = await calls.post(andrea, '/api/trips/bookings', { requestId: mondayForAndrea.requestId, offerId: mondayForAndrea.rides[0]!.offerId, date: mondayForAndrea.date });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await calls.move(driver, booked.json().data.bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);

    // One car that morning, with both.
    const rides = (await calls.get(driver, '/api/trips/me/rides')).json().upcoming as { departureAt: string; companions: string[] }[];
    const thatMorning = rides.filter((ride) => ride.departureAt === monday!.rides[0]!.departureAt);
    expect(thatMorning).toHaveLength(1);
    expect([...thatMorning[0]!.companions].sort()).toEqual(['Andrea', 'Paola']);
    expect((await calls.get(passenger, `/api/trips/bookings/${paola}`)).json().data.status).toBe('CONFIRMED');
  });

  it('shows a ride done and confirmed ahead of its time as hers in the search, never bookable again', async () => {
    const { driver, passenger } = await companyWithOffice('Ya Llegamos');
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);
    const [monday] = await matchesOf(passenger);
    const ride = monday!.rides[0]!;
    const bookingId = (await calls.post(passenger, '/api/trips/bookings', { requestId: monday!.requestId, offerId: ride.offerId, date: monday!.date })).json().data.bookingId as string;
    expect((await calls.move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
    const before = clock.now();
    // Half an hour before the planned time, the car is already there: done, and confirmed by her.
    clock.set(new Date(new Date(ride.departureAt).getTime() - 30 * 60_000));
    try {
      expect((await calls.move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 11 })).statusCode).toBe(200);
      expect((await calls.move(passenger, bookingId, { status: 'VALIDATED' })).statusCode).toBe(200);
      const thatDay = (await matchesOf(passenger)).find((day) => day.requestId === monday!.requestId && day.date === monday!.date)!;
      expect(thatDay.rides[0]!.booking).toEqual({ bookingId, status: 'VALIDATED' });
    } finally {
      clock.set(before);
    }
  });

  it('refuses a ride that has already left, with its reason in words', async () => {
    const { driver, passenger } = await companyWithOffice('Tarde');
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);
    const [monday] = await matchesOf(passenger);
    const before = clock.now();
    clock.set(new Date(new Date(monday!.rides[0]!.departureAt).getTime() + 60_000));
    try {
      const late = await calls.post(passenger, '/api/trips/bookings', { requestId: monday!.requestId, offerId: monday!.rides[0]!.offerId, date: monday!.date });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Este viaje ya salió: elige uno que aún no haya salido');
      // And the matches no longer offer the day that has begun.
      expect((await matchesOf(passenger)).filter((day) => day.requestId === monday!.requestId && day.date === monday!.date)).toEqual([]);
    } finally {
      clock.set(before);
    }
  });
});

describe('one person’s own data', () => {
  it('another company’s person sees none of it and changes nothing', async () => {
    const { driver, passenger } = await companyWithOffice('Propios');
    const stranger = await companyWithOffice('Ajenos');
    expect((await put(driver, asDriver)).statusCode).toBe(200);
    expect((await put(passenger, asPassenger)).statusCode).toBe(200);
    const [monday] = await matchesOf(passenger);
    const bookingId = (await calls.post(passenger, '/api/trips/bookings', { requestId: monday!.requestId, offerId: monday!.rides[0]!.offerId, date: monday!.date })).json().data.bookingId as string;
    const [notice] = (await noticesOf(driver)).notifications;

    // The other company's passenger, whose home is the same, finds no ride of another company (its rules allow none).
    expect((await put(stranger.passenger, asPassenger)).statusCode).toBe(200);
    expect((await matchesOf(stranger.passenger)).every((day) => day.rides.length === 0)).toBe(true);
    expect((await commuteOf(stranger.driver)).commute).toBeNull();
    expect((await calls.get(stranger.driver, '/api/trips/me/booking-requests')).json().data).toEqual([]);
    expect((await noticesOf(stranger.driver)).notifications.filter((each) => each.kind.startsWith('ride_'))).toEqual([]);
    expect((await calls.patch(stranger.driver, `/api/notifications/${notice!.id}/read`, {})).statusCode).toBe(404);
    expect((await calls.move(stranger.driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(404);
    // Their commute replaced only their own regular journeys: Paola's are still open.
    const open = await app.db.select({ id: journeysTable.id }).from(journeysTable).where(and(eq(journeysTable.id, monday!.requestId), eq(journeysTable.status, 'open')));
    expect(open).toHaveLength(1);
    expect((await noticesOf(driver)).notifications[0]).toMatchObject({ id: notice!.id, readAt: null });
  });
});
