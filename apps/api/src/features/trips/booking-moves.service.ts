import { bookingTransitions, interCompanyMaxPeople, translateMessage, type BookingRole, type Language, type UpdateBookingBody } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { refreshRequestFigures, refreshTripFigures } from '../reports/index.js';
import { getCompanyTripRules } from '../trip-rules/index.js';
import { tellOtherParty } from './booking-notices.js';
import * as repository from './bookings.repository.js';
import { describeBooking } from './bookings.service.js';
import { checkFraudRules } from './fraud-rules.service.js';
import { findJourney } from './journeys.repository.js';
import { refreshTripProofClass } from './proofs.service.js';
import { distanceKm } from './ride-grid.js';
import { takeTripsAttempt } from './throttles.js';
import { countOtherLiveLegs, findLegOfBooking, findOrCreateTrip, findTrip, insertLeg, summarizeTripLegs, updateLeg, updateTrip } from './trip-legs.repository.js';
import { assertArrivalAfterDeparture, assertTripMayEnd } from './trip-times.js';

const roleNameKeys = { driver: 'bookingRoleDriver', passenger: 'bookingRolePassenger' } as const;
const movedMessageKeys = {
  CONFIRMED: 'bookingConfirmed',
  CANCELLED: 'bookingCancelled',
  COMPLETED_PENDING_VALIDATION: 'bookingCompleted',
  VALIDATED: 'bookingValidated',
} as const;

/** Moves a booking as `bookingTransitions` allows: from which statuses, and by whom. */
export async function updateBooking(ctx: ServiceContext, auth: AuthContext, bookingId: string, body: UpdateBookingBody, language: Language) {
  await takeTripsAttempt(ctx, auth, 'bookings');
  const booking = await withTransaction(ctx, async (tx) => {
    const current = await repository.findPartyBooking(tx.db, auth.employeeId, bookingId, true);
    if (!current) throw new AppError(404, 'notFound');
    const role: BookingRole = current.driverId === auth.employeeId ? 'driver' : 'passenger';
    const transition = bookingTransitions[body.status];
    if (!(transition.from as readonly string[]).includes(current.status)) {
      throw new AppError(409, 'bookingMoveRefused', { from: current.status, to: body.status });
    }
    if (!(transition.by as readonly string[]).includes(role)) {
      throw new AppError(403, 'bookingMoveNotYours', { role: { key: roleNameKeys[transition.by[0]] } });
    }
    const now = tx.clock.now();
    if (body.status === 'CONFIRMED') await confirmBooking(tx, current, now);
    else if (body.status === 'CANCELLED') await cancelBooking(tx, current, now);
    else if (body.status === 'COMPLETED_PENDING_VALIDATION') await completeBooking(tx, current, body.vehicleKm, now);
    else await validateBooking(tx, current, now);
    if (body.status === 'CONFIRMED' || body.status === 'CANCELLED') await tellOtherParty(tx, current, auth.employeeId, body.status === 'CONFIRMED' ? 'confirmed' : 'cancelled');
    return (await repository.findPartyBooking(tx.db, auth.employeeId, bookingId))!;
  });
  return { message: translateMessage(movedMessageKeys[body.status], language), data: await describeBooking(ctx, auth, booking, language) };
}

/** The driver confirms: the ride's trip (made now if it is the first) gets the passenger's leg. */
async function confirmBooking(ctx: ServiceContext, booking: repository.BookingRow, now: Date): Promise<void> {
  const offer = (await findJourney(ctx.db, booking.offerId, true))!;
  if (offer.status !== 'open') throw new AppError(409, 'journeyNotOpen');
  const trip = await findOrCreateTrip(ctx.db, {
    enterpriseId: offer.enterpriseId,
    offerId: offer.id,
    driverId: offer.employeeId,
    vehicleSeats: offer.seats!,
    plannedDepartureAt: booking.departureAt,
    createdAt: now,
  });
  const legs = await summarizeTripLegs(ctx.db, trip.id);
  const companies = new Set([offer.enterpriseId, booking.enterpriseId, ...legs.enterpriseIds]);
  if (companies.size > 1) {
    // Either company may have turned trips with other companies off since the booking was made.
    for (const enterpriseId of companies) {
      if (!(await getCompanyTripRules(ctx, enterpriseId)).allowInterCompanyTrips) throw new AppError(409, 'interCompanyTripsNotAllowed');
    }
    if (legs.live + 2 > interCompanyMaxPeople) throw new AppError(409, 'interCompanyTripFull', { max: interCompanyMaxPeople });
  }
  if (legs.live + 1 > offer.seats!) throw new AppError(409, 'noSeatsLeft');
  const request = (await findJourney(ctx.db, booking.requestId))!;
  const pickup = { latitude: request.originLatitude, longitude: request.originLongitude };
  const drop = { latitude: request.destinationLatitude, longitude: request.destinationLongitude };
  // Straight-line km until the app sends the routes' own: the passenger rides pickup to drop, and would have driven it alone.
  const km = Math.round(distanceKm(pickup, drop) * 1000) / 1000;
  await insertLeg(ctx.db, {
    enterpriseId: booking.enterpriseId,
    tripId: trip.id,
    bookingId: booking.id,
    passengerId: booking.passengerId,
    pickupLatitude: pickup.latitude,
    pickupLongitude: pickup.longitude,
    pickupLabel: request.originLabel,
    pickupPlannedAt: booking.departureAt,
    dropLatitude: drop.latitude,
    dropLongitude: drop.longitude,
    dropLabel: request.destinationLabel,
    sharedKm: km,
    soloKm: km,
    createdAt: now,
  });
  await updateTrip(ctx.db, trip.id, { isInterCompany: companies.size > 1, status: 'planned' });
  await repository.setBookingStatus(ctx.db, booking.id, 'CONFIRMED', now, trip.id);
  await refreshTripProofClass(ctx, trip.id);
  await refreshTripFigures(ctx, trip.id);
  await refreshRequestFigures(ctx, booking.requestId);
}

/** Either party cancels, or the journey under it is cancelled: the leg goes, and the trip with its last live leg. */
export async function cancelBooking(ctx: ServiceContext, booking: repository.BookingRow, now: Date): Promise<void> {
  await repository.setBookingStatus(ctx.db, booking.id, 'CANCELLED', now);
  if (!booking.tripId) return;
  const leg = await findLegOfBooking(ctx.db, booking.id);
  if (leg) await updateLeg(ctx.db, leg.id, { cancelledAt: now });
  if ((await countOtherLiveLegs(ctx.db, booking.tripId, booking.id)) === 0) await updateTrip(ctx.db, booking.tripId, { status: 'cancelled' });
  else await refreshTripProofClass(ctx, booking.tripId);
  await refreshTripFigures(ctx, booking.tripId);
}

/**
 * The driver says the ride is done (with the km the car drove), timed when the service receives it:
 * not before the trip may have left, nor before the pickup a phone reported. The leg's fraud rules are checked now.
 */
async function completeBooking(ctx: ServiceContext, booking: repository.BookingRow, vehicleKm: number | undefined, now: Date): Promise<void> {
  const trip = await findTrip(ctx.db, booking.tripId!);
  assertTripMayEnd(trip.plannedDepartureAt, now);
  if (vehicleKm !== undefined) await assertVehicleKmPossible(ctx, booking.offerId, vehicleKm);
  const arrivedAt = trip.actualArrivalAt ?? now;
  assertArrivalAfterDeparture(trip.actualDepartureAt, arrivedAt);
  await updateTrip(ctx.db, trip.id, {
    status: 'completed',
    actualArrivalAt: arrivedAt,
    ...(vehicleKm !== undefined && { vehicleKm }),
  });
  await repository.setBookingStatus(ctx.db, booking.id, 'COMPLETED_PENDING_VALIDATION', now);
  const leg = (await findLegOfBooking(ctx.db, booking.id))!;
  // When the service received it: whether it came late is judged by this, never by a phone's clock.
  await updateLeg(ctx.db, leg.id, { completedAt: now });
  const flagged = await checkFraudRules(ctx, booking.id, now);
  // The km driven changes every company's figures of the trip, not only this leg's; a flag, those of its leg's trip.
  await refreshTripFigures(ctx, [trip.id, ...flagged]);
}

/**
 * A car cannot drive less than the straight line between its driver's ends (0 km the contract
 * refuses): such a figure would inflate the vehicle-km avoided, so it is refused, never stored.
 */
async function assertVehicleKmPossible(ctx: ServiceContext, offerId: string, vehicleKm: number): Promise<void> {
  const offer = (await findJourney(ctx.db, offerId))!;
  const straightKm = distanceKm({ latitude: offer.originLatitude, longitude: offer.originLongitude }, { latitude: offer.destinationLatitude, longitude: offer.destinationLongitude });
  // The km are compared to the tenth the driver's app sends them in.
  const minimumKm = Math.floor(straightKm * 10) / 10;
  if (vehicleKm < minimumKm) throw new AppError(400, 'vehicleKmBelowStraightLine', { km: minimumKm }, {}, 'vehicleKm');
}

/** The passenger confirms the ride: the day of its people is checked again, as on completion. */
async function validateBooking(ctx: ServiceContext, booking: repository.BookingRow, now: Date): Promise<void> {
  const leg = (await findLegOfBooking(ctx.db, booking.id))!;
  await updateLeg(ctx.db, leg.id, { validatedAt: now });
  await repository.setBookingStatus(ctx.db, booking.id, 'VALIDATED', now);
  const flagged = await checkFraudRules(ctx, booking.id, now);
  await refreshTripFigures(ctx, [leg.tripId, ...flagged]);
}
