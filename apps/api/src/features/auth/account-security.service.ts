import type { ActiveSession, ChangePasswordBody } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { notifyAccount } from '../notifications/index.js';
import * as accountSecurity from './account-security.repository.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './auth.repository.js';
import { hashPassword } from './password.js';
import { confirmPassword } from './password-confirmation.service.js';
import { describeUserAgent } from './user-agent.js';

// What a person does on their login and security page besides turning two-step verification on:
// turning it off, changing the password, and ending sessions on other devices.

/** Off only with the password: a session left open on a shared computer cannot take the second step away. */
export async function disableTwoStep(ctx: ServiceContext, auth: AuthContext, password: string): Promise<void> {
  await confirmPassword(ctx, auth, password);
  await withTransaction(ctx, async (tx) => {
    await accountSecurity.deleteTwoStep(tx.db, auth.accountId);
    await notifyAccount(tx, auth.accountId, { kind: 'two_step_disabled' });
  });
}

/**
 * A new password, given the current one (wrong guesses count as failed logins). Every other
 * session ends, so whoever knew the old password is out; this one goes on.
 */
export async function changePassword(ctx: ServiceContext, auth: AuthContext, body: ChangePasswordBody): Promise<void> {
  await confirmPassword(ctx, auth, body.currentPassword, 'currentPassword');
  if (body.newPassword === body.currentPassword) throw new AppError(400, 'newPasswordSameAsCurrent', {}, {}, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await repository.updateAccount(tx.db, auth.accountId, { passwordHash }, now);
    // A reset link mailed before the change would undo it.
    await repository.expireLinkTokens(tx.db, auth.accountId, now, ['reset-password']);
    await accountSecurity.revokeOtherSessions(tx.db, auth.accountId, auth.sessionId, now);
    await notifyAccount(tx, auth.accountId, { kind: 'password_changed' });
  });
}

export async function listSessions(ctx: ServiceContext, auth: AuthContext): Promise<ActiveSession[]> {
  const sessions = await accountSecurity.listLiveSessions(ctx.db, auth.accountId, ctx.clock.now());
  return sessions.map((session) => ({
    sessionId: session.sessionId,
    ...describeUserAgent(session.userAgent),
    ipAddress: session.ipAddress,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    current: session.sessionId === auth.sessionId,
  }));
}

/** Ends one of the caller's own sessions; another person's, or one already ended, is 404. */
export async function endSession(ctx: ServiceContext, auth: AuthContext, sessionId: string): Promise<void> {
  if (!(await accountSecurity.revokeAccountSession(ctx.db, auth.accountId, sessionId, ctx.clock.now()))) throw new AppError(404, 'notFound');
}
