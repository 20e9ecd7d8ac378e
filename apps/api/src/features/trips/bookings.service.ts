import { interCompanyMaxPeople, rideSearchDefaults, type Booking, type CreateBookingBody, type Language } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { tellOtherParty } from './booking-notices.js';
import * as repository from './bookings.repository.js';
import { describeLegFlags } from './fraud-rules.service.js';
import { findJourney } from './journeys.repository.js';
import { findOpenRequest, findRides, isDriverAdmitted, isInterCompanyRide, seatsLeftFor } from './ride-search.service.js';
import { takeTripsAttempt } from './throttles.js';
import { findLegsOfBookings } from './trip-legs.repository.js';

/** A booking as its driver or passenger sees it, with its leg once confirmed: every booking answer is this. */
export async function describeBooking(ctx: ServiceContext, auth: AuthContext, booking: repository.BookingRow, language: Language): Promise<Booking> {
  const [request, legs] = await Promise.all([findJourney(ctx.db, booking.requestId), findLegsOfBookings(ctx.db, [booking.id])]);
  const leg = legs[0];
  return {
    bookingId: booking.id,
    status: booking.status,
    role: booking.driverId === auth.employeeId ? 'driver' : 'passenger',
    offerId: booking.offerId,
    requestId: booking.requestId,
    departureAt: booking.departureAt.toISOString(),
    pickup: { latitude: request!.originLatitude, longitude: request!.originLongitude, label: request!.originLabel },
    drop: { latitude: request!.destinationLatitude, longitude: request!.destinationLongitude, label: request!.destinationLabel },
    interCompany: booking.enterpriseId !== booking.driverEnterpriseId,
    leg: leg
      ? {
          legId: leg.id,
          tripId: leg.tripId,
          proofClass: leg.proofClass,
          sharedKm: leg.sharedKm,
          soloKm: leg.soloKm,
          flags: describeLegFlags(leg.flags, language),
          countsInFigures: leg.countsInFigures,
        }
      : null,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** A passenger books a ride the search finds for their request, under the same rules; it waits for the driver. */
export async function createBooking(ctx: ServiceContext, auth: AuthContext, body: CreateBookingBody, language: Language): Promise<Booking> {
  await takeTripsAttempt(ctx, auth, 'bookings');
  const booking = await withTransaction(ctx, async (tx) => {
    const { request, rules } = await findOpenRequest(tx, auth, body.requestId, 'requestId');
    // Locking the offer makes bookings of one ride take their seats one after the other.
    const offer = await findJourney(tx.db, body.offerId, true);
    if (!offer || offer.role !== 'driver') throw new AppError(404, 'notFound', {}, {}, 'offerId');
    if (offer.employeeId === auth.employeeId) throw new AppError(409, 'ownOfferNotBookable', {}, {}, 'offerId');
    if (offer.enterpriseId !== auth.enterpriseId && !rules.allowInterCompanyTrips) throw new AppError(404, 'notFound', {}, {}, 'offerId');
    const search = { timeWindowSeconds: rideSearchDefaults.timeWindowSeconds, radiusKm: rideSearchDefaults.radiusKm, date: body.date };
    // Said in the rider's words: the search leaves such a ride out, and 'no longer matches' hid why.
    if (request.sameGenderDriver && offer.gender !== request.gender) throw new AppError(409, 'sameGenderDriverAsked', {}, {}, 'offerId');
    const [ride] = await findRides(tx, auth, request, rules, search, offer.id);
    if (!ride) throw new AppError(409, 'rideNoLongerMatches', {}, {}, 'offerId');
    // A day booked from the app's search is a ride to come: a screen left open shows rides that have
    // since left. (A booking naming no day may record a ride already made, as the standard allows.)
    if (body.date !== undefined && ride.departureAt.getTime() <= tx.clock.now().getTime()) throw new AppError(409, 'rideInPast', {}, {}, 'offerId');
    if (!isDriverAdmitted(ride, rules)) throw new AppError(409, 'driverNotApproved', {}, {}, 'offerId');
    if (seatsLeftFor(ride, auth.enterpriseId) <= 0) {
      const full = isInterCompanyRide(ride, auth.enterpriseId) && ride.taken + 1 >= interCompanyMaxPeople;
      throw full ? new AppError(409, 'interCompanyTripFull', { max: interCompanyMaxPeople }) : new AppError(409, 'noSeatsLeft');
    }
    // One seat a person: a booking made for an older request of theirs (a commute said again) holds it already.
    if (await repository.hasSeatOnRide(tx.db, auth.employeeId, offer.id, ride.departureAt)) throw new AppError(409, 'bookingAlreadyExists', {}, {}, 'offerId');
    const now = tx.clock.now();
    const inserted = await repository.insertBooking(tx.db, {
      enterpriseId: auth.enterpriseId,
      driverEnterpriseId: offer.enterpriseId,
      offerId: offer.id,
      requestId: request.id,
      passengerId: auth.employeeId,
      driverId: offer.employeeId,
      departureAt: ride.departureAt,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw new AppError(409, 'bookingAlreadyExists');
    await tellOtherParty(tx, inserted, auth.employeeId, 'requested');
    return inserted;
  });
  return describeBooking(ctx, auth, booking, language);
}

export async function listBookings(ctx: ServiceContext, auth: AuthContext, query: { page: number; pageSize: number }, language: Language) {
  const rows = await repository.listPartyBookings(ctx.db, auth.employeeId, query.page, query.pageSize);
  return { data: await Promise.all(rows.map((row) => describeBooking(ctx, auth, row, language))), page: query.page, pageSize: query.pageSize };
}

/** A booking the caller is a party to; anyone else's answers 404, as another company's record does. */
export async function getBooking(ctx: ServiceContext, auth: AuthContext, bookingId: string, language: Language): Promise<Booking> {
  const booking = await repository.findPartyBooking(ctx.db, auth.employeeId, bookingId);
  if (!booking) throw new AppError(404, 'notFound');
  return describeBooking(ctx, auth, booking, language);
}
