import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Language, Notification } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { accountsTable } from '../auth/auth.table.js';
import { paymentsTable } from '../billing/billing.table.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { userConfigsTable } from '../user-config/user-config.table.js';
import { notificationsTable } from './notifications.table.js';

export type NewNotification = typeof notificationsTable.$inferInsert;

export async function insertNotification(db: Database, row: NewNotification): Promise<void> {
  await db.insert(notificationsTable).values(row);
}

const notificationColumns = {
  id: notificationsTable.id,
  kind: notificationsTable.kind,
  createdAt: notificationsTable.createdAt,
  readAt: notificationsTable.readAt,
  plan: notificationsTable.plan,
  amount: notificationsTable.amount,
  paymentId: notificationsTable.paymentId,
  until: notificationsTable.until,
  details: notificationsTable.details,
};

type NotificationRow = Omit<Notification, 'createdAt' | 'readAt' | 'until'> & { createdAt: Date; readAt: Date | null; until: Date | null };

function toNotification(row: NotificationRow): Notification {
  return { ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null, until: row.until?.toISOString() ?? null };
}

/** Who reads: an administrator sees the company's notices beside their own, anyone else only their own. */
export type InboxReader = { enterpriseId: string; accountId: string; isAdmin: boolean };

/** The company's notices (administrators only) and this person's own: never another person's. */
function visibleTo({ enterpriseId, accountId, isAdmin }: InboxReader) {
  const own = eq(notificationsTable.accountId, accountId);
  return and(eq(notificationsTable.enterpriseId, enterpriseId), isAdmin ? or(isNull(notificationsTable.accountId), own) : own);
}

/** A company's newest notices with the reader's own (served by the (company, created) index) and how many are unread. */
export async function listNotifications(db: Database, reader: InboxReader, limit: number): Promise<{ notifications: Notification[]; unread: number }> {
  const [rows, [unread]] = await Promise.all([
    db
      .select(notificationColumns)
      .from(notificationsTable)
      .where(visibleTo(reader))
      .orderBy(desc(notificationsTable.createdAt), desc(notificationsTable.id))
      .limit(limit),
    db
      .select({ total: count() })
      .from(notificationsTable)
      .where(and(visibleTo(reader), isNull(notificationsTable.readAt))),
  ]);
  return { notifications: rows.map(toNotification), unread: unread?.total ?? 0 };
}

/** Marks one of the notices the reader sees read, keeping the first time it was; undefined when they see no such notice. */
export async function markNotificationRead(db: Database, reader: InboxReader, id: string, now: Date): Promise<Notification | undefined> {
  const [row] = await db
    .update(notificationsTable)
    .set({ readAt: sql`coalesce(${notificationsTable.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notificationsTable.id, id), visibleTo(reader)))
    .returning(notificationColumns);
  return row && toNotification(row);
}

/** Marks every unread notice the reader sees (the company's and their own) read at `now`; answers how many there were. */
export async function markAllNotificationsRead(db: Database, reader: InboxReader, now: Date): Promise<number> {
  const rows = await db
    .update(notificationsTable)
    .set({ readAt: now })
    .where(and(visibleTo(reader), isNull(notificationsTable.readAt)))
    .returning({ id: notificationsTable.id });
  return rows.length;
}

export type AdministratorRecipient = { email: string; name: string; language: Language; timeZone: string };

const languageOfEnterprise = sql<Language>`case ${enterprisesTable.language} when 'english' then 'en' when 'deutsch' then 'de' else 'es' end`;

const recipientColumns = {
  email: accountsTable.email,
  name: sql<string>`trim(${employeesTable.firstNames} || ' ' || ${employeesTable.lastNames})`,
  language: sql<Language>`coalesce(${userConfigsTable.language}, ${languageOfEnterprise})`,
  timeZone: enterprisesTable.timeZone,
};

export type AccountRecipient = AdministratorRecipient & { enterpriseId: string };

/** The person behind an account, for their own notices: where to mail them, in their language, and their company. */
export async function findAccountRecipient(db: Database, accountId: string): Promise<AccountRecipient | undefined> {
  const [row] = await db
    .select({ ...recipientColumns, enterpriseId: employeesTable.enterpriseId })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .leftJoin(userConfigsTable, eq(userConfigsTable.employeeId, employeesTable.id))
    .where(eq(employeesTable.accountId, accountId));
  return row;
}

export type RiderRecipient = AccountRecipient & { accountId: string; rideMails: boolean };

/** A person told of their bookings: where to mail them, in their language, and whether they keep ride mails on (on unless they turned it off). */
export async function findRiderRecipient(db: Database, employeeId: string): Promise<RiderRecipient | undefined> {
  const [row] = await db
    .select({ ...recipientColumns, enterpriseId: employeesTable.enterpriseId, accountId: accountsTable.id, rideMails: sql<boolean>`coalesce(${userConfigsTable.rideMails}, true)` })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .leftJoin(userConfigsTable, eq(userConfigsTable.employeeId, employeesTable.id))
    .where(eq(employeesTable.id, employeeId));
  return row;
}

/** Everyone of a company who may still sign in (active, not in the trash), administrators first: told when the company closes. */
export function listPeopleRecipients(db: Database, enterpriseId: string): Promise<(AdministratorRecipient & { isAdmin: boolean })[]> {
  return db
    .select({ ...recipientColumns, isAdmin: employeesTable.isAdmin })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .leftJoin(userConfigsTable, eq(userConfigsTable.employeeId, employeesTable.id))
    .where(and(eq(employeesTable.enterpriseId, enterpriseId), eq(employeesTable.status, 'active'), isNull(employeesTable.deletedAt)))
    .orderBy(desc(employeesTable.isAdmin), employeesTable.createdAt);
}

/**
 * Who a company's notices are mailed to: its active administrators, not in the trash, each in their
 * own language (the company's when they chose none), with the company's time zone for dates.
 */
export function listAdministratorRecipients(db: Database, enterpriseId: string): Promise<AdministratorRecipient[]> {
  return db
    .select({
      email: accountsTable.email,
      name: sql<string>`trim(${employeesTable.firstNames} || ' ' || ${employeesTable.lastNames})`,
      language: sql<Language>`coalesce(${userConfigsTable.language}, ${languageOfEnterprise})`,
      timeZone: enterprisesTable.timeZone,
    })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .leftJoin(userConfigsTable, eq(userConfigsTable.employeeId, employeesTable.id))
    .where(
      and(
        eq(employeesTable.enterpriseId, enterpriseId),
        eq(employeesTable.isAdmin, true),
        eq(employeesTable.status, 'active'),
        isNull(employeesTable.deletedAt),
        isNull(enterprisesTable.deletedAt),
      ),
    )
    .orderBy(employeesTable.createdAt);
}

/** The processor's reason for a refused payment (a decline code), read for the mail that tells of it. */
export async function findPaymentFailureCode(db: Database, enterpriseId: string, paymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ failureCode: paymentsTable.failureCode })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.id, paymentId), eq(paymentsTable.enterpriseId, enterpriseId)));
  return row?.failureCode ?? null;
}
