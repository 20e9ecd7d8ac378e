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
  timeZone: text().notNull().default('UTC-06:00'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});
