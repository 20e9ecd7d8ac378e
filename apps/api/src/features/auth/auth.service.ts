import type { Language, LoginBody, RegisterBody, SessionUser } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as employees from '../employees/employees.service.js';
import { createEnterprise } from '../enterprises/enterprises.service.js';
import { queueMail } from '../mail/mail.service.js';
import { createUserConfig, getUserConfig } from '../user-config/user-config.service.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './auth.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import { generateOpaqueToken, hashToken } from './secrets.js';
import { assertNotThrottled, clearAttempts, consumeLinkToken, issueLinkToken, recordAttempt, revokeEmployeeSessions } from './account.service.js';

const maxFailuresPerAccount = 5;
const maxFailuresPerAddress = 20;
const resetLinkHours = 1;
const verifyLinkHours = 72;

export type IssuedSession = { accessToken: string; refreshToken: string; expiresAt: Date };

export async function registerCompany(ctx: ServiceContext, body: RegisterBody, language: Language): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const employeeId = await ctx.db.transaction(async (tx) => {
    const enterpriseId = await createEnterprise(tx, {
      name: body.companyName,
      email: body.email,
      interestPlan: body.interestPlan,
      language,
    });
    const id = await employees.createAdministrator(tx, {
      enterpriseId,
      name: body.representativeName,
      email: body.email,
      passwordHash,
    });
    await createUserConfig(tx, id, language);
    return id;
  });
  await sendVerificationMail(ctx, { id: employeeId, email: body.email, fullName: body.representativeName }, language);
}

export async function sendVerificationMail(
  ctx: ServiceContext,
  account: { id: string; email: string; fullName: string },
  language: Language,
): Promise<void> {
  const token = await issueLinkToken(ctx.db, account.id, 'verify-email', verifyLinkHours);
  await queueMail(ctx, account.email, language, {
    kind: 'verify-email',
    name: account.fullName,
    link: `${ctx.config.publicUrl}/verify-email?token=${token}`,
  });
}

export async function resendVerification(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  const account = await employees.findAccountById(ctx.db, auth.employeeId);
  if (!account) throw new AppError(401, 'sessionExpired');
  if (account.emailVerifiedAt) return;
  const { language } = await getUserConfig(ctx.db, account.id);
  await sendVerificationMail(ctx, account, language);
}

/**
 * Checks the credentials and opens a session. Unknown accounts and wrong passwords get the same
 * answer and take as long; failures are counted per account and per address.
 */
export async function login(
  ctx: ServiceContext,
  body: LoginBody,
  client: { ip: string; userAgent?: string },
): Promise<IssuedSession & { user: SessionUser }> {
  const accountKey = `login:account:${body.username.trim().toLowerCase()}`;
  const addressKey = `login:address:${client.ip}`;
  await assertNotThrottled(ctx.db, [
    { key: accountKey, max: maxFailuresPerAccount },
    { key: addressKey, max: maxFailuresPerAddress },
  ]);
  const account = await employees.findLoginAccount(ctx.db, body.username);
  const passwordMatches = await verifyPassword(account?.passwordHash, body.password);
  if (!account || !passwordMatches || account.status === 'suspended') {
    await recordAttempt(ctx.db, accountKey);
    await recordAttempt(ctx.db, addressKey);
    throw new AppError(401, 'invalidCredentials');
  }
  if (account.status === 'pending') throw new AppError(403, 'accountPending');
  await clearAttempts(ctx.db, accountKey);
  const session = await openSession(ctx, account.id, client.userAgent);
  return { ...session, user: employees.toSessionUser(account) };
}

async function openSession(ctx: ServiceContext, employeeId: string, userAgent: string | undefined): Promise<IssuedSession> {
  const expiresAt = new Date(Date.now() + ctx.config.sessionTtlDays * 86_400_000);
  const sessionId = await repository.insertSession(ctx.db, employeeId, expiresAt, userAgent);
  const refreshToken = generateOpaqueToken();
  await repository.insertRefreshToken(ctx.db, hashToken(refreshToken), sessionId);
  const accessToken = await signAccessToken(ctx.db, { employeeId, sessionId }, ctx.config.accessTokenTtlSeconds);
  return { accessToken, refreshToken, expiresAt };
}

/**
 * Trades a refresh token for a new access token and a new refresh token. A token that was already
 * rotated means it leaked or was replayed: the whole session is revoked.
 */
export async function refreshSession(ctx: ServiceContext, refreshToken: string | undefined): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError(401, 'sessionExpired');
  const tokenHash = hashToken(refreshToken);
  const stored = await repository.findRefreshToken(ctx.db, tokenHash);
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) throw new AppError(401, 'sessionExpired');
  if (stored.rotatedAt || !(await repository.markRefreshTokenRotated(ctx.db, tokenHash))) {
    await repository.revokeSession(ctx.db, stored.sessionId);
    throw new AppError(401, 'sessionExpired');
  }
  if (!(await repository.findLiveSession(ctx.db, stored.sessionId))) throw new AppError(401, 'sessionExpired');
  const nextRefreshToken = generateOpaqueToken();
  await repository.insertRefreshToken(ctx.db, hashToken(nextRefreshToken), stored.sessionId);
  const accessToken = await signAccessToken(
    ctx.db,
    { employeeId: stored.employeeId, sessionId: stored.sessionId },
    ctx.config.accessTokenTtlSeconds,
  );
  return { accessToken, refreshToken: nextRefreshToken, expiresAt: stored.expiresAt };
}

export async function logout(db: Database, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const stored = await repository.findRefreshToken(db, hashToken(refreshToken));
  if (stored) await repository.revokeSession(db, stored.sessionId);
}

export function logoutEverywhere(db: Database, auth: AuthContext): Promise<void> {
  return revokeEmployeeSessions(db, auth.employeeId);
}

/** Resolves a bearer token to its caller, or fails with 401 when the token or session is not live. */
export async function authenticateAccessToken(db: Database, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new AppError(401, 'authenticationRequired');
  const claims = await verifyAccessToken(db, token);
  if (!claims) throw new AppError(401, 'sessionExpired');
  const session = await repository.findLiveSession(db, claims.sessionId);
  if (!session || session.employeeId !== claims.employeeId) throw new AppError(401, 'sessionExpired');
  return { ...session, sessionId: claims.sessionId };
}

export async function getSessionUser(db: Database, auth: AuthContext): Promise<SessionUser> {
  const account = await employees.findAccountById(db, auth.employeeId);
  if (!account) throw new AppError(401, 'sessionExpired');
  return employees.toSessionUser(account);
}

/** Always succeeds from the caller's view, so it cannot tell which emails have accounts. */
export async function requestPasswordReset(ctx: ServiceContext, email: string, ip: string): Promise<void> {
  const addressKey = `forgot:address:${ip}`;
  await assertNotThrottled(ctx.db, [{ key: addressKey, max: maxFailuresPerAddress }], 'tooManyAttempts');
  await recordAttempt(ctx.db, addressKey);
  const account = await employees.findAccountByEmail(ctx.db, email);
  if (!account || account.status !== 'active') return;
  const token = await issueLinkToken(ctx.db, account.id, 'reset-password', resetLinkHours);
  const { language } = await getUserConfig(ctx.db, account.id);
  await queueMail(ctx, account.email, language, {
    kind: 'reset-password',
    name: account.fullName,
    link: `${ctx.config.publicUrl}/reset-password?token=${token}`,
  });
}

/** Sets the new password and ends every session: whoever knew the old one is logged out. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const employeeId = await consumeLinkToken(tx, token, 'reset-password');
    if (!employeeId) throw new AppError(400, 'resetLinkInvalid');
    await employees.updatePasswordHash(tx, employeeId, passwordHash);
    // The link reached the mailbox, which proves the address.
    await employees.markEmailVerified(tx, employeeId);
    await revokeEmployeeSessions(tx, employeeId);
  });
}

export async function verifyEmail(db: Database, token: string): Promise<void> {
  const employeeId = await consumeLinkToken(db, token, 'verify-email');
  if (!employeeId) throw new AppError(400, 'verificationLinkInvalid');
  await employees.markEmailVerified(db, employeeId);
}

export function purgeExpiredAuthRecords(ctx: ServiceContext): Promise<void> {
  return repository.purgeExpiredAuthRecords(ctx.db, ctx.clock.now());
}

/** An invited employee chooses a password through the mailed link. */
export async function acceptInvitation(ctx: ServiceContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const employeeId = await consumeLinkToken(tx, token, 'invitation');
    if (!employeeId) throw new AppError(400, 'resetLinkInvalid');
    await employees.acceptInvitation(tx, employeeId, passwordHash);
  });
}
