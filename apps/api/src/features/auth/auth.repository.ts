import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { employeeListVersionsTable, employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import {
  accountsTable,
  linkTokensTable,
  loginThrottlesTable,
  refreshTokensTable,
  serverSecretsTable,
  sessionsTable,
  type LinkPurpose,
} from './auth.table.js';

export async function getOrCreateSecret(db: Database, name: string, generate: () => string): Promise<string> {
  // Insert-if-absent, then read: every process sharing the database ends up with the same value.
  await db.insert(serverSecretsTable).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecretsTable.value }).from(serverSecretsTable).where(eq(serverSecretsTable.name, name));
  return row!.value;
}

// Accounts

const accountColumns = {
  id: accountsTable.id,
  email: accountsTable.email,
  phone: accountsTable.phone,
  phoneConfirmedAt: accountsTable.phoneConfirmedAt,
  passwordHash: accountsTable.passwordHash,
  emailVerifiedAt: accountsTable.emailVerifiedAt,
};

export type AccountRecord = {
  id: string;
  email: string;
  phone: string | null;
  phoneConfirmedAt: Date | null;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
};

export type NewAccount = { email: string; phone?: string | null; phoneConfirmedAt?: Date | null; passwordHash?: string | null; emailVerifiedAt?: Date | null };

/** Answers the new accounts' ids in the caller's order (made here: RETURNING promises no order). */
export async function insertAccounts(db: Database, accounts: NewAccount[], now: Date): Promise<string[]> {
  const rows = accounts.map((account) => ({ ...account, id: randomUUID(), createdAt: now, updatedAt: now }));
  for (let start = 0; start < rows.length; start += 500) await db.insert(accountsTable).values(rows.slice(start, start + 500));
  return rows.map((row) => row.id);
}

/** An account in use (not released) with this email, or with this phone once confirmed. */
export async function findAccountByIdentifier(db: Database, identifier: { email: string } | { phone: string }): Promise<AccountRecord | undefined> {
  const condition =
    'email' in identifier ? eq(accountsTable.email, identifier.email) : and(eq(accountsTable.phone, identifier.phone), isNotNull(accountsTable.phoneConfirmedAt));
  const [row] = await db.select(accountColumns).from(accountsTable).where(and(condition, isNull(accountsTable.releasedAt))).limit(1);
  return row;
}

export async function findAccountById(db: Database, id: string): Promise<(AccountRecord & { releasedAt: Date | null }) | undefined> {
  const [row] = await db.select({ ...accountColumns, releasedAt: accountsTable.releasedAt }).from(accountsTable).where(eq(accountsTable.id, id));
  return row;
}

/** Which of these emails and (confirmed) phones belong to an account in use (other than `exceptId`). */
export async function findTakenIdentifiers(db: Database, emails: string[], phones: string[], exceptId?: string) {
  if (emails.length === 0 && phones.length === 0) return { emails: new Set<string>(), phones: new Set<string>() };
  const rows = await db
    .select({ email: accountsTable.email, phone: sql<string | null>`case when ${accountsTable.phoneConfirmedAt} is not null then ${accountsTable.phone} end` })
    .from(accountsTable)
    .where(
      and(
        isNull(accountsTable.releasedAt),
        or(
          emails.length ? inArray(accountsTable.email, emails) : undefined,
          phones.length ? and(inArray(accountsTable.phone, phones), isNotNull(accountsTable.phoneConfirmedAt)) : undefined,
        ),
        exceptId ? ne(accountsTable.id, exceptId) : undefined,
      ),
    );
  const emailSet = new Set(emails);
  const phoneSet = new Set(phones);
  return {
    emails: new Set(rows.map((row) => row.email).filter((email) => emailSet.has(email))),
    phones: new Set(rows.map((row) => row.phone).filter((phone): phone is string => phone !== null && phoneSet.has(phone))),
  };
}

export type AccountChanges = Partial<{
  email: string;
  phone: string | null;
  phoneConfirmedAt: Date | null;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  releasedAt: Date | null;
}>;

export async function updateAccount(db: Database, id: string, changes: AccountChanges, now: Date): Promise<void> {
  await db.update(accountsTable).set({ ...changes, updatedAt: now }).where(eq(accountsTable.id, id));
}

export async function markEmailVerified(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(accountsTable)
    .set({ emailVerifiedAt: sql`coalesce(${accountsTable.emailVerifiedAt}, ${now})` })
    .where(eq(accountsTable.id, id));
}

export async function deleteAccounts(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(accountsTable).where(inArray(accountsTable.id, ids));
}

// Sessions

/** Where a login comes from, kept with its session for the list of sessions. */
export type LoginClient = { ip: string; userAgent?: string };

/** Whether the account ever signed in (its sessions are kept until the nightly purge of expired ones). */
export async function hasHadSession(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessionsTable.id }).from(sessionsTable).where(eq(sessionsTable.accountId, accountId)).limit(1);
  return row !== undefined;
}

export async function insertSession(db: Database, accountId: string, createdAt: Date, expiresAt: Date, client: LoginClient) {
  const [row] = await db
    .insert(sessionsTable)
    .values({ accountId, createdAt, expiresAt, lastUsedAt: createdAt, userAgent: client.userAgent?.slice(0, 300), ipAddress: client.ip })
    .returning({ id: sessionsTable.id });
  return row!.id;
}

/** Records a refresh token; one already there (the same rotation answered twice) is kept as it is. */
export async function insertRefreshToken(db: Database, tokenHash: string, sessionId: string, now: Date) {
  await db.insert(refreshTokensTable).values({ tokenHash, sessionId, createdAt: now }).onConflictDoNothing();
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: refreshTokensTable.sessionId,
      rotatedAt: refreshTokensTable.rotatedAt,
      accountId: sessionsTable.accountId,
      expiresAt: sessionsTable.expiresAt,
      revokedAt: sessionsTable.revokedAt,
    })
    .from(refreshTokensTable)
    .innerJoin(sessionsTable, eq(sessionsTable.id, refreshTokensTable.sessionId))
    .where(eq(refreshTokensTable.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token used; false when another request rotated it first. */
export async function markRefreshTokenRotated(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokensTable)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokensTable.tokenHash, tokenHash), isNull(refreshTokensTable.rotatedAt)))
    .returning({ sessionId: refreshTokensTable.sessionId });
  return rows.length === 1;
}

export async function revokeSession(db: Database, sessionId: string, now: Date) {
  await db
    .update(sessionsTable)
    .set({ revokedAt: now })
    .where(and(eq(sessionsTable.id, sessionId), isNull(sessionsTable.revokedAt)));
}

export async function revokeAccountSessions(db: Database, accountIds: string[], now: Date) {
  if (accountIds.length === 0) return;
  await db
    .update(sessionsTable)
    .set({ revokedAt: now })
    .where(and(inArray(sessionsTable.accountId, accountIds), isNull(sessionsTable.revokedAt)));
}

/** A session that may still act: not revoked, not expired, its account in use (read on every request). */
const liveSessionStatement = preparedPerDatabase((db) =>
  db
    .select({ accountId: sessionsTable.accountId })
    .from(sessionsTable)
    .innerJoin(accountsTable, eq(accountsTable.id, sessionsTable.accountId))
    .where(
      and(
        eq(sessionsTable.id, sql.placeholder('sessionId')),
        isNull(sessionsTable.revokedAt),
        gt(sessionsTable.expiresAt, sql.placeholder('now')),
        isNull(accountsTable.releasedAt),
      ),
    )
    .prepare('auth_live_session'),
);

export async function findLiveSession(db: Database, sessionId: string, now: Date) {
  const [row] = await liveSessionStatement(db).execute({ sessionId, now });
  return row;
}

/**
 * Every authenticated request's one read: its session if live (as above) and for this account, with
 * the person holding the account, what decides whether they may act, and their company's people
 * version. One round trip, where the session and the person read side by side took two connections' turns.
 */
const sessionCallerStatement = preparedPerDatabase((db) =>
  db
    .select({
      employeeId: employeesTable.id,
      enterpriseId: employeesTable.enterpriseId,
      isAdmin: employeesTable.isAdmin,
      status: employeesTable.status,
      deletedAt: employeesTable.deletedAt,
      enterpriseDeletedAt: enterprisesTable.deletedAt,
      // The company's people as this request finds them (see employeeListVersionsTable); none before any change was kept.
      peopleVersion: sql<string | null>`(select ${employeeListVersionsTable.pageVersion} from ${employeeListVersionsTable} where ${employeeListVersionsTable.enterpriseId} = ${employeesTable.enterpriseId})`,
    })
    .from(sessionsTable)
    .innerJoin(accountsTable, eq(accountsTable.id, sessionsTable.accountId))
    .innerJoin(employeesTable, eq(employeesTable.accountId, sessionsTable.accountId))
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .where(
      and(
        eq(sessionsTable.id, sql.placeholder('sessionId')),
        eq(sessionsTable.accountId, sql.placeholder('accountId')),
        isNull(sessionsTable.revokedAt),
        gt(sessionsTable.expiresAt, sql.placeholder('now')),
        isNull(accountsTable.releasedAt),
      ),
    )
    .prepare('auth_session_caller'),
);

export async function findSessionCaller(db: Database, sessionId: string, accountId: string, now: Date) {
  const [row] = await sessionCallerStatement(db).execute({ sessionId, accountId, now });
  return row;
}

// Mailed links

export async function insertLinkTokens(db: Database, tokens: { tokenHash: string; accountId: string; purpose: LinkPurpose; expiresAt: Date }[]) {
  for (let start = 0; start < tokens.length; start += 1000) await db.insert(linkTokensTable).values(tokens.slice(start, start + 1000));
}

/** Notes the first invitation mailed to each of these accounts. */
export async function markInvited(db: Database, accountIds: string[], now: Date): Promise<void> {
  if (accountIds.length === 0) return;
  await db.update(accountsTable).set({ invitedAt: now }).where(and(inArray(accountsTable.id, accountIds), isNull(accountsTable.invitedAt)));
}

/** A link that may be used now: this purpose, not used, not expired, and its account not released. */
function usableLink(tokenHash: string, purpose: LinkPurpose, now: Date) {
  return and(
    eq(linkTokensTable.tokenHash, tokenHash),
    eq(linkTokensTable.purpose, purpose),
    isNull(linkTokensTable.usedAt),
    gt(linkTokensTable.expiresAt, now),
    sql`exists (select 1 from ${accountsTable} where ${accountsTable.id} = ${linkTokensTable.accountId} and ${accountsTable.releasedAt} is null)`,
  );
}

/**
 * Uses a mailed link once: answers its account, or undefined when the link is unknown, used or
 * expired, or its account has been released.
 */
export async function consumeLinkToken(db: Database, tokenHash: string, purpose: LinkPurpose, now: Date) {
  const [row] = await db
    .update(linkTokensTable)
    .set({ usedAt: now })
    .where(usableLink(tokenHash, purpose, now))
    .returning({ accountId: linkTokensTable.accountId });
  return row?.accountId;
}

/** Whether a link could be used now (the consuming update decides, atomically). */
export async function findUsableLinkToken(db: Database, tokenHash: string, purpose: LinkPurpose, now: Date): Promise<boolean> {
  const [row] = await db.select({ accountId: linkTokensTable.accountId }).from(linkTokensTable).where(usableLink(tokenHash, purpose, now));
  return row !== undefined;
}

/** Ends the account's links not used yet: all of them (its email changed, it was released), or those of some purposes. */
export async function expireLinkTokens(db: Database, accountId: string, now: Date, purposes?: LinkPurpose[]): Promise<void> {
  await db
    .update(linkTokensTable)
    .set({ usedAt: now })
    .where(and(eq(linkTokensTable.accountId, accountId), isNull(linkTokensTable.usedAt), purposes ? inArray(linkTokensTable.purpose, purposes) : undefined));
}

// Throttles

/**
 * Counts one attempt atomically and answers the count in the current window (a window that began
 * at or before `windowStart` is over: the count starts again at 1). One statement, so concurrent
 * attempts, in any process, each get their own number.
 */
export async function reserveThrottleAttempt(db: Database, key: string, now: Date, windowStart: Date): Promise<number> {
  const windowExpired = sql`${loginThrottlesTable.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(loginThrottlesTable)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottlesTable.key,
      set: {
        failures: sql`case when ${windowExpired} then 1 else ${loginThrottlesTable.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then ${now}::timestamptz else ${loginThrottlesTable.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottlesTable.failures });
  return row!.count;
}

/**
 * Takes up to `wanted` of the `max` a window allows on `key` and answers how many it got (0 once the
 * window is spent). Within the caller's transaction: the row is locked while it is read and written,
 * so callers at once share the window instead of each taking it whole.
 */
export async function reserveThrottleAllowance(db: Database, key: string, wanted: number, max: number, now: Date, windowStart: Date): Promise<number> {
  await db.insert(loginThrottlesTable).values({ key, failures: 0, windowStartedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ used: loginThrottlesTable.failures, startedAt: loginThrottlesTable.windowStartedAt })
    .from(loginThrottlesTable)
    .where(eq(loginThrottlesTable.key, key))
    .for('update');
  const expired = row!.startedAt <= windowStart;
  const used = expired ? 0 : row!.used;
  const granted = Math.max(0, Math.min(wanted, max - used));
  await db
    .update(loginThrottlesTable)
    .set({ failures: used + granted, windowStartedAt: expired ? now : row!.startedAt })
    .where(eq(loginThrottlesTable.key, key));
  return granted;
}

/** What a window still allows on `key`, taking nothing. */
export async function readThrottleAllowance(db: Database, key: string, max: number, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ used: loginThrottlesTable.failures, startedAt: loginThrottlesTable.windowStartedAt })
    .from(loginThrottlesTable)
    .where(eq(loginThrottlesTable.key, key));
  return !row || row.startedAt <= windowStart ? max : Math.max(0, max - row.used);
}

/** Gives back one attempt (it succeeded, so it was no failure). */
export async function releaseThrottleAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottlesTable)
    .set({ failures: sql`greatest(${loginThrottlesTable.failures} - 1, 0)` })
    .where(eq(loginThrottlesTable.key, key));
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottlesTable).where(eq(loginThrottlesTable.key, key));
}

/** Housekeeping: drops sessions, links and counters that can no longer matter. */
export async function purgeExpiredAuthRecords(db: Database, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await db.delete(sessionsTable).where(or(lt(sessionsTable.expiresAt, now), lt(sessionsTable.revokedAt, daysAgo(30))));
  await db.delete(linkTokensTable).where(lt(linkTokensTable.expiresAt, daysAgo(1)));
  await db.delete(loginThrottlesTable).where(lt(loginThrottlesTable.windowStartedAt, daysAgo(1)));
}

// Closing a company

/** Frees these accounts' emails and phones and ends their unused links (their company was deleted). */
export async function releaseAccounts(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(accountsTable)
    .set({ releasedAt: now, updatedAt: now })
    .where(and(inArray(accountsTable.id, ids), isNull(accountsTable.releasedAt)));
  await db
    .update(linkTokensTable)
    .set({ usedAt: now })
    .where(and(inArray(linkTokensTable.accountId, ids), isNull(linkTokensTable.usedAt)));
}
