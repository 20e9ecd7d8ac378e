/** Where services read the time, so expiries, renewals and purges can be tested by moving it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** `date` moved by `seconds`. */
export function secondsAfter(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
