import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import {
  linkTokensTable,
  loginThrottlesTable,
  refreshTokensTable,
  serverSecretsTable,
  sessionsTable,
} from './auth.table.js';

export async function getOrCreateSecret(db: Database, name: string, generate: () => string): Promise<string> {
  // Insert-if-absent, then read: every process sharing the database ends up with the same value.
  await db.insert(serverSecretsTable).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecretsTable.value }).from(serverSecretsTable).where(eq(serverSecretsTable.name, name));
  return row!.value;
}

export async function insertSession(db: Database, employeeId: string, expiresAt: Date, userAgent: string | undefined) {
  const [row] = await db
    .insert(sessionsTable)
    .values({ employeeId, expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessionsTable.id });
  return row!.id;
}

export async function insertRefreshToken(db: Database, tokenHash: string, sessionId: string) {
  await db.insert(refreshTokensTable).values({ tokenHash, sessionId });
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: refreshTokensTable.sessionId,
      rotatedAt: refreshTokensTable.rotatedAt,
      employeeId: sessionsTable.employeeId,
      expiresAt: sessionsTable.expiresAt,
      revokedAt: sessionsTable.revokedAt,
    })
    .from(refreshTokensTable)
    .innerJoin(sessionsTable, eq(sessionsTable.id, refreshTokensTable.sessionId))
    .where(eq(refreshTokensTable.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token used; false when another request rotated it first. */
export async function markRefreshTokenRotated(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokensTable)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokensTable.tokenHash, tokenHash), isNull(refreshTokensTable.rotatedAt)))
    .returning({ sessionId: refreshTokensTable.sessionId });
  return rows.length === 1;
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessionsTable)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionsTable.id, sessionId), isNull(sessionsTable.revokedAt)));
}

export async function revokeEmployeeSessions(db: Database, employeeId: string, exceptSessionId?: string) {
  await db
    .update(sessionsTable)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessionsTable.employeeId, employeeId),
        isNull(sessionsTable.revokedAt),
        exceptSessionId ? ne(sessionsTable.id, exceptSessionId) : undefined,
      ),
    );
}

/** The session behind an access token, with what decides whether it may still act (read on every request). */
const liveSessionStatement = preparedPerDatabase((db) =>
  db
    .select({
      employeeId: employeesTable.id,
      enterpriseId: employeesTable.enterpriseId,
      isAdmin: employeesTable.isAdmin,
    })
    .from(sessionsTable)
    .innerJoin(employeesTable, eq(employeesTable.id, sessionsTable.employeeId))
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .where(
      and(
        eq(sessionsTable.id, sql.placeholder('sessionId')),
        isNull(sessionsTable.revokedAt),
        gt(sessionsTable.expiresAt, sql`now()`),
        eq(employeesTable.status, 'active'),
        isNull(employeesTable.deletedAt),
        isNull(enterprisesTable.deletedAt),
      ),
    )
    .prepare(''),
);

export async function findLiveSession(db: Database, sessionId: string) {
  const [row] = await liveSessionStatement(db).execute({ sessionId });
  return row;
}

export async function insertLinkToken(
  db: Database,
  values: { tokenHash: string; employeeId: string; purpose: 'reset-password' | 'verify-email' | 'invitation'; expiresAt: Date },
) {
  await db.insert(linkTokensTable).values(values);
}

/** Uses a mailed link once: answers its employee, or undefined when unknown, used or expired. */
export async function consumeLinkToken(db: Database, tokenHash: string, purpose: 'reset-password' | 'verify-email' | 'invitation') {
  const [row] = await db
    .update(linkTokensTable)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(linkTokensTable.tokenHash, tokenHash),
        eq(linkTokensTable.purpose, purpose),
        isNull(linkTokensTable.usedAt),
        gt(linkTokensTable.expiresAt, sql`now()`),
      ),
    )
    .returning({ employeeId: linkTokensTable.employeeId });
  return row?.employeeId;
}

/** Failures counted in the current window, or 0 when the window has passed. */
export async function readThrottle(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ failures: loginThrottlesTable.failures })
    .from(loginThrottlesTable)
    .where(
      and(
        eq(loginThrottlesTable.key, key),
        gt(loginThrottlesTable.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.failures ?? 0;
}

/** Counts one failure atomically, starting a new window when the old one has passed. */
export async function recordThrottleFailure(db: Database, key: string, windowSeconds: number): Promise<void> {
  const windowExpired = sql`${loginThrottlesTable.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  await db
    .insert(loginThrottlesTable)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottlesTable.key,
      set: {
        failures: sql`case when ${windowExpired} then 1 else ${loginThrottlesTable.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${loginThrottlesTable.windowStartedAt} end`,
      },
    });
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
