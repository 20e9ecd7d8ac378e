import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/**
 * The plans on sale, each with its monthly price. Subscriptions and receipts name a plan and price
 * from here; the prices come from configuration and are written here at every start.
 */
export const plansTable = pgTable('plans', {
  id: text({ enum: ['basic', 'pro', 'enterprise'] }).primaryKey(),
  /** The catalogue's order: cheapest first. */
  position: integer().notNull(),
  /** Active and pending people admitted; null is unlimited. */
  employeeLimit: integer(),
  reportCadence: text({ enum: ['monthly', 'biweekly', 'live'] }).notNull(),
  support24x7: boolean().notNull().default(false),
  /** The price a checkout names (`priceId`); one monthly price per plan. */
  priceId: text().notNull().unique('plans_price_id_idx'),
  /** MXN cents a month, IVA included. */
  unitAmount: integer().notNull(),
  currency: text({ enum: ['mxn'] }).notNull().default('mxn'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company as a customer: its id at the payment processor, the billing information printed on
 * receipts, and the credit in its favour (a downgrade's proration), taken from the next charges.
 */
export const billingCustomersTable = pgTable('billing_customers', {
  enterpriseId: uuid()
    .primaryKey()
    .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
  /** `cus_...` at the processor; unique, so a webhook finds its company. */
  processorCustomerId: text().unique('billing_customers_processor_id_idx'),
  invoiceName: text(),
  rfc: text(),
  fiscalAddress: text(),
  postalCode: text(),
  /** MXN cents in the company's favour. */
  creditBalance: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The company's saved cards: what identifies one to a person, never its number. */
export const paymentMethodsTable = pgTable(
  'payment_methods',
  {
    /** The processor's id (`pm_...`). */
    id: text().primaryKey(),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer().notNull(),
    expYear: integer().notNull(),
    holderName: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_methods_enterprise_idx').on(table.enterpriseId, table.createdAt),
    uniqueIndex('payment_methods_one_default_idx').on(table.enterpriseId).where(sql`${table.isDefault}`),
  ],
);

export const subscriptionStatuses = ['active', 'past_due', 'canceled'] as const;

/**
 * A company's subscription to a plan. One that is not cancelled per company. Renewals charge its
 * card at `renewsAt` (the period's end, or the next try after a failure).
 */
export const subscriptionsTable = pgTable(
  'subscriptions',
  {
    /** `sub_...`: ours in sandbox mode, Stripe's in Stripe mode. */
    id: text().primaryKey(),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    planId: text({ enum: ['basic', 'pro', 'enterprise'] })
      .notNull()
      .references(() => plansTable.id),
    /** MXN cents a month, the price when subscribed or last changed. */
    unitAmount: integer().notNull(),
    status: text({ enum: subscriptionStatuses }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** When the renewal job next charges it; null once it will not renew. */
    renewsAt: timestamp({ withTimezone: true }),
    /** Renewal charges refused in a row for the current period. */
    failedRenewals: integer().notNull().default(0),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_live_per_enterprise_idx').on(table.enterpriseId).where(sql`${table.status} <> 'canceled'`),
    index('subscriptions_renews_at_idx').on(table.renewsAt).where(sql`${table.renewsAt} is not null`),
  ],
);

/** Receipt numbers: one series for the deployment, never reused. */
export const receiptNumbers = pgSequence('receipt_numbers', { startWith: 1 });

export type ReceiptLineRecord = {
  kind: 'subscription' | 'proration_charge' | 'proration_credit' | 'renewal' | 'credit_applied';
  planId: 'basic' | 'pro' | 'enterprise';
  periodStart: string;
  periodEnd: string;
  /** MXN cents, IVA included; negative for a credit. */
  amount: number;
};
/** The billing information as it was when the receipt was issued: a receipt never changes. */
export type ReceiptBillingRecord = {
  companyName: string;
  email: string;
  invoiceName: string | null;
  rfc: string | null;
  fiscalAddress: string | null;
  postalCode: string | null;
  /**
   * The company's logo as it was (documents' `keepLogo`), null when it had none; absent on receipts
   * issued before the logo was kept, which print the company's logo as it is now.
   */
  logoKey?: string | null;
};

/** Who issued a receipt, as configured when it was issued. */
export type ReceiptIssuerRecord = { legalName: string; rfc: string; address: string };

/**
 * What a charge is for, the same on a payment attempt (before the charge) and on the payment it
 * becomes: one definition for both tables' columns.
 */
export function chargeColumns() {
  return {
    kind: text({ enum: ['subscription', 'plan_change', 'renewal'] }).notNull(),
    planId: text({ enum: ['basic', 'pro', 'enterprise'] }).notNull(),
    /** MXN cents charged, IVA included (0 when a credit covered it all). */
    amount: integer().notNull(),
    lines: jsonb().$type<ReceiptLineRecord[]>().notNull(),
    /** Credit in the company's favour that paid part of this charge. */
    creditApplied: integer().notNull().default(0),
    /** Credit left in the company's favour after this payment. */
    creditBalanceAfter: integer().notNull().default(0),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    cardBrand: text(),
    cardLast4: text(),
    billing: jsonb().$type<ReceiptBillingRecord>().notNull(),
  };
}

/** Every charge tried: paid ones carry a numbered receipt, refused ones the processor's reason. */
export const paymentsTable = pgTable(
  'payments',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    subscriptionId: text(),
    /** From `receipt_numbers`; null for a refused charge. */
    receiptNumber: bigint({ mode: 'number' }).unique('payments_receipt_number_idx'),
    status: text({ enum: ['paid', 'failed'] }).notNull(),
    ...chargeColumns(),
    /** The processor's charge (`pi_...`) or, for a refused one, its decline code. */
    processorReference: text(),
    failureCode: text(),
    /**
     * What the receipt prints beyond `billing`, kept when it is issued so it never changes: the
     * company's time zone and language then, and the issuer. Null on receipts issued before they were kept.
     */
    receiptTimeZone: text(),
    receiptLanguage: text({ enum: ['es', 'en', 'de'] }),
    issuer: jsonb().$type<ReceiptIssuerRecord>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_enterprise_created_idx').on(table.enterpriseId, table.createdAt)],
);

/** Stripe events already applied: a repeated delivery is acknowledged and skipped. */
export const processedWebhookEventsTable = pgTable('processed_webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox processor's own records, as Stripe would keep them on its side: setup intents (the
 * client secret stored as its SHA-256) and the cards they confirmed, with what the test card does
 * when charged. Never a full number or a CVC.
 */
export const sandboxSetupIntentsTable = pgTable('sandbox_setup_intents', {
  id: text().primaryKey(),
  clientSecretHash: text().notNull().unique('sandbox_setup_intents_secret_idx'),
  customerId: text().notNull(),
  status: text({ enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  paymentMethodId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethodsTable = pgTable('sandbox_payment_methods', {
  id: text().primaryKey(),
  customerId: text(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  holderName: text().notNull(),
  /** What charging it does, after Stripe's test cards: succeed, or fail with this decline code. */
  chargeDeclineCode: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's charges by idempotency key: a retried charge answers its first outcome, as Stripe's do. */
export const sandboxChargesTable = pgTable('sandbox_charges', {
  idempotencyKey: text().primaryKey(),
  id: text().notNull(),
  /** The customer charged, as a payment intent names it; null for a charge made before it was kept. */
  customerId: text(),
  paymentMethodId: text().notNull(),
  amount: integer().notNull(),
  /** Null when paid. */
  declineCode: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
