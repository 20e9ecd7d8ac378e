import type { Clock } from '../clock.js';

export type TestClock = Clock & { advance: (seconds: number) => void; set: (date: Date) => void };

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * A session and access token that outlive any clock a test moves (a ride days ahead, a renewal a year
 * on), for files that move the clock to send each record when it happens: the sessions' own checks
 * still run; their expiry is tested apart, on the service's own lengths.
 */
export const tokensOutlivingTheClock = { accessTokenTtlSeconds: 400 * 86_400, sessionTtlDays: 400 };
