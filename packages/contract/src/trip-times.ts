/**
 * When a trip's records may say they happened: a proof's `recordedAt`, and a completion (timed when
 * the service receives it), from this long before the planned departure (a car may leave early) up
 * to the moment the service receives them, a phone's clock being allowed to run a little ahead.
 */
export const tripTimeWindow = {
  hoursBeforeDeparture: 2,
  clockAheadMinutes: 5,
} as const;
