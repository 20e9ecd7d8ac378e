import { localDayOf, tripTimeWindow, type MyRide } from '@rumbo/contract';

const hour = 3_600_000;

/** From when a ride's steps may be recorded: the service takes a ride's records from 2 hours before it leaves. */
function hasBegun(ride: Pick<MyRide, 'departureAt'>, now: Date): boolean {
  return now.getTime() >= new Date(ride.departureAt).getTime() - tripTimeWindow.hoursBeforeDeparture * hour;
}

/** What the day of the ride offers on its card: today's steps, and what is left to say once it is done. */
export function rideDayOf(ride: MyRide, timeZone: string, now = new Date()): { steps: boolean; afterwards: boolean } {
  const live = ride.bookings.some((booking) => booking.status === 'CONFIRMED' || booking.status === 'COMPLETED_PENDING_VALIDATION');
  const begun = hasBegun(ride, now);
  return { steps: live && begun && localDayOf(ride.departureAt, timeZone) === localDayOf(now, timeZone), afterwards: live && begun };
}

/**
 * The next instant after `now` at which what the card offers changes: its steps open 2 hours before
 * the ride leaves and close when its local day ends. None once both have passed.
 */
export function nextRideDayChange(ride: Pick<MyRide, 'departureAt'>, timeZone: string, now = new Date()): Date | undefined {
  const begins = new Date(ride.departureAt).getTime() - tripTimeWindow.hoursBeforeDeparture * hour;
  if (begins > now.getTime()) return new Date(begins);
  const day = localDayOf(ride.departureAt, timeZone);
  if (localDayOf(now, timeZone) !== day) return undefined;
  // The first second of the next local day (a zone's day may be 23 or 25 hours long): found by halving.
  let low = now.getTime();
  let high = low + 26 * hour;
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2);
    if (localDayOf(middle, timeZone) === day) low = middle;
    else high = middle;
  }
  return new Date(high);
}
