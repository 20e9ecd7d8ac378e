import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, logInEmployee, registerEmployee, signUpAndLogIn, subscribe, type AuthHeaders } from '../../testing/factories.js';
import { duringRide } from '../../testing/trips.js';
import { withTransaction } from '../../service-context.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { legsTable } from '../trips/trips.table.js';
import { refreshCompanyDay } from './report-days.service.js';
import { lockReportDay } from './reports.repository.js';
import { reportDayPeopleTable, reportDaysTable } from './reports.table.js';

/** Sessions of this test's database that wait for a lock another transaction holds (PostgreSQL). */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await app.db.execute<{ waiting: number }>(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.waiting;
}

// The clock reads before the trips; each ride's proofs and completion are sent while it happens
// (duringRide), so no leg is flagged for late data.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

type Headers = AuthHeaders & Record<string, string>;
type Point = { latitude: number; longitude: number; label: string };

// Points on one meridian in Mexico City: the service's great-circle km between them is exactly the
// difference of latitude × 111.19508 km (a degree on its sphere of 6,371.0088 km).
const kmPerDegree = (Math.PI * 6371.0088) / 180;
const home: Point = { latitude: 19.3, longitude: -99.16, label: 'Casa' };
const north = (point: Point, km: number, label = point.label): Point => ({ ...point, latitude: point.latitude + km / kmPerDegree, label });
const office = north(home, 10, 'Oficina');
const minutesAfter = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

const post = (headers: Headers, url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });
const move = (headers: Headers, bookingId: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/trips/bookings/${bookingId}`, headers, payload });
const metrics = (headers: Headers, from: string, to: string) => app.inject({ method: 'GET', url: `/api/reports/metrics?from=${from}&to=${to}`, headers });

async function created(response: Awaited<ReturnType<typeof post>>, key: 'journeyId' | 'bookingId') {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[key] as string;
}
const offer = (driver: Headers, from: Point, to: Point, departureAt: string) =>
  post(driver, '/api/trips/offers', { origin: from, destination: to, departureAt, seats: 3 }).then((response) => created(response, 'journeyId'));
const request = (passenger: Headers, from: Point, to: Point, departureAt: string) =>
  post(passenger, '/api/trips/requests', { origin: from, destination: to, departureAt }).then((response) => created(response, 'journeyId'));

/** A passenger's request booked on an offer and confirmed by its driver; answers the booking's id. */
async function confirmed(driver: Headers, passenger: Headers, offerId: string, from: Point, to: Point, departureAt: string) {
  const bookingId = await created(await post(passenger, '/api/trips/bookings', { requestId: await request(passenger, from, to, departureAt), offerId }), 'bookingId');
  expect((await move(driver, bookingId, { status: 'CONFIRMED' })).statusCode).toBe(200);
  return bookingId;
}
const proof = (headers: Headers, bookingId: string, kind: 'pickup' | 'drop', point: Point, recordedAt: string) =>
  post(headers, `/api/trips/bookings/${bookingId}/proofs`, { kind, latitude: point.latitude, longitude: point.longitude, recordedAt }).then((response) =>
    expect(response.statusCode, response.body).toBe(201),
  );
/** Completes a ride 40 minutes after it left (a completion is accepted only inside its trip's time), and validates it. */
async function completeAndValidate(driver: Headers, passenger: Headers, bookingId: string, vehicleKm?: number) {
  const { departureAt } = (await app.inject({ method: 'GET', url: `/api/trips/bookings/${bookingId}`, headers: driver })).json().data as { departureAt: string };
  return duringRide(clock, minutesAfter(departureAt, 40), async () => {
    expect((await move(driver, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', ...(vehicleKm !== undefined && { vehicleKm }) })).statusCode).toBe(200);
    const validated = await move(passenger, bookingId, { status: 'VALIDATED' });
    expect(validated.statusCode, validated.body).toBe(200);
    return validated.json().data.leg as { countsInFigures: boolean; flags: { reason: string }[] };
  });
}

/** A company: its administrator drives; three employees who can log in. */
async function company() {
  const admin = await signUpAndLogIn(app);
  await subscribe(app, admin.headers, 'enterprise');
  const people = [];
  for (let index = 0; index < 3; index += 1) people.push(await createEmployeeWhoCanLogIn(app, admin.headers));
  return { admin, driver: admin.headers as Headers, people: people.map((person) => person.headers as Headers), employeeIds: people.map((person) => person.employee.employeeId) };
}

describe('GET /api/reports/metrics', () => {
  let first: Awaited<ReturnType<typeof company>>;
  let second: Awaited<ReturnType<typeof company>>;
  const monday = '2026-03-02T08:00:00-06:00';

  beforeAll(async () => {
    first = await company();
    second = await company();
    const [ana, beto, carla] = first.people as [Headers, Headers, Headers];
    const { driver } = first;

    // Monday 2 March: one car, three occupants. The driver drives home → office (10 km alone);
    // Ana rides from 0.5 km north of home to the office (9.5 km), Beto from home to 0.8 km short of it (9.2 km).
    const offerId = await offer(driver, home, office, monday);
    const anaBooking = await confirmed(driver, ana, offerId, north(home, 0.5), office, monday);
    const betoBooking = await confirmed(driver, beto, offerId, home, north(office, -0.8), monday);
    // The phones send their proofs as the ride ends. Ana's leg is class C (her phone and the driver's
    // at pickup and drop), picked up 3 minutes late: punctual.
    await duringRide(clock, minutesAfter(monday, 30), async () => {
      await proof(ana, anaBooking, 'pickup', north(home, 0.5), minutesAfter(monday, 3));
      await proof(ana, anaBooking, 'drop', office, minutesAfter(monday, 25));
      await proof(driver, anaBooking, 'pickup', north(home, 0.5), minutesAfter(monday, 3));
      await proof(driver, anaBooking, 'drop', office, minutesAfter(monday, 25));
      // Beto's phone reports the pickup alone, 7 minutes late: not punctual, class A.
      await proof(beto, betoBooking, 'pickup', home, minutesAfter(monday, 7));
    });
    // The car drove 10.3 km.
    expect(await completeAndValidate(driver, ana, anaBooking, 10.3)).toMatchObject({ countsInFigures: true });
    expect(await completeAndValidate(driver, beto, betoBooking)).toMatchObject({ countsInFigures: true });

    // Wednesday 4 March: Ana's ride of 1.5 km, validated but flagged (under 2 km): in the flagged share only.
    const wednesday = '2026-03-04T08:00:00-06:00';
    const shortOffer = await offer(driver, home, north(home, 1.5), wednesday);
    const shortBooking = await confirmed(driver, ana, shortOffer, home, north(home, 1.5), wednesday);
    expect(await completeAndValidate(driver, ana, shortBooking, 1.5)).toMatchObject({ countsInFigures: false, flags: [{ reason: 'shortLeg' }] });

    // Tuesday 3 March: Carla asks for a ride nobody offers.
    await request(carla, home, office, '2026-03-03T08:00:00-06:00');

    // Thursday 5 March, 23:30 in Mexico City (05:30 UTC on Friday): a late ride home, Beto alone with the driver.
    const late = '2026-03-05T23:30:00-06:00';
    const lateBooking = await confirmed(driver, beto, await offer(driver, office, home, late), office, home, late);
    await completeAndValidate(driver, beto, lateBooking, 10);

    // The other company: one ride on the Monday, which the first company never counts.
    const [other] = second.people as [Headers];
    const otherBooking = await confirmed(second.driver, other, await offer(second.driver, home, office, monday), home, office, monday);
    await completeAndValidate(second.driver, other, otherBooking, 10);
  });

  it('answers the three-occupant trip’s figures, worked out by hand', async () => {
    const response = await metrics(first.driver, '2026-03-02', '2026-03-02');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    // Occupants: the driver, Ana, Beto = 3. Seats offered 3, used 2.
    // Vehicle-km avoided = max(0, driver 10 + Ana 9.5 + Beto 9.2 − 10.3 driven) = 18.4 km.
    // CO2 avoided = 18.4 × 0.169 (the company has no country: Mexico's factor) = 3.1096 → 3.1 kg.
    // Commute emissions = 10.3 km × 0.169 ÷ 3 occupants × 3 of the company's = 1.7407 → 1.7 kg, apart from the avoided.
    expect(data).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-02',
      timeZone: 'America/Mexico_City',
      trips: 1,
      legs: 2,
      seatsOffered: 3,
      seatsUsed: 2,
      averageOccupancy: 3,
      sharedKm: 18.7,
      vehicleKmAvoided: 18.4,
      co2AvoidedKg: 3.1,
      commuteEmissionsKg: 1.7,
      // The driver, Ana and Beto of 4 active people (Carla did not ride).
      participation: { share: 0.75, numerator: 3, denominator: 4 },
      // Ana 3 minutes late, Beto 7.
      punctuality: { share: 0.5, numerator: 1, denominator: 2 },
      // Ana's leg is class C, Beto's A.
      proofQuality: { share: 0.5, numerator: 1, denominator: 2 },
      matchRate: { share: 1, numerator: 2, denominator: 2 },
      flaggedShare: { share: 0, numerator: 0, denominator: 2 },
      emissionFactor: { chosenBy: 'fallback', factor: { id: expect.any(String), region: 'MX', value: 0.169, source: expect.stringContaining('IPCC'), validFrom: expect.any(String) } },
      days: [{ day: '2026-03-02', trips: 1, participants: 3, co2AvoidedKg: 3.1 }],
    });
  });

  it('leaves the flagged leg out of every figure but the flagged share, and counts the request nobody matched', async () => {
    const data = (await metrics(first.driver, '2026-03-01', '2026-03-04')).json().data;
    expect(data).toMatchObject({ trips: 1, legs: 2, seatsOffered: 3, seatsUsed: 2, sharedKm: 18.7, vehicleKmAvoided: 18.4, co2AvoidedKg: 3.1 });
    expect(data.participation).toEqual({ share: 0.75, numerator: 3, denominator: 4 });
    expect(data.proofQuality).toEqual({ share: 0.5, numerator: 1, denominator: 2 });
    // Three legs not cancelled in the period, one of them flagged.
    expect(data.flaggedShare).toEqual({ share: 0.3333, numerator: 1, denominator: 3 });
    // Ana's two requests and Beto's were matched, Carla's not: 3 of 4.
    expect(data.matchRate).toEqual({ share: 0.75, numerator: 3, denominator: 4 });
    expect(data.days).toEqual([
      { day: '2026-03-01', trips: 0, participants: 0, co2AvoidedKg: 0 },
      { day: '2026-03-02', trips: 1, participants: 3, co2AvoidedKg: 3.1 },
      { day: '2026-03-03', trips: 0, participants: 0, co2AvoidedKg: 0 },
      { day: '2026-03-04', trips: 0, participants: 0, co2AvoidedKg: 0 },
    ]);
    const onlyFlagged = (await metrics(first.driver, '2026-03-04', '2026-03-04')).json().data;
    expect(onlyFlagged).toMatchObject({ trips: 0, legs: 0, averageOccupancy: null, participation: { numerator: 0 }, flaggedShare: { share: 1, numerator: 1, denominator: 1 } });
  });

  it('puts a ride at 23:30 in the company’s zone on that local day, not on the UTC day', async () => {
    // 10 + 10 − 10 driven = 10 vehicle-km avoided, × 0.169 = 1.69 → 1.7 kg.
    const thursday = (await metrics(first.driver, '2026-03-05', '2026-03-05')).json().data;
    expect(thursday).toMatchObject({ trips: 1, legs: 1, vehicleKmAvoided: 10, co2AvoidedKg: 1.7, days: [{ day: '2026-03-05', trips: 1, participants: 2 }] });
    expect((await metrics(first.driver, '2026-03-06', '2026-03-06')).json().data).toMatchObject({ trips: 0, legs: 0 });
  });

  it('sums a period from its days: participation counts each person once', async () => {
    const week = (await metrics(first.driver, '2026-03-01', '2026-03-07')).json().data;
    // Trips of Monday and Thursday; 18.4 + 10 = 28.4 vehicle-km avoided; 28.4 × 0.169 = 4.7996 → 4.8 kg.
    expect(week).toMatchObject({ trips: 2, legs: 3, seatsOffered: 6, seatsUsed: 3, vehicleKmAvoided: 28.4, co2AvoidedKg: 4.8 });
    // Occupants 3 + 2 over 2 trips.
    expect(week.averageOccupancy).toBe(2.5);
    // The driver and Beto rode on both days: still 3 people.
    expect(week.participation).toEqual({ share: 0.75, numerator: 3, denominator: 4 });
    // Emissions 10.3 × 0.169 + 10 × 0.169 = 3.4307 → 3.4 kg; never lessened by the avoided.
    expect(week.commuteEmissionsKg).toBe(3.4);
  });

  it('keeps a past month’s participation when people join or leave later: its denominator is the people of that month', async () => {
    const march = (await metrics(second.driver, '2026-03-01', '2026-03-31')).json().data;
    expect(march.participation).toEqual({ share: 0.5, numerator: 2, denominator: 4 });
    const before = clock.now();
    try {
      // 10 April: one person joins, another goes to the trash.
      clock.set(new Date('2026-04-10T18:00:00Z'));
      const admin = (await logInEmployee(app, second.admin.company.email, second.admin.company.password)).headers as Headers;
      const marchNow = async () => (await metrics(admin, '2026-03-01', '2026-03-31')).json().data.participation;
      await registerEmployee(app, admin);
      expect(await marchNow()).toEqual(march.participation);
      const trashed = await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${second.employeeIds[2]}`, headers: admin });
      expect(trashed.statusCode, trashed.body).toBe(200);
      expect(await marchNow()).toEqual(march.participation);
      // April counts both: the one who left was there on its first days, the newcomer since the 10th.
      expect((await metrics(admin, '2026-04-01', '2026-04-30')).json().data.participation).toMatchObject({ numerator: 0, denominator: 5 });
      // A period after the person left no longer counts them.
      expect((await metrics(admin, '2026-05-01', '2026-05-31')).json().data.participation).toMatchObject({ denominator: 4 });
    } finally {
      clock.set(before);
    }
  });

  it('keeps each company’s figures its own', async () => {
    const other = (await metrics(second.admin.headers, '2026-03-01', '2026-03-31')).json().data;
    // 10 + 10 − 10 = 10 vehicle-km avoided, one passenger of 4 active people, plus the driver: 2 of 4.
    expect(other).toMatchObject({ trips: 1, legs: 1, vehicleKmAvoided: 10, participation: { numerator: 2, denominator: 4 }, flaggedShare: { numerator: 0, denominator: 1 } });
    const own = (await metrics(first.driver, '2026-03-01', '2026-03-31')).json().data;
    expect(own).toMatchObject({ trips: 2, legs: 3 });
  });

  it('rebuilds a day to the same figures from its legs', async () => {
    const before = (await metrics(first.driver, '2026-03-02', '2026-03-02')).json().data;
    const enterpriseId = first.admin.user.enterpriseId as string;
    await app.db.delete(reportDayPeopleTable).where(and(eq(reportDayPeopleTable.enterpriseId, enterpriseId), eq(reportDayPeopleTable.day, '2026-03-02')));
    await app.db.update(reportDaysTable).set({ trips: 0, vehicleKmAvoided: 0 }).where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, '2026-03-02')));
    expect((await metrics(first.driver, '2026-03-02', '2026-03-02')).json().data.trips).toBe(0);
    await refreshCompanyDay(app.ctx, { enterpriseId, day: '2026-03-02' });
    expect((await metrics(first.driver, '2026-03-02', '2026-03-02')).json().data).toEqual(before);
  });

  it('takes a person out of the day’s people once their only counting leg is flagged, and keeps the others in place', async () => {
    const { driver, people, admin } = await company();
    const [dani] = people as [Headers];
    const evaAccount = await createEmployeeWhoCanLogIn(app, admin.headers);
    const eva = evaAccount.headers as Headers;
    const enterpriseId = admin.user.enterpriseId as string;
    const tuesday = '2026-03-10T08:00:00-06:00';
    const offerId = await offer(driver, home, office, tuesday);
    const daniBooking = await confirmed(driver, dani, offerId, home, office, tuesday);
    const evaBooking = await confirmed(driver, eva, offerId, home, office, tuesday);
    await completeAndValidate(driver, dani, daniBooking, 10);
    await completeAndValidate(driver, eva, evaBooking, 10);
    const peopleOfTheDay = async () =>
      (await app.db.select().from(reportDayPeopleTable).where(and(eq(reportDayPeopleTable.enterpriseId, enterpriseId), eq(reportDayPeopleTable.day, '2026-03-10')))).map(
        (row) => row.employeeId,
      );
    const before = await peopleOfTheDay();
    expect(before).toHaveLength(3);
    expect((await metrics(driver, '2026-03-10', '2026-03-10')).json().data.participation.numerator).toBe(3);

    // Two days later Eva's phone sends her pickup: late data flags her leg, which leaves the figures.
    clock.set(new Date('2026-03-12T14:00:00Z'));
    try {
      const evaLater = (await logInEmployee(app, evaAccount.employee.email, evaAccount.password)).headers as Headers;
      await proof(evaLater, evaBooking, 'pickup', home, minutesAfter(tuesday, 2));
    } finally {
      clock.set(new Date('2026-03-01T12:00:00Z'));
    }
    const after = await peopleOfTheDay();
    expect(after).toHaveLength(2);
    expect(before.filter((person) => !after.includes(person))).toHaveLength(1);
    expect((await metrics(driver, '2026-03-10', '2026-03-10')).json().data).toMatchObject({ legs: 1, participation: { numerator: 2 } });
  });

  it('answers 403 to an employee', async () => {
    const response = await metrics({ ...first.people[0]!, 'accept-language': 'en' }, '2026-03-01', '2026-03-31');
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for a bad, reversed or too long period', async () => {
    const en = { ...first.driver, 'accept-language': 'en' };
    const reversed = await metrics(en, '2026-03-31', '2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'to', message: 'The end date must be on or after the start date' }]);
    const notADay = await metrics(en, '2026-02-30', '2026-03-01');
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors).toEqual([{ field: 'from', message: 'Enter a valid date (YYYY-MM-DD)' }]);
    expect((await metrics(en, '2026-3-1', '2026-03-31')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/reports/metrics?from=2026-03-01', headers: en })).statusCode).toBe(400);
    const tooLong = await metrics(en, '2025-01-01', '2026-03-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'to', message: 'A report covers at most 13 months' }]);
    // Thirteen months is allowed.
    expect((await metrics(en, '2025-02-01', '2026-02-28')).statusCode).toBe(200);
  });
});

describe('a trip shared by two companies', () => {
  it('gives each company its share of the occupants of the trip’s avoided km and emissions', async () => {
    const driving = await signUpAndLogIn(app);
    const riding = await signUpAndLogIn(app);
    for (const side of [driving, riding]) {
      await subscribe(app, side.headers, 'enterprise');
      const allowed = await app.inject({ method: 'PATCH', url: '/api/enterpriseConfigure/trips-rules', headers: side.headers, payload: { rules: { allowInterCompanyTrips: true } } });
      expect(allowed.statusCode).toBe(200);
    }
    const passenger = (await createEmployeeWhoCanLogIn(app, riding.headers)).headers as Headers;
    const departure = '2026-03-09T08:00:00-06:00';
    const bookingId = await confirmed(driving.headers, passenger, await offer(driving.headers, home, office, departure), home, office, departure);
    await completeAndValidate(driving.headers, passenger, bookingId, 10);
    // Driver 10 + passenger 10 − 10 driven = 10 vehicle-km avoided; two occupants, one of each company:
    // 5 km each, 5 × 0.169 = 0.845 → 0.8 kg avoided; emissions 10 × 0.169 ÷ 2 = 0.845 → 0.8 kg each.
    const figuresOf = async (headers: Headers) => (await metrics(headers, '2026-03-09', '2026-03-09')).json().data;
    expect(await figuresOf(driving.headers)).toMatchObject({
      trips: 1,
      legs: 0,
      sharedKm: 0,
      averageOccupancy: 2,
      vehicleKmAvoided: 5,
      co2AvoidedKg: 0.8,
      commuteEmissionsKg: 0.8,
      participation: { numerator: 1, denominator: 1 },
    });
    expect(await figuresOf(riding.headers)).toMatchObject({
      trips: 1,
      legs: 1,
      sharedKm: 10,
      averageOccupancy: 2,
      vehicleKmAvoided: 5,
      co2AvoidedKg: 0.8,
      commuteEmissionsKg: 0.8,
      participation: { numerator: 1, denominator: 2 },
      matchRate: { share: 1 },
    });
  });
});

describe('the company’s time zone', () => {
  it('decides the day of a ride: 18:30 in Mexico City is 01:30 the next day in Madrid', async () => {
    const admin = await signUpAndLogIn(app);
    await subscribe(app, admin.headers, 'enterprise');
    await app.db.update(enterprisesTable).set({ timeZone: 'Europe/Madrid' }).where(eq(enterprisesTable.id, admin.user.enterpriseId as string));
    const passenger = (await createEmployeeWhoCanLogIn(app, admin.headers)).headers as Headers;
    const departure = '2026-03-10T18:30:00-06:00';
    const bookingId = await confirmed(admin.headers, passenger, await offer(admin.headers, office, home, departure), office, home, departure);
    await completeAndValidate(admin.headers, passenger, bookingId, 10);
    const march = (await metrics(admin.headers, '2026-03-10', '2026-03-11')).json().data;
    expect(march).toMatchObject({ timeZone: 'Europe/Madrid', trips: 1 });
    expect(march.days).toEqual([
      { day: '2026-03-10', trips: 0, participants: 0, co2AvoidedKg: 0 },
      { day: '2026-03-11', trips: 1, participants: 2, co2AvoidedKg: 1.7 },
    ]);
  });
});

describe('validations at once', () => {
  // Only a server runs transactions side by side; each rewrite of the day waits for the one before.
  it.runIf(Boolean(process.env.DATABASE_URL))('of three rides of one day, all three are counted', async () => {
    const admin = await signUpAndLogIn(app);
    await subscribe(app, admin.headers, 'enterprise');
    const riders = [];
    for (let index = 0; index < 3; index += 1) riders.push((await createEmployeeWhoCanLogIn(app, admin.headers)).headers as Headers);
    const bookings: string[] = [];
    for (const [index, rider] of riders.entries()) {
      const departure = `2026-03-12T0${7 + index}:00:00-06:00`;
      const bookingId = await confirmed(admin.headers, rider, await offer(admin.headers, home, office, departure), home, office, departure);
      const completed = await duringRide(clock, minutesAfter(departure, 40), () => move(admin.headers, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 10 }));
      expect(completed.statusCode).toBe(200);
      bookings.push(bookingId);
    }
    const answers = await Promise.all(riders.map((rider, index) => move(rider, bookings[index]!, { status: 'VALIDATED' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const day = (await metrics(admin.headers, '2026-03-12', '2026-03-12')).json().data;
    expect(day).toMatchObject({ trips: 3, legs: 3, participation: { numerator: 4, denominator: 4 } });
  });

  /** Two riders' legs of 2026-03-13, completed and waiting for validation, of one subscribed company. */
  async function twoLegsToValidate() {
    const admin = await signUpAndLogIn(app);
    await subscribe(app, admin.headers, 'enterprise');
    const enterpriseId = admin.user.enterpriseId as string;
    const riders = [];
    for (let index = 0; index < 2; index += 1) riders.push((await createEmployeeWhoCanLogIn(app, admin.headers)).headers as Headers);
    const legIds: string[] = [];
    for (const [index, rider] of riders.entries()) {
      const departure = `2026-03-13T0${7 + index}:00:00-06:00`;
      const bookingId = await confirmed(admin.headers, rider, await offer(admin.headers, home, office, departure), home, office, departure);
      const completed = await duringRide(clock, minutesAfter(departure, 40), () => move(admin.headers, bookingId, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 10 }));
      expect(completed.statusCode).toBe(200);
      legIds.push(((await app.inject({ method: 'GET', url: `/api/trips/bookings/${bookingId}`, headers: rider })).json().data.leg.legId) as string);
    }
    return { admin, enterpriseId, legIds };
  }

  it.runIf(Boolean(process.env.DATABASE_URL))('a rewrite of a day waits for the one in progress, so it counts its leg too', async () => {
    const { admin, enterpriseId, legIds } = await twoLegsToValidate();
    const companyDay = { enterpriseId, day: '2026-03-13' };
    const validate = (tx: typeof app.ctx, legId: string) => tx.db.update(legsTable).set({ validatedAt: clock.now() }).where(eq(legsTable.id, legId));
    // The first transaction validates its leg and rewrites the day, then holds on; the second starts meanwhile.
    let releaseFirst!: () => void;
    let firstRewrote!: () => void;
    const rewritten = new Promise<void>((resolve) => (firstRewrote = resolve));
    const first = withTransaction(app.ctx, async (tx) => {
      await validate(tx, legIds[0]!);
      await refreshCompanyDay(tx, companyDay);
      firstRewrote();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
    });
    await rewritten;
    const second = withTransaction(app.ctx, async (tx) => {
      await validate(tx, legIds[1]!);
      await refreshCompanyDay(tx, companyDay);
    });
    // The first is released only once the second waits on the day's lock (not by a guess of time).
    await expect.poll(() => waitingOnLocks(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    releaseFirst();
    await Promise.all([first, second]);
    expect((await metrics(admin.headers, '2026-03-13', '2026-03-13')).json().data).toMatchObject({ trips: 2, legs: 2 });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('a rewrite of a day waits on the lock of one that has not written yet, so neither reads a leg the other is changing', async () => {
    const { admin, enterpriseId, legIds } = await twoLegsToValidate();
    const companyDay = { enterpriseId, day: '2026-03-13' };
    const validate = (tx: typeof app.ctx, legId: string) => tx.db.update(legsTable).set({ validatedAt: clock.now() }).where(eq(legsTable.id, legId));
    // The first takes the day's lock and holds on before changing anything; the second rewrites meanwhile.
    let releaseFirst!: () => void;
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = withTransaction(app.ctx, async (tx) => {
      await lockReportDay(tx.db, companyDay);
      firstLocked();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      await validate(tx, legIds[0]!);
      await refreshCompanyDay(tx, companyDay);
    });
    await locked;
    const second = withTransaction(app.ctx, async (tx) => {
      await validate(tx, legIds[1]!);
      await refreshCompanyDay(tx, companyDay);
    });
    // Without the lock (its FOR UPDATE) the second would not wait: it would read the day and write it now.
    await expect.poll(() => waitingOnLocks(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    releaseFirst();
    await Promise.all([first, second]);
    expect((await metrics(admin.headers, '2026-03-13', '2026-03-13')).json().data).toMatchObject({ trips: 2, legs: 2 });
  });
});
