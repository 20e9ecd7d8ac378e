import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { employeesTable } from './employees.table.js';

const fullNameSql = sql<string>`trim(${employeesTable.firstNames} || ' ' || ${employeesTable.lastNames})`;

const accountColumns = {
  id: employeesTable.id,
  enterpriseId: employeesTable.enterpriseId,
  fullName: fullNameSql,
  email: employeesTable.email,
  passwordHash: employeesTable.passwordHash,
  isAdmin: employeesTable.isAdmin,
  status: employeesTable.status,
  emailVerifiedAt: employeesTable.emailVerifiedAt,
};

export type Account = {
  id: string;
  enterpriseId: string;
  fullName: string;
  email: string;
  passwordHash: string | null;
  isAdmin: boolean;
  status: 'active' | 'pending' | 'suspended';
  emailVerifiedAt: Date | null;
};

/** Live accounts only: not in the trash, and their company not deleted. */
function liveAccountWhere() {
  return and(isNull(employeesTable.deletedAt), isNull(enterprisesTable.deletedAt));
}

async function findAccount(db: Database, condition: ReturnType<typeof eq>): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .where(and(condition, liveAccountWhere()))
    .limit(1);
  return row;
}

export function findAccountByEmail(db: Database, email: string) {
  return findAccount(db, eq(employeesTable.email, email));
}

export function findAccountByPhone(db: Database, phone: string) {
  return findAccount(db, eq(employeesTable.phone, phone));
}

export function findAccountById(db: Database, id: string) {
  return findAccount(db, eq(employeesTable.id, id));
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employeesTable.id })
    .from(employeesTable)
    .where(and(eq(employeesTable.email, email), isNull(employeesTable.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export type NewEmployee = {
  enterpriseId: string;
  firstNames: string;
  lastNames: string;
  email: string;
  phone?: string | null;
  address?: string;
  passwordHash?: string | null;
  isAdmin: boolean;
  status: 'active' | 'pending';
};

export async function insertEmployee(db: Database, employee: NewEmployee): Promise<string> {
  const [row] = await db.insert(employeesTable).values(employee).returning({ id: employeesTable.id });
  return row!.id;
}

export async function updatePasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(employeesTable).set({ passwordHash, updatedAt: new Date() }).where(eq(employeesTable.id, id));
}

export async function markEmailVerified(db: Database, id: string): Promise<void> {
  await db
    .update(employeesTable)
    .set({ emailVerifiedAt: sql`coalesce(${employeesTable.emailVerifiedAt}, now())` })
    .where(eq(employeesTable.id, id));
}
