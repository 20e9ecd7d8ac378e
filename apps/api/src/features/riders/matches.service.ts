import { localDayOf, matchDaysAhead, rideSearchDefaults, type BookingRequest, type MatchDay } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { instantOnLocalDay, leavesOn, searchRides } from '../trips/index.js';
import * as repository from './matches.repository.js';
import { findCompanyTimeZone } from './riders.repository.js';

/** How many of one person's ride searches run at once. */
const searchesAtOnce = 4;

/** The local days from today on, in the company's zone. */
function comingDays(now: Date, timeZone: string): string[] {
  const today = localDayOf(now, timeZone);
  return Array.from({ length: matchDaysAhead }, (_, ahead) => new Date(Date.parse(`${today}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10));
}

/**
 * For each coming day of each of the caller's open requests whose departure is still ahead, the rides
 * the trips' own search finds (its rules applied), each saying whether the caller already booked it.
 */
export async function listMyMatches(ctx: ServiceContext, auth: AuthContext): Promise<{ timeZone: string; data: MatchDay[] }> {
  const now = ctx.clock.now();
  const [requests, bookings, timeZone] = await Promise.all([
    repository.listOpenRequests(ctx.db, auth.employeeId),
    repository.listLiveBookingsAsPassenger(ctx.db, auth.employeeId, now),
    findCompanyTimeZone(ctx.db, auth.enterpriseId),
  ]);
  const days = comingDays(now, timeZone);
  const wanted = requests.flatMap((request) =>
    days
      .filter((day) => leavesOn(request, day))
      .map((day) => ({ request, day, departureAt: request.weekdayMask === 0 ? request.departureAt : instantOnLocalDay(day, request.departureMinute, request.timeZone) }))
      .filter(({ departureAt }) => departureAt > now),
  );
  const matchDayOf = async ({ request, day, departureAt }: (typeof wanted)[number]): Promise<MatchDay> => {
    const rides = await searchRides(ctx, auth, request.id, { ...rideSearchDefaults, date: request.weekdayMask === 0 ? undefined : day });
    return {
      requestId: request.id,
      date: day,
      departureAt: departureAt.toISOString(),
      from: request.from,
      to: request.to,
      rides: rides.map((ride) => {
        // Hers whichever request it was made for: a commute said again keeps the seats already booked.
        const booking = bookings.find((made) => made.offerId === ride.offerId && made.departureAt.toISOString() === ride.departureAt);
        return { ...ride, booking: booking ? { bookingId: booking.bookingId, status: booking.status } : null };
      }),
    };
  };
  // A few searches at a time: a person with many open requests (each searched on each coming day)
  // must not take every connection of the pool the whole service shares.
  const found: MatchDay[] = [];
  for (let next = 0; next < wanted.length; next += searchesAtOnce) {
    found.push(...(await Promise.all(wanted.slice(next, next + searchesAtOnce).map(matchDayOf))));
  }
  // A day already booked on a ride the search no longer finds (its offer replaced) is in the person's rides, not here.
  const bookedElsewhere = (day: MatchDay) =>
    bookings.some((made) => made.requestId === day.requestId && localDayOf(made.departureAt, timeZone) === day.date) && !day.rides.some((ride) => ride.booking !== null);
  return { timeZone, data: found.filter((day) => !bookedElsewhere(day)).sort((a, b) => a.departureAt.localeCompare(b.departureAt)) };
}

export async function listMyBookingRequests(ctx: ServiceContext, auth: AuthContext): Promise<{ timeZone: string; data: BookingRequest[] }> {
  const [rows, timeZone] = await Promise.all([repository.listWaitingBookingsOfDriver(ctx.db, auth.employeeId, ctx.clock.now()), findCompanyTimeZone(ctx.db, auth.enterpriseId)]);
  return { timeZone, data: rows.map((row) => ({ ...row, departureAt: row.departureAt.toISOString() })) };
}
