import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Plan } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { billingCustomersTable, paymentMethodsTable, paymentsTable, plansTable, subscriptionsTable } from './billing.table.js';

export type CataloguePlan = typeof plansTable.$inferSelect;
export type NewCataloguePlan = typeof plansTable.$inferInsert;

export function listPlans(db: Database): Promise<CataloguePlan[]> {
  return db.select().from(plansTable).orderBy(asc(plansTable.position));
}

export async function findPlanByPriceId(db: Database, priceId: string): Promise<CataloguePlan | undefined> {
  const [row] = await db.select().from(plansTable).where(eq(plansTable.priceId, priceId));
  return row;
}

export async function findPlan(db: Database, plan: Plan): Promise<CataloguePlan | undefined> {
  const [row] = await db.select().from(plansTable).where(eq(plansTable.id, plan));
  return row;
}

/**
 * Held while the catalogue is written. Two processes starting at once on one database both write it:
 * their new rows would meet on the price's unique index, which the upsert (on the plan's id) does not
 * settle, and one start would fail with a duplicate key. Under the lock the second finds the rows.
 */
const catalogueLock = sql`select pg_advisory_xact_lock(hashtext('rumbo.plan-catalogue'))`;

/** Writes the catalogue as given, each plan whole; a price that did not change keeps its row untouched. */
export async function upsertPlans(db: Database, plans: NewCataloguePlan[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(catalogueLock);
    await writePlans(tx, plans, now);
  });
}

async function writePlans(db: Database, plans: NewCataloguePlan[], now: Date): Promise<void> {
  await db
    .insert(plansTable)
    .values(plans.map((plan) => ({ ...plan, updatedAt: now })))
    .onConflictDoUpdate({
      target: plansTable.id,
      set: {
        position: sql`excluded.position`,
        employeeLimit: sql`excluded.employee_limit`,
        reportCadence: sql`excluded.report_cadence`,
        support24x7: sql`excluded.support24x7`,
        priceId: sql`excluded.price_id`,
        unitAmount: sql`excluded.unit_amount`,
        currency: sql`excluded.currency`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`(${plansTable.unitAmount}, ${plansTable.employeeLimit}, ${plansTable.priceId}) is distinct from (excluded.unit_amount, excluded.employee_limit, excluded.price_id)`,
    });
}

// ---- customers and billing information ------------------------------------------------------

export type BillingCustomer = typeof billingCustomersTable.$inferSelect;

export async function findCustomer(db: Database, enterpriseId: string): Promise<BillingCustomer | undefined> {
  const [row] = await db.select().from(billingCustomersTable).where(eq(billingCustomersTable.enterpriseId, enterpriseId));
  return row;
}

/** The customer row, locked for this transaction (created empty when missing): billing changes of one company queue here. */
export async function lockCustomer(db: Database, enterpriseId: string, now: Date): Promise<BillingCustomer> {
  await db.insert(billingCustomersTable).values({ enterpriseId, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(billingCustomersTable).where(eq(billingCustomersTable.enterpriseId, enterpriseId)).for('update');
  return row!;
}

export async function updateCustomer(
  db: Database,
  enterpriseId: string,
  changes: Partial<Omit<typeof billingCustomersTable.$inferInsert, 'enterpriseId'>>,
  now: Date,
): Promise<void> {
  await db
    .update(billingCustomersTable)
    .set({ ...changes, updatedAt: now })
    .where(eq(billingCustomersTable.enterpriseId, enterpriseId));
}

/** What a receipt names: the company, its contact email and its billing information. */
export async function findBillingParty(db: Database, enterpriseId: string) {
  const [row] = await db
    .select({
      companyName: enterprisesTable.name,
      email: enterprisesTable.email,
      language: enterprisesTable.language,
      timeZone: enterprisesTable.timeZone,
      invoiceName: billingCustomersTable.invoiceName,
      rfc: billingCustomersTable.rfc,
      fiscalAddress: billingCustomersTable.fiscalAddress,
      postalCode: billingCustomersTable.postalCode,
    })
    .from(enterprisesTable)
    .leftJoin(billingCustomersTable, eq(billingCustomersTable.enterpriseId, enterprisesTable.id))
    .where(eq(enterprisesTable.id, enterpriseId));
  return row;
}

/** Whether the company has closed its account. */
export async function isEnterpriseClosed(db: Database, enterpriseId: string): Promise<boolean> {
  const [row] = await db.select({ deletedAt: enterprisesTable.deletedAt }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  return Boolean(row?.deletedAt);
}

/** Active and pending people who are not in the trash: what a plan's limit counts. */
export async function countHeadCount(db: Database, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(employeesTable)
    .where(and(eq(employeesTable.enterpriseId, enterpriseId), isNull(employeesTable.deletedAt), inArray(employeesTable.status, ['active', 'pending'])));
  return row?.total ?? 0;
}

// ---- saved cards ------------------------------------------------------------------------------

export type SavedCard = typeof paymentMethodsTable.$inferSelect;

export function listCards(db: Database, enterpriseId: string): Promise<SavedCard[]> {
  return db
    .select()
    .from(paymentMethodsTable)
    .where(eq(paymentMethodsTable.enterpriseId, enterpriseId))
    .orderBy(desc(paymentMethodsTable.isDefault), desc(paymentMethodsTable.createdAt), asc(paymentMethodsTable.id));
}

export async function findCard(db: Database, enterpriseId: string, id: string): Promise<SavedCard | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethodsTable)
    .where(and(eq(paymentMethodsTable.enterpriseId, enterpriseId), eq(paymentMethodsTable.id, id)));
  return row;
}

export async function findDefaultCard(db: Database, enterpriseId: string): Promise<SavedCard | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethodsTable)
    .where(and(eq(paymentMethodsTable.enterpriseId, enterpriseId), eq(paymentMethodsTable.isDefault, true)));
  return row;
}

/** Saves a card once (a second save of the same id changes nothing); the company's first card becomes its default. */
export async function insertCard(db: Database, card: Omit<typeof paymentMethodsTable.$inferInsert, 'isDefault'>): Promise<void> {
  const hasDefault = await findDefaultCard(db, card.enterpriseId);
  await db
    .insert(paymentMethodsTable)
    .values({ ...card, isDefault: !hasDefault })
    .onConflictDoNothing();
}

export async function setDefaultCard(db: Database, enterpriseId: string, id: string): Promise<void> {
  await db.update(paymentMethodsTable).set({ isDefault: false }).where(and(eq(paymentMethodsTable.enterpriseId, enterpriseId), eq(paymentMethodsTable.isDefault, true)));
  await db
    .update(paymentMethodsTable)
    .set({ isDefault: true })
    .where(and(eq(paymentMethodsTable.enterpriseId, enterpriseId), eq(paymentMethodsTable.id, id)));
}

export async function deleteCard(db: Database, enterpriseId: string, id: string): Promise<void> {
  await db.delete(paymentMethodsTable).where(and(eq(paymentMethodsTable.enterpriseId, enterpriseId), eq(paymentMethodsTable.id, id)));
}

// ---- subscriptions ----------------------------------------------------------------------------

export type SubscriptionRow = typeof subscriptionsTable.$inferSelect;

/** The company's subscription that is not cancelled, if any. */
export async function findLiveSubscription(db: Database, enterpriseId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionsTable)
    .where(and(eq(subscriptionsTable.enterpriseId, enterpriseId), ne(subscriptionsTable.status, 'canceled')));
  return row;
}

export async function findSubscription(db: Database, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptionsTable).where(eq(subscriptionsTable.id, id));
  return row;
}

/** Whether the company has a subscription that is not cancelled (served by the one-live-per-company index). */
export async function hasLiveSubscription(db: Database, enterpriseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionsTable.id })
    .from(subscriptionsTable)
    .where(and(eq(subscriptionsTable.enterpriseId, enterpriseId), ne(subscriptionsTable.status, 'canceled')))
    .limit(1);
  return row !== undefined;
}

/** Every subscription that is not cancelled, with its plan's report cadence and when it began. */
export function listLiveSubscriptions(db: Database) {
  return db
    .select({ enterpriseId: subscriptionsTable.enterpriseId, planId: subscriptionsTable.planId, reportCadence: plansTable.reportCadence, startedAt: subscriptionsTable.createdAt })
    .from(subscriptionsTable)
    .innerJoin(plansTable, eq(plansTable.id, subscriptionsTable.planId))
    .where(ne(subscriptionsTable.status, 'canceled'));
}

/** The company's latest subscription, ended or not. */
export async function findLatestSubscription(db: Database, enterpriseId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionsTable)
    .where(eq(subscriptionsTable.enterpriseId, enterpriseId))
    .orderBy(desc(subscriptionsTable.createdAt))
    .limit(1);
  return row;
}

export async function insertSubscription(db: Database, row: typeof subscriptionsTable.$inferInsert): Promise<SubscriptionRow> {
  const [inserted] = await db.insert(subscriptionsTable).values(row).returning();
  return inserted!;
}

export async function updateSubscription(
  db: Database,
  id: string,
  changes: Partial<Omit<typeof subscriptionsTable.$inferInsert, 'id' | 'enterpriseId'>>,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptionsTable)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptionsTable.id, id))
    .returning();
  return row!;
}

/** Subscriptions whose renewal (or next try, or end) is due, the longest due first. */
export function listDueSubscriptions(db: Database, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptionsTable)
    .where(and(isNotNull(subscriptionsTable.renewsAt), lte(subscriptionsTable.renewsAt, now), ne(subscriptionsTable.status, 'canceled')))
    .orderBy(asc(subscriptionsTable.renewsAt))
    .limit(limit);
}

/** The subscription row locked for this transaction. */
export async function lockSubscription(db: Database, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptionsTable).where(eq(subscriptionsTable.id, id)).for('update');
  return row;
}

/** Ends the company's live subscription now: cancelled, never renewed again. */
export async function endLiveSubscription(db: Database, enterpriseId: string, now: Date): Promise<void> {
  await db
    .update(subscriptionsTable)
    .set({ status: 'canceled', endedAt: now, renewsAt: null, cancelAtPeriodEnd: false, updatedAt: now })
    .where(and(eq(subscriptionsTable.enterpriseId, enterpriseId), ne(subscriptionsTable.status, 'canceled')));
}

// ---- payments and receipts ----------------------------------------------------------------------

export type PaymentRow = typeof paymentsTable.$inferSelect;

export async function nextReceiptNumber(db: Database): Promise<number> {
  const result = await db.execute<{ value: string }>(sql`select nextval('receipt_numbers')::text as value`);
  return Number(result.rows[0]!.value);
}

export async function insertPayment(db: Database, row: typeof paymentsTable.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(paymentsTable).values(row).returning();
  return inserted!;
}

export function listPayments(db: Database, enterpriseId: string, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.enterpriseId, enterpriseId))
    .orderBy(desc(paymentsTable.createdAt), desc(paymentsTable.receiptNumber))
    .limit(limit);
}

/** Whether the company paid anything (a checkout, a plan change, a renewal) at or after `since`: each may move its credit. */
export async function hasPaymentSince(db: Database, enterpriseId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentsTable.id })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.enterpriseId, enterpriseId), eq(paymentsTable.status, 'paid'), gte(paymentsTable.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function findPayment(db: Database, enterpriseId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentsTable)
    .where(and(eq(paymentsTable.enterpriseId, enterpriseId), eq(paymentsTable.id, id)));
  return row;
}
