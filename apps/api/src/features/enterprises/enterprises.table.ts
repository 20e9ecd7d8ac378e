import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const enterprisesTable = pgTable('enterprises', {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  name: text().notNull(),
  email: text().notNull(),
  /** The plan chosen at sign-up; the plans page highlights it. */
  interestPlan: text({ enum: ['basic', 'pro', 'enterprise'] }).notNull(),
  language: text({ enum: ['spanish', 'english', 'deutsch'] }).notNull().default('spanish'),
  appearance: text({ enum: ['light', 'dark'] }).notNull().default('light'),
  /** An IANA zone of the list (America/Mexico_City): the default of the company's people, mails and receipts. */
  timeZone: text().notNull().default('America/Mexico_City'),
  /** The plan in force; subscriptions will keep it in step. */
  plan: text({ enum: ['basic', 'pro', 'enterprise'] }).notNull().default('basic'),
  /** The code of the public join page /join/{code}; regenerating it retires the old link. */
  joinCode: text()
    .notNull()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`)
    .unique('enterprises_join_code_idx'),
  /** Sign-ups through the join link from this email domain are approved at once. */
  autoApproveDomain: text(),
  /** The company's address, part by part ('' when unset); the profile formats the one-line address from them. */
  street: text().notNull().default(''),
  buildingNumber: text().notNull().default(''),
  city: text().notNull().default(''),
  state: text().notNull().default(''),
  postalCode: text().notNull().default(''),
  country: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});
