import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds, type NotificationDetails } from '@rumbo/contract';
import { accountsTable } from '../auth/auth.table.js';
import { paymentsTable } from '../billing/billing.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/**
 * The inbox's notices to a company's administrators, read state the company's; and one person's
 * security notices (`accountId` set), shown to that person alone.
 */
export const notificationsTable = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    /** Whose notice it is when it is one person's (their sign-in security); null for the company's. */
    accountId: uuid().references(() => accountsTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: notificationKinds }).notNull(),
    plan: text({ enum: ['basic', 'pro', 'enterprise'] }),
    amount: integer(),
    paymentId: uuid().references(() => paymentsTable.id, { onDelete: 'set null' }),
    until: timestamp({ withTimezone: true }),
    details: jsonb().$type<NotificationDetails>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('notifications_enterprise_created_idx').on(table.enterpriseId, table.createdAt)],
);
