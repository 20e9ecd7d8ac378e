import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { chargeColumns } from './billing.table.js';

export const paymentAttemptStatuses = ['in_flight', 'settled', 'failed'] as const;

/**
 * A charge about to be made, recorded before the processor is asked: a checkout, a plan change or a
 * renewal, with everything its effect needs (amount, lines, period, plan, card, billing details,
 * credit), so that once the processor says paid the effect is written from this row alone, by the
 * request that charged or, after a crash, by the settlement job. The charge's idempotency key is
 * `attempt:<id>`. At most one attempt per company is in flight: whatever else would charge it, or
 * change what an attempt was computed from, waits for it to settle.
 */
export const paymentAttemptsTable = pgTable(
  'payment_attempts',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    /** In flight until its effect is written (settled) or the charge is known refused or never made (failed). */
    status: text({ enum: paymentAttemptStatuses }).notNull().default('in_flight'),
    /** The subscription it pays for: the one a checkout creates (its id chosen here), or the one changed or renewed. */
    subscriptionId: text().notNull(),
    /** The plan's monthly price (MXN cents) the subscription keeps from then on. */
    unitAmount: integer().notNull(),
    /** What the payment will say (kind, plan, amount, lines, credit, period, card, billing details). */
    ...chargeColumns(),
    /** The customer and card charged (`cus_...`, `pm_...`); null when there is none to charge. */
    processorCustomerId: text(),
    paymentMethodId: text(),
    /** Once settled, the payment it wrote (a refused renewal's too). */
    paymentId: uuid(),
    processorReference: text(),
    failureCode: text(),
    declineCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_attempts_one_in_flight_idx').on(table.enterpriseId).where(sql`${table.status} = 'in_flight'`),
    index('payment_attempts_enterprise_idx').on(table.enterpriseId, table.createdAt),
  ],
);
