import { toE164, type Language, type LoginBody, type SessionUser, type TwoStepChallenge, type TwoStepLoginBody } from '@rumbo/contract';
import { secondsAfter } from '../../clock.js';
import { violatedUniqueIndex } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { queueMail, queueMails } from '../mail/index.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import { successorOf } from './refresh-token.js';
import type { AccountHolder } from './account-holders.js';
import type { AuthContext } from './auth-context.js';
import * as accountSecurity from './account-security.repository.js';
import * as repository from './auth.repository.js';
import type { LoginClient } from './auth.repository.js';
import type { LinkPurpose } from './auth.table.js';
import { hashPassword, verifyPassword } from './password.js';
import { generateOpaqueToken, hashToken } from './secrets.js';
import { maxFailuresPerAccount, takeAttempt } from './throttles.js';
import { acceptLoginCode, openTwoStepChallenge, twoStepEnabled } from './two-step.service.js';

// Login accounts: the email and phone a person logs in with, the password, email verification,
// sessions, mailed links (reset, verification, invitation) and throttles. Other features create and
// change accounts through the functions below; auth asks about the people behind them through
// ctx.accountHolders.

/** How long after a rotation the same refresh token still gets the same answer (tabs refreshing at once). */
const refreshGraceSeconds = 10;
const maxFailuresPerAddress = 20;
const resetLinkHours = 1;
const verifyLinkHours = 72;
const invitationLinkHours = 7 * 24;
/** Mails of one kind (reset links, verification links) one mailbox receives in an hour, at most. */
const maxMailsPerRecipientHour = 3;
const maxSignUpsPerAddress = 10;
const passwordResetQueue = 'auth.mail-password-reset';
const purgeQueue = 'auth.purge-expired';

export type IssuedSession = { accessToken: string; refreshToken: string; expiresAt: Date };
export type AccountIdentifiers = { email: string; phone?: string | null };

// Accounts, for the features that own people

/**
 * Runs a write that may lose a race on the email or phone unique index (auth.table.ts) and answers
 * it with the same 409 as the check before it would have.
 */
async function withIdentifierConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'accounts_email_idx') throw new AppError(409, 'emailAlreadyRegistered', {}, {}, 'email');
    if (index === 'accounts_phone_idx') throw new AppError(409, 'phoneAlreadyRegistered', {}, {}, 'phone');
    throw error;
  }
}

/** Which of these emails and phones already belong to an account in use (other than `exceptAccountId`). */
export function findTakenIdentifiers(ctx: ServiceContext, emails: string[], phones: string[], exceptAccountId?: string) {
  return repository.findTakenIdentifiers(ctx.db, emails, phones, exceptAccountId);
}

/** 409 when an email or phone already belongs to an account in use. */
async function assertIdentifiersFree(ctx: ServiceContext, identifiers: Partial<AccountIdentifiers>, exceptAccountId?: string) {
  const taken = await repository.findTakenIdentifiers(
    ctx.db,
    identifiers.email ? [identifiers.email] : [],
    identifiers.phone ? [identifiers.phone] : [],
    exceptAccountId,
  );
  if (taken.emails.size > 0) throw new AppError(409, 'emailAlreadyRegistered', {}, {}, 'email');
  if (taken.phones.size > 0) throw new AppError(409, 'phoneAlreadyRegistered', {}, {}, 'phone');
}

export { hashPassword };

/** A new account's identifiers: its phone, given at creation (by an administrator, or signing up), counts as confirmed. */
function newAccountIdentifiers(account: AccountIdentifiers, now: Date) {
  return { email: account.email, phone: account.phone ?? null, phoneConfirmedAt: account.phone ? now : null };
}

/** A new account; with a password (its hash) it can log in at once, without one it waits for an invitation. */
export async function createAccount(ctx: ServiceContext, account: AccountIdentifiers & { passwordHash?: string }): Promise<string> {
  await assertIdentifiersFree(ctx, account);
  const now = ctx.clock.now();
  const [id] = await withIdentifierConflicts(() =>
    repository.insertAccounts(ctx.db, [{ ...newAccountIdentifiers(account, now), passwordHash: account.passwordHash ?? null }], now),
  );
  return id!;
}

/** Accounts for many people at once (an import), without passwords; in the caller's order. */
export function createAccounts(ctx: ServiceContext, accounts: AccountIdentifiers[]): Promise<string[]> {
  const now = ctx.clock.now();
  return withIdentifierConflicts(() => repository.insertAccounts(ctx.db, accounts.map((account) => newAccountIdentifiers(account, now)), now));
}

/**
 * Changes the email or phone an account logs in with. A new email ends the links mailed to the old
 * one, the old one is told, and the new one must be verified again: it gets a verification link, or,
 * while the person has not chosen a password yet, a new invitation. A phone set `by` an
 * administrator is confirmed (saving the same one confirms it); one the person sets for themselves
 * is not, until an administrator does. Call after the person's own changes (their name) are written.
 */
export async function changeIdentifiers(
  ctx: ServiceContext,
  accountId: string,
  changes: Partial<AccountIdentifiers>,
  by: 'administrator' | 'themselves' = 'administrator',
): Promise<void> {
  const account = await repository.findAccountById(ctx.db, accountId);
  if (!account) throw new AppError(404, 'notFound');
  const emailChanged = changes.email !== undefined && changes.email !== account.email;
  const phoneChanged = changes.phone !== undefined && changes.phone !== account.phone;
  const phoneConfirmed = by === 'administrator' && Boolean(changes.phone) && (phoneChanged || !account.phoneConfirmedAt);
  if (!emailChanged && !phoneChanged && !phoneConfirmed) return;
  await assertIdentifiersFree(
    ctx,
    { ...(emailChanged && { email: changes.email }), ...((phoneChanged || phoneConfirmed) && { phone: changes.phone }) },
    accountId,
  );
  const now = ctx.clock.now();
  await withIdentifierConflicts(() =>
    repository.updateAccount(
      ctx.db,
      accountId,
      {
        ...(emailChanged && { email: changes.email, emailVerifiedAt: null }),
        ...(phoneChanged && { phone: changes.phone ?? null }),
        ...((phoneChanged || phoneConfirmed) && { phoneConfirmedAt: phoneConfirmed ? now : null }),
      },
      now,
    ),
  );
  if (!emailChanged) return;
  await repository.expireLinkTokens(ctx.db, accountId, now);
  const holder = await ctx.accountHolders.find(ctx.db, accountId);
  if (!holder) return;
  const language = await ctx.accountHolders.languageOf(ctx.db, accountId);
  // The former address hears of it: if the change was not theirs, they know whom to tell.
  await queueMail(ctx, account.email, language, { kind: 'email-changed', name: holder.fullName, newEmail: changes.email! });
  if (holder.access === 'blocked' || holder.access === 'suspended') return;
  const person = { accountId, email: changes.email!, name: holder.fullName };
  if (account.passwordHash) await sendVerificationMail(ctx, person, language);
  else await sendInvitations(ctx, [{ ...person, companyName: holder.companyName }], language);
}

/** Ends every session and mailed link of the account and frees its email and phone for others (its person went to the trash). */
export async function releaseAccount(ctx: ServiceContext, accountId: string): Promise<void> {
  const now = ctx.clock.now();
  await repository.updateAccount(ctx.db, accountId, { releasedAt: now }, now);
  await repository.revokeAccountSessions(ctx.db, [accountId], now);
  await repository.expireLinkTokens(ctx.db, accountId, now);
}

/** Takes a released account's email and phone back; 409 when someone else took one meanwhile. */
export async function reclaimAccount(ctx: ServiceContext, accountId: string): Promise<void> {
  const account = await repository.findAccountById(ctx.db, accountId);
  if (!account) throw new AppError(404, 'notFound');
  if (!account.releasedAt) return;
  await assertIdentifiersFree(ctx, account, accountId);
  await withIdentifierConflicts(() => repository.updateAccount(ctx.db, accountId, { releasedAt: null }, ctx.clock.now()));
}

export function deleteAccounts(ctx: ServiceContext, accountIds: string[]): Promise<void> {
  return repository.deleteAccounts(ctx.db, accountIds);
}

/** Ends the sessions of these accounts: whoever used them must log in again. */
export function revokeSessions(ctx: ServiceContext, accountIds: string[]): Promise<void> {
  return repository.revokeAccountSessions(ctx.db, accountIds, ctx.clock.now());
}

// Mailed links

/** Single-use link tokens, one per account; only their hashes are stored. */
async function issueLinkTokens(ctx: ServiceContext, accountIds: string[], purpose: LinkPurpose, hours: number): Promise<string[]> {
  const expiresAt = secondsAfter(ctx.clock.now(), hours * 3600);
  const tokens = accountIds.map(() => generateOpaqueToken());
  await repository.insertLinkTokens(
    ctx.db,
    accountIds.map((accountId, index) => ({ tokenHash: hashToken(tokens[index]!), accountId, purpose, expiresAt })),
  );
  return tokens;
}

function consumeLinkToken(ctx: ServiceContext, token: string, purpose: LinkPurpose): Promise<string | undefined> {
  return repository.consumeLinkToken(ctx.db, hashToken(token), purpose, ctx.clock.now());
}

export type Invitation = { accountId: string; email: string; name: string; companyName: string };

/**
 * Invitations carry a company's name to addresses an administrator typed: only an administrator
 * whose own email is verified may send them (403 otherwise), so a throwaway sign-up mails no one.
 */
export async function assertMayInvite(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  if (!account?.emailVerifiedAt) throw new AppError(403, 'verifyEmailToInvite');
}

/** Subscribing waits for the administrator's own email to be verified (403 otherwise): receipts and notices go there. */
export async function assertMaySubscribe(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  if (!account?.emailVerifiedAt) throw new AppError(403, 'verifyEmailToSubscribe');
}

/** Mails each person a link to choose their password; inside a transaction, the mails go only if it commits. */
export async function sendInvitations(ctx: ServiceContext, invitations: Invitation[], language: Language): Promise<void> {
  const tokens = await issueLinkTokens(ctx, invitations.map((invitation) => invitation.accountId), 'invitation', invitationLinkHours);
  await queueMails(
    ctx,
    invitations.map((invitation, index) => ({
      to: invitation.email,
      language,
      template: {
        kind: 'invitation' as const,
        name: invitation.name,
        companyName: invitation.companyName,
        link: `${ctx.config.publicUrl}/accept-invitation?token=${tokens[index]}`,
      },
    })),
  );
}

export async function sendVerificationMail(ctx: ServiceContext, account: { accountId: string; email: string; name: string }, language: Language): Promise<void> {
  const [token] = await issueLinkTokens(ctx, [account.accountId], 'verify-email', verifyLinkHours);
  await queueMail(ctx, account.email, language, {
    kind: 'verify-email',
    name: account.name,
    link: `${ctx.config.publicUrl}/verify-email?token=${token}`,
  });
}

export async function resendVerification(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  await takeAttempt(ctx, `verify:account:${auth.accountId}`, maxMailsPerRecipientHour, 'tooManyAttempts', 3600);
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  const holder = await ctx.accountHolders.find(ctx.db, auth.accountId);
  if (!account || !holder) throw new AppError(401, 'sessionExpired');
  if (account.emailVerifiedAt) return;
  const language = await ctx.accountHolders.languageOf(ctx.db, auth.accountId);
  await sendVerificationMail(ctx, { accountId: account.id, email: account.email, name: holder.fullName }, language);
}

export async function verifyEmail(ctx: ServiceContext, token: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const accountId = await consumeLinkToken(tx, token, 'verify-email');
    if (!accountId) throw new AppError(400, 'verificationLinkInvalid');
    const now = tx.clock.now();
    await repository.markEmailVerified(tx.db, accountId, now);
    const account = await repository.findAccountById(tx.db, accountId);
    await tx.accountHolders.emailVerified(tx.db, accountId, account!.email, now);
  });
}

/** Always succeeds from the caller's view, so it cannot tell which emails have accounts. */
export async function requestPasswordReset(ctx: ServiceContext, email: string, ip: string): Promise<void> {
  await takeAttempt(ctx, `forgot:address:${ip}`, maxFailuresPerAddress, 'tooManyAttempts');
  // The lookup and the mail happen after the answer, in a job: the answer takes as long whether the
  // email has an account or not.
  await ctx.jobs.send(passwordResetQueue, { email });
}

/** Mails a reset link to the account behind `email`, if any may act; at most 3 an hour reach one mailbox. */
async function mailPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  try {
    await takeAttempt(ctx, `forgot:recipient:${email}`, maxMailsPerRecipientHour, 'tooManyAttempts', 3600);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return;
    throw error;
  }
  const account = await repository.findAccountByIdentifier(ctx.db, { email });
  const holder = account && (await ctx.accountHolders.find(ctx.db, account.id));
  if (!account || holder?.access !== 'active') return;
  const [token] = await issueLinkTokens(ctx, [account.id], 'reset-password', resetLinkHours);
  await queueMail(ctx, account.email, await ctx.accountHolders.languageOf(ctx.db, account.id), {
    kind: 'reset-password',
    name: holder.fullName,
    link: `${ctx.config.publicUrl}/reset-password?token=${token}`,
  });
}

/**
 * Uses a mailed password link (reset or invitation): only for a person who may act now; anyone else
 * (suspended, pending, in the trash) gets the same answer as a link that expired.
 */
async function consumePasswordLink(ctx: ServiceContext, token: string, purpose: 'reset-password' | 'invitation'): Promise<string> {
  const accountId = await consumeLinkToken(ctx, token, purpose);
  if (accountId === undefined) throw new AppError(400, 'resetLinkInvalid');
  const holder = await ctx.accountHolders.find(ctx.db, accountId);
  const account = await repository.findAccountById(ctx.db, accountId);
  // An invitation only ever sets a first password: once there is one, the invitation is spent.
  if (holder?.access !== 'active' || (purpose === 'invitation' && account?.passwordHash)) throw new AppError(400, 'resetLinkInvalid');
  return accountId;
}

/** 400 at once for a link that cannot work, before a password is hashed for it. */
async function assertLinkUsable(ctx: ServiceContext, token: string, purpose: LinkPurpose): Promise<void> {
  if (!(await repository.findUsableLinkToken(ctx.db, hashToken(token), purpose, ctx.clock.now()))) throw new AppError(400, 'resetLinkInvalid');
}

/** Sets the new password and ends every session: whoever knew the old one is logged out. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<void> {
  await assertLinkUsable(ctx, token, 'reset-password');
  const passwordHash = await hashPassword(password);
  await withTransaction(ctx, async (tx) => {
    const accountId = await consumePasswordLink(tx, token, 'reset-password');
    await setPassword(tx, accountId, passwordHash);
    await repository.revokeAccountSessions(tx.db, [accountId], tx.clock.now());
  });
}

/** An invited person chooses their password through the mailed link. */
export async function acceptInvitation(ctx: ServiceContext, token: string, password: string): Promise<void> {
  await assertLinkUsable(ctx, token, 'invitation');
  const passwordHash = await hashPassword(password);
  await withTransaction(ctx, async (tx) => {
    const accountId = await consumePasswordLink(tx, token, 'invitation');
    await setPassword(tx, accountId, passwordHash);
  });
}

/** Every way a password is set: older reset links and any invitation die with the old password. */
async function setPassword(ctx: ServiceContext, accountId: string, passwordHash: string) {
  const now = ctx.clock.now();
  await repository.updateAccount(ctx.db, accountId, { passwordHash }, now);
  await repository.expireLinkTokens(ctx.db, accountId, now, ['reset-password', 'invitation']);
  // The link reached the mailbox, which proves the address.
  await repository.markEmailVerified(ctx.db, accountId, now);
}

// Throttles

export { takeAttempt };

// Sessions

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
 * password was right: the limits count failures and no burst gets past them.
 */
export async function login(
  ctx: ServiceContext,
  body: LoginBody,
  client: LoginClient,
): Promise<(IssuedSession & { user: SessionUser }) | TwoStepChallenge> {
  const addressKey = `login:address:${client.ip}`;
  await takeAttempt(ctx, addressKey, maxFailuresPerAddress);
  const identifier = loginIdentifierOf(body.username);
  const account = identifier && (await repository.findAccountByIdentifier(ctx.db, identifier));
  const accountKey = account
    ? `login:account:${account.id}`
    : `login:identifier:${identifier ? Object.values(identifier)[0] : body.username.trim().toLowerCase()}`;
  await takeAttempt(ctx, accountKey, maxFailuresPerAccount);
  const passwordMatches = await verifyPassword(account?.passwordHash, body.password);
  const holder = account && passwordMatches ? await ctx.accountHolders.find(ctx.db, account.id) : undefined;
  if (!account || !holder || holder.access === 'blocked') throw new AppError(401, 'invalidCredentials');
  // The password was right: the attempts were no failures.
  await repository.releaseThrottleAttempt(ctx.db, addressKey);
  await repository.clearThrottle(ctx.db, accountKey);
  // A pending or suspended person is told why they cannot come in.
  if (holder.access === 'pending') throw new AppError(403, 'accountPending');
  if (holder.access === 'suspended') throw new AppError(403, 'accountSuspended');
  if (await twoStepEnabled(ctx, account.id)) return { twoStepRequired: true, challenge: await openTwoStepChallenge(ctx, account.id) };
  const session = await openSession(ctx, account.id, client);
  return { ...session, user: toSessionUser(account, holder) };
}

/**
 * The second login step: a code from the authenticator app, or a recovery code, for a challenge the
 * password opened. Wrong codes count per account in a budget of their own, which a right password
 * does not refill (else the password would buy five more guesses each time); a right code empties it.
 */
export async function loginWithCode(ctx: ServiceContext, body: TwoStepLoginBody, client: LoginClient): Promise<IssuedSession & { user: SessionUser }> {
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
  if (!opened) throw new AppError(401, 'twoStepCodeWrong');
  await repository.releaseThrottleAttempt(ctx.db, addressKey);
  await repository.clearThrottle(ctx.db, codeKey);
  return opened;
}

async function openSession(ctx: ServiceContext, accountId: string, client: LoginClient): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const expiresAt = secondsAfter(now, ctx.config.sessionTtlDays * 86_400);
  const sessionId = await repository.insertSession(ctx.db, accountId, now, expiresAt, client);
  const refreshToken = generateOpaqueToken();
  await repository.insertRefreshToken(ctx.db, hashToken(refreshToken), sessionId, now);
  const accessToken = await signAccessToken(ctx.db, { accountId, sessionId }, ctx.config.accessTokenTtlSeconds, now);
  return { accessToken, refreshToken, expiresAt };
}

/**
 * Trades a refresh token for a new access token and the token that follows it. A token presented
 * again after its rotation means it leaked or was replayed, and the whole session is revoked; within
 * a few seconds of the rotation it is two tabs refreshing at once, and both get the same successor.
 */
export async function refreshSession(ctx: ServiceContext, refreshToken: string | undefined, ip: string): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError(401, 'sessionExpired');
  const now = ctx.clock.now();
  const tokenHash = hashToken(refreshToken);
  const stored = await repository.findRefreshToken(ctx.db, tokenHash);
  if (!stored || stored.revokedAt || stored.expiresAt <= now) throw new AppError(401, 'sessionExpired');
  const firstRotation = !stored.rotatedAt && (await repository.markRefreshTokenRotated(ctx.db, tokenHash, now));
  if (!firstRotation && now.getTime() - (stored.rotatedAt ?? now).getTime() > refreshGraceSeconds * 1000) {
    await repository.revokeSession(ctx.db, stored.sessionId, now);
    throw new AppError(401, 'sessionExpired');
  }
  const [session, holder] = await Promise.all([
    repository.findLiveSession(ctx.db, stored.sessionId, now),
    ctx.accountHolders.find(ctx.db, stored.accountId),
  ]);
  if (!session || holder?.access !== 'active') throw new AppError(401, 'sessionExpired');
  const nextRefreshToken = await successorOf(ctx.db, refreshToken);
  await repository.insertRefreshToken(ctx.db, hashToken(nextRefreshToken), stored.sessionId, now);
  await accountSecurity.touchSession(ctx.db, stored.sessionId, now, ip);
  const accessToken = await signAccessToken(ctx.db, { accountId: stored.accountId, sessionId: stored.sessionId }, ctx.config.accessTokenTtlSeconds, now);
  return { accessToken, refreshToken: nextRefreshToken, expiresAt: stored.expiresAt };
}

export async function logout(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const stored = await repository.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (stored) await repository.revokeSession(ctx.db, stored.sessionId, ctx.clock.now());
}

export function logoutEverywhere(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  return revokeSessions(ctx, [auth.accountId]);
}

/**
 * Resolves a bearer token to its caller, or fails with 401 when the token or session is not live or
 * its person may no longer act. The session and the person are read at once.
 */
export async function authenticateAccessToken(ctx: ServiceContext, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new AppError(401, 'authenticationRequired');
  const now = ctx.clock.now();
  const claims = await verifyAccessToken(ctx.db, token, now);
  if (!claims) throw new AppError(401, 'sessionExpired');
  const [session, holder] = await Promise.all([
    repository.findLiveSession(ctx.db, claims.sessionId, now),
    ctx.accountHolders.find(ctx.db, claims.accountId),
  ]);
  if (!session || session.accountId !== claims.accountId || holder?.access !== 'active') throw new AppError(401, 'sessionExpired');
  return { accountId: claims.accountId, sessionId: claims.sessionId, employeeId: holder.employeeId, enterpriseId: holder.enterpriseId, isAdmin: holder.isAdmin };
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

/** Auth's background work: reset mails sent after the request is answered, and the nightly purge. */
export async function startAuthJobs(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(passwordResetQueue);
  await ctx.jobs.work<{ email: string }>(passwordResetQueue, ({ email }) => mailPasswordReset(ctx, email));
  await ctx.jobs.define(purgeQueue);
  await ctx.jobs.work(purgeQueue, () => purgeExpiredAuthRecords(ctx));
  await ctx.jobs.schedule(purgeQueue, '17 3 * * *');
}

/** Limits a public sign-up before any work is done: per address, and never for an email already in use. */
export async function assertSignUpAllowed(ctx: ServiceContext, email: string, ip: string): Promise<void> {
  await takeAttempt(ctx, `signup:address:${ip}`, maxSignUpsPerAddress, 'tooManyAttempts');
  await assertIdentifiersFree(ctx, { email });
}

// Confirming a grave action, closing a company

/**
 * Checks the caller's own password before a grave action (deleting the company). Guesses count
 * against the same per-account limit as logins (one budget per account, whichever door is tried);
 * a right password gives its attempt back. A wrong one is a 400 on the `password` field, not a 401:
 * the session is fine, and a 401 would make the client refresh and send the same guess again.
 */
export async function confirmPassword(ctx: ServiceContext, auth: AuthContext, password: string, field = 'password'): Promise<void> {
  const accountKey = `login:account:${auth.accountId}`;
  await takeAttempt(ctx, accountKey, maxFailuresPerAccount);
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  if (!(await verifyPassword(account?.passwordHash, password))) throw new AppError(400, 'passwordIncorrect', {}, {}, field);
  await repository.clearThrottle(ctx.db, accountKey);
}

/** Accounts released per statement when a whole company closes (PostgreSQL takes at most 65,535 parameters). */
const releaseBatchSize = 1000;

/**
 * Ends every session and unused link of these accounts and frees their emails and phones: their
 * company was deleted, so none of them may log in again (the addresses may sign up anew).
 */
export async function releaseAccounts(ctx: ServiceContext, accountIds: string[]): Promise<void> {
  const now = ctx.clock.now();
  for (let start = 0; start < accountIds.length; start += releaseBatchSize) {
    const batch = accountIds.slice(start, start + releaseBatchSize);
    await repository.revokeAccountSessions(ctx.db, batch, now);
    await repository.releaseAccounts(ctx.db, batch, now);
  }
}
