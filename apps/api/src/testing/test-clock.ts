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
