import type { Language } from '@rumbo/contract';
import { secondsAfter } from '../../clock.js';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { queueMail, queueMails } from '../mail/index.js';
import { notifyAccount } from '../notifications/index.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './auth.repository.js';
import type { LinkPurpose } from './auth.table.js';
import { hashPassword } from './password.js';
import { generateOpaqueToken, hashToken } from './secrets.js';
import { maxFailuresPerAddress, takeAttempt } from './throttles.js';

// The links auth mails, each single-use and of one purpose: verifying an email, resetting a
// password, accepting an invitation (choosing a first password).

const resetLinkHours = 1;
const verifyLinkHours = 72;
const invitationLinkHours = 7 * 24;
/** Mails of one kind (reset links, verification links) one mailbox receives in an hour, at most. */
const maxMailsPerRecipientHour = 3;
const passwordResetQueue = 'auth.mail-password-reset';

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

/** What was refused for want of a verified address, and the field a form marks for it. */
type MailRefusal = { message: 'verifyEmailToInvite' } | { message: 'verifyEmailToChangeEmail'; field: 'email' };

/**
 * Invitations and verification links carry a company's name to addresses an administrator typed
 * (registering someone, importing people, changing someone's email): only an administrator whose
 * own email is verified may send them (403 otherwise), so a throwaway sign-up mails no one.
 */
export async function assertMayInvite(ctx: ServiceContext, auth: AuthContext, refusal: MailRefusal = { message: 'verifyEmailToInvite' }): Promise<void> {
  const account = await repository.findAccountById(ctx.db, auth.accountId);
  if (!account?.emailVerifiedAt) throw new AppError(403, refusal.message, {}, {}, 'field' in refusal ? refusal.field : undefined);
}

/** Mails each person a link to choose their password; inside a transaction, the mails go only if it commits. */
export async function sendInvitations(ctx: ServiceContext, invitations: Invitation[], language: Language): Promise<void> {
  const tokens = await issueLinkTokens(ctx, invitations.map((invitation) => invitation.accountId), 'invitation', invitationLinkHours);
  await repository.markInvited(ctx.db, invitations.map((invitation) => invitation.accountId), ctx.clock.now());
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

/** Reset mails are sent after the request is answered, by the job queue's worker. */
export async function startPasswordResetMails(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(passwordResetQueue);
  await ctx.jobs.work<{ email: string }>(passwordResetQueue, ({ email }) => mailPasswordReset(ctx, email));
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
    await notifyAccount(tx, accountId, { kind: 'password_changed' });
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
