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
