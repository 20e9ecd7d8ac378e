import { punctualPickupMinutes } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './reports.repository.js';

/** All a day's rewrite needs of the service (the demo seed and the benchmark call it outside a request). */
type DayContext = Pick<ServiceContext, 'db' | 'clock'>;

/**
 * Keeps the report roll-ups (report_days, report_day_people) true: the trips feature calls these in
 * the transaction of every change a figure may see (a leg confirmed, cancelled, completed, proved,
 * flagged or validated; a request made), and each touched (company, local day) is recomputed whole
 * from that day's rows, which is idempotent and cannot drift. The one thing of reports the trips
 * feature calls: reports read trips' tables, never its services, so the arrow goes one way.
 */

/**
 * Recomputes the days of a trip (or of several, changed together), for each one's driver's company
 * and every company with a leg on it, in one ordered pass.
 */
export async function refreshTripFigures(ctx: DayContext, tripIds: string | readonly string[]): Promise<void> {
  const days = new Map<string, repository.CompanyDay>();
  for (const tripId of new Set(typeof tripIds === 'string' ? [tripIds] : tripIds)) {
    for (const day of await repository.listCompanyDaysOfTrip(ctx.db, tripId)) days.set(`${day.enterpriseId} ${day.day}`, day);
  }
  await refreshCompanyDays(ctx, [...days.values()]);
}

/** Recomputes the day a request leaves on, for its match rate. */
export async function refreshRequestFigures(ctx: DayContext, requestId: string): Promise<void> {
  await refreshCompanyDays(ctx, await repository.listCompanyDaysOfRequest(ctx.db, requestId));
}

async function refreshCompanyDays(ctx: DayContext, days: repository.CompanyDay[]): Promise<void> {
  // Always in one order, so two transactions touching the same days never wait for each other in a circle.
  const sorted = [...days].sort((a, b) => a.enterpriseId.localeCompare(b.enterpriseId) || a.day.localeCompare(b.day));
  for (const day of sorted) await refreshCompanyDay(ctx, day);
}

/** Rewrites one company's day from its legs, trips and requests (also how a day is rebuilt by hand). */
export async function refreshCompanyDay(ctx: DayContext, companyDay: repository.CompanyDay): Promise<void> {
  const { timeZone } = await repository.lockReportDay(ctx.db, companyDay);
  const [legs, counts] = await Promise.all([
    repository.listCountingLegsOfDay(ctx.db, companyDay, timeZone),
    repository.countLegsAndRequestsOfDay(ctx.db, companyDay, timeZone),
  ]);
  const { figures, people } = sumDay(companyDay.enterpriseId, legs);
  await repository.writeReportDay(ctx.db, companyDay, { ...figures, ...counts }, people, ctx.clock.now());
}

/**
 * One company's figures of a day from the counting legs of its trips. Per trip: occupants are the
 * driver and the counting legs' passengers; vehicle-km avoided = max(0, the driver's solo km + Σ the
 * passengers' solo km − the km the car drove), and the company takes of it, and of the km driven
 * (its emissions), its share of the occupants. A trip whose driver sent no km counts its longest leg's.
 */
export function sumDay(enterpriseId: string, legs: repository.DayLegRow[]) {
  const figures = {
    trips: 0,
    legs: 0,
    seatsOffered: 0,
    seatsUsed: 0,
    occupants: 0,
    sharedKm: 0,
    vehicleKmAvoided: 0,
    allocatedVehicleKm: 0,
    pickupsTimed: 0,
    pickupsPunctual: 0,
    legsProofC: 0,
    participants: 0,
  };
  const people = new Set<string>();
  // Map.groupBy is not in Node.js 20, the lowest the project runs on.
  const byTrip = new Map<string, repository.DayLegRow[]>();
  for (const leg of legs) byTrip.set(leg.tripId, [...(byTrip.get(leg.tripId) ?? []), leg]);
  for (const tripLegs of byTrip.values()) {
    const trip = tripLegs[0]!;
    const own = tripLegs.filter((leg) => leg.enterpriseId === enterpriseId);
    const drivesHere = trip.driverEnterpriseId === enterpriseId;
    const occupants = tripLegs.length + 1;
    const ownOccupants = own.length + (drivesHere ? 1 : 0);
    if (ownOccupants === 0) continue;
    const share = ownOccupants / occupants;
    const vehicleKm = trip.vehicleKm ?? Math.max(...tripLegs.map((leg) => leg.sharedKm));
    const avoided = Math.max(0, trip.driverSoloKm + tripLegs.reduce((sum, leg) => sum + leg.soloKm, 0) - vehicleKm);
    figures.trips += 1;
    figures.seatsOffered += trip.vehicleSeats;
    figures.seatsUsed += tripLegs.length;
    figures.occupants += occupants;
    figures.vehicleKmAvoided += avoided * share;
    figures.allocatedVehicleKm += vehicleKm * share;
    if (drivesHere) people.add(trip.driverId);
    for (const leg of own) {
      people.add(leg.passengerId);
      figures.legs += 1;
      figures.sharedKm += leg.sharedKm;
      if (leg.proofClass === 'C') figures.legsProofC += 1;
      if (leg.pickupActualAt) {
        figures.pickupsTimed += 1;
        if (Math.abs(leg.pickupActualAt.getTime() - leg.pickupPlannedAt.getTime()) <= punctualPickupMinutes * 60_000) figures.pickupsPunctual += 1;
      }
    }
  }
  figures.participants = people.size;
  return { figures, people: [...people] };
}
