import { violatedUniqueIndex } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import { queueMail } from '../mail/index.js';
import { notifyAccount } from '../notifications/index.js';
import * as repository from './auth.repository.js';
import { sendInvitations, sendVerificationMail } from './mailed-links.service.js';
import { takeAttempt } from './throttles.js';

// Login accounts and the identifiers they log in with (an email, a phone). The features that own
// people create and change accounts through the functions below; auth asks about the people behind
// them through ctx.accountHolders.

const maxSignUpsPerAddress = 10;

export type AccountIdentifiers = { email: string; phone?: string | null };

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

/** Limits a public sign-up before any work is done: per address, and never for an email already in use. */
export async function assertSignUpAllowed(ctx: ServiceContext, email: string, ip: string): Promise<void> {
  await takeAttempt(ctx, `signup:address:${ip}`, maxSignUpsPerAddress, 'tooManyAttempts');
  await assertIdentifiersFree(ctx, { email });
}

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

/** Whether the account's email has been proved to be its holder's (a mailed link reached it). */
export async function hasVerifiedEmail(ctx: ServiceContext, accountId: string): Promise<boolean> {
  const account = await repository.findAccountById(ctx.db, accountId);
  return Boolean(account?.emailVerifiedAt);
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
  await notifyAccount(ctx, accountId, { kind: 'login_email_changed' });
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

/**
 * Takes a released account's email and phone back; 409 when someone else took one meanwhile. Its
 * links expired when it was released: one that never chose a password counts as not invited again,
 * so the list's "invite everyone" offers to invite it anew.
 */
export async function reclaimAccount(ctx: ServiceContext, accountId: string): Promise<void> {
  const account = await repository.findAccountById(ctx.db, accountId);
  if (!account) throw new AppError(404, 'notFound');
  if (!account.releasedAt) return;
  await assertIdentifiersFree(ctx, account, accountId);
  const invitationLost = account.passwordHash === null ? { invitedAt: null } : {};
  await withIdentifierConflicts(() => repository.updateAccount(ctx.db, accountId, { releasedAt: null, ...invitationLost }, ctx.clock.now()));
}

export function deleteAccounts(ctx: ServiceContext, accountIds: string[]): Promise<void> {
  return repository.deleteAccounts(ctx.db, accountIds);
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
