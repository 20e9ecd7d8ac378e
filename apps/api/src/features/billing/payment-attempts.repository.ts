import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentAttemptsTable } from './payment-attempts.table.js';

export type PaymentAttempt = typeof paymentAttemptsTable.$inferSelect;
export type NewPaymentAttempt = Omit<typeof paymentAttemptsTable.$inferInsert, 'id' | 'status' | 'paymentId' | 'processorReference' | 'failureCode' | 'declineCode' | 'settledAt'>;

/** Records an attempt in flight; undefined when the company already has one (the one-in-flight index refused it). */
export async function insertAttempt(db: Database, row: NewPaymentAttempt): Promise<PaymentAttempt | undefined> {
  const [inserted] = await db.insert(paymentAttemptsTable).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The company's attempt in flight, if any (served by the one-in-flight index). */
export async function findInFlightAttempt(db: Database, enterpriseId: string): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttemptsTable)
    .where(and(eq(paymentAttemptsTable.enterpriseId, enterpriseId), eq(paymentAttemptsTable.status, 'in_flight')));
  return row;
}

/** The attempt locked for this transaction: whoever settles it second finds it settled. */
export async function lockAttempt(db: Database, id: string): Promise<PaymentAttempt | undefined> {
  const [row] = await db.select().from(paymentAttemptsTable).where(eq(paymentAttemptsTable.id, id)).for('update');
  return row;
}

export async function finishAttempt(
  db: Database,
  id: string,
  outcome: Pick<typeof paymentAttemptsTable.$inferInsert, 'status' | 'paymentId' | 'processorReference' | 'failureCode' | 'declineCode' | 'settledAt'>,
): Promise<PaymentAttempt> {
  const [row] = await db.update(paymentAttemptsTable).set(outcome).where(eq(paymentAttemptsTable.id, id)).returning();
  return row!;
}

/** Attempts still in flight that were recorded before `before`, the oldest first. */
export function listAttemptsInFlightBefore(db: Database, before: Date, limit: number): Promise<PaymentAttempt[]> {
  return db
    .select()
    .from(paymentAttemptsTable)
    .where(and(eq(paymentAttemptsTable.status, 'in_flight'), lt(paymentAttemptsTable.createdAt, before)))
    .orderBy(asc(paymentAttemptsTable.createdAt))
    .limit(limit);
}
