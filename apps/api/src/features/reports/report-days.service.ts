import { punctualPickupMinutes } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import * as trips from './report-day-trips.repository.js';
import { countFigures, type TripShare } from './report-day-trips.repository.js';
import * as repository from './reports.repository.js';

/** All a day's rewrite needs of the service (the demo seed and the benchmark call it outside a request). */
type DayContext = Pick<ServiceContext, 'db' | 'clock'>;

/**
 * Keeps the report roll-ups (report_days, report_day_people) true: the trips feature calls these in
 * the transaction of every change a figure may see (a leg confirmed, cancelled, completed, proved,
 * flagged or validated; a request made). A day is the sum of its trips' rows (report_day_trips): a
 * change counts its trips again from their own legs and applies the difference to the day, under the
 * day's row lock, instead of summing the day's thousands of legs. A day not yet recorded trip by trip
 * is counted whole once (`refreshCompanyDay`, also how a day is rebuilt by hand). The one thing of
 * reports the trips feature calls: reports read trips' tables, never its services, so the arrow goes
 * one way.
 */

const byCompanyDay = (a: repository.CompanyDay, b: repository.CompanyDay) => a.enterpriseId.localeCompare(b.enterpriseId) || a.day.localeCompare(b.day);

/**
 * Applies the change of these trips (every trip whose legs the caller's transaction changed) to each
 * day they count on, for their drivers' companies and every company with a leg on them, in one
 * ordered pass.
 */
export async function refreshTripFigures(ctx: DayContext, tripIds: string | readonly string[]): Promise<void> {
  const days = new Map<string, repository.CompanyDay & { tripIds: string[] }>();
  const ids = [...new Set(typeof tripIds === 'string' ? [tripIds] : tripIds)];
  for (const { tripId, enterpriseId, day } of await trips.listCompanyDaysOfTrips(ctx.db, ids)) {
    const key = `${enterpriseId} ${day}`;
    const companyDay = days.get(key) ?? { enterpriseId, day, tripIds: [] };
    if (!companyDay.tripIds.includes(tripId)) companyDay.tripIds.push(tripId);
    days.set(key, companyDay);
  }
  // Always in one order, so two transactions touching the same days never wait for each other in a circle.
  for (const companyDay of [...days.values()].sort(byCompanyDay)) {
    const { timeZone, byTrip } = await repository.lockReportDay(ctx.db, companyDay);
    if (byTrip) await applyTripChanges(ctx, companyDay, timeZone, companyDay.tripIds);
    else await recountCompanyDay(ctx, companyDay, timeZone);
  }
}

/** Counts again the requests of the day a request leaves on, for its match rate. */
export async function refreshRequestFigures(ctx: DayContext, requestId: string): Promise<void> {
  for (const companyDay of (await repository.listCompanyDaysOfRequest(ctx.db, requestId)).sort(byCompanyDay)) {
    const { timeZone, byTrip } = await repository.lockReportDay(ctx.db, companyDay);
    if (byTrip) await repository.writeRequestsOfDay(ctx.db, companyDay, await repository.countRequestsOfDay(ctx.db, companyDay, timeZone), ctx.clock.now());
    else await recountCompanyDay(ctx, companyDay, timeZone);
  }
}

/** Rewrites one company's day whole from its legs, trips and requests (also how a day is rebuilt by hand). */
export async function refreshCompanyDay(ctx: DayContext, companyDay: repository.CompanyDay): Promise<void> {
  const { timeZone } = await repository.lockReportDay(ctx.db, companyDay);
  await recountCompanyDay(ctx, companyDay, timeZone);
}

async function recountCompanyDay(ctx: DayContext, companyDay: repository.CompanyDay, timeZone: string): Promise<void> {
  const [legs, legCounts, requests] = await Promise.all([
    repository.listCountingLegsOfDay(ctx.db, companyDay, timeZone),
    trips.countLegsOfDayByTrip(ctx.db, companyDay, timeZone),
    repository.countRequestsOfDay(ctx.db, companyDay, timeZone),
  ]);
  const shares = sumDay(companyDay.enterpriseId, legs, legCounts);
  await trips.writeTripShares(ctx.db, companyDay, shares, true);
  const counts = Object.fromEntries(countFigures.map((figure) => [figure, 0])) as Record<(typeof countFigures)[number], number>;
  // Each person with how many of the day's trip rows have them, as the changes' differences keep it.
  const people = new Map<string, number>();
  for (const share of shares.values()) {
    for (const figure of countFigures) counts[figure] += share![figure];
    for (const person of share!.people) people.set(person, (people.get(person) ?? 0) + 1);
  }
  await repository.writeReportDay(ctx.db, companyDay, { ...counts, participants: people.size, ...requests }, people, ctx.clock.now());
}

/** Counts these trips of a (locked, recorded trip by trip) day again and applies what changed. */
async function applyTripChanges(ctx: DayContext, companyDay: repository.CompanyDay, timeZone: string, tripIds: string[]): Promise<void> {
  const after = new Map<string, TripShare | undefined>();
  for (const tripId of tripIds) after.set(tripId, shareOfTrip(companyDay.enterpriseId, await trips.listTripLegs(ctx.db, tripId, companyDay.day, timeZone)));
  const before = await trips.writeTripShares(ctx.db, companyDay, after, false);
  const counts = Object.fromEntries(countFigures.map((figure) => [figure, 0])) as Record<(typeof countFigures)[number], number>;
  // Each person's count of the day's trip rows moves by one for every trip that gained or lost them.
  const people = new Map<string, number>();
  const move = (person: string, by: number) => people.set(person, (people.get(person) ?? 0) + by);
  for (const tripId of tripIds) {
    const [old, now] = [before.get(tripId), after.get(tripId)];
    for (const figure of countFigures) counts[figure] += (now?.[figure] ?? 0) - (old?.[figure] ?? 0);
    for (const person of now?.people ?? []) if (!old?.people.includes(person)) move(person, 1);
    for (const person of old?.people ?? []) if (!now?.people.includes(person)) move(person, -1);
  }
  const kmBefore = tripIds.flatMap((tripId) => before.get(tripId) ?? []);
  const kmAfter = tripIds.flatMap((tripId) => after.get(tripId) ?? []);
  await trips.applyDayDifference(ctx.db, companyDay, { counts, people, kmBefore, kmAfter }, ctx.clock.now());
}

/**
 * What one trip adds to a company's day, from all its legs, as the day's whole count reckons it: its
 * figures when it leaves that day with a counting leg and the company drives it or has a counting leg
 * picked up that day; the company's live and flagged legs picked up that day. Nothing: no row.
 */
function shareOfTrip(enterpriseId: string, rows: trips.TripLegRow[]): TripShare | undefined {
  const trip = rows[0];
  if (!trip) return undefined;
  const legs = rows.flatMap((row) => (row.leg ? [row.leg] : []));
  const counting = legs.filter((leg) => leg.countsInFigures);
  const ownToday = legs.filter((leg) => leg.enterpriseId === enterpriseId && leg.pickedUpInDay && leg.live);
  const counted =
    trip.departsInDay && counting.length > 0 && (trip.driverEnterpriseId === enterpriseId || counting.some((leg) => leg.enterpriseId === enterpriseId && leg.pickedUpInDay))
      ? sumTrip(enterpriseId, trip, counting)
      : undefined;
  const legCounts = { legsAll: ownToday.length, legsFlagged: ownToday.filter((leg) => leg.flagged).length };
  if (!counted && legCounts.legsAll === 0) return undefined;
  return { ...(counted ?? emptyShare()), ...legCounts };
}

function emptyShare(): TripShare {
  return { ...(Object.fromEntries(countFigures.map((figure) => [figure, 0])) as Record<(typeof countFigures)[number], number>), sharedKm: 0, vehicleKmAvoided: 0, allocatedVehicleKm: 0, people: [] };
}

/**
 * A company's day, trip by trip, from its counting legs (`listCountingLegsOfDay`, in trip and leg
 * order) and its live legs per trip: what each trip adds to it (see `sumTrip`).
 */
export function sumDay(enterpriseId: string, legs: repository.DayLegRow[], legCounts: Map<string, { legsAll: number; legsFlagged: number }> = new Map()) {
  // Map.groupBy is not in Node.js 20, the lowest the project runs on.
  const byTrip = new Map<string, repository.DayLegRow[]>();
  for (const leg of legs) byTrip.set(leg.tripId, [...(byTrip.get(leg.tripId) ?? []), leg]);
  const shares = new Map<string, TripShare | undefined>();
  for (const [tripId, tripLegs] of byTrip) {
    const share = sumTrip(enterpriseId, tripLegs[0]!, tripLegs);
    if (share) shares.set(tripId, share);
  }
  for (const [tripId, counts] of legCounts) shares.set(tripId, { ...(shares.get(tripId) ?? emptyShare()), ...counts });
  return shares;
}

type TripOfLegs = Pick<repository.DayLegRow, 'driverId' | 'driverEnterpriseId' | 'vehicleSeats' | 'vehicleKm' | 'driverSoloKm'>;
type CountingLeg = Pick<repository.DayLegRow, 'enterpriseId' | 'passengerId' | 'sharedKm' | 'soloKm' | 'proofClass' | 'pickupPlannedAt' | 'pickupActualAt'>;

/**
 * One company's figures of a trip from its counting legs (in leg order). Occupants are the driver and
 * the counting legs' passengers; vehicle-km avoided = max(0, the driver's solo km + Σ the passengers'
 * solo km − the km the car drove), and the company takes of it, and of the km driven (its emissions),
 * its share of the occupants. A trip whose driver sent no km counts its longest leg's. Nothing when
 * the company has no one on it.
 */
function sumTrip(enterpriseId: string, trip: TripOfLegs, tripLegs: CountingLeg[]): TripShare | undefined {
  const own = tripLegs.filter((leg) => leg.enterpriseId === enterpriseId);
  const drivesHere = trip.driverEnterpriseId === enterpriseId;
  const occupants = tripLegs.length + 1;
  const ownOccupants = own.length + (drivesHere ? 1 : 0);
  if (ownOccupants === 0) return undefined;
  const share = ownOccupants / occupants;
  const vehicleKm = trip.vehicleKm ?? Math.max(...tripLegs.map((leg) => leg.sharedKm));
  const avoided = Math.max(0, trip.driverSoloKm + tripLegs.reduce((sum, leg) => sum + leg.soloKm, 0) - vehicleKm);
  const figures = emptyShare();
  figures.trips = 1;
  figures.seatsOffered = trip.vehicleSeats;
  figures.seatsUsed = tripLegs.length;
  figures.occupants = occupants;
  figures.vehicleKmAvoided = avoided * share;
  figures.allocatedVehicleKm = vehicleKm * share;
  const people = new Set<string>(drivesHere ? [trip.driverId] : []);
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
  figures.people = [...people];
  return figures;
}
