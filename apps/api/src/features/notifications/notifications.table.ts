import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentsTable } from '../billing/billing.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** The inbox's notices to a company's administrators; read state is the company's. */
export const notificationsTable = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['payment_succeeded', 'payment_failed', 'subscription_ending', 'subscription_ended'] }).notNull(),
    plan: text({ enum: ['basic', 'pro', 'enterprise'] }),
    amount: integer(),
    paymentId: uuid().references(() => paymentsTable.id, { onDelete: 'set null' }),
    until: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('notifications_enterprise_created_idx').on(table.enterpriseId, table.createdAt)],
);
