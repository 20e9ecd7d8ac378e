import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A login: the email and phone a person logs in with, their password and whether the email is
 * verified. Who the person is in a company (name, role, status) is the employees feature's.
 */
export const accountsTable = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    /** Lowercased: emails are compared without regard to case. */
    email: text().notNull(),
    /** E.164, or null when not given. */
    phone: text(),
    /**
     * When an administrator set or confirmed the phone. A phone a person sets for themselves logs in,
     * and holds its number against others, only once confirmed: anyone could type someone else's.
     */
    phoneConfirmedAt: timestamp({ withTimezone: true }),
    passwordHash: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** When an invitation to choose a password was first mailed: the list's "invite everyone" skips whoever has one. */
    invitedAt: timestamp({ withTimezone: true }),
    /** Set while its person is in the trash: their email and phone are free for another account meanwhile. */
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Email and phone are unique among accounts in use: a released one frees them.
    uniqueIndex('accounts_email_idx').on(table.email).where(sql`${table.releasedAt} is null`),
    uniqueIndex('accounts_phone_idx').on(table.phone).where(sql`${table.releasedAt} is null and ${table.phoneConfirmedAt} is not null`),
  ],
);

/** One login on one device. Access tokens name it; revoking it ends them at once. */
export const sessionsTable = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid()
      .notNull()
      .references(() => accountsTable.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: rotation never extends it. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    /** The address it logged in from, then the one of its latest refresh (shown in the list of sessions). */
    ipAddress: text(),
    /** Its latest refresh: close enough to the last use, as an access token lives only minutes. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_account_id_idx').on(table.accountId)],
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

export const linkPurposes = ['reset-password', 'verify-email', 'invitation'] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

/** Single-use links sent by mail (password reset, email verification, invitation), stored hashed. */
export const linkTokensTable = pgTable(
  'link_tokens',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accountsTable.id, { onDelete: 'cascade' }),
    purpose: text({ enum: linkPurposes }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('link_tokens_account_id_idx').on(table.accountId)],
);

/** Attempt counters (failed logins, sign-ups, reset requests) per account and per address, shared by every process. */
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

/**
 * Two-step verification of an account with an authenticator app (TOTP). The secret is stored
 * encrypted with a key kept outside the database (two-step-secrets.ts); while `enabledAt` is null it
 * waits for a first code to confirm the app has it, and login does not ask for codes.
 */
export const twoStepSecretsTable = pgTable('two_step_secrets', {
  accountId: uuid()
    .primaryKey()
    .references(() => accountsTable.id, { onDelete: 'cascade' }),
  secretCiphertext: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The time step of the last code accepted: a code is never accepted twice. */
  lastUsedTimeStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as SHA-256 hashes; each logs in once in place of a code. */
export const recoveryCodesTable = pgTable(
  'recovery_codes',
  {
    codeHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accountsTable.id, { onDelete: 'cascade' }),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('recovery_codes_account_id_idx').on(table.accountId)],
);

/** A login whose password was right, waiting minutes at most for its second step; stored hashed. */
export const twoStepChallengesTable = pgTable(
  'two_step_challenges',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accountsTable.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('two_step_challenges_account_id_idx').on(table.accountId)],
);
