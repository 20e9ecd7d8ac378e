import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountsTable } from '../auth/auth.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** Every person of a company, administrators included; each logs in with an account of their own (auth). */
export const employeesTable = pgTable(
  'employees',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    /** The login, with the email and phone; deleting it deletes the employee. */
    accountId: uuid()
      .notNull()
      .references(() => accountsTable.id, { onDelete: 'cascade' }),
    firstNames: text().notNull(),
    lastNames: text().notNull().default(''),
    address: text().notNull().default(''),
    /** lower(unaccent(first + last)), kept by the application: search is case- and accent-insensitive. */
    searchName: text().notNull().default(''),
    tripPreferences: text().notNull().default(''),
    isAdmin: boolean().notNull().default(false),
    status: text({ enum: ['active', 'pending', 'suspended'] }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when moved to the trash. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('employees_account_id_idx').on(table.accountId),
    index('employees_enterprise_id_idx').on(table.enterpriseId),
    // The list's capped total without a search: a count over this narrow index alone (about half
    // the work of walking the wider (company, name, id) one below).
    index('employees_live_enterprise_id_idx')
      .on(table.enterpriseId)
      .where(sql`${table.deletedAt} is null`),
    // The list: one company's live employees in name order, read a page at a time.
    index('employees_enterprise_id_search_name_idx')
      .on(table.enterpriseId, table.searchName, table.id)
      .where(sql`${table.deletedAt} is null`),
    // Substring search on names within one company (pg_trgm, with btree_gin for the company key):
    // a search reads only the company's rows that share its trigrams, never the whole company.
    index('employees_enterprise_id_search_name_trgm_idx')
      .using('gin', table.enterpriseId, sql`${table.searchName} gin_trgm_ops`)
      .where(sql`${table.deletedAt} is null`),
    // The inbox: a company's people waiting for approval, longest waiting first, and their count.
    index('employees_pending_enterprise_id_created_at_idx')
      .on(table.enterpriseId, table.createdAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.deletedAt} is null`),
    index('employees_enterprise_id_deleted_at_idx')
      .on(table.enterpriseId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);

/**
 * Per company, what triggers keep in step with its live list, in the transaction that changes it:
 * `version`, a counter raised whenever a row joins or leaves the list or a name changes (migration
 * 0007; totals counted at an older version are stale), and `pageVersion`, a new random value whenever
 * anything a page of the list shows changes: any live row, or a live person's login email or phone
 * (0039). A page read at one page version is that page for as long as the company keeps it. Random,
 * not counted, so a database restored from a backup never reaches a value again with other contents.
 */
export const employeeListVersionsTable = pgTable('employee_list_versions', {
  enterpriseId: uuid()
    .primaryKey()
    .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
  pageVersion: uuid().notNull().defaultRandom(),
});

/**
 * The list's capped totals as counted, per company and search term (empty: no search), kept while
 * their version is the company's: paging through a search, reloading it or opening a shared link
 * reads the total instead of counting every match again. Written by live_employee_total (0007).
 */
export const employeeListTotalsTable = pgTable(
  'employee_list_totals',
  {
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    searchName: text().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
    /** The count stops at `cap` (the caller's exact limit plus one); a total is read only for the same cap. */
    cap: integer().notNull(),
    total: integer().notNull(),
    countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enterpriseId, table.searchName] })],
);
