import type { createOfferBodySchema, createRequestBodySchema } from '@rumbo/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { refreshRequestFigures } from '../reports/index.js';
import { tellOtherParty } from './booking-notices.js';
import { cancelBooking } from './booking-moves.service.js';
import { countLiveBookingsOfJourneys, lockWaitingBookingsOfRegularOffers } from './bookings.repository.js';
import { createJourney } from './journeys.service.js';
import { closeOpenRecurringJourneys, lockOpenRecurringJourneys } from './journeys.repository.js';
import { takeTripsAttempt } from './throttles.js';

type RegularJourneys = { offers: z.output<typeof createOfferBodySchema>[]; requests: z.output<typeof createRequestBodySchema>[] };

/**
 * Replaces a person's regular journeys (their open recurring offers and requests) with new ones, in
 * the caller's transaction: the old ones stop being found and booked. A booking still waiting for
 * this driver on an old offer could never be confirmed (its offer is closed), so it is cancelled and
 * its passenger told (answered as `cancelledBookings`); the others stay as they are (`keptBookings`): a confirmed ride still
 * happens. One-off journeys are left alone.
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
  for (const offer of journeys.offers) await createJourney(ctx, auth, 'driver', offer);
  for (const request of journeys.requests) {
    const journey = await createJourney(ctx, auth, 'passenger', request);
    await refreshRequestFigures(ctx, journey.journeyId);
  }
  return { keptBookings, cancelledBookings: withdrawn.length };
}
