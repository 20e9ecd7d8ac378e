import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
