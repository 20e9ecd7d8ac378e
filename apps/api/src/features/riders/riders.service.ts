import { bookingStatuses, localDayOf, type BookingStatus, type LegFlagReason, type MyImpact, type MyImpactQuery, type MyRide, type MyRides, type RideNotCountingReason } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { computePersonMetrics } from '../reports/index.js';
import * as repository from './riders.repository.js';

/** How many bookings of each side (driving, riding) each list reads: a few weeks of commutes. */
const upcomingLimit = 20;
const pastLimit = 40;

/**
 * Why a passenger's booking is not in the report, in the order a person fixes them. `counts_in_figures`
 * (validated, not cancelled, not flagged) alone says whether it counts; this only explains a no.
 */
export function reasonsNotCounting(booking: Pick<repository.PartyBookingRow, 'status' | 'leg' | 'role' | 'offerWithdrawn'>): RideNotCountingReason[] {
  const { status, leg } = booking;
  if (leg?.countsInFigures) return [];
  // A passenger is told why the driver's side went: it was not their doing.
  if (booking.role === 'passenger' && booking.offerWithdrawn) return ['offerWithdrawn'];
  if (status === 'CANCELLED' || leg?.cancelled) return ['cancelled'];
  if (status === 'WAITING_CONFIRMATION') return ['notConfirmed'];
  if (status === 'CONFIRMED') return ['notCompleted'];
  const flagged = [...new Set((leg?.flags ?? []).map((flag) => flag.reason as LegFlagReason))];
  return status === 'COMPLETED_PENDING_VALIDATION' ? [...flagged, 'notValidated'] : flagged;
}

const weakestFirst = ['A', 'B', 'C'] as const;

/**
 * A passenger's ride is their booking; a driver's is one departure of their offer, with every booking
 * on it: it counts when any of its legs does, and its status is the furthest a live booking reached.
 * A past ride is judged, and so is one whose every booking is settled (validated or cancelled), even
 * before its planned departure: a car that left early and arrived is judged on arrival.
 */
function describeRides(bookings: repository.PartyBookingRow[], judged: boolean): MyRide[] {
  const groups = new Map<string, repository.PartyBookingRow[]>();
  for (const booking of bookings) {
    const key = booking.role === 'passenger' ? booking.bookingId : `${booking.offerId} ${booking.departureAt.toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const live = group.filter((booking) => booking.status !== 'CANCELLED');
    const shown = live.length > 0 ? live : group;
    const legs = shown.flatMap((booking) => (booking.leg ? [booking.leg] : []));
    const settled = group.every((booking) => booking.status === 'VALIDATED' || booking.status === 'CANCELLED');
    const verdict = judged || settled;
    const counts = verdict && legs.some((leg) => leg.countsInFigures);
    const status: BookingStatus = live.length === 0 ? 'CANCELLED' : live.map((booking) => booking.status).reduce((a, b) => (bookingStatuses.indexOf(a) > bookingStatuses.indexOf(b) ? a : b));
    return {
      rideId: first.bookingId,
      role: first.role,
      departureAt: first.departureAt.toISOString(),
      from: first.role === 'driver' ? first.offerFrom : first.requestFrom,
      to: first.role === 'driver' ? first.offerTo : first.requestTo,
      companions: first.role === 'driver' ? shown.map((booking) => booking.passengerFirstNames) : [first.driverFirstNames],
      status,
      proofClass: legs.length === 0 ? null : weakestFirst.find((proofClass) => legs.some((leg) => leg.proofClass === proofClass))!,
      sharedKm: legs.length === 0 ? null : Math.max(...legs.map((leg) => leg.sharedKm)),
      counts,
      reasons: !verdict || counts ? [] : [...new Set(shown.flatMap((booking) => reasonsNotCounting(booking)))],
      bookings: group.map((booking) => ({ bookingId: booking.bookingId, status: booking.status, passengerFirstNames: booking.passengerFirstNames, proofs: booking.proofs })),
    };
  });
}

/** The caller's rides: upcoming ones (not judged yet) and past ones, each saying whether the report counts it and why not. */
export async function listMyRides(ctx: ServiceContext, auth: AuthContext): Promise<Omit<MyRides, 'success'>> {
  const now = ctx.clock.now();
  const [upcoming, past, timeZone] = await Promise.all([
    repository.listPartyBookings(ctx.db, auth.employeeId, now, 'upcoming', upcomingLimit),
    repository.listPartyBookings(ctx.db, auth.employeeId, now, 'past', pastLimit),
    repository.findCompanyTimeZone(ctx.db, auth.enterpriseId),
  ]);
  return { timeZone, upcoming: describeRides(upcoming, false), past: describeRides(past, true) };
}

/**
 * The caller's part of the company's figures in a month, counted by the report itself
 * (`computePersonMetrics`): the report's statement, sums and factor (that of the month's last day).
 */
export async function getMyImpact(ctx: ServiceContext, auth: AuthContext, query: MyImpactQuery): Promise<MyImpact> {
  const month = query.month ?? localDayOf(ctx.clock.now(), await repository.findCompanyTimeZone(ctx.db, auth.enterpriseId)).slice(0, 7);
  const { timeZone, start, end } = await repository.findMonthBounds(ctx.db, auth.enterpriseId, month);
  const figures = await computePersonMetrics(ctx, auth, { start, end, lastDay: localDayOf(end.getTime() - 1, timeZone) });
  return {
    month,
    timeZone,
    rides: figures.trips,
    sharedKm: figures.sharedKm,
    vehicleKmAvoided: figures.vehicleKmAvoided,
    co2AvoidedKg: figures.co2AvoidedKg,
    emissionFactor: figures.emissionFactor && { value: figures.emissionFactor.value, source: figures.emissionFactor.source },
  };
}
