// Writes people straight into the tables, each an account (auth) and an employee of a company, for
// the demo seed, the benchmark and tests that need many: no API, no mail, no plan limit.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EmployeeStatus } from '@rumbo/contract';
import { accountsTable } from '../features/auth/auth.table.js';
import { employeesTable } from '../features/employees/employees.table.js';
import { toSearchName } from '../features/employees/index.js';
import type { Database } from './client.js';

export type SeedPerson = {
  enterpriseId: string;
  firstNames: string;
  lastNames: string;
  email: string;
  phone?: string | null;
  address?: string;
  tripPreferences?: string;
  isAdmin?: boolean;
  status?: EmployeeStatus;
  passwordHash?: string | null;
  emailVerifiedAt?: Date | null;
};

/** The arrays of one column, cast so PostgreSQL reads them as that type. */
function column(values: unknown[], type: string) {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * One INSERT ... SELECT FROM unnest(...) per table and batch: a parameter per column (an array of
 * the batch's values), so a statement of 20,000 rows costs about what a COPY does. Answers the ids
 * in the caller's order.
 */
export async function insertPeopleDirectly(db: Database, people: SeedPerson[]): Promise<{ employeeId: string; accountId: string }[]> {
  const ids = people.map(() => ({ employeeId: randomUUID(), accountId: randomUUID() }));
  const chunk = 20_000;
  for (let start = 0; start < people.length; start += chunk) {
    const batch = people.slice(start, start + chunk);
    const batchIds = ids.slice(start, start + chunk);
    await db.execute(sql`insert into ${accountsTable} (id, email, phone, password_hash, email_verified_at) select * from unnest(
      ${column(batchIds.map((id) => id.accountId), 'uuid')},
      ${column(batch.map((person) => person.email), 'text')},
      ${column(batch.map((person) => person.phone ?? null), 'text')},
      ${column(batch.map((person) => person.passwordHash ?? null), 'text')},
      ${column(batch.map((person) => person.emailVerifiedAt?.toISOString() ?? null), 'timestamptz')})`);
    await db.execute(sql`insert into ${employeesTable} (id, account_id, enterprise_id, first_names, last_names, search_name, address, trip_preferences, is_admin, status) select * from unnest(
      ${column(batchIds.map((id) => id.employeeId), 'uuid')},
      ${column(batchIds.map((id) => id.accountId), 'uuid')},
      ${column(batch.map((person) => person.enterpriseId), 'uuid')},
      ${column(batch.map((person) => person.firstNames), 'text')},
      ${column(batch.map((person) => person.lastNames), 'text')},
      ${column(batch.map((person) => toSearchName(`${person.firstNames} ${person.lastNames}`)), 'text')},
      ${column(batch.map((person) => person.address ?? ''), 'text')},
      ${column(batch.map((person) => person.tripPreferences ?? ''), 'text')},
      ${column(batch.map((person) => person.isAdmin ?? false), 'boolean')},
      ${column(batch.map((person) => person.status ?? 'active'), 'text')})`);
  }
  return ids;
}
