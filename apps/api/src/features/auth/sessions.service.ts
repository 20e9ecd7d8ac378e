import { toE164, type LoginBody, type SessionUser, type TwoStepChallenge, type TwoStepLoginBody } from '@rumbo/contract';
import { secondsAfter } from '../../clock.js';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import type { AccountHolder } from './account-holders.js';
import * as accountSecurity from './account-security.repository.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './auth.repository.js';
import type { LoginClient } from './auth.repository.js';
import { verifyPassword } from './password.js';
import { successorOf } from './refresh-token.js';
import { generateOpaqueToken, hashToken } from './secrets.js';
import { maxFailuresPerAccount, maxFailuresPerAddress, takeAttempt } from './throttles.js';
import { notifyAccount } from '../notifications/index.js';
import { issueDeviceCookie, readDeviceCookie } from './device-cookies.js';
import { acceptLoginCode, openTwoStepChallenge, twoStepEnabled } from './two-step.service.js';
import { describeUserAgent } from './user-agent.js';

// Logging in (the password, then the code when two-step verification is on), the sessions a login
// opens, and the check every authenticated request makes.

/** How long after a rotation the same refresh token still gets the same answer (tabs refreshing at once). */
const refreshGraceSeconds = 10;
const purgeQueue = 'auth.purge-expired';

export type IssuedSession = { accessToken: string; refreshToken: string; expiresAt: Date };
/** The device cookie the browser keeps after a login: the one it sent when it was this account's, else a new one. */
export type LoggedIn = IssuedSession & { user: SessionUser; deviceCookie: string };
/** Who is logging in: their address and browser, and the device cookie the browser sent, if any. */
export type LoginAttempt = LoginClient & { deviceCookie?: string };

function toSessionUser(account: repository.AccountRecord, holder: AccountHolder): SessionUser {
  return {
    idEmployee: holder.employeeId,
    fullName: holder.fullName,
    email: account.email,
    enterpriseId: holder.enterpriseId,
    isAdmin: holder.isAdmin,
    emailVerified: account.emailVerifiedAt !== null,
  };
}

/** What a person typed to log in, as an account is looked up by: an email lowercased, a phone in E.164. */
function loginIdentifierOf(username: string): { email: string } | { phone: string } | undefined {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase() };
  const phone = toE164(trimmed);
  return phone ? { phone } : undefined;
}

/**
 * Checks the credentials and opens a session. Unknown accounts and wrong passwords get the same
 * answer and take as long. Attempts are taken before the password is hashed, per address and per
 * account (per identifier while none matches, however it is spelled), and given back when the
 * password was right: the limits count failures and no burst gets past them. A browser bearing the
 * account's device cookie is counted on its own instead of the account's: a stranger's guesses lock
 * the account for every other browser, never for the one its owner signs in with, and a device
 * cookie that keeps failing is locked out in turn.
 */
export async function login(ctx: ServiceContext, body: LoginBody, client: LoginAttempt): Promise<LoggedIn | TwoStepChallenge> {
  const addressKey = `login:address:${client.ip}`;
  await takeAttempt(ctx, addressKey, maxFailuresPerAddress);
  const identifier = loginIdentifierOf(body.username);
  const account = identifier && (await repository.findAccountByIdentifier(ctx.db, identifier));
  const device = account && (await readDeviceCookie(ctx.db, client.deviceCookie));
  const limitKey =
    device && device.accountId === account.id
      ? `login:device:${device.deviceId}`
      : account
        ? `login:account:${account.id}`
        : `login:identifier:${identifier ? Object.values(identifier)[0] : body.username.trim().toLowerCase()}`;
  await takeAttempt(ctx, limitKey, maxFailuresPerAccount);
  const passwordMatches = await verifyPassword(account?.passwordHash, body.password);
  const holder = account && passwordMatches ? await ctx.accountHolders.find(ctx.db, account.id) : undefined;
  if (!account || !holder || holder.access === 'blocked') throw new AppError(401, 'invalidCredentials');
  // The password was right: the attempts were no failures.
  await repository.releaseThrottleAttempt(ctx.db, addressKey);
  await repository.clearThrottle(ctx.db, limitKey);
  // A pending or suspended person is told why they cannot come in.
  if (holder.access === 'pending') throw new AppError(403, 'accountPending');
  if (holder.access === 'suspended') throw new AppError(403, 'accountSuspended');
  if (await twoStepEnabled(ctx, account.id)) return { twoStepRequired: true, challenge: await openTwoStepChallenge(ctx, account.id) };
  return { ...(await openSession(ctx, account.id, client)), user: toSessionUser(account, holder) };
}

/**
 * The second login step: a code from the authenticator app, or a recovery code, for a challenge the
 * password opened. Wrong codes count per account in a budget of their own, which a right password
 * does not refill (else the password would buy five more guesses each time); a right code empties it.
 */
export async function loginWithCode(ctx: ServiceContext, body: TwoStepLoginBody, client: LoginAttempt): Promise<LoggedIn> {
  const addressKey = `login:address:${client.ip}`;
  await takeAttempt(ctx, addressKey, maxFailuresPerAddress);
  const challengeHash = hashToken(body.challenge);
  const accountId = await accountSecurity.findOpenChallenge(ctx.db, challengeHash, ctx.clock.now());
  if (!accountId) throw new AppError(401, 'twoStepChallengeExpired');
  const codeKey = `two-step:account:${accountId}`;
  await takeAttempt(ctx, codeKey, maxFailuresPerAccount);
  const opened = await withTransaction(ctx, async (tx) => {
    if (!(await acceptLoginCode(tx, accountId, body.code))) return undefined;
    if (!(await accountSecurity.closeChallenge(tx.db, challengeHash, tx.clock.now()))) throw new AppError(401, 'twoStepChallengeExpired');
    const account = await repository.findAccountById(tx.db, accountId);
    const holder = await tx.accountHolders.find(tx.db, accountId);
    if (!account || account.releasedAt || holder?.access !== 'active') throw new AppError(401, 'invalidCredentials');
    return { ...(await openSession(tx, accountId, client)), user: toSessionUser(account, holder) };
  });
  // Six digits are the app's code; anything else was meant as a recovery code, and the message says which.
  if (!opened) throw new AppError(401, /^\d{6}$/.test(body.code) ? 'twoStepCodeWrong' : 'twoStepRecoveryCodeWrong');
  await repository.releaseThrottleAttempt(ctx.db, addressKey);
  await repository.clearThrottle(ctx.db, codeKey);
  return opened;
}

/** A login's session, and the device cookie its browser keeps (a new one unless it sent this account's). */
async function openSession(ctx: ServiceContext, accountId: string, client: LoginAttempt): Promise<IssuedSession & { deviceCookie: string }> {
  const device = await readDeviceCookie(ctx.db, client.deviceCookie);
  const knownDevice = device?.accountId === accountId;
  const deviceCookie = knownDevice ? client.deviceCookie! : await issueDeviceCookie(ctx.db, accountId);
  const now = ctx.clock.now();
  // A browser not seen before is news to its owner, unless it is the account's very first sign-in.
  if (!knownDevice && (await repository.hasHadSession(ctx.db, accountId))) {
    await notifyAccount(ctx, accountId, { kind: 'new_sign_in', details: { ...describeUserAgent(client.userAgent), ipAddress: client.ip } });
  }
  const expiresAt = secondsAfter(now, ctx.config.sessionTtlDays * 86_400);
  const sessionId = await repository.insertSession(ctx.db, accountId, now, expiresAt, client);
  const refreshToken = generateOpaqueToken();
  await repository.insertRefreshToken(ctx.db, hashToken(refreshToken), sessionId, now);
  const accessToken = await signAccessToken(ctx.db, { accountId, sessionId }, ctx.config.accessTokenTtlSeconds, now);
  return { accessToken, refreshToken, expiresAt, deviceCookie };
}

/**
 * Trades a refresh token for a new access token and the token that follows it. A token presented
 * again after its rotation means it leaked or was replayed, and the whole session is revoked; within
 * a few seconds of the rotation it is two tabs refreshing at once, and both get the same successor.
 * A rotation whose successor was never stored (the database failed part-way, answered 503) did not
 * happen for the browser, which still holds this token: it is finished when the token comes back.
 */
export async function refreshSession(ctx: ServiceContext, refreshToken: string | undefined, ip: string): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError(401, 'sessionExpired');
  const now = ctx.clock.now();
  const tokenHash = hashToken(refreshToken);
  const stored = await repository.findRefreshToken(ctx.db, tokenHash);
  if (!stored || stored.revokedAt || stored.expiresAt <= now) throw new AppError(401, 'sessionExpired');
  const firstRotation = !stored.rotatedAt && (await repository.markRefreshTokenRotated(ctx.db, tokenHash, now));
  const nextRefreshToken = await successorOf(ctx.db, refreshToken);
  if (!firstRotation && now.getTime() - (stored.rotatedAt ?? now).getTime() > refreshGraceSeconds * 1000) {
    if (await repository.findRefreshToken(ctx.db, hashToken(nextRefreshToken))) {
      await repository.revokeSession(ctx.db, stored.sessionId, now);
      throw new AppError(401, 'sessionExpired');
    }
  }
  const [session, holder] = await Promise.all([
    repository.findLiveSession(ctx.db, stored.sessionId, now),
    ctx.accountHolders.find(ctx.db, stored.accountId),
  ]);
  if (!session || holder?.access !== 'active') throw new AppError(401, 'sessionExpired');
  await accountSecurity.touchSession(ctx.db, stored.sessionId, now, ip);
  const accessToken = await signAccessToken(ctx.db, { accountId: stored.accountId, sessionId: stored.sessionId }, ctx.config.accessTokenTtlSeconds, now);
  // Stored last: the rotation is done only once nothing else can fail before the answer.
  await repository.insertRefreshToken(ctx.db, hashToken(nextRefreshToken), stored.sessionId, now);
  return { accessToken, refreshToken: nextRefreshToken, expiresAt: stored.expiresAt };
}

export async function logout(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const stored = await repository.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (stored) await repository.revokeSession(ctx.db, stored.sessionId, ctx.clock.now());
}

/** Ends the sessions of these accounts: whoever used them must log in again. */
export function revokeSessions(ctx: ServiceContext, accountIds: string[]): Promise<void> {
  return repository.revokeAccountSessions(ctx.db, accountIds, ctx.clock.now());
}

export function logoutEverywhere(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  return revokeSessions(ctx, [auth.accountId]);
}

/**
 * Resolves a bearer token to its caller, or fails with 401 when the token or session is not live or
 * its person may no longer act. The session and the person are read in one statement.
 */
export async function authenticateAccessToken(ctx: ServiceContext, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new AppError(401, 'authenticationRequired');
  const now = ctx.clock.now();
  const claims = await verifyAccessToken(ctx.db, token, now);
  if (!claims) throw new AppError(401, 'sessionExpired');
  const caller = await repository.findSessionCaller(ctx.db, claims.sessionId, claims.accountId, now);
  if (!caller || ctx.accountHolders.accessOf(caller) !== 'active') throw new AppError(401, 'sessionExpired');
  return { accountId: claims.accountId, sessionId: claims.sessionId, employeeId: caller.employeeId, enterpriseId: caller.enterpriseId, isAdmin: caller.isAdmin, peopleVersion: caller.peopleVersion };
}

export async function getSessionUser(ctx: ServiceContext, auth: AuthContext): Promise<SessionUser> {
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  const holder = await ctx.accountHolders.find(ctx.db, auth.accountId);
  if (!account || !holder) throw new AppError(401, 'sessionExpired');
  return toSessionUser(account, holder);
}

export function purgeExpiredAuthRecords(ctx: ServiceContext): Promise<void> {
  return repository.purgeExpiredAuthRecords(ctx.db, ctx.clock.now());
}

/** Nightly, sessions, links and throttle counters that can no longer matter are deleted. */
export async function startAuthPurge(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(purgeQueue);
  await ctx.jobs.work(purgeQueue, () => purgeExpiredAuthRecords(ctx));
  await ctx.jobs.schedule(purgeQueue, '17 3 * * *');
}
