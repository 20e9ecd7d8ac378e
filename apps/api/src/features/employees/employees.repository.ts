import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Employee, EmployeeStatus, PendingEmployee, TrashedEmployee } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { accountsTable } from '../auth/auth.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { employeeListTotalsTable, employeeListVersionsTable, employeesTable } from './employees.table.js';

const fullNameSql = sql<string>`trim(${employeesTable.firstNames} || ' ' || ${employeesTable.lastNames})`;

// Email and phone are the account's (auth): read through a join on the employee's account.
const employeeColumns = {
  employeeId: employeesTable.id,
  fullName: fullNameSql,
  firstNames: employeesTable.firstNames,
  lastNames: employeesTable.lastNames,
  email: accountsTable.email,
  phone: accountsTable.phone,
  address: employeesTable.address,
  isAdmin: employeesTable.isAdmin,
  status: employeesTable.status,
  tripPreferences: employeesTable.tripPreferences,
};

type EmployeeRow = Omit<Employee, 'isPending'>;

function toEmployee(row: EmployeeRow): Employee {
  return { ...row, isPending: row.status === 'pending' };
}

/**
 * The person behind a login account, with what decides whether they may act: their status, the
 * trash, and their company's deletion (read on every authenticated request).
 */
const accountHolderStatement = preparedPerDatabase((db) =>
  db
    .select({
      employeeId: employeesTable.id,
      enterpriseId: employeesTable.enterpriseId,
      companyName: enterprisesTable.name,
      fullName: fullNameSql,
      isAdmin: employeesTable.isAdmin,
      status: employeesTable.status,
      deletedAt: employeesTable.deletedAt,
      enterpriseDeletedAt: enterprisesTable.deletedAt,
    })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .where(eq(employeesTable.accountId, sql.placeholder('accountId')))
    .prepare('employees_account_holder'),
);

/** A person waiting for approval whose company trusts this email domain: let in once the address is proved. */
export async function activatePendingOfTrustedDomain(db: Database, accountId: string, domain: string, now: Date): Promise<void> {
  await db
    .update(employeesTable)
    .set({ status: 'active', updatedAt: now })
    .where(
      and(
        eq(employeesTable.accountId, accountId),
        eq(employeesTable.status, 'pending'),
        isNull(employeesTable.deletedAt),
        sql`${employeesTable.enterpriseId} in (select ${enterprisesTable.id} from ${enterprisesTable} where ${enterprisesTable.autoApproveDomain} = ${domain})`,
      ),
    );
}

export async function findAccountHolder(db: Database, accountId: string) {
  const [row] = await accountHolderStatement(db).execute({ accountId });
  return row;
}

export type NewEmployee = {
  enterpriseId: string;
  accountId: string;
  firstNames: string;
  lastNames: string;
  searchName: string;
  address?: string;
  isAdmin: boolean;
  status: 'active' | 'pending';
};

export async function insertEmployee(db: Database, employee: NewEmployee, now: Date): Promise<string> {
  const [row] = await db.insert(employeesTable).values({ ...employee, createdAt: now, updatedAt: now }).returning({ id: employeesTable.id });
  return row!.id;
}

/** Many employees at once (an import). */
export async function insertEmployees(db: Database, employees: NewEmployee[], now: Date): Promise<void> {
  for (let start = 0; start < employees.length; start += 500) {
    await db.insert(employeesTable).values(employees.slice(start, start + 500).map((employee) => ({ ...employee, createdAt: now, updatedAt: now })));
  }
}

const companyLive = (enterpriseId: string) => and(eq(employeesTable.enterpriseId, enterpriseId), isNull(employeesTable.deletedAt));
const companyTrashed = (enterpriseId: string) => and(eq(employeesTable.enterpriseId, enterpriseId), isNotNull(employeesTable.deletedAt));

/** `%term%` for LIKE, with the pattern characters of the term escaped. */
function containsPattern(searchName: string): string {
  return `%${searchName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether pg_trgm can take trigrams from the term (a run of three letters or digits is enough). */
function hasTrigram(searchName: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(searchName);
}

/**
 * The capped total, as SQL: live_employee_total (migration 0007) reads the one stored for the term
 * at the company's current list version, or counts and stores it. Counting without a search walks
 * the narrow live-employees index; a search with trigrams goes through count_live_employees_matching
 * (0005) and the (company, trigram) GIN index, so its work follows the matches, never the company.
 * A scalar subquery, so PostgreSQL calls it once per statement (an InitPlan), not once per row.
 */
const totalSql = sql<number>`(select live_employee_total(${sql.placeholder('enterpriseId')}, ${sql.placeholder('term')}, ${sql.placeholder('pattern')}, ${sql.placeholder('trigrams')}, ${sql.placeholder('cap')}))`.mapWith(Number);

/**
 * One page in name order, each row carrying the capped total, in one statement (one round trip).
 * Without a search the page's ids come from the (company, name, id) index alone (an index-only scan
 * that skips `offset` entries, without touching the table); a search's from
 * live_employees_matching_page (migration 0034), whose one query is planned for its pattern: a term
 * most names hold walks that index, a rare one reads the trigram index. Only the page's own rows are
 * then read from the table.
 */
function pageWithTotalQuery(db: Pick<Database, 'select'>, searching: boolean) {
  const page = searching
    ? sql`live_employees_matching_page(${sql.placeholder('enterpriseId')}, ${sql.placeholder('pattern')}, ${sql.placeholder('limit')}, ${sql.placeholder('offset')}) as page (id)`
    : db
        .select({ id: employeesTable.id })
        .from(employeesTable)
        .where(and(eq(employeesTable.enterpriseId, sql.placeholder('enterpriseId')), isNull(employeesTable.deletedAt)))
        .orderBy(asc(employeesTable.searchName), asc(employeesTable.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .as('page');
  return db
    .select({ ...employeeColumns, total: totalSql })
    .from(employeesTable)
    .innerJoin(page, eq(employeesTable.id, sql`page.id`))
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .orderBy(asc(employeesTable.searchName), asc(employeesTable.id));
}

/**
 * The list's statements: a page with and without a search, and the total alone for a page past the
 * end. Each is named, so PostgreSQL plans it once per connection (planning the page took it as long as
 * running it): one plan suits every value, the search's own query being planned apart for its term.
 */
const listStatementsOf = preparedPerDatabase((db) => ({
  page: pageWithTotalQuery(db, false).prepare('employees_list_page'),
  searchPage: pageWithTotalQuery(db, true).prepare('employees_list_search_page'),
  total: db.select({ total: totalSql }).from(sql`(values (1)) as one_row`).prepare('employees_list_total'),
}));

/**
 * One page of a company's live employees in name order (search_name, then id), and how many match,
 * counted up to `cap`: beyond it the caller reports a lower bound.
 */
export async function listLiveEmployees(
  db: Database,
  enterpriseId: string,
  searchName: string,
  { offset, limit, cap }: { offset: number; limit: number; cap: number },
): Promise<{ employees: Employee[]; matches: number }> {
  const searching = searchName !== '';
  const values = {
    enterpriseId,
    term: searchName,
    pattern: searching ? containsPattern(searchName) : null,
    trigrams: hasTrigram(searchName),
    offset,
    limit,
    cap,
  };
  const statements = listStatementsOf(db);
  const rows = await (searching ? statements.searchPage : statements.page).execute(values);
  if (rows.length > 0) return { employees: rows.map(({ total: _total, ...row }) => toEmployee(row)), matches: rows[0]!.total };
  const [row] = await statements.total.execute(values);
  return { employees: [], matches: row?.total ?? 0 };
}

export async function listTrashedEmployees(db: Database, enterpriseId: string, offset: number, limit: number): Promise<TrashedEmployee[]> {
  const rows = await db
    .select({ ...employeeColumns, deletedAt: employeesTable.deletedAt })
    .from(employeesTable)
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .where(companyTrashed(enterpriseId))
    .orderBy(desc(employeesTable.deletedAt), asc(employeesTable.id))
    .offset(offset)
    .limit(limit);
  return rows.map(({ deletedAt, ...row }) => ({ ...toEmployee(row), deletedAt: deletedAt!.toISOString() }));
}

const companyPending = (enterpriseId: string) => and(companyLive(enterpriseId), eq(employeesTable.status, 'pending'));

/** One page of the people waiting for approval, longest waiting first, and how many wait. */
export async function listPendingEmployees(db: Database, enterpriseId: string, offset: number, limit: number): Promise<{ employees: PendingEmployee[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...employeeColumns, createdAt: employeesTable.createdAt })
      .from(employeesTable)
      .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
      .where(companyPending(enterpriseId))
      .orderBy(asc(employeesTable.createdAt), asc(employeesTable.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(employeesTable).where(companyPending(enterpriseId)),
  ]);
  return { employees: rows.map(({ createdAt, ...row }) => ({ ...toEmployee(row), joinedAt: createdAt.toISOString() })), total: counted?.total ?? 0 };
}

export async function countTrashedEmployees(db: Database, enterpriseId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(employeesTable).where(companyTrashed(enterpriseId));
  return row?.total ?? 0;
}

export type EmployeeRecord = Employee & { accountId: string; deletedAt: Date | null };

/** One employee of the company, live or trashed; another company's is never found. */
export async function findCompanyEmployee(db: Database, enterpriseId: string, id: string): Promise<EmployeeRecord | undefined> {
  const [row] = await db
    .select({ ...employeeColumns, accountId: employeesTable.accountId, deletedAt: employeesTable.deletedAt })
    .from(employeesTable)
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .where(and(eq(employeesTable.enterpriseId, enterpriseId), eq(employeesTable.id, id)));
  return row && { ...toEmployee(row), accountId: row.accountId, deletedAt: row.deletedAt };
}

export type EmployeeChanges = Partial<{
  firstNames: string;
  lastNames: string;
  searchName: string;
  address: string;
  tripPreferences: string;
  status: EmployeeStatus;
  isAdmin: boolean;
  deletedAt: Date | null;
}>;

export async function updateCompanyEmployee(db: Database, enterpriseId: string, id: string, changes: EmployeeChanges, now: Date): Promise<void> {
  await db
    .update(employeesTable)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(employeesTable.enterpriseId, enterpriseId), eq(employeesTable.id, id)));
}


/** Active and pending live employees: what plan limits count. */
export async function countSeats(db: Database, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(employeesTable)
    .where(and(companyLive(enterpriseId), inArray(employeesTable.status, ['active', 'pending'])));
  return row?.total ?? 0;
}

export type EmployeeStatistics = { active: number; pending: number; suspended: number; newThisMonth: number; administrators: number };

/**
 * The statistics box's figures in one statement over the company's live people: by status, active
 * administrators, and those who joined since the 1st of the month as the company's zone reads `now`.
 */
export async function countEmployeeStatistics(db: Database, enterpriseId: string, now: Date): Promise<EmployeeStatistics> {
  const monthStart = sql`(select date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${enterprisesTable.timeZone}) at time zone ${enterprisesTable.timeZone} from ${enterprisesTable} where ${enterprisesTable.id} = ${enterpriseId})`;
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${employeesTable.status} = 'active')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${employeesTable.status} = 'pending')`.mapWith(Number),
      suspended: sql<number>`count(*) filter (where ${employeesTable.status} = 'suspended')`.mapWith(Number),
      newThisMonth: sql<number>`count(*) filter (where ${employeesTable.createdAt} >= ${monthStart})`.mapWith(Number),
      administrators: sql<number>`count(*) filter (where ${employeesTable.isAdmin} and ${employeesTable.status} = 'active')`.mapWith(Number),
    })
    .from(employeesTable)
    .where(companyLive(enterpriseId));
  return row ?? { active: 0, pending: 0, suspended: 0, newThisMonth: 0, administrators: 0 };
}

export async function countActiveAdmins(db: Database, enterpriseId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(employeesTable)
    .where(and(companyLive(enterpriseId), eq(employeesTable.isAdmin, true), eq(employeesTable.status, 'active'), ne(employeesTable.id, exceptId)));
  return row?.total ?? 0;
}

/** The accounts of whoever has been in the trash since before `before` (deleting an account deletes its employee). */
export async function findAccountsTrashedBefore(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .select({ accountId: employeesTable.accountId })
    .from(employeesTable)
    .where(and(isNotNull(employeesTable.deletedAt), lt(employeesTable.deletedAt, before)));
  return rows.map((row) => row.accountId);
}

/** Stored list totals of an older version than their company's, or counted before `before`. */
export async function purgeStoredTotals(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(employeeListTotalsTable)
    .where(
      or(
        lt(employeeListTotalsTable.countedAt, before),
        sql`${employeeListTotalsTable.version} < (select ${employeeListVersionsTable.version} from ${employeeListVersionsTable} where ${employeeListVersionsTable.enterpriseId} = ${employeeListTotalsTable.enterpriseId})`,
      ),
    )
    .returning({ enterpriseId: employeeListTotalsTable.enterpriseId });
  return rows.length;
}

/** Every live employee of a company, a batch at a time in name order (for export). */
export async function* streamLiveEmployees(db: Database, enterpriseId: string, batchSize = 2000): AsyncGenerator<Employee[]> {
  let after: { searchName: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...employeeColumns, searchName: employeesTable.searchName })
      .from(employeesTable)
      .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
      .where(
        and(
          companyLive(enterpriseId),
          after ? sql`(${employeesTable.searchName}, ${employeesTable.id}) > (${after.searchName}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(employeesTable.searchName), asc(employeesTable.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ searchName: _searchName, ...row }) => toEmployee(row));
    const last = rows[rows.length - 1]!;
    after = { searchName: last.searchName, id: last.employeeId };
    if (rows.length < batchSize) return;
  }
}

export type UninvitedPerson = { accountId: string; email: string; firstNames: string; lastNames: string };

/**
 * Active people of the company who have not chosen a password and were never mailed an invitation
 * (imported or registered without one), the longest in the company first.
 */
export function listUninvitedPeople(db: Database, enterpriseId: string): Promise<UninvitedPerson[]> {
  return db
    .select({ accountId: accountsTable.id, email: accountsTable.email, firstNames: employeesTable.firstNames, lastNames: employeesTable.lastNames })
    .from(employeesTable)
    .innerJoin(accountsTable, eq(accountsTable.id, employeesTable.accountId))
    .where(
      and(
        eq(employeesTable.enterpriseId, enterpriseId),
        eq(employeesTable.status, 'active'),
        isNull(employeesTable.deletedAt),
        isNull(accountsTable.passwordHash),
        isNull(accountsTable.invitedAt),
        isNull(accountsTable.releasedAt),
      ),
    )
    .orderBy(asc(employeesTable.createdAt), asc(employeesTable.id));
}
