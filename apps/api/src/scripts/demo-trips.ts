// The demo company's carpooling: three months (ending now) of weekday commutes to an office on
// Paseo de la Reforma, written in bulk into the trips feature's tables, flagged by the trips
// service's own fraud rules, and rolled up by the reports' own day rewrite. Deterministic: the same
// people and the same day give the same trips (only the row ids differ).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { localDateTimeOf, localDayOf } from '@rumbo/contract';
import type { Database } from '../db/client.js';
import { earthRadiusKm } from '../db/great-circle.js';
import type { ServiceContext } from '../service-context.js';
import { employeesTable } from '../features/employees/employees.table.js';
import { enterprisesTable } from '../features/enterprises/enterprises.table.js';
import { refreshCompanyDay } from '../features/reports/index.js';
import { cellOf, checkLegFraudRules, distanceKm } from '../features/trips/index.js';
import { bookingsTable, journeysTable, legsTable, proofEventsTable, tripsTable } from '../features/trips/trips.table.js';
import { seededRandom } from './seeded-random.js';

type Point = { latitude: number; longitude: number; label: string };
type Person = { employeeId: string; accountId: string };
type Context = Pick<ServiceContext, 'db' | 'clock'>;

/** The demo company's office, its main site: the commutes go to it in the morning and from it in the evening. */
export const demoOffice: Point = { latitude: 19.4271, longitude: -99.1676, label: 'Oficina: Av. Paseo de la Reforma 222, Juárez' };
/** Its address, the company's (the country picks the emission factor). */
export const demoOfficeAddress = { street: 'Av. Paseo de la Reforma', buildingNumber: '222', city: 'Ciudad de México', state: 'CDMX', postalCode: '06600', country: 'México' };
const demoMonths = 3;
const minute = 60_000;
const hour = 60 * minute;

const kmPerDegree = (Math.PI * earthRadiusKm) / 180;

/** The point `eastKm` and `northKm` away from another (flat-earth offsets, fine within a city). */
function offset(point: { latitude: number; longitude: number }, eastKm: number, northKm: number, label: string): Point {
  const latitude = point.latitude + northKm / kmPerDegree;
  return { latitude, longitude: point.longitude + eastKm / (kmPerDegree * Math.cos((latitude * Math.PI) / 180)), label };
}

const km = (from: Point, to: Point) => Math.round(distanceKm(from, to) * 1000) / 1000;

/** An instant's wall clock in a zone read as if it were UTC: it differs from the instant by the zone's offset then. */
function wallClockAsUtc(instant: Date | number, timeZone: string): number {
  const { day, time } = localDateTimeOf(instant, timeZone);
  return Date.parse(`${day}T${time}Z`);
}

/** The instant of `minuteOfDay` on a local day in a zone. */
export function localInstant(day: string, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * minute;
  const guess = wall - (wallClockAsUtc(wall, timeZone) - wall);
  return new Date(wall - (wallClockAsUtc(guess, timeZone) - guess));
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday of a date, 1 Monday ... 7 Sunday. */
function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

type Crew = { driver: Person; home: Point; morningMinute: number; eveningMinute: number; seats: number; passengers: { person: Person; home: Point }[] };

/** People in crews of a driver and 1–3 passengers living along the driver's way, 5 to 29 km from the office. */
function formCrews(people: Person[], next: () => number): Crew[] {
  const shuffled = [...people];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  // About one in six people does not carpool at all: participation stays under 100 %.
  const carpoolers = shuffled.slice(0, Math.max(2, Math.round(shuffled.length * 0.84)));
  const crews: Crew[] = [];
  for (let index = 0; index < carpoolers.length; ) {
    const driver = carpoolers[index++]!;
    const size = Math.min(1 + Math.floor(next() * 3), carpoolers.length - index);
    if (size === 0 && crews.length > 0) break;
    const angle = next() * 2 * Math.PI;
    const distance = 8 + 21 * Math.sqrt(next());
    const home = offset(demoOffice, Math.cos(angle) * distance, Math.sin(angle) * distance, 'Casa');
    const passengers = carpoolers.slice(index, index + size).map((person) => {
      // Somewhere on the driver's first quarter of the way, within a kilometre of it.
      const along = next() * 0.25;
      const east = Math.cos(angle) * distance * (1 - along) + (next() - 0.5) * 2;
      const north = Math.sin(angle) * distance * (1 - along) + (next() - 0.5) * 2;
      return { person, home: offset(demoOffice, east, north, 'Casa') };
    });
    index += size;
    crews.push({ driver, home, morningMinute: 7 * 60 + Math.floor(next() * 75), eveningMinute: 17 * 60 + 45 + Math.floor(next() * 75), seats: Math.max(3, size + 1), passengers });
  }
  return crews;
}

type Rows = {
  journeys: (typeof journeysTable.$inferInsert)[];
  trips: (typeof tripsTable.$inferInsert)[];
  bookings: (typeof bookingsTable.$inferInsert)[];
  legs: (typeof legsTable.$inferInsert)[];
  proofs: (typeof proofEventsTable.$inferInsert)[];
  /** Legs the fraud rules must look at, with the time their last data arrived. */
  toCheck: { passengerId: string; bookingId: string; at: Date }[];
};

export type DemoTripsResult = { trips: number; legs: number; flaggedChecks: number; days: number; skipped: boolean };

/**
 * Writes the company's demo trips unless it has trips already (so a second run adds nothing), then
 * rewrites the report roll-ups of every day of the period. One transaction: all or nothing.
 */
export async function seedDemoTrips(ctx: Context, enterpriseId: string): Promise<DemoTripsResult> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [existing] = await db.select({ id: tripsTable.id }).from(tripsTable).where(eq(tripsTable.enterpriseId, enterpriseId)).limit(1);
    if (existing) return { trips: 0, legs: 0, flaggedChecks: 0, days: 0, skipped: true };
    const [company] = await db.select({ timeZone: enterprisesTable.timeZone, city: enterprisesTable.city, country: enterprisesTable.country }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
    // The office is the company's main site: its address (and country, which picks the emission factor) when it has none.
    if (!company!.city && !company!.country) await db.update(enterprisesTable).set(demoOfficeAddress).where(eq(enterprisesTable.id, enterpriseId));
    const people = await db
      .select({ employeeId: employeesTable.id, accountId: employeesTable.accountId })
      .from(employeesTable)
      .where(sql`${employeesTable.enterpriseId} = ${enterpriseId} and ${employeesTable.status} = 'active' and ${employeesTable.deletedAt} is null`)
      .orderBy(employeesTable.accountId);
    if (people.length < 2) throw new Error('the demo trips need at least two active employees');
    const now = ctx.clock.now();
    const rows = buildDemoTrips(enterpriseId, company!.timeZone, people, now);
    await insertDemoRows(db, rows);
    for (const leg of rows.toCheck) await checkLegFraudRules(tx, leg.passengerId, leg.bookingId, leg.at);
    const today = localDayOf(now, company!.timeZone);
    let days = 0;
    for (let day = addDays(today, -Math.round(demoMonths * 30.5)); day <= today; day = addDays(day, 1), days++) await refreshCompanyDay(tx, { enterpriseId, day });
    return { trips: rows.trips.length, legs: rows.legs.length, flaggedChecks: rows.toCheck.length, days, skipped: false };
  });
}

/** A column's values for `unnest`, cast to its SQL type. */
function column<T>(rows: T[], type: string, value: (row: T) => unknown) {
  const cells = rows.map((row) => {
    const cell = value(row);
    return cell instanceof Date ? cell.toISOString() : (cell ?? null);
  });
  return sql`${sql.param(cells)}::${sql.raw(type)}[]`;
}

/**
 * One INSERT ... SELECT FROM unnest(...) per table and batch of 5,000 rows: a parameter per column,
 * not per value, which costs a tenth of a multi-row VALUES on both engines.
 */
async function insertDemoRows(db: Database, rows: Rows): Promise<void> {
  const batches = <T>(values: T[]) => Array.from({ length: Math.ceil(values.length / 5_000) }, (_, index) => values.slice(index * 5_000, (index + 1) * 5_000));
  for (const batch of batches(rows.journeys)) {
    await db.execute(sql`insert into ${journeysTable} (id, enterprise_id, employee_id, role, origin_latitude, origin_longitude, origin_label, origin_cell,
      destination_latitude, destination_longitude, destination_label, departure_at, weekday_mask, departure_minute, time_zone, seats, created_at)
      select * from unnest(${column(batch, 'uuid', (row) => row.id)}, ${column(batch, 'uuid', (row) => row.enterpriseId)}, ${column(batch, 'uuid', (row) => row.employeeId)},
        ${column(batch, 'text', (row) => row.role)}, ${column(batch, 'float8', (row) => row.originLatitude)}, ${column(batch, 'float8', (row) => row.originLongitude)},
        ${column(batch, 'text', (row) => row.originLabel)}, ${column(batch, 'int', (row) => row.originCell)}, ${column(batch, 'float8', (row) => row.destinationLatitude)},
        ${column(batch, 'float8', (row) => row.destinationLongitude)}, ${column(batch, 'text', (row) => row.destinationLabel)}, ${column(batch, 'timestamptz', (row) => row.departureAt)},
        ${column(batch, 'smallint', (row) => row.weekdayMask)}, ${column(batch, 'int', (row) => row.departureMinute)}, ${column(batch, 'text', (row) => row.timeZone)},
        ${column(batch, 'int', (row) => row.seats)}, ${column(batch, 'timestamptz', (row) => row.createdAt)})`);
  }
  for (const batch of batches(rows.trips)) {
    await db.execute(sql`insert into ${tripsTable} (id, enterprise_id, offer_id, driver_id, vehicle_seats, planned_departure_at, planned_arrival_at, actual_departure_at,
      actual_arrival_at, vehicle_km, proof_class, status, created_at)
      select * from unnest(${column(batch, 'uuid', (row) => row.id)}, ${column(batch, 'uuid', (row) => row.enterpriseId)}, ${column(batch, 'uuid', (row) => row.offerId)},
        ${column(batch, 'uuid', (row) => row.driverId)}, ${column(batch, 'int', (row) => row.vehicleSeats)}, ${column(batch, 'timestamptz', (row) => row.plannedDepartureAt)},
        ${column(batch, 'timestamptz', (row) => row.plannedArrivalAt)}, ${column(batch, 'timestamptz', (row) => row.actualDepartureAt)},
        ${column(batch, 'timestamptz', (row) => row.actualArrivalAt)}, ${column(batch, 'float8', (row) => row.vehicleKm)}, ${column(batch, 'text', (row) => row.proofClass)},
        ${column(batch, 'text', (row) => row.status)}, ${column(batch, 'timestamptz', (row) => row.createdAt)})`);
  }
  for (const batch of batches(rows.bookings)) {
    await db.execute(sql`insert into ${bookingsTable} (id, enterprise_id, driver_enterprise_id, offer_id, request_id, passenger_id, driver_id, departure_at, status, trip_id, created_at, updated_at)
      select * from unnest(${column(batch, 'uuid', (row) => row.id)}, ${column(batch, 'uuid', (row) => row.enterpriseId)}, ${column(batch, 'uuid', (row) => row.driverEnterpriseId)},
        ${column(batch, 'uuid', (row) => row.offerId)}, ${column(batch, 'uuid', (row) => row.requestId)}, ${column(batch, 'uuid', (row) => row.passengerId)},
        ${column(batch, 'uuid', (row) => row.driverId)}, ${column(batch, 'timestamptz', (row) => row.departureAt)}, ${column(batch, 'text', (row) => row.status)},
        ${column(batch, 'uuid', (row) => row.tripId)}, ${column(batch, 'timestamptz', (row) => row.createdAt)}, ${column(batch, 'timestamptz', (row) => row.updatedAt)})`);
  }
  for (const batch of batches(rows.legs)) {
    await db.execute(sql`insert into ${legsTable} (id, enterprise_id, trip_id, booking_id, passenger_id, pickup_latitude, pickup_longitude, pickup_label, pickup_planned_at,
      pickup_actual_at, drop_latitude, drop_longitude, drop_label, drop_actual_at, shared_km, solo_km, proof_class, completed_at, validated_at, cancelled_at, created_at)
      select * from unnest(${column(batch, 'uuid', (row) => row.id)}, ${column(batch, 'uuid', (row) => row.enterpriseId)}, ${column(batch, 'uuid', (row) => row.tripId)},
        ${column(batch, 'uuid', (row) => row.bookingId)}, ${column(batch, 'uuid', (row) => row.passengerId)}, ${column(batch, 'float8', (row) => row.pickupLatitude)},
        ${column(batch, 'float8', (row) => row.pickupLongitude)}, ${column(batch, 'text', (row) => row.pickupLabel)}, ${column(batch, 'timestamptz', (row) => row.pickupPlannedAt)},
        ${column(batch, 'timestamptz', (row) => row.pickupActualAt)}, ${column(batch, 'float8', (row) => row.dropLatitude)}, ${column(batch, 'float8', (row) => row.dropLongitude)},
        ${column(batch, 'text', (row) => row.dropLabel)}, ${column(batch, 'timestamptz', (row) => row.dropActualAt)}, ${column(batch, 'float8', (row) => row.sharedKm)},
        ${column(batch, 'float8', (row) => row.soloKm)}, ${column(batch, 'text', (row) => row.proofClass)}, ${column(batch, 'timestamptz', (row) => row.completedAt)},
        ${column(batch, 'timestamptz', (row) => row.validatedAt)},
        ${column(batch, 'timestamptz', (row) => row.cancelledAt)}, ${column(batch, 'timestamptz', (row) => row.createdAt)})`);
  }
  for (const batch of batches(rows.proofs)) {
    await db.execute(sql`insert into ${proofEventsTable} (enterprise_id, booking_id, employee_id, account_id, kind, latitude, longitude, recorded_at, received_at)
      select * from unnest(${column(batch, 'uuid', (row) => row.enterpriseId)}, ${column(batch, 'uuid', (row) => row.bookingId)}, ${column(batch, 'uuid', (row) => row.employeeId)},
        ${column(batch, 'uuid', (row) => row.accountId)}, ${column(batch, 'text', (row) => row.kind)}, ${column(batch, 'float8', (row) => row.latitude)},
        ${column(batch, 'float8', (row) => row.longitude)}, ${column(batch, 'timestamptz', (row) => row.recordedAt)}, ${column(batch, 'timestamptz', (row) => row.receivedAt)})`);
  }
}

/** The rows of three months of commutes, before `now`; anomalies the fraud rules catch are marked for checking. */
export function buildDemoTrips(enterpriseId: string, timeZone: string, people: Person[], now: Date): Rows {
  const next = seededRandom(20_260_301);
  const crews = formCrews(people, next);
  const rows: Rows = { journeys: [], trips: [], bookings: [], legs: [], proofs: [], toCheck: [] };
  const today = localDayOf(now, timeZone);
  const firstDay = addDays(today, -Math.round(demoMonths * 30.5));
  const firstWeekday = [0, 1, 2, 3, 4, 5, 6].map((days) => addDays(firstDay, days)).find((day) => isoWeekday(day) <= 5)!;
  const minuteOf = (at: Date) => Math.round((wallClockAsUtc(at, timeZone) - Date.parse(`${localDayOf(at, timeZone)}T00:00:00Z`)) / minute);

  const journey = (person: Person, role: 'driver' | 'passenger', from: Point, to: Point, departureAt: Date, weekdayMask: number, seats: number | null) => {
    const id = randomUUID();
    rows.journeys.push({
      id, enterpriseId, employeeId: person.employeeId, role,
      originLatitude: from.latitude, originLongitude: from.longitude, originLabel: from.label, originCell: cellOf(from.latitude, from.longitude),
      destinationLatitude: to.latitude, destinationLongitude: to.longitude, destinationLabel: to.label,
      departureAt, weekdayMask, departureMinute: minuteOf(departureAt), timeZone, seats, createdAt: new Date(departureAt.getTime() - 24 * hour),
    });
    return id;
  };
  // Each crew's driver offers the two commutes every weekday (a regular trip).
  const offers = crews.map((crew) => ({
    morning: journey(crew.driver, 'driver', crew.home, demoOffice, localInstant(firstWeekday, crew.morningMinute, timeZone), 0b11111, crew.seats),
    evening: journey(crew.driver, 'driver', demoOffice, crew.home, localInstant(firstWeekday, crew.eveningMinute, timeZone), 0b11111, crew.seats),
  }));

  type Rider = { person: Person; from: Point; to: Point };
  /** One car journey of a driver with its riders, as the app would have recorded it. */
  const ride = (driver: Person, offerId: string, seats: number, from: Point, to: Point, departure: Date, riders: Rider[], options: { lateData?: boolean; check?: boolean } = {}) => {
    const tripId = randomUUID();
    const driverKm = km(from, to);
    const travelMinutes = Math.round((driverKm / 24) * 60) + 5;
    const trip: typeof tripsTable.$inferInsert = {
      id: tripId, enterpriseId, offerId, driverId: driver.employeeId, vehicleSeats: seats, plannedDepartureAt: departure,
      plannedArrivalAt: new Date(departure.getTime() + travelMinutes * minute), status: 'completed', proofClass: 'C',
      createdAt: new Date(departure.getTime() - 20 * hour),
    };
    let live = 0;
    let weakest = 2;
    let firstPickup: Date | undefined;
    let lastDrop = new Date(departure.getTime() + travelMinutes * minute);
    let longest = 0;
    for (const rider of riders) {
      const requestId = journey(rider.person, 'passenger', rider.from, rider.to, departure, 0, null);
      const bookingId = randomUUID();
      const legKm = km(rider.from, rider.to);
      longest = Math.max(longest, legKm);
      const draw = next();
      const isCancelled = draw < 0.02;
      const ageDays = (now.getTime() - departure.getTime()) / (24 * hour);
      const isValidated = !isCancelled && next() < (ageDays < 2 ? 0.6 : 0.97);
      const isLate = !isCancelled && (options.lateData ?? false);
      const proof = next();
      const proofClass = isCancelled ? 'A' : proof < 0.78 ? 'C' : proof < 0.93 ? 'B' : 'A';
      const delay = next() < 0.85 ? Math.floor(next() * 5) : 6 + Math.floor(next() * 10);
      const pickupAt = new Date(departure.getTime() + delay * minute);
      const dropAt = new Date(pickupAt.getTime() + (Math.round((legKm / 24) * 60) + 3) * minute);
      const receivedAfter = isLate ? (26 + Math.floor(next() * 14)) * hour : 20_000;
      const hasPickup = proofClass !== 'A';
      rows.bookings.push({
        id: bookingId, enterpriseId, driverEnterpriseId: enterpriseId, offerId, requestId, passengerId: rider.person.employeeId, driverId: driver.employeeId,
        departureAt: departure, status: isCancelled ? 'CANCELLED' : isValidated ? 'VALIDATED' : 'COMPLETED_PENDING_VALIDATION', tripId,
        createdAt: new Date(departure.getTime() - 22 * hour), updatedAt: isValidated ? new Date(dropAt.getTime() + 2 * hour) : departure,
      });
      rows.legs.push({
        id: randomUUID(), enterpriseId, tripId, bookingId, passengerId: rider.person.employeeId,
        pickupLatitude: rider.from.latitude, pickupLongitude: rider.from.longitude, pickupLabel: rider.from.label, pickupPlannedAt: departure,
        pickupActualAt: hasPickup ? pickupAt : null,
        dropLatitude: rider.to.latitude, dropLongitude: rider.to.longitude, dropLabel: rider.to.label, dropActualAt: hasPickup ? dropAt : null,
        sharedKm: legKm, soloKm: legKm, proofClass,
        // The driver's completion reaches the service with the phones' data: ten minutes after the drop, or as late.
        completedAt: isCancelled ? null : new Date(dropAt.getTime() + (isLate ? receivedAfter : 10 * minute)),
        validatedAt: isValidated ? new Date(dropAt.getTime() + (isLate ? receivedAfter : 2 * hour)) : null,
        cancelledAt: isCancelled ? new Date(departure.getTime() - 2 * hour) : null,
        createdAt: new Date(departure.getTime() - 20 * hour),
      });
      if (isCancelled) continue;
      live++;
      weakest = Math.min(weakest, proofClass === 'C' ? 2 : proofClass === 'B' ? 1 : 0);
      // Phones place their owners near the points (within ~150 m); class C has both occupants' phones, B the passenger's.
      const reporters = proofClass === 'C' ? [rider.person, driver] : proofClass === 'B' ? [rider.person] : [];
      for (const reporter of reporters) {
        for (const [kind, point, at] of [['pickup', rider.from, pickupAt], ['drop', rider.to, dropAt]] as const) {
          const near = offset(point, (next() - 0.5) * 0.3, (next() - 0.5) * 0.3, '');
          rows.proofs.push({
            enterpriseId, bookingId, employeeId: reporter.employeeId, accountId: reporter.accountId, kind,
            latitude: near.latitude, longitude: near.longitude, recordedAt: at, receivedAt: new Date(at.getTime() + receivedAfter),
          });
        }
      }
      if (hasPickup && (!firstPickup || pickupAt < firstPickup)) firstPickup = pickupAt;
      if (hasPickup && dropAt > lastDrop) lastDrop = dropAt;
      if (options.check || isLate) rows.toCheck.push({ passengerId: rider.person.employeeId, bookingId, at: new Date(lastDrop.getTime() + (isLate ? receivedAfter : 10 * minute)) });
    }
    trip.status = live === 0 ? 'cancelled' : 'completed';
    trip.proofClass = live === 0 ? 'A' : (['A', 'B', 'C'] as const)[weakest]!;
    trip.actualDepartureAt = firstPickup ?? null;
    trip.actualArrivalAt = live === 0 ? null : lastDrop;
    // The car drives the driver's way plus a detour per passenger.
    trip.vehicleKm = live === 0 ? null : Math.round(Math.max(driverKm, longest) * (1.06 + 0.04 * live) * 10) / 10;
    rows.trips.push(trip);
    return tripId;
  };

  let weekdayIndex = -1;
  for (let day = firstWeekday; day <= today; day = addDays(day, 1)) {
    if (isoWeekday(day) > 5) continue;
    weekdayIndex++;
    // Who is at the office today, and who of the crews flagged rides involve (their day is checked whole).
    const commutes: { crew: Crew; index: number; riders: Crew['passengers'] }[] = [];
    const checkDay = new Set<string>();
    for (const [index, crew] of crews.entries()) {
      const riders = crew.passengers.filter(() => next() < 0.9);
      if (next() < 0.92) {
        commutes.push({ crew, index, riders });
      } else {
        // The driver is away: whoever asked for a ride today found none (the match rate sees it).
        for (const rider of riders) journey(rider.person, 'passenger', rider.home, demoOffice, localInstant(day, crew.morningMinute, timeZone), 0, null);
      }
    }
    const withRiders = commutes.filter((commute) => commute.riders.length > 0);
    const pick = () => withRiders[Math.floor(next() * withRiders.length)]!;
    // One weekday in ten a lunch lift, one in fifteen a second ride of the same two people, one in twenty a fourth trip.
    const anomaly = withRiders.length < 2 ? '' : weekdayIndex % 10 === 3 ? 'shortLeg' : weekdayIndex % 15 === 7 ? 'samePeople' : weekdayIndex % 20 === 11 ? 'tooManyTrips' : '';
    const extras: (() => void)[] = [];
    if (anomaly === 'shortLeg') {
      // A lift of a kilometre and a half at lunch: under the minimum leg.
      const driverCommute = pick();
      const rider = pick().riders[0]!;
      if (rider.person !== driverCommute.crew.driver) {
        checkDay.add(driverCommute.crew.driver.employeeId).add(rider.person.employeeId);
        const to = offset(demoOffice, 1.1, 0.9, 'Restaurante');
        extras.push(() => {
          const departure = localInstant(day, 13 * 60 + 40, timeZone);
          const offerId = journey(driverCommute.crew.driver, 'driver', demoOffice, to, departure, 0, 3);
          ride(driverCommute.crew.driver, offerId, 3, demoOffice, to, departure, [{ person: rider.person, from: demoOffice, to }], { check: true });
        });
      }
    } else if (anomaly === 'samePeople') {
      // The same two people in a second car journey 20 minutes after the first.
      const commute = pick();
      const rider = commute.riders[0]!;
      checkDay.add(commute.crew.driver.employeeId).add(rider.person.employeeId);
      const to = offset(demoOffice, -4, 5, 'Cliente en Polanco');
      extras.push(() => {
        const departure = localInstant(day, commute.crew.morningMinute + 20, timeZone);
        const offerId = journey(commute.crew.driver, 'driver', rider.home, to, departure, 0, 3);
        ride(commute.crew.driver, offerId, 3, rider.home, to, departure, [{ person: rider.person, from: rider.home, to }], { check: true });
      });
    } else if (anomaly === 'tooManyTrips') {
      // A driver with two visits to clients between the commutes: the evening one is the fourth trip of the day.
      const commute = pick();
      const first = pick().riders[0]!;
      const second = pick().riders[0]!;
      if (![first.person, second.person].includes(commute.crew.driver) && first !== second) {
        checkDay.add(commute.crew.driver.employeeId).add(first.person.employeeId).add(second.person.employeeId);
        for (const [rider, minuteOfDay, to] of [
          [first, 11 * 60, offset(demoOffice, 6, -3, 'Cliente en Iztacalco')],
          [second, 15 * 60, offset(demoOffice, -2, -7, 'Cliente en Coyoacán')],
        ] as const) {
          extras.push(() => {
            const departure = localInstant(day, minuteOfDay, timeZone);
            const offerId = journey(commute.crew.driver, 'driver', demoOffice, to, departure, 0, 3);
            ride(commute.crew.driver, offerId, 3, demoOffice, to, departure, [{ person: rider.person, from: demoOffice, to }], { check: true });
          });
        }
      }
    }
    for (const commute of commutes) {
      const { crew, index, riders } = commute;
      if (riders.length === 0) continue;
      const checked = [crew.driver, ...riders.map((rider) => rider.person)].some((person) => checkDay.has(person.employeeId));
      // One commute in a hundred (and the first of every fifth week) reaches the service more than a day
      // late: a phone offline until the next day.
      const lateData = next() < 0.01 || (weekdayIndex % 25 === 5 && commute === withRiders[0]);
      const morning = localInstant(day, crew.morningMinute, timeZone);
      const evening = localInstant(day, crew.eveningMinute, timeZone);
      if (morning <= now) ride(crew.driver, offers[index]!.morning, crew.seats, crew.home, demoOffice, morning, riders.map((rider) => ({ person: rider.person, from: rider.home, to: demoOffice })), { lateData, check: checked });
      if (evening <= now) ride(crew.driver, offers[index]!.evening, crew.seats, demoOffice, crew.home, evening, riders.map((rider) => ({ person: rider.person, from: demoOffice, to: rider.home })), { check: checked });
    }
    for (const extra of extras) extra();
  }
  // A ride written later than now would be a ride in the future: drop any anomaly that would be.
  const future = new Set(rows.trips.filter((trip) => trip.plannedDepartureAt > now).map((trip) => trip.id!));
  if (future.size > 0) removeTrips(rows, future);
  return rows;
}

function removeTrips(rows: Rows, tripIds: Set<string>): void {
  const bookings = new Set(rows.bookings.filter((booking) => tripIds.has(booking.tripId!)).map((booking) => booking.id));
  rows.trips = rows.trips.filter((trip) => !tripIds.has(trip.id!));
  rows.bookings = rows.bookings.filter((booking) => !bookings.has(booking.id));
  rows.legs = rows.legs.filter((leg) => !bookings.has(leg.bookingId));
  rows.proofs = rows.proofs.filter((proof) => !bookings.has(proof.bookingId));
  rows.toCheck = rows.toCheck.filter((leg) => !bookings.has(leg.bookingId));
}
