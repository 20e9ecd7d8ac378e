import { localDayOf, type createOfferBodySchema, type createRequestBodySchema } from '@rumbo/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { refreshRequestFigures, refreshTripFigures } from '../reports/index.js';
import { tellOtherParty } from './booking-notices.js';
import { cancelBooking } from './booking-moves.service.js';
import { countLiveBookingsOfJourneys, lockWaitingBookingsOfRegularOffers } from './bookings.repository.js';
import { createJourney } from './journeys.service.js';
import { closeOpenRecurringJourneys, findJourney, lockOpenRecurringJourneys, type JourneyRow } from './journeys.repository.js';
import { departureOn, leavesOn } from './ride-days.js';
import { distanceKm } from './ride-grid.js';
import { takeTripsAttempt } from './throttles.js';
import { lockComingTripsOfOffers, moveTripToOffer } from './trip-legs.repository.js';

type RegularJourneys = { offers: z.output<typeof createOfferBodySchema>[]; requests: z.output<typeof createRequestBodySchema>[] };

/**
 * Replaces a person's regular journeys (their open recurring offers and requests) with new ones, in
 * the caller's transaction: the old ones stop being found and booked. A booking still waiting for
 * this driver on an old offer could never be confirmed (its offer is closed), so it is cancelled and
 * its passenger told (answered as `cancelledBookings`); the others stay as they are (`keptBookings`): a confirmed ride still
 * happens (as the new offer's ride of its day when one leaves then: see moveComingRides). One-off journeys are left alone.
 */
export async function replaceRegularJourneys(ctx: ServiceContext, auth: AuthContext, journeys: RegularJourneys): Promise<{ keptBookings: number; cancelledBookings: number }> {
  await takeTripsAttempt(ctx, auth, 'offers');
  await takeTripsAttempt(ctx, auth, 'requests');
  const now = ctx.clock.now();
  // The rides first, then their bookings: a booking of one of them made meanwhile is among those read.
  await lockOpenRecurringJourneys(ctx.db, auth.employeeId);
  const withdrawn = await lockWaitingBookingsOfRegularOffers(ctx.db, auth.employeeId);
  const closed = await closeOpenRecurringJourneys(ctx.db, auth.employeeId, now);
  for (const booking of withdrawn) {
    await cancelBooking(ctx, booking, now);
    await tellOtherParty(ctx, booking, auth.employeeId, 'withdrawn');
  }
  const keptBookings = await countLiveBookingsOfJourneys(ctx.db, closed.map((journey) => journey.id), now);
  for (const journey of closed) if (journey.role === 'passenger') await refreshRequestFigures(ctx, journey.id);
  const offers: JourneyRow[] = [];
  for (const offer of journeys.offers) offers.push((await findJourney(ctx.db, (await createJourney(ctx, auth, 'driver', offer)).journeyId))!);
  await moveComingRides(ctx, closed.filter((journey) => journey.role === 'driver').map((journey) => journey.id), offers, now);
  for (const request of journeys.requests) {
    const journey = await createJourney(ctx, auth, 'passenger', request);
    await refreshRequestFigures(ctx, journey.journeyId);
  }
  return { keptBookings, cancelledBookings: withdrawn.length };
}

/** How far a new offer's ends may be from an old one's for the two to be one way (a home placed again a little aside). */
const sameWayKm = 0.2;

/**
 * A ride still to come of a closed offer, which a new offer leaves on at the very same time along the
 * same way, becomes that offer's ride of its day: its trip and bookings move to it. The car is one
 * ride whose seats count the people already in it, never a second ride at that hour with every seat
 * free again (nor two trips in the reports for one car). Fewer seats than people already confirmed
 * keep them all; the ride just has none left to book.
 */
async function moveComingRides(ctx: ServiceContext, closedOfferIds: string[], offers: JourneyRow[], now: Date): Promise<void> {
  if (offers.length === 0) return;
  for (const trip of await lockComingTripsOfOffers(ctx.db, closedOfferIds, now)) {
    const offer = offers.find((candidate) => {
      const origin = { latitude: candidate.originLatitude, longitude: candidate.originLongitude };
      const destination = { latitude: candidate.destinationLatitude, longitude: candidate.destinationLongitude };
      if (distanceKm(origin, trip.origin) > sameWayKm || distanceKm(destination, trip.destination) > sameWayKm) return false;
      const day = localDayOf(trip.plannedDepartureAt, candidate.timeZone);
      return leavesOn(candidate, day) && departureOn(candidate, day).getTime() === trip.plannedDepartureAt.getTime();
    });
    if (!offer) continue;
    await moveTripToOffer(ctx.db, trip.id, offer.id, offer.seats!);
    // Its seats may be others now, which the reports' occupancy reads.
    await refreshTripFigures(ctx, trip.id);
  }
}
