import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxChargesTable, sandboxPaymentMethodsTable, sandboxSetupIntentsTable } from './billing.table.js';

export type SandboxSetupIntent = typeof sandboxSetupIntentsTable.$inferSelect;
export type SandboxPaymentMethod = typeof sandboxPaymentMethodsTable.$inferSelect;

export async function insertSetupIntent(db: Database, row: typeof sandboxSetupIntentsTable.$inferInsert): Promise<void> {
  await db.insert(sandboxSetupIntentsTable).values(row);
}

export async function findSetupIntent(db: Database, id: string): Promise<SandboxSetupIntent | undefined> {
  const [row] = await db.select().from(sandboxSetupIntentsTable).where(eq(sandboxSetupIntentsTable.id, id));
  return row;
}

export async function findSetupIntentBySecretHash(db: Database, clientSecretHash: string): Promise<SandboxSetupIntent | undefined> {
  const [row] = await db.select().from(sandboxSetupIntentsTable).where(eq(sandboxSetupIntentsTable.clientSecretHash, clientSecretHash));
  return row;
}

/** Confirms a setup intent with its new card, once: false when it was already confirmed. */
export async function confirmSetupIntent(db: Database, setupIntentId: string, card: typeof sandboxPaymentMethodsTable.$inferInsert): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(sandboxSetupIntentsTable)
      .set({ status: 'succeeded', paymentMethodId: card.id })
      .where(and(eq(sandboxSetupIntentsTable.id, setupIntentId), eq(sandboxSetupIntentsTable.status, 'requires_payment_method')))
      .returning({ id: sandboxSetupIntentsTable.id });
    if (!confirmed) return false;
    await tx.insert(sandboxPaymentMethodsTable).values(card);
    return true;
  });
}

export async function findPaymentMethod(db: Database, id: string): Promise<SandboxPaymentMethod | undefined> {
  const [row] = await db.select().from(sandboxPaymentMethodsTable).where(eq(sandboxPaymentMethodsTable.id, id));
  return row;
}

export async function detachPaymentMethod(db: Database, id: string): Promise<void> {
  await db.update(sandboxPaymentMethodsTable).set({ customerId: null }).where(eq(sandboxPaymentMethodsTable.id, id));
}

export type SandboxCharge = typeof sandboxChargesTable.$inferSelect;

/** Records a charge under its idempotency key, or answers the one already recorded under it. */
export async function recordCharge(db: Database, charge: typeof sandboxChargesTable.$inferInsert): Promise<SandboxCharge> {
  await db.insert(sandboxChargesTable).values(charge).onConflictDoNothing();
  const [row] = await db.select().from(sandboxChargesTable).where(eq(sandboxChargesTable.idempotencyKey, charge.idempotencyKey));
  return row!;
}

export async function findCharge(db: Database, idempotencyKey: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxChargesTable).where(eq(sandboxChargesTable.idempotencyKey, idempotencyKey));
  return row;
}

/** A customer's charges, newest first, as Stripe's dashboard lists them. */
export function listCharges(db: Database, customerId: string, limit: number): Promise<SandboxCharge[]> {
  return db
    .select()
    .from(sandboxChargesTable)
    .where(eq(sandboxChargesTable.customerId, customerId))
    .orderBy(desc(sandboxChargesTable.createdAt), desc(sandboxChargesTable.id))
    .limit(limit);
}
