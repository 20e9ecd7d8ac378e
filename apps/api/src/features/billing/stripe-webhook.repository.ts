import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ProcessorCard } from './payment-processor.js';
import { billingCustomersTable, paymentMethodsTable, paymentsTable, processedWebhookEventsTable } from './billing.table.js';
import { stripeObjectVersionsTable } from './stripe-webhook.table.js';

/** Notes the event as applied; false when it already was (a repeated delivery). */
export async function recordWebhookEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(processedWebhookEventsTable).values({ id, type }).onConflictDoNothing().returning({ id: processedWebhookEventsTable.id });
  return rows.length > 0;
}

export async function findEnterpriseByProcessorCustomer(db: Database, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ enterpriseId: billingCustomersTable.enterpriseId })
    .from(billingCustomersTable)
    .where(eq(billingCustomersTable.processorCustomerId, customerId));
  return row?.enterpriseId;
}

/**
 * Moves the object's version to an event created at `at`, unless an event applied before was newer
 * (or as new and removed the object while this one does not): false when this event is stale.
 */
export async function advanceObjectVersion(db: Database, objectId: string, at: Date, removes: boolean): Promise<boolean> {
  const table = stripeObjectVersionsTable;
  const rows = await db
    .insert(table)
    .values({ objectId, lastEventAt: at, removed: removes })
    .onConflictDoUpdate({
      target: table.objectId,
      set: { lastEventAt: sql`excluded.last_event_at`, removed: sql`excluded.removed` },
      setWhere: sql`${table.lastEventAt} < excluded.last_event_at or (${table.lastEventAt} = excluded.last_event_at and (excluded.removed or not ${table.removed}))`,
    })
    .returning({ objectId: table.objectId });
  return rows.length > 0;
}

/** The company that saved this card, if one did. */
export async function findEnterpriseOfSavedCard(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ enterpriseId: paymentMethodsTable.enterpriseId }).from(paymentMethodsTable).where(eq(paymentMethodsTable.id, id));
  return row?.enterpriseId;
}

/**
 * Makes the card one of the company's saved cards, with these details; a new one is the default
 * only when the company has none.
 */
export async function saveCard(db: Database, enterpriseId: string, id: string, card: ProcessorCard): Promise<void> {
  const details = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, holderName: card.holderName };
  const updated = await db
    .update(paymentMethodsTable)
    .set(details)
    .where(and(eq(paymentMethodsTable.id, id), eq(paymentMethodsTable.enterpriseId, enterpriseId)))
    .returning({ id: paymentMethodsTable.id });
  if (updated.length > 0) return;
  const hasNoDefault = sql`not exists (select 1 from ${paymentMethodsTable} where ${paymentMethodsTable.enterpriseId} = ${enterpriseId} and ${paymentMethodsTable.isDefault})`;
  // Without a target, a conflict on any unique index is skipped: the card saved meanwhile by the
  // billing service, or another default that committed first (then it is saved as not the default).
  const inserted = await db
    .insert(paymentMethodsTable)
    .values({ id, enterpriseId, ...details, isDefault: hasNoDefault })
    .onConflictDoNothing()
    .returning({ id: paymentMethodsTable.id });
  if (inserted.length === 0) await db.insert(paymentMethodsTable).values({ id, enterpriseId, ...details, isDefault: false }).onConflictDoNothing();
}

export async function removeCard(db: Database, id: string): Promise<void> {
  await db.delete(paymentMethodsTable).where(eq(paymentMethodsTable.id, id));
}

/** The company no longer has a customer at the processor, nor the cards it held there; answers the company, if any. */
export async function forgetProcessorCustomer(db: Database, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .update(billingCustomersTable)
    .set({ processorCustomerId: null, updatedAt: sql`now()` })
    .where(eq(billingCustomersTable.processorCustomerId, customerId))
    .returning({ enterpriseId: billingCustomersTable.enterpriseId });
  if (row) await db.delete(paymentMethodsTable).where(eq(paymentMethodsTable.enterpriseId, row.enterpriseId));
  return row?.enterpriseId;
}

/**
 * Settles the payment charged through this intent as paid or failed, when it differs; a payment now
 * paid gets its receipt number (a receipt number, once given, is never taken back).
 */
export async function settlePayment(db: Database, reference: string, outcome: { status: 'paid' } | { status: 'failed'; failureCode: string }): Promise<boolean> {
  const rows = await db
    .update(paymentsTable)
    .set(
      outcome.status === 'paid'
        ? { status: 'paid', failureCode: null, receiptNumber: sql`coalesce(${paymentsTable.receiptNumber}, nextval('receipt_numbers'))` }
        : { status: 'failed', failureCode: outcome.failureCode },
    )
    .where(and(eq(paymentsTable.processorReference, reference), ne(paymentsTable.status, outcome.status)))
    .returning({ id: paymentsTable.id });
  return rows.length > 0;
}
