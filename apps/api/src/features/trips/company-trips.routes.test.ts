import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { duringRide, home, minutesAfter, north, office, tripsCalls, type Headers } from '../../testing/trips.js';

// The administrators' view of the company's trips: GET /api/trips/company and /api/trips/company/:tripId.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

const { post, patch, get } = tripsCalls(() => app);

type Ride = { departureAt: string; destination?: typeof home };

/** A ride from offer to validation, with the passenger's phone proving pickup and drop; answers the trip id. */
async function ride(driver: Headers, passenger: Headers, { departureAt, destination = office }: Ride, until: 'CONFIRMED' | 'VALIDATED' = 'VALIDATED') {
  const journey = { origin: home, destination, departureAt };
  const offer = await post(driver, '/api/trips/offers', { ...journey, seats: 3 });
  const request = await post(passenger, '/api/trips/requests', journey);
  const booked = await post(passenger, '/api/trips/bookings', { requestId: request.json().data.journeyId, offerId: offer.json().data.journeyId });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data.bookingId as string;
  const confirmed = await patch(driver, `/api/trips/bookings/${bookingId}`, { status: 'CONFIRMED' });
  if (until === 'CONFIRMED') return confirmed.json().data.leg.tripId as string;
  // The phone's proofs and the completion are sent while the ride happens, as the service accepts them.
  const validated = await duringRide(clock, minutesAfter(departureAt, 30), async () => {
    await post(passenger, `/api/trips/bookings/${bookingId}/proofs`, { kind: 'pickup', latitude: home.latitude, longitude: home.longitude, recordedAt: departureAt });
    await post(passenger, `/api/trips/bookings/${bookingId}/proofs`, { kind: 'drop', latitude: destination.latitude, longitude: destination.longitude, recordedAt: departureAt });
    await patch(driver, `/api/trips/bookings/${bookingId}`, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 6.4 });
    return patch(passenger, `/api/trips/bookings/${bookingId}`, { status: 'VALIDATED' });
  });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json().data.leg.tripId as string;
}

async function company() {
  const admin = await signUpAndLogIn(app);
  const passenger = await createEmployeeWhoCanLogIn(app, admin.headers);
  return { admin: admin.headers, adminId: admin.user.idEmployee, passenger: passenger.headers, passengerId: passenger.employee.employeeId, passengerName: passenger.employee.fullName };
}

const idsOf = async (headers: Headers, query = '') => {
  const response = await get(headers, `/api/trips/company${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { tripId: string }[]).map((trip) => trip.tripId);
};

describe('GET /api/trips/company', () => {
  it('lists the company’s trips newest first with driver, passengers, status, proof, flag and km', async () => {
    const { admin, passenger } = await company();
    const early = await ride(admin, passenger, { departureAt: '2026-03-02T08:00:00-06:00' });
    const late = await ride(admin, passenger, { departureAt: '2026-03-03T08:00:00-06:00' }, 'CONFIRMED');
    const response = await get(admin, '/api/trips/company');
    expect(response.json()).toMatchObject({ total: 2, totalIsExact: true, page: 1, pageSize: 10, timeZone: 'America/Mexico_City' });
    expect(response.json().data).toEqual([
      { tripId: late, plannedDepartureAt: '2026-03-03T14:00:00.000Z', driver: { employeeId: expect.any(String), fullName: 'Ana López Pérez', isOtherCompany: false }, passengers: 1, status: 'planned', proofClass: 'A', isFlagged: false, km: 4.5, isInterCompany: false },
      { tripId: early, plannedDepartureAt: '2026-03-02T14:00:00.000Z', driver: expect.objectContaining({ fullName: 'Ana López Pérez' }), passengers: 1, status: 'completed', proofClass: 'B', isFlagged: false, km: 6.4, isInterCompany: false },
    ]);
    const paged = await get(admin, '/api/trips/company?page=2&pageSize=1');
    expect(paged.json()).toMatchObject({ total: 2, data: [{ tripId: early }] });
  });

  it('filters by local days in the company’s time zone, status, flagged only and person', async () => {
    const { admin, adminId, passenger, passengerId } = await company();
    // 23:30 on 2 March in Mexico City is already 3 March in UTC.
    const lateNight = await ride(admin, passenger, { departureAt: '2026-03-02T23:30:00-06:00' });
    const nextMorning = await ride(admin, passenger, { departureAt: '2026-03-03T08:00:00-06:00', destination: north(home, 1.5) });
    const planned = await ride(admin, passenger, { departureAt: '2026-03-04T08:00:00-06:00' }, 'CONFIRMED');
    expect(await idsOf(admin, '?from=2026-03-02&to=2026-03-02')).toEqual([lateNight]);
    expect(await idsOf(admin, '?from=2026-03-03')).toEqual([planned, nextMorning]);
    expect(await idsOf(admin, '?to=2026-03-03')).toEqual([nextMorning, lateNight]);
    expect(await idsOf(admin, '?status=planned')).toEqual([planned]);
    expect(await idsOf(admin, '?flagged=true')).toEqual([nextMorning]);
    expect(await idsOf(admin, '?flagged=false')).toEqual([planned, nextMorning, lateNight]);
    expect(await idsOf(admin, `?employeeId=${passengerId}&status=completed`)).toEqual([nextMorning, lateNight]);
    expect(await idsOf(admin, `?employeeId=${adminId}&from=2026-03-04`)).toEqual([planned]);
    // Someone else of the company, on no trip.
    const other = await createEmployeeWhoCanLogIn(app, admin);
    expect(await idsOf(admin, `?employeeId=${other.employee.employeeId}`)).toEqual([]);
  });

  it('answers 400 for a reversed period or an unknown status, in the caller’s language', async () => {
    const { admin } = await company();
    const reversed = await get({ ...admin, 'accept-language': 'en' }, '/api/trips/company?from=2026-03-05&to=2026-03-01&status=lost');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status' })]));
    const dates = await get(admin, '/api/trips/company?from=2026-03-05&to=2026-03-01');
    expect(dates.json().errors).toEqual([{ field: 'to', message: expect.any(String) }]);
  });

  it('shows only trips with the company’s people; another company’s person filter finds nothing; 403 to employees', async () => {
    const first = await company();
    const second = await company();
    const mine = await ride(first.admin, first.passenger, { departureAt: '2026-03-02T08:00:00-06:00' });
    const theirs = await ride(second.admin, second.passenger, { departureAt: '2026-03-02T08:00:00-06:00' });
    expect(await idsOf(first.admin)).toEqual([mine]);
    expect(await idsOf(second.admin)).toEqual([theirs]);
    expect(await idsOf(first.admin, `?employeeId=${second.passengerId}`)).toEqual([]);
    expect((await get(first.passenger, '/api/trips/company')).statusCode).toBe(403);
  });

  it('shows a trip shared with another company to both, without naming the other company’s people', async () => {
    const first = await company();
    const second = await company();
    for (const side of [first, second]) await patch(side.admin, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } });
    const shared = await ride(second.admin, first.passenger, { departureAt: '2026-03-05T08:00:00-06:00' });
    const [row] = (await get(first.admin, '/api/trips/company')).json().data;
    expect(row).toMatchObject({ tripId: shared, isInterCompany: true, driver: { employeeId: null, fullName: null, isOtherCompany: true } });
    const detail = await get(second.admin, `/api/trips/company/${shared}`);
    expect(detail.json().data.legs[0].passenger).toEqual({ employeeId: null, fullName: null, isOtherCompany: true });
    expect((await get(first.admin, `/api/trips/company/${shared}`)).json().data.legs[0].passenger).toMatchObject({ employeeId: first.passengerId, isOtherCompany: false });
  });
});

describe('GET /api/trips/company/:tripId', () => {
  it('shows the legs with places, times, proof events and the flags’ reasons in the caller’s language', async () => {
    const { admin, passenger, passengerId, passengerName } = await company();
    const tripId = await ride(admin, passenger, { departureAt: '2026-03-02T08:00:00-06:00', destination: north(home, 1.5) });
    const response = await get({ ...admin, 'accept-language': 'de' }, `/api/trips/company/${tripId}`);
    expect(response.statusCode, response.body).toBe(200);
    const trip = response.json().data;
    expect(trip).toMatchObject({ tripId, status: 'completed', isFlagged: true, proofClass: 'B', km: 6.4, vehicleSeats: 3, actualDepartureAt: '2026-03-02T14:00:00.000Z' });
    expect(trip.legs).toEqual([
      {
        legId: expect.any(String),
        passenger: { employeeId: passengerId, fullName: passengerName, isOtherCompany: false },
        bookingStatus: 'VALIDATED',
        pickup: { label: 'Casa', plannedAt: '2026-03-02T14:00:00.000Z', actualAt: '2026-03-02T14:00:00.000Z' },
        drop: { label: 'Casa', plannedAt: null, actualAt: '2026-03-02T14:00:00.000Z' },
        sharedKm: 1.5,
        proofClass: 'B',
        isCancelled: false,
        countsInFigures: false,
        flags: [{ reason: 'shortLeg', message: 'Strecke kürzer als 2 km', flaggedAt: expect.any(String) }],
        proofEvents: [
          expect.objectContaining({ kind: 'pickup', by: 'passenger', recordedAt: '2026-03-02T14:00:00.000Z' }),
          expect.objectContaining({ kind: 'drop', by: 'passenger' }),
        ],
      },
    ]);
    const spanish = await get(admin, `/api/trips/company/${tripId}`);
    expect(spanish.json().data.legs[0].flags[0].message).toBe('Trayecto de menos de 2 km');
  });

  it('answers 404 for another company’s trip or an unknown id, 403 to employees', async () => {
    const first = await company();
    const second = await company();
    const theirs = await ride(second.admin, second.passenger, { departureAt: '2026-03-02T08:00:00-06:00' });
    expect((await get(first.admin, `/api/trips/company/${theirs}`)).statusCode).toBe(404);
    expect((await get(first.admin, `/api/trips/company/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(second.passenger, `/api/trips/company/${theirs}`)).statusCode).toBe(403);
    expect((await get(second.admin, `/api/trips/company/${theirs}`)).statusCode).toBe(200);
  });
});
