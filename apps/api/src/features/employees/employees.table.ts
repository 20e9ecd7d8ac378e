import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** Every person of a company, administrators included; each is also a login account. */
export const employeesTable = pgTable(
  'employees',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    firstNames: text().notNull(),
    lastNames: text().notNull().default(''),
    /** Lowercased (decisions.md section 3). */
    email: text().notNull(),
    /** E.164, or null when not given. */
    phone: text(),
    address: text().notNull().default(''),
    passwordHash: text(),
    isAdmin: boolean().notNull().default(false),
    status: text({ enum: ['active', 'pending', 'suspended'] }).notNull().default('active'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when moved to the trash. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Email and phone are unique among live accounts only: a trashed one frees them.
    uniqueIndex('employees_email_idx').on(table.email).where(sql`${table.deletedAt} is null`),
    uniqueIndex('employees_phone_idx').on(table.phone).where(sql`${table.deletedAt} is null`),
    index('employees_enterprise_id_idx').on(table.enterpriseId),
  ],
);
