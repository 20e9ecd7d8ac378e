import { fraudRules, translateMessage, type Language, type LegFlagReason } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { findPartyBooking } from './bookings.repository.js';
import * as repository from './fraud-rules.repository.js';
import type { LegFlagRow } from './trips.table.js';

const flagMessageKeys = {
  shortLeg: 'legFlagShortLeg',
  tooManyTripsInADay: 'legFlagTooManyTripsInADay',
  samePeopleWithin30Minutes: 'legFlagSamePeopleWithin30Minutes',
  lateData: 'legFlagLateData',
} as const satisfies Record<LegFlagReason, string>;

const flagParams: Record<LegFlagReason, Record<string, number>> = {
  shortLeg: { km: fraudRules.minimumLegKm },
  tooManyTripsInADay: { trips: fraudRules.tripsPerDayAllowed },
  samePeopleWithin30Minutes: { minutes: fraudRules.repeatWindowMinutes },
  lateData: { hours: fraudRules.lateDataHours },
};

/** A leg's flags as shown to its people and the administrators: each reason with its message in the reader's language. */
export function describeLegFlags(flags: LegFlagRow[], language: Language) {
  return flags.map((flag) => ({
    reason: flag.reason as LegFlagReason,
    message: translateMessage(flagMessageKeys[flag.reason as LegFlagReason], language, flag.params),
    flaggedAt: flag.flaggedAt,
  }));
}

/**
 * Adds the flags a leg does not have yet; a flag once set stays (it is shown, and keeps the leg out
 * of the figures). The leg is locked only when it gains one, so checks that find nothing new never
 * wait on each other. Answers whether it gained any.
 */
async function addFlags(ctx: Pick<ServiceContext, 'db'>, leg: repository.CheckedLeg, reasons: LegFlagReason[], now: Date): Promise<boolean> {
  if (reasons.every((reason) => leg.flags.some((flag) => flag.reason === reason))) return false;
  const [locked] = await repository.lockLeg(ctx.db, leg.legId);
  const flags = locked!.flags;
  const added: LegFlagRow[] = reasons
    .filter((reason) => !flags.some((flag) => flag.reason === reason))
    .map((reason) => ({ reason, flaggedAt: now.toISOString(), params: flagParams[reason] }));
  if (added.length) await repository.setLegFlags(ctx.db, leg.legId, [...flags, ...added]);
  return added.length > 0;
}

/**
 * Data the service received (a proof, from either phone, or the completion) more than 24 hours after
 * the trip started: its planned departure, or an earlier first pickup a phone reported. When the
 * service received it is the service's clock, never the phone's `recordedAt`.
 */
function hasLateData(leg: repository.CheckedLeg): boolean {
  const startedAt = Math.min(leg.plannedDepartureAt.getTime(), leg.actualDepartureAt?.getTime() ?? Infinity);
  const lastReceivedAt = Math.max(leg.completedAt?.getTime() ?? -Infinity, leg.lastProofReceivedAt?.getTime() ?? -Infinity);
  return lastReceivedAt - startedAt > fraudRules.lateDataHours * 3600 * 1000;
}

/**
 * The rules of the carpool proof registry on a leg, from what is stored: the same answer whatever
 * order its data and its people's other trips arrived in.
 */
async function flagsEarnedBy(ctx: Pick<ServiceContext, 'db'>, leg: repository.CheckedLeg): Promise<LegFlagReason[]> {
  const reasons: LegFlagReason[] = [];
  const trip = { id: leg.tripId, plannedDepartureAt: leg.plannedDepartureAt };
  if (leg.sharedKm < fraudRules.minimumLegKm) reasons.push('shortLeg');
  for (const person of [leg.driverId, leg.passengerId]) {
    if ((await repository.rankTripInPersonsDay(ctx.db, person, trip, leg.timeZone)) > fraudRules.tripsPerDayAllowed) {
      reasons.push('tooManyTripsInADay');
      break;
    }
  }
  if (await repository.hasTripOfSamePeopleNear(ctx.db, [leg.driverId, leg.passengerId], trip, fraudRules.repeatWindowMinutes)) {
    reasons.push('samePeopleWithin30Minutes');
  }
  if (hasLateData(leg)) reasons.push('lateData');
  return reasons;
}

/** Late data on a leg not completed yet (a proof that arrives while the booking is only confirmed). */
export async function flagLateData(ctx: Pick<ServiceContext, 'db'>, bookingId: string, now: Date): Promise<void> {
  const leg = await repository.findCheckedLeg(ctx.db, bookingId);
  if (hasLateData(leg)) await addFlags(ctx, leg, ['lateData'], now);
}

/**
 * The rules on a booking's leg, checked when the ride is completed or validated and whenever data
 * arrives after, and on every completed leg of its two people's local day (in the leg's company's
 * zone): a trip entered later (the day's earliest, completed last) can make another leg of that day
 * the fourth, or put it within 30 minutes of another, so the day's flags come out the same whatever
 * order its trips were entered in. One person's day is a few legs, each read through indexes. Answers
 * the trips whose legs gained a flag, whose figures the caller rewrites with its own.
 */
export async function checkFraudRules(ctx: Pick<ServiceContext, 'db'>, bookingId: string, now: Date): Promise<string[]> {
  const leg = await repository.findCheckedLeg(ctx.db, bookingId);
  const legs = new Map([[leg.legId, leg]]);
  for (const person of [leg.driverId, leg.passengerId]) {
    for (const other of await repository.listCompletedLegsOfPersonsDay(ctx.db, person, leg.plannedDepartureAt, leg.timeZone)) legs.set(other.legId, other);
  }
  const flagged = new Set<string>();
  // In id order, so two checks of one day that both flag lock the legs in the same order.
  for (const each of [...legs.values()].sort((a, b) => a.legId.localeCompare(b.legId))) {
    if (await addFlags(ctx, each, await flagsEarnedBy(ctx, each), now)) flagged.add(each.tripId);
  }
  return [...flagged];
}

/**
 * Runs the fraud rules on a booking's leg from what is stored: how legs written in bulk (the demo
 * seed, whose rows are all written before any is checked) get their flags from the same rules as the
 * app's, flagged at `now`. Leaves the day roll-ups to the caller.
 */
export async function checkLegFraudRules(ctx: Pick<ServiceContext, 'db'>, passengerId: string, bookingId: string, now: Date): Promise<void> {
  const booking = await findPartyBooking(ctx.db, passengerId, bookingId, true);
  if (!booking) throw new Error(`no booking ${bookingId} of passenger ${passengerId}`);
  const leg = await repository.findCheckedLeg(ctx.db, booking.id);
  await addFlags(ctx, leg, await flagsEarnedBy(ctx, leg), now);
}
