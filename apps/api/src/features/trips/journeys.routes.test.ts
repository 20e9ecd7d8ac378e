import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { departure, home, minutesAfter, north, office, tripsCalls, type Headers } from '../../testing/trips.js';
import { employeesTable } from '../employees/employees.table.js';

// Offers and requests, the ride search over them, and the trip rules where rides are found, booked and confirmed.
const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const { post, patch, get, offer, request, book, move, company } = tripsCalls(() => app);

async function rides(headers: Headers, requestId: string, query = '') {
  const response = await get(headers, `/api/trips/requests/${requestId}/rides${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { offerId: string; seatsLeft: number; interCompany: boolean }[];
}

describe('journeys and the ride search', () => {
  it('finds an offer leaving 14 minutes from the request, not one 16 minutes away', async () => {
    const { driver, passenger } = await company();
    const near = await offer(driver, { departureAt: minutesAfter(departure, 14) });
    const far = await offer(driver, { departureAt: minutesAfter(departure, -16) });
    const found = (await rides(passenger, await request(passenger))).map((ride) => ride.offerId);
    expect(found).toContain(near);
    expect(found).not.toContain(far);
  });

  it('finds pickup and drop 0.9 km away, not 1.1 km', async () => {
    const { driver, passenger } = await company();
    const near = await offer(driver, { origin: north(home, 0.9), destination: north(office, 0.9) });
    const farPickup = await offer(driver, { origin: north(home, 1.1) });
    const farDrop = await offer(driver, { destination: north(office, 1.1) });
    const found = (await rides(passenger, await request(passenger))).map((ride) => ride.offerId);
    expect(found).toEqual([near]);
    expect(farPickup).toBeTruthy();
    expect(farDrop).toBeTruthy();
    // A wider radius asked for finds them too.
    expect((await rides(passenger, await request(passenger), '?radiusKm=1.2')).length).toBe(3);
  });

  it('finds a recurring offer on its weekdays only, at its time of day in the company’s zone', async () => {
    const { driver, passenger } = await company();
    // First departure Monday 2 March 08:05 local, every Monday and Wednesday.
    const recurring = await offer(driver, { departureAt: '2026-03-02T08:05:00-06:00', weekdays: [1, 3] });
    const wednesday = await rides(passenger, await request(passenger, { departureAt: '2026-03-11T07:55:00-06:00' }));
    expect(wednesday.map((ride) => ride.offerId)).toEqual([recurring]);
    const thursday = await rides(passenger, await request(passenger, { departureAt: '2026-03-12T08:00:00-06:00' }));
    expect(thursday).toEqual([]);
  });

  it('lists and cancels the caller’s journeys; another company’s answer 404', async () => {
    const { driver } = await company();
    const other = await signUpAndLogIn(app);
    const offerId = await offer(driver);
    expect((await get(driver, '/api/trips/offers')).json().data.map((journey: { journeyId: string }) => journey.journeyId)).toEqual([offerId]);
    expect((await app.inject({ method: 'DELETE', url: `/api/trips/offers/${offerId}`, headers: other.headers })).statusCode).toBe(404);
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/trips/offers/${offerId}`, headers: { ...driver, 'accept-language': 'en' } });
    expect(cancelled.json()).toMatchObject({ success: true, message: 'Journey cancelled', data: { status: 'cancelled' } });
    expect((await get(driver, '/api/trips/offers')).json().data).toEqual([]);
  });

  it('keeps other companies’ offers out of the search unless both companies allow shared trips', async () => {
    const first = await company();
    const second = await company();
    const otherOffer = await offer(second.driver);
    const requestId = await request(first.passenger);
    expect(await rides(first.passenger, requestId)).toEqual([]);
    expect((await book(first.passenger, requestId, otherOffer)).statusCode).toBe(404);
    await patch(first.driver, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } });
    expect(await rides(first.passenger, requestId)).toEqual([]);
    await patch(second.driver, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } });
    expect(await rides(first.passenger, requestId)).toEqual([{ offerId: otherOffer, seatsLeft: 3, interCompany: true, departureAt: expect.any(String), driverFirstNames: 'Ana', pickupDistanceKm: 0, dropDistanceKm: 0 }]);
  });

  it('answers 400 with each field’s message', async () => {
    const { driver } = await company();
    const response = await post(driver, '/api/trips/offers', { origin: { ...home, latitude: 91 }, destination: { ...office, label: '' }, departureAt: 'mañana', seats: 0, weekdays: [8] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'origin.latitude', message: 'La latitud debe estar entre -90 y 90' },
        { field: 'destination.label', message: 'Escribe el nombre del lugar' },
        { field: 'departureAt', message: expect.stringContaining('2026-03-02T08:00:00-06:00') },
        { field: 'seats', message: 'Los asientos ofrecidos van de 1 a 8' },
        { field: 'weekdays.0', message: expect.stringContaining('1 (lunes)') },
      ]),
    );
    const search = await get(driver, `/api/trips/requests/${await request(driver)}/rides?radiusKm=9`);
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([{ field: 'radiusKm', message: 'El radio de búsqueda debe ser mayor que 0 y de hasta 5 km' }]);
  });
});

describe('trip rules where trips are made', () => {
  it('carries at most 4 people on a trip shared with another company', async () => {
    const first = await company();
    const second = await company();
    for (const side of [first, second]) await patch(side.driver, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } });
    const offerId = await offer(second.driver, { seats: 6 });
    const riders = [first.passenger, ...(await Promise.all([1, 2, 3].map(() => createEmployeeWhoCanLogIn(app, first.admin.headers)))).map((person) => person.headers)];
    for (const rider of riders.slice(0, 3)) expect((await book(rider, await request(rider), offerId)).statusCode).toBe(201);
    const fourth = riders[3]!;
    const requestId = await request(fourth);
    // Other tests' companies sharing trips may offer rides here too: this one is full for a fourth person.
    expect((await rides(fourth, requestId)).map((ride) => ride.offerId)).not.toContain(offerId);
    const refused = await book({ ...fourth, 'accept-language': 'de' }, requestId, offerId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('In diesem Auto ist kein Platz mehr: Fahren Personen anderer Unternehmen mit, passen höchstens 4 hinein, den Fahrer eingeschlossen');
    expect((await book(fourth, requestId, offerId)).json().message).toBe('Ya no hay lugar en este auto: cuando viajan personas de otras empresas caben como máximo 4, contando al conductor');
  });

  it('refuses the confirmation of a shared trip once a company turned shared trips off', async () => {
    const first = await company();
    const second = await company();
    for (const side of [first, second]) await patch(side.driver, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: true } });
    const offerId = await offer(second.driver);
    const booked = await book(first.passenger, await request(first.passenger), offerId);
    await patch(first.driver, '/api/enterpriseConfigure/trips-rules', { rules: { allowInterCompanyTrips: false } });
    const refused = await move(second.driver, booked.json().data.bookingId, { status: 'CONFIRMED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tu empresa o la del conductor no permite viajes con personas de otras empresas');
  });

  it('keeps a driver who is no longer active out when the company admits approved drivers only', async () => {
    const { admin, passenger } = await company();
    const driver = await createEmployeeWhoCanLogIn(app, admin.headers);
    const offerId = await offer(driver.headers);
    await app.db.update(employeesTable).set({ status: 'suspended' }).where(eq(employeesTable.id, driver.employee.employeeId));
    const requestId = await request(passenger);
    expect((await rides(passenger, requestId)).map((ride) => ride.offerId)).toEqual([offerId]);
    await patch(admin.headers, '/api/enterpriseConfigure/trips-rules', { rules: { approvedDriversOnly: true } });
    expect(await rides(passenger, requestId)).toEqual([]);
    const refused = await book(passenger, requestId, offerId);
    expect(refused.json().message).toBe('Tu empresa solo admite conductores aprobados y activos');
  });

  it('offers a same-gender driver only where the company turned it on, and then finds only such drivers', async () => {
    const { admin, driver, passenger } = await company();
    const asked = { gender: 'female', sameGenderDriver: true };
    const refused = await post(passenger, '/api/trips/requests', { origin: home, destination: office, departureAt: departure, ...asked });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tu empresa no ofrece pedir un conductor del mismo género');
    await patch(admin.headers, '/api/enterpriseConfigure/trips-rules', { rules: { sameGenderOnRequest: true } });
    const woman = await offer(driver, { gender: 'female' });
    await offer(driver, { gender: 'male' });
    expect((await rides(passenger, await request(passenger, asked))).map((ride) => ride.offerId)).toEqual([woman]);
  });

  it('refuses, in the rider’s words, a booking of a driver of another gender when she asked for her own', async () => {
    const { admin, driver, passenger } = await company();
    await patch(admin.headers, '/api/enterpriseConfigure/trips-rules', { rules: { sameGenderOnRequest: true } });
    const man = await offer(driver, { gender: 'male' });
    const unsaid = await offer(driver);
    const requestId = await request(passenger, { gender: 'female', sameGenderDriver: true });
    for (const offerId of [man, unsaid]) {
      const refused = await book(passenger, requestId, offerId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('No puedes reservar este viaje: pediste que te lleve una persona de tu mismo género, y quien lo ofrece no indicó ese género');
    }
    const english = await book({ ...passenger, 'accept-language': 'en' }, requestId, man);
    expect(english.json().message).toBe('You cannot book this ride: you asked for a driver of your own gender, and whoever offers it did not state that gender');
    // Without that ask, the same ride is booked.
    expect((await book(passenger, await request(passenger), man)).statusCode).toBe(201);
  });
});
