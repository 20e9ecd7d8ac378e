import { useEffect, useState } from 'react';
import type { MyRide } from '@rumbo/contract';
import { nextRideDayChange, rideDayOf } from '../ride-day-of';

/** A timer's longest wait (setTimeout's delay is a 32-bit count of ms, about 24.8 days): longer waits look again. */
const longestWaitMs = 86_400_000;

/**
 * What the ride's card offers on its day (rideDayOf), read again when that changes: the steps show
 * by themselves 2 hours before it leaves and go when its day ends, on a screen left open, with no
 * reload or return to the app needed.
 */
export function useRideDay(ride: MyRide, timeZone: string): ReturnType<typeof rideDayOf> {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const next = nextRideDayChange(ride, timeZone, now);
    if (!next) return;
    // A moment past the change, so the next reading is on its far side.
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(next.getTime() - Date.now(), 0) + 250, longestWaitMs));
    return () => clearTimeout(timer);
  }, [ride, timeZone, now]);
  return rideDayOf(ride, timeZone, now);
}
