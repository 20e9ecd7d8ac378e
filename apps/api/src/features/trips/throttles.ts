import type { ServiceContext } from '../../service-context.js';
import { takeAttempt, type AuthContext } from '../auth/index.js';

/**
 * What one account may send the trips routes in an hour. A person's app offers and asks for a few
 * rides a day, books and moves a handful of bookings, and sends a pickup and a drop per phone and
 * ride; these leave it many times that, and answer a flood 429 before any work is done.
 */
export const tripsLimitsPerHour = {
  /** Offers made or cancelled. */
  offers: 60,
  /** Requests made or cancelled. */
  requests: 60,
  /** Bookings made, and moves (confirm, cancel, complete, validate): a driver moves each passenger's. */
  bookings: 120,
  /** Proof events, on any of the account's bookings. */
  proofs: 120,
} as const;

/** Takes one attempt of the account's hour (counted in the database, so every process counts the same), or 429. */
export async function takeTripsAttempt(ctx: ServiceContext, auth: AuthContext, kind: keyof typeof tripsLimitsPerHour): Promise<void> {
  await takeAttempt(ctx, `trips:${kind}:${auth.accountId}`, tripsLimitsPerHour[kind], 'tooManyAttempts', 3600);
}
