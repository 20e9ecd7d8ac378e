import { secondsAfter } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './auth.repository.js';

/** Wrong passwords (or codes) one account may take in a window, whichever door they come through. */
export const maxFailuresPerAccount = 5;
/** Failed logins, and reset requests, one client address may make in a window. */
export const maxFailuresPerAddress = 20;
const throttleWindowSeconds = 15 * 60;

/**
 * Takes one attempt on `key` before any work is done (a password hashed, a mail sent): 429 once the
 * window holds more than `max`. Taken atomically, so however many requests arrive at once, in
 * however many processes, at most `max` get through. Logins give back the attempts that succeed,
 * so their limit counts failures (the default message says so); other limits count every attempt.
 */
export async function takeAttempt(
  ctx: ServiceContext,
  key: string,
  max: number,
  message: 'tooManyLoginAttempts' | 'tooManyAttempts' = 'tooManyLoginAttempts',
  windowSeconds = throttleWindowSeconds,
): Promise<void> {
  const now = ctx.clock.now();
  if ((await repository.reserveThrottleAttempt(ctx.db, key, now, secondsAfter(now, -windowSeconds))) > max) {
    throw new AppError(429, message, { minutes: Math.ceil(windowSeconds / 60) }, { 'retry-after': String(windowSeconds) });
  }
}

/**
 * Takes as many of `wanted` as the window on `key` still allows (mails a company may send in a day)
 * and answers how many it got; inside a transaction, a rollback gives them back.
 */
export function takeAllowance(ctx: ServiceContext, key: string, wanted: number, max: number, windowSeconds: number): Promise<number> {
  const now = ctx.clock.now();
  return repository.reserveThrottleAllowance(ctx.db, key, wanted, max, now, secondsAfter(now, -windowSeconds));
}

/** How many the window on `key` still allows. */
export function readAllowance(ctx: ServiceContext, key: string, max: number, windowSeconds: number): Promise<number> {
  const now = ctx.clock.now();
  return repository.readThrottleAllowance(ctx.db, key, max, secondsAfter(now, -windowSeconds));
}
