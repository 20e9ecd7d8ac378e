import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recoveryCodesTable, sessionsTable, twoStepChallengesTable, twoStepSecretsTable } from './auth.table.js';

// Two-step verification

export type TwoStepRecord = { secretCiphertext: string; enabledAt: Date | null; lastUsedTimeStep: number | null };

/** The account's two-step secret; `forUpdate` holds it until the transaction ends, so two logins cannot spend one code. */
export async function findTwoStep(db: Database, accountId: string, { forUpdate = false } = {}): Promise<TwoStepRecord | undefined> {
  const query = db
    .select({
      secretCiphertext: twoStepSecretsTable.secretCiphertext,
      enabledAt: twoStepSecretsTable.enabledAt,
      lastUsedTimeStep: twoStepSecretsTable.lastUsedTimeStep,
    })
    .from(twoStepSecretsTable)
    .where(eq(twoStepSecretsTable.accountId, accountId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A new secret waiting for its first code; replaces one that was never confirmed. */
export async function saveUnconfirmedTwoStep(db: Database, accountId: string, secretCiphertext: string, now: Date): Promise<void> {
  await db
    .insert(twoStepSecretsTable)
    .values({ accountId, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({ target: twoStepSecretsTable.accountId, set: { secretCiphertext, createdAt: now, enabledAt: null, lastUsedTimeStep: null } });
}

export async function markTwoStepEnabled(db: Database, accountId: string, timeStep: number, now: Date): Promise<void> {
  await db.update(twoStepSecretsTable).set({ enabledAt: now, lastUsedTimeStep: timeStep }).where(eq(twoStepSecretsTable.accountId, accountId));
}

export async function recordTimeStepUsed(db: Database, accountId: string, timeStep: number): Promise<void> {
  await db.update(twoStepSecretsTable).set({ lastUsedTimeStep: timeStep }).where(eq(twoStepSecretsTable.accountId, accountId));
}

/** Turns two-step verification off: the secret, its recovery codes and any login waiting for a code go. */
export async function deleteTwoStep(db: Database, accountId: string): Promise<void> {
  await db.delete(twoStepSecretsTable).where(eq(twoStepSecretsTable.accountId, accountId));
  await db.delete(recoveryCodesTable).where(eq(recoveryCodesTable.accountId, accountId));
  await db.delete(twoStepChallengesTable).where(eq(twoStepChallengesTable.accountId, accountId));
}

export async function replaceRecoveryCodes(db: Database, accountId: string, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodesTable).where(eq(recoveryCodesTable.accountId, accountId));
  await db.insert(recoveryCodesTable).values(codeHashes.map((codeHash) => ({ codeHash, accountId })));
}

/** Spends a recovery code: true only for the one request that marks it used. */
export async function useRecoveryCode(db: Database, accountId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodesTable)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodesTable.codeHash, codeHash), eq(recoveryCodesTable.accountId, accountId), isNull(recoveryCodesTable.usedAt)))
    .returning({ codeHash: recoveryCodesTable.codeHash });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodesTable)
    .where(and(eq(recoveryCodesTable.accountId, accountId), isNull(recoveryCodesTable.usedAt)));
  return row?.left ?? 0;
}

export async function insertChallenge(db: Database, tokenHash: string, accountId: string, expiresAt: Date): Promise<void> {
  await db.insert(twoStepChallengesTable).values({ tokenHash, accountId, expiresAt });
}

/** The account of a challenge that may still be answered. */
export async function findOpenChallenge(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: twoStepChallengesTable.accountId })
    .from(twoStepChallengesTable)
    .where(and(eq(twoStepChallengesTable.tokenHash, tokenHash), isNull(twoStepChallengesTable.usedAt), gt(twoStepChallengesTable.expiresAt, now)));
  return row?.accountId;
}

/** Closes a challenge once its code was right: true only for the one request that closes it. */
export async function closeChallenge(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoStepChallengesTable)
    .set({ usedAt: now })
    .where(and(eq(twoStepChallengesTable.tokenHash, tokenHash), isNull(twoStepChallengesTable.usedAt), gt(twoStepChallengesTable.expiresAt, now)))
    .returning({ tokenHash: twoStepChallengesTable.tokenHash });
  return rows.length > 0;
}

// Sessions

/** The account's sessions that may still act, the most recently used first. */
export async function listLiveSessions(db: Database, accountId: string, now: Date) {
  return db
    .select({
      sessionId: sessionsTable.id,
      userAgent: sessionsTable.userAgent,
      ipAddress: sessionsTable.ipAddress,
      createdAt: sessionsTable.createdAt,
      lastUsedAt: sessionsTable.lastUsedAt,
    })
    .from(sessionsTable)
    .where(and(eq(sessionsTable.accountId, accountId), isNull(sessionsTable.revokedAt), gt(sessionsTable.expiresAt, now)))
    .orderBy(desc(sessionsTable.lastUsedAt), desc(sessionsTable.createdAt))
    .limit(100);
}

/** Ends one live session of the account; false when it has none by that id. */
export async function revokeAccountSession(db: Database, accountId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessionsTable)
    .set({ revokedAt: now })
    .where(and(eq(sessionsTable.id, sessionId), eq(sessionsTable.accountId, accountId), isNull(sessionsTable.revokedAt), gt(sessionsTable.expiresAt, now)))
    .returning({ id: sessionsTable.id });
  return rows.length > 0;
}

/** Ends every session of the account but `keepSessionId` (the one changing the password). */
export async function revokeOtherSessions(db: Database, accountId: string, keepSessionId: string, now: Date): Promise<void> {
  await db
    .update(sessionsTable)
    .set({ revokedAt: now })
    .where(and(eq(sessionsTable.accountId, accountId), ne(sessionsTable.id, keepSessionId), isNull(sessionsTable.revokedAt)));
}

/** A refresh: when and from where the session was last used. */
export async function touchSession(db: Database, sessionId: string, now: Date, ipAddress: string): Promise<void> {
  await db.update(sessionsTable).set({ lastUsedAt: now, ipAddress }).where(eq(sessionsTable.id, sessionId));
}
