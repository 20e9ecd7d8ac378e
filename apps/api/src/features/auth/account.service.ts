import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repository from './auth.repository.js';
export { hashPassword } from './password.js';
import { generateOpaqueToken, hashToken } from './secrets.js';

// What other features need from auth: end sessions, mail single-use links, throttle attempts.

export type LinkPurpose = 'reset-password' | 'verify-email' | 'invitation';

export function revokeEmployeeSessions(db: Database, employeeId: string, exceptSessionId?: string): Promise<void> {
  return repository.revokeEmployeeSessions(db, employeeId, exceptSessionId);
}

/** A single-use link token; only its hash is stored. */
export async function issueLinkToken(db: Database, employeeId: string, purpose: LinkPurpose, hours: number): Promise<string> {
  const token = generateOpaqueToken();
  await repository.insertLinkToken(db, { tokenHash: hashToken(token), employeeId, purpose, expiresAt: new Date(Date.now() + hours * 3_600_000) });
  return token;
}

export function consumeLinkToken(db: Database, token: string, purpose: LinkPurpose): Promise<string | undefined> {
  return repository.consumeLinkToken(db, hashToken(token), purpose);
}

export const throttleWindowSeconds = 15 * 60;

/**
 * 429 once `key` has counted `max` attempts in the current window. Logins count failures (the
 * default message says so); other throttles count every attempt.
 */
export async function assertNotThrottled(
  db: Database,
  keys: { key: string; max: number }[],
  message: 'tooManyLoginAttempts' | 'tooManyAttempts' = 'tooManyLoginAttempts',
): Promise<void> {
  for (const { key, max } of keys) {
    if ((await repository.readThrottle(db, key, throttleWindowSeconds)) >= max) {
      const minutes = throttleWindowSeconds / 60;
      throw new AppError(429, message, { minutes }, { 'retry-after': String(throttleWindowSeconds) });
    }
  }
}

export function recordAttempt(db: Database, key: string): Promise<void> {
  return repository.recordThrottleFailure(db, key, throttleWindowSeconds);
}

export function clearAttempts(db: Database, key: string): Promise<void> {
  return repository.clearThrottle(db, key);
}
