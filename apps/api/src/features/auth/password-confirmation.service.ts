import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './auth.repository.js';
import { verifyPassword } from './password.js';
import { maxFailuresPerAccount, takeAttempt } from './throttles.js';

/**
 * Checks the caller's own password before what takes over or ends an account (two-step on or off,
 * a new password, email or phone, deleting the company). Guesses count against the session that
 * sends them, five a quarter hour, not against the account's login: a stolen session cannot guess
 * on, and cannot lock its owner out either. A right password gives its attempt back. A wrong one is
 * a 400 on its field, not a 401: the session is fine, and a 401 would make the client refresh and
 * send the same guess again. None at all is a 400 on the field too.
 */
export async function confirmPassword(ctx: ServiceContext, auth: AuthContext, password: string | undefined, field = 'password'): Promise<void> {
  if (!password) throw new AppError(400, 'passwordRequired', {}, {}, field);
  const sessionKey = `confirm:session:${auth.sessionId}`;
  await takeAttempt(ctx, sessionKey, maxFailuresPerAccount);
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  if (!(await verifyPassword(account?.passwordHash, password))) throw new AppError(400, 'passwordIncorrect', {}, {}, field);
  await repository.clearThrottle(ctx.db, sessionKey);
}
