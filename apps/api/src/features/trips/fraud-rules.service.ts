import { fraudRules, translateMessage, type Language, type LegFlagReason } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { findPartyBooking, type BookingRow } from './bookings.repository.js';
import { findCompanyTimeZone } from './company-settings.repository.js';
import * as repository from './fraud-rules.repository.js';
import { findLegOfBooking, findTrip, type LegRow } from './trip-legs.repository.js';
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

/** Adds flags a leg does not have yet; a flag once set stays (it is shown, and keeps the leg out of the figures). */
async function addFlags(ctx: Pick<ServiceContext, 'db'>, legId: string, reasons: LegFlagReason[], now: Date): Promise<void> {
  const [locked] = await repository.lockLeg(ctx.db, legId);
  const flags = locked!.flags;
  const added: LegFlagRow[] = reasons
    .filter((reason) => !flags.some((flag) => flag.reason === reason))
    .map((reason) => ({ reason, flaggedAt: now.toISOString(), params: flagParams[reason] }));
  if (added.length) await repository.setLegFlags(ctx.db, legId, [...flags, ...added]);
}

/** Data that reached the service more than 24 hours after the trip started. */
export async function flagLateData(ctx: Pick<ServiceContext, 'db'>, leg: LegRow, now: Date): Promise<void> {
  const trip = await findTrip(ctx.db, leg.tripId);
  const startedAt = trip.actualDepartureAt ?? trip.plannedDepartureAt;
  if (now.getTime() - startedAt.getTime() > fraudRules.lateDataHours * 3600 * 1000) await addFlags(ctx, leg.id, ['lateData'], now);
}

/** The rules of the carpool proof registry, checked when the ride is done and whenever data arrives after. */
export async function checkFraudRules(ctx: Pick<ServiceContext, 'db'>, booking: BookingRow, now: Date): Promise<void> {
  const leg = (await findLegOfBooking(ctx.db, booking.id))!;
  const trip = await findTrip(ctx.db, leg.tripId);
  const timeZone = await findCompanyTimeZone(ctx.db, leg.enterpriseId);
  const reasons: LegFlagReason[] = [];
  if (leg.sharedKm < fraudRules.minimumLegKm) reasons.push('shortLeg');
  for (const person of [booking.driverId, booking.passengerId]) {
    if ((await repository.rankTripInPersonsDay(ctx.db, person, trip, timeZone)) > fraudRules.tripsPerDayAllowed) {
      reasons.push('tooManyTripsInADay');
      break;
    }
  }
  if (await repository.hasTripOfSamePeopleNear(ctx.db, [booking.driverId, booking.passengerId], trip, fraudRules.repeatWindowMinutes)) {
    reasons.push('samePeopleWithin30Minutes');
  }
  await addFlags(ctx, leg.id, reasons, now);
  await flagLateData(ctx, leg, now);
}

/**
 * Runs the fraud rules on a booking's leg as if its last data arrived at `now`: how legs written in
 * bulk (the demo seed) get their flags from the same rules as the app's. Leaves the day roll-ups to the caller.
 */
export async function checkLegFraudRules(ctx: Pick<ServiceContext, 'db'>, passengerId: string, bookingId: string, now: Date): Promise<void> {
  const booking = await findPartyBooking(ctx.db, passengerId, bookingId, true);
  if (!booking) throw new Error(`no booking ${bookingId} of passenger ${passengerId}`);
  await checkFraudRules(ctx, booking, now);
}
