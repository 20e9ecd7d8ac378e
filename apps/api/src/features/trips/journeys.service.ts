import { localDateTimeOf, type createOfferBodySchema, type createRequestBodySchema, type Journey } from '@rumbo/contract';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { refreshRequestFigures } from '../reports/index.js';
import { getTripRules } from '../trip-rules/index.js';
import { tellOtherParty } from './booking-notices.js';
import { cancelBooking } from './booking-moves.service.js';
import { listLiveBookingsOfJourney } from './bookings.repository.js';
import { findCompanyTimeZone } from './company-settings.repository.js';
import * as repository from './journeys.repository.js';
import { cellOf } from './ride-grid.js';
import { takeTripsAttempt } from './throttles.js';

type OfferBody = z.output<typeof createOfferBodySchema>;
type RequestBody = z.output<typeof createRequestBodySchema>;

/** Minutes after midnight of an instant in a time zone: a recurring journey repeats at that time of day. */
function minuteOfDay(instant: Date, timeZone: string): number {
  const [hour, minute] = localDateTimeOf(instant, timeZone).time.split(':').map(Number);
  return hour! * 60 + minute!;
}

/** Writes a journey of the caller's (the routes' offers and requests, and a commute's regular journeys). */
export async function createJourney(ctx: ServiceContext, auth: AuthContext, role: 'driver' | 'passenger', body: OfferBody | RequestBody): Promise<Journey> {
  const timeZone = await findCompanyTimeZone(ctx.db, auth.enterpriseId);
  const departureAt = new Date(body.departureAt);
  const row = await repository.insertJourney(ctx.db, {
    enterpriseId: auth.enterpriseId,
    employeeId: auth.employeeId,
    role,
    originLatitude: body.origin.latitude,
    originLongitude: body.origin.longitude,
    originLabel: body.origin.label,
    originCell: cellOf(body.origin.latitude, body.origin.longitude),
    destinationLatitude: body.destination.latitude,
    destinationLongitude: body.destination.longitude,
    destinationLabel: body.destination.label,
    departureAt,
    departureMarginSeconds: body.departureMarginSeconds,
    weekdayMask: body.weekdays.reduce((mask, day) => mask | (1 << (day - 1)), 0),
    departureMinute: minuteOfDay(departureAt, timeZone),
    timeZone,
    seats: 'seats' in body ? body.seats : null,
    gender: body.gender ?? null,
    sameGenderDriver: 'sameGenderDriver' in body ? body.sameGenderDriver : false,
    createdAt: ctx.clock.now(),
  });
  return repository.toJourney(row);
}

/**
 * Any active person of the company may offer rides: the session check already refuses anyone
 * pending, suspended or in the trash, which is what "approved drivers only" asks of a driver.
 */
export async function createOffer(ctx: ServiceContext, auth: AuthContext, body: OfferBody): Promise<Journey> {
  await takeTripsAttempt(ctx, auth, 'offers');
  return createJourney(ctx, auth, 'driver', body);
}

/** Asking for a same-gender driver is offered only where the company turned that rule on. */
export async function createRequest(ctx: ServiceContext, auth: AuthContext, body: RequestBody): Promise<Journey> {
  await takeTripsAttempt(ctx, auth, 'requests');
  if (body.sameGenderDriver && !(await getTripRules(ctx, auth)).rules.sameGenderOnRequest) throw new AppError(409, 'sameGenderNotOffered', {}, {}, 'sameGenderDriver');
  return withTransaction(ctx, async (tx) => {
    const journey = await createJourney(tx, auth, 'passenger', body);
    // The reports' match rate counts requests by the day they leave.
    await refreshRequestFigures(tx, journey.journeyId);
    return journey;
  });
}

export async function listJourneys(ctx: ServiceContext, auth: AuthContext, role: 'driver' | 'passenger', query: { page: number; pageSize: number }) {
  const rows = await repository.listOpenJourneys(ctx.db, auth.employeeId, role, query.page, query.pageSize);
  return { data: rows.map(repository.toJourney), page: query.page, pageSize: query.pageSize };
}

/** Cancels one of the caller's journeys and the bookings on it not yet done; another's answers 404. */
export async function cancelJourney(ctx: ServiceContext, auth: AuthContext, role: 'driver' | 'passenger', journeyId: string): Promise<Journey> {
  await takeTripsAttempt(ctx, auth, role === 'driver' ? 'offers' : 'requests');
  return withTransaction(ctx, async (tx) => {
    const journey = await repository.findOwnJourney(tx.db, auth.employeeId, role, journeyId);
    if (!journey) throw new AppError(404, 'notFound');
    if (journey.status !== 'open') throw new AppError(409, 'journeyNotOpen');
    const now = tx.clock.now();
    for (const booking of await listLiveBookingsOfJourney(tx.db, journeyId)) {
      await cancelBooking(tx, booking, now);
      await tellOtherParty(tx, booking, auth.employeeId, 'cancelled');
    }
    const cancelled = repository.toJourney(await repository.cancelJourney(tx.db, journeyId, now));
    if (role === 'passenger') await refreshRequestFigures(tx, journeyId);
    return cancelled;
  });
}
