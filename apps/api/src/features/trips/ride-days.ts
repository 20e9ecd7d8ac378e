// The days of a recurring journey: which instant its time of day falls on, on a local date of its zone.
import { localDateTimeOf, zoneOffsetOn } from '@rumbo/contract';
import { AppError } from '../../errors.js';

type Recurring = { departureAt: Date; weekdayMask: number; departureMinute: number; timeZone: string };

function offsetMinutes(zone: string, at: Date): number {
  const match = /UTC([+-])(\d{2}):(\d{2})/.exec(zoneOffsetOn(zone, at));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a zone's clocks read `minute` after midnight on `day` (YYYY-MM-DD); the offset is read again after a change of summer time. */
export function instantOnLocalDay(day: string, minute: number, zone: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  let instant = new Date(asUtc - offsetMinutes(zone, new Date(asUtc)) * 60_000);
  instant = new Date(asUtc - offsetMinutes(zone, instant) * 60_000);
  return instant;
}

/** ISO weekday (1 Monday ... 7 Sunday) of a calendar day. */
export function isoWeekdayOf(day: string): number {
  return ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Whether a journey leaves on a local day: a one-off one on its own, a recurring one on its weekdays from its first. */
export function leavesOn(journey: Recurring, day: string): boolean {
  const firstDay = localDateTimeOf(journey.departureAt, journey.timeZone).day;
  if (journey.weekdayMask === 0) return day === firstDay;
  return day >= firstDay && (journey.weekdayMask & (1 << (isoWeekdayOf(day) - 1))) !== 0;
}

/**
 * The departure a search or booking is for: a recurring request's on the day named, else its own.
 * A day the request does not leave on is refused (409), as a search cannot say what it would mean.
 */
export function departureOn(journey: Recurring, day: string | undefined, field?: string): Date {
  if (day === undefined) return journey.departureAt;
  if (!leavesOn(journey, day)) throw new AppError(409, 'rideDateNotOfRequest', {}, {}, field);
  return journey.weekdayMask === 0 ? journey.departureAt : instantOnLocalDay(day, journey.departureMinute, journey.timeZone);
}
