import { localDayOf, translateMessage, type Commute, type Language, type MyCommute, type ParsedSaveCommuteBody } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { getTripRules } from '../trip-rules/index.js';
import { distanceKm, instantOnLocalDay, leavesOn, replaceRegularJourneys } from '../trips/index.js';
import * as repository from './commute.repository.js';

/**
 * How long the way to work is taken to be, to leave home in time: the straight line at 30 km/h (a
 * city's traffic), in steps of 5 minutes. People whose homes are near leave at about the same time,
 * which is what the ride search's ±15 minutes compares.
 */
const assumedKmPerHour = 30;
export function minutesToWork(home: { latitude: number; longitude: number }, work: { latitude: number; longitude: number }): number {
  return Math.max(5, Math.ceil(((distanceKm(home, work) / assumedKmPerHour) * 60) / 5) * 5);
}

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toClock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const maskOf = (weekdays: number[]) => weekdays.reduce((mask, day) => mask | (1 << (day - 1)), 0);

function toCommute(row: repository.CommuteRow): Commute {
  return {
    home: { label: row.homeLabel, latitude: row.homeLatitude, longitude: row.homeLongitude },
    weekdays: [1, 2, 3, 4, 5, 6, 7].filter((day) => (row.weekdayMask & (1 << (day - 1))) !== 0),
    arriveAt: toClock(row.arriveMinute),
    leaveAt: toClock(row.leaveMinute),
    role: row.role,
    seats: row.seats,
    gender: row.gender,
    sameGenderDriver: row.sameGenderDriver,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The first of the coming days (today included) on the weekdays at that time of day that has not begun yet. */
function firstDeparture(now: Date, weekdayMask: number, minute: number, timeZone: string): Date {
  const today = localDayOf(now, timeZone);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = new Date(Date.parse(`${today}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
    const at = instantOnLocalDay(day, minute, timeZone);
    if (at > now && leavesOn({ departureAt: at, weekdayMask, departureMinute: minute, timeZone }, day)) return at;
  }
  throw new Error('A week always holds one of the weekdays');
}

export async function getMyCommute(ctx: ServiceContext, auth: AuthContext): Promise<MyCommute> {
  const [commute, place, work, { rules }] = await Promise.all([
    repository.findCommute(ctx.db, auth.employeeId),
    repository.findPersonPlace(ctx.db, auth.employeeId),
    repository.findWorkPlace(ctx.db, auth.enterpriseId),
    getTripRules(ctx, auth),
  ]);
  return { commute: commute ? toCommute(commute) : null, address: place.address, work: work ?? null, timeZone: place.timeZone, sameGenderOffered: rules.sameGenderOnRequest };
}

/**
 * Saves the commute and writes its regular journeys, home to work (leaving in time to arrive) and
 * back, as offers when the person drives and requests when they ride, replacing the previous ones in
 * the same transaction: saved twice, one set of regular journeys is open. Each carries the gender the
 * person said; their requests ask for a driver of that gender when they chose to, which only a
 * company with that trip rule on offers (409, as for a request made through the trips API).
 */
export async function saveMyCommute(ctx: ServiceContext, auth: AuthContext, body: ParsedSaveCommuteBody, language: Language) {
  return withTransaction(ctx, async (tx) => {
    const [work, place] = await Promise.all([repository.findWorkPlace(tx.db, auth.enterpriseId), repository.findPersonPlace(tx.db, auth.employeeId)]);
    if (!work) throw new AppError(409, 'commuteWorkMissing');
    const sameGenderDriver = body.role !== 'driver' && body.sameGenderDriver;
    if (sameGenderDriver && !(await getTripRules(tx, auth)).rules.sameGenderOnRequest) throw new AppError(409, 'sameGenderNotOffered', {}, {}, 'sameGenderDriver');
    const gender = body.gender ?? undefined;
    const weekdayMask = maskOf(body.weekdays);
    const arriveMinute = toMinute(body.arriveAt);
    const leaveMinute = toMinute(body.leaveAt);
    const seats = body.role === 'passenger' ? null : body.seats!;
    const now = tx.clock.now();
    const home = body.home;
    const departures = [
      { origin: home, destination: work, minute: Math.max(0, arriveMinute - minutesToWork(home, work)) },
      { origin: work, destination: home, minute: leaveMinute },
    ].map(({ origin, destination, minute }) => ({
      origin,
      destination,
      departureAt: firstDeparture(now, weekdayMask, minute, place.timeZone).toISOString(),
      departureMarginSeconds: 900,
      weekdays: body.weekdays,
    }));
    const { keptBookings, cancelledBookings } = await replaceRegularJourneys(tx, auth, {
      offers: body.role === 'passenger' ? [] : departures.map((journey) => ({ ...journey, gender, seats: seats! })),
      requests: body.role === 'driver' ? [] : departures.map((journey) => ({ ...journey, gender, sameGenderDriver })),
    });
    const saved = await repository.saveCommute(tx.db, {
      employeeId: auth.employeeId,
      enterpriseId: auth.enterpriseId,
      homeLabel: home.label,
      homeLatitude: home.latitude,
      homeLongitude: home.longitude,
      weekdayMask,
      arriveMinute,
      leaveMinute,
      role: body.role,
      seats,
      gender: gender ?? null,
      sameGenderDriver,
      updatedAt: now,
    });
    // What became of the bookings on the replaced rides, said after the saving itself.
    const message = [
      translateMessage('commuteSaved', language),
      ...(keptBookings > 0 ? [translateMessage('commuteKeptBookings', language, { count: keptBookings })] : []),
      ...(cancelledBookings > 0 ? [translateMessage('commuteCancelledRequests', language, { count: cancelledBookings })] : []),
    ].join('. ');
    return { message, data: { commute: toCommute(saved), keptBookings, cancelledBookings } };
  });
}
