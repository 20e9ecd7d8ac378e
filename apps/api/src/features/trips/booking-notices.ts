// Who hears of a booking's move: the driver of a new booking, the passenger of a confirmation or a
// decline, the other side of a cancellation, the passenger of a booking whose offer was withdrawn. Told inside the move's transaction, so a notice and
// its mail exist only for a move that committed.
import type { ServiceContext } from '../../service-context.js';
import { notifyRider, type RideNotice } from '../notifications/index.js';
import { findFirstNames, type BookingRow } from './bookings.repository.js';
import { findJourney } from './journeys.repository.js';

type Told = 'requested' | 'confirmed' | 'cancelled' | 'withdrawn';

/** Tells the other party of `booking` what `actorId` (its driver or passenger) just did to it. */
export async function tellOtherParty(ctx: ServiceContext, booking: BookingRow, actorId: string, move: Told): Promise<void> {
  const byDriver = actorId === booking.driverId;
  const recipientId = byDriver ? booking.passengerId : booking.driverId;
  const [request, person] = await Promise.all([findJourney(ctx.db, booking.requestId), findFirstNames(ctx.db, actorId)]);
  // A driver cancelling a booking they never confirmed declines it; one whose offer they withdrew (a
  // commute said again) is cancelled: the driver changed the ride, not their mind about the person.
  const kind: RideNotice['kind'] =
    move === 'requested'
      ? 'ride_requested'
      : move === 'confirmed'
        ? 'ride_confirmed'
        : move === 'cancelled' && byDriver && booking.status === 'WAITING_CONFIRMATION'
          ? 'ride_declined'
          : 'ride_cancelled';
  await notifyRider(ctx, recipientId, { kind, person, departureAt: booking.departureAt, from: request!.originLabel, to: request!.destinationLabel });
}
