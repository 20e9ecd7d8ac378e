import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employeesTable } from '../employees/employees.table.js';

/** One login on one device. Access tokens name it; revoking it ends them at once. */
export const sessionsTable = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    employeeId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: rotation never extends it. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
  },
  (table) => [index('sessions_employee_id_idx').on(table.employeeId)],
);

/** Refresh tokens, stored as SHA-256 hashes. A rotated one presented again revokes its session. */
export const refreshTokensTable = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessionsTable.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** Single-use links sent by mail (password reset, email verification), stored hashed. */
export const linkTokensTable = pgTable(
  'link_tokens',
  {
    tokenHash: text().primaryKey(),
    employeeId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['reset-password', 'verify-email', 'invitation'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('link_tokens_employee_id_idx').on(table.employeeId)],
);

/** Failed-login counters per account and per address, shared by every process. */
export const loginThrottlesTable = pgTable('login_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Secrets generated once and shared by every process (the token signing key). */
export const serverSecretsTable = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});
