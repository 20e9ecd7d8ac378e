// Two demo employees who log in to the riders' app (/app): a driver and a passenger who ride together
// to the office, with rides on the coming weekdays and a past fortnight in which some rides count in the
// report and some do not, each for a reason the app explains. Written into the trips feature's tables,
// flagged by its own fraud rules and rolled up by the reports' own day rewrite, as demo-trips.ts does.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { localDayOf } from '@rumbo/contract';
import type { ServiceContext } from '../service-context.js';
import { insertPeopleDirectly } from '../db/seed-people.js';
import { accountsTable } from '../features/auth/auth.table.js';
import { companySitesTable } from '../features/company-location/company-location.table.js';
import { hashPassword } from '../features/auth/index.js';
import { enterprisesTable } from '../features/enterprises/enterprises.table.js';
import { refreshCompanyDay } from '../features/reports/index.js';
import { minutesToWork } from '../features/riders/index.js';
import { commutesTable } from '../features/riders/commute.table.js';
import { cellOf, checkLegFraudRules, distanceKm } from '../features/trips/index.js';
import { bookingsTable, journeysTable, legsTable, proofEventsTable, tripsTable } from '../features/trips/trips.table.js';
import { demoOffice, localInstant } from './demo-trips.js';

type Context = Pick<ServiceContext, 'db' | 'clock'>;
type Point = { latitude: number; longitude: number; label: string };
type Person = { employeeId: string; accountId: string };

export const demoRiders = {
  driver: { email: 'conductor@demo.rumbo.mx', firstNames: 'Roberto', lastNames: 'Conductor Ibarra', phone: '+525512340001' },
  passenger: { email: 'pasajera@demo.rumbo.mx', firstNames: 'Paola', lastNames: 'Pasajera Núñez', phone: '+525512340002' },
  password: 'rumbo-demo-2026',
} as const;

const minute = 60_000;
const hour = 60 * minute;
// Coyoacán, south of the office; the passenger lives 800 m up the driver's way.
const driverHome: Point = { latitude: 19.3496, longitude: -99.1617, label: 'Casa: Francisco Sosa 120, Coyoacán' };
const passengerHome: Point = { latitude: 19.3568, longitude: -99.1632, label: 'Av. México 45, Coyoacán' };
const departureMinute = 7 * 60 + 30;
const leaveMinute = 18 * 60;
const homeAddresses = { driver: 'Francisco Sosa 120, Coyoacán, CDMX', passenger: 'Av. México 45, Coyoacán, CDMX' };

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const isWeekday = (day: string) => [1, 2, 3, 4, 5].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Adds the two riders and their rides unless the driver's account exists (so a second run adds nothing). */
export async function seedDemoRiders(ctx: Context, enterpriseId: string): Promise<{ skipped: boolean }> {
  const passwordHash = await hashPassword(demoRiders.password);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [existing] = await db
      .select({ id: accountsTable.id })
      .from(accountsTable)
      .where(and(eq(accountsTable.email, demoRiders.driver.email), isNull(accountsTable.releasedAt)));
    if (existing) return { skipped: true };
    const [company] = await db.select({ timeZone: enterprisesTable.timeZone }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
    const timeZone = company!.timeZone;
    const [driver, passenger] = (await insertPeopleDirectly(
      db,
      [demoRiders.driver, demoRiders.passenger].map((person) => ({
        ...person,
        enterpriseId,
        address: person === demoRiders.driver ? homeAddresses.driver : homeAddresses.passenger,
        passwordHash,
        status: 'active' as const,
        emailVerifiedAt: ctx.clock.now(),
      })),
    )) as [Person, Person];

    // The office the riders' commutes lead to, placed (as its administrators would on the location screen).
    await db
      .insert(companySitesTable)
      .values({ enterpriseId, address: 'Av. Paseo de la Reforma 222, Juárez, Ciudad de México', latitude: demoOffice.latitude, longitude: demoOffice.longitude })
      .onConflictDoNothing();

    const now = ctx.clock.now();
    const today = localDayOf(now, timeZone);
    const weekdays = (from: string, step: 1 | -1, count: number) => {
      const days: string[] = [];
      for (let day = addDays(from, step); days.length < count; day = addDays(day, step)) if (isWeekday(day)) days.push(day);
      return days;
    };
    // Newest first: yesterday's ride waits for her arrival, the oldest counts.
    const [waitsForArrival, countsB, cancelled, twiceIn30Minutes, countsC] = weekdays(today, -1, 5) as [string, string, string, string, string];
    const upcoming = weekdays(today, 1, 3);

    const journey = (person: Person, role: 'driver' | 'passenger', from: Point, to: Point, departureAt: Date, weekdayMask = 0, minute = departureMinute) => {
      const id = randomUUID();
      const rows = {
        id, enterpriseId, employeeId: person.employeeId, role,
        originLatitude: from.latitude, originLongitude: from.longitude, originLabel: from.label, originCell: cellOf(from.latitude, from.longitude),
        destinationLatitude: to.latitude, destinationLongitude: to.longitude, destinationLabel: to.label,
        departureAt, weekdayMask, departureMinute: minute, timeZone, seats: role === 'driver' ? 3 : null, createdAt: new Date(departureAt.getTime() - 24 * hour),
      } as const;
      return db.insert(journeysTable).values(rows).then(() => id);
    };
    // Their commutes, as "Mi trayecto" saves them, Monday to Friday: he drives, leaving home at 07:30 to
    // arrive in time, and back at 18:00 (his regular offers from the oldest ride on); she rides, her
    // regular requests (from yesterday's ride on) leaving home when the screen would have her leave.
    const weekdayMask = 0b11111;
    const arriveMinute = departureMinute + minutesToWork(driverHome, demoOffice);
    const passengerMinute = arriveMinute - minutesToWork(passengerHome, demoOffice);
    await db.insert(commutesTable).values(
      ([[driver, driverHome, 'driver'], [passenger, passengerHome, 'passenger']] as const).map(([person, home, role]) => ({
        employeeId: person.employeeId, enterpriseId, homeLabel: homeAddresses[role], homeLatitude: home.latitude, homeLongitude: home.longitude,
        weekdayMask, arriveMinute, leaveMinute, role, seats: role === 'driver' ? 3 : null, updatedAt: now,
      })),
    );
    const offerId = await journey(driver, 'driver', driverHome, demoOffice, localInstant(countsC, departureMinute, timeZone), weekdayMask);
    await journey(driver, 'driver', demoOffice, driverHome, localInstant(countsC, leaveMinute, timeZone), weekdayMask, leaveMinute);
    const morningRequest = await journey(passenger, 'passenger', passengerHome, demoOffice, localInstant(waitsForArrival, passengerMinute, timeZone), weekdayMask, passengerMinute);
    await journey(passenger, 'passenger', demoOffice, passengerHome, localInstant(waitsForArrival, leaveMinute, timeZone), weekdayMask, leaveMinute);
    const legKm = Math.round(distanceKm(passengerHome, demoOffice) * 1000) / 1000;
    const days = new Set<string>();

    /** A booking of hers on one departure (on a one-off request of hers unless one is named), as far as it got; answers its id. */
    const ride = async (departure: Date, status: (typeof bookingsTable.$inferInsert)['status'], proofClass: 'A' | 'B' | 'C' = 'A', offer = offerId, request?: string) => {
      days.add(localDayOf(departure, timeZone));
      const requestId = request ?? (await journey(passenger, 'passenger', passengerHome, demoOffice, departure));
      const bookingId = randomUUID();
      const confirmed = status !== 'WAITING_CONFIRMATION' && status !== 'CANCELLED';
      const done = status === 'COMPLETED_PENDING_VALIDATION' || status === 'VALIDATED';
      const pickupAt = new Date(departure.getTime() + 3 * minute);
      const dropAt = new Date(departure.getTime() + 28 * minute);
      const tripId = confirmed ? randomUUID() : null;
      if (tripId) {
        await db.insert(tripsTable).values({
          id: tripId, enterpriseId, offerId: offer, driverId: driver.employeeId, vehicleSeats: 3, plannedDepartureAt: departure,
          plannedArrivalAt: new Date(departure.getTime() + 30 * minute), actualDepartureAt: done && proofClass !== 'A' ? pickupAt : null,
          actualArrivalAt: done ? dropAt : null, vehicleKm: done ? Math.round(distanceKm(driverHome, demoOffice) * 1.08 * 10) / 10 : null,
          proofClass, status: done ? 'completed' : 'planned', createdAt: new Date(departure.getTime() - 20 * hour),
        });
      }
      await db.insert(bookingsTable).values({
        id: bookingId, enterpriseId, driverEnterpriseId: enterpriseId, offerId: offer, requestId, passengerId: passenger.employeeId, driverId: driver.employeeId,
        departureAt: departure, status, tripId, createdAt: new Date(departure.getTime() - 22 * hour), updatedAt: done ? dropAt : new Date(departure.getTime() - 20 * hour),
      });
      if (!tripId) return bookingId;
      await db.insert(legsTable).values({
        enterpriseId, tripId, bookingId, passengerId: passenger.employeeId,
        pickupLatitude: passengerHome.latitude, pickupLongitude: passengerHome.longitude, pickupLabel: passengerHome.label, pickupPlannedAt: departure,
        pickupActualAt: done && proofClass !== 'A' ? pickupAt : null,
        dropLatitude: demoOffice.latitude, dropLongitude: demoOffice.longitude, dropLabel: demoOffice.label, dropActualAt: done && proofClass !== 'A' ? dropAt : null,
        sharedKm: legKm, soloKm: legKm, proofClass,
        completedAt: done ? new Date(dropAt.getTime() + 10 * minute) : null,
        validatedAt: status === 'VALIDATED' ? new Date(dropAt.getTime() + 2 * hour) : null,
        createdAt: new Date(departure.getTime() - 20 * hour),
      });
      // Class C: both phones placed them at the pickup and the drop; class B: hers alone.
      const reporters = proofClass === 'C' ? [passenger, driver] : proofClass === 'B' ? [passenger] : [];
      for (const reporter of reporters) {
        for (const [kind, point, at] of [['pickup', passengerHome, pickupAt], ['drop', demoOffice, dropAt]] as const) {
          await db.insert(proofEventsTable).values({
            enterpriseId, bookingId, employeeId: reporter.employeeId, accountId: reporter.accountId, kind,
            latitude: point.latitude, longitude: point.longitude, recordedAt: at, receivedAt: new Date(at.getTime() + 20_000),
          });
        }
      }
      return bookingId;
    };

    const at = (day: string, minuteOfDay = departureMinute) => localInstant(day, minuteOfDay, timeZone);
    await ride(at(countsC), 'VALIDATED', 'C');
    // The same two people twice within 30 minutes (the second a one-off offer of his): both legs are flagged.
    const first = await ride(at(twiceIn30Minutes), 'VALIDATED', 'C');
    const secondDeparture = at(twiceIn30Minutes, departureMinute + 20);
    const second = await ride(secondDeparture, 'VALIDATED', 'C', await journey(driver, 'driver', driverHome, demoOffice, secondDeparture));
    await ride(at(cancelled), 'CANCELLED');
    await ride(at(countsB), 'VALIDATED', 'B');
    await ride(at(waitsForArrival), 'COMPLETED_PENDING_VALIDATION', 'C');
    for (const bookingId of [first, second]) await checkLegFraudRules(tx, passenger.employeeId, bookingId, new Date(secondDeparture.getTime() + hour));
    // The coming weekdays, booked on her commute: the next one confirmed by the driver, the two after waiting for him.
    for (const [index, day] of upcoming.entries()) await ride(at(day), index === 0 ? 'CONFIRMED' : 'WAITING_CONFIRMATION', 'A', offerId, morningRequest);
    for (const day of [...days].sort()) await refreshCompanyDay(tx, { enterpriseId, day });
    return { skipped: false };
  });
}
