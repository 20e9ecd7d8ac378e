import {
  exactTotalLimit,
  translateMessage,
  type ChangeRoleBody,
  type Employee,
  type EmployeeRoleResponse,
  type JoinSignUpBody,
  type Language,
  type ListEmployeesQuery,
  type ListEmployeesResponse,
  type ListPendingResponse,
  type ListTrashResponse,
  type MessageKey,
  type Statistics,
  type UpdateEmployeeBody,
  type UpdateOwnContactBody,
} from '@rumbo/contract';
import { secondsAfter } from '../../clock.js';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AccountHolder, AccountHolders, AuthContext, HolderState } from '../auth/index.js';
import * as accounts from '../auth/index.js';
import { getCurrentPlanLimit, hasLiveSubscription } from '../billing/index.js';
import { findEnterpriseByJoinCode, getEnterpriseForMail, lockEnterprise } from '../enterprises/index.js';
import { queueMail } from '../mail/index.js';
import { createUserConfig, getUserConfig } from '../user-config/index.js';
import * as repository from './employees.repository.js';
import { ListPages } from './list-pages.js';
import { toSearchName } from './search-name.js';

/** Trashed employees are deleted for good after this long. */
export const trashRetentionDays = 30;

export function searchNameOf(firstNames: string, lastNames: string): string {
  return toSearchName(`${firstNames} ${lastNames}`);
}

// A company deleted leaves its people no access at all (find answers no holder for them).
function accessOf(row: HolderState): AccountHolder['access'] {
  if (row.enterpriseDeletedAt || row.deletedAt) return 'blocked';
  return row.status;
}

/** What auth asks about the person behind an account: who they are and whether they may act. */
export const employeeAccountHolders: AccountHolders = {
  async find(db, accountId) {
    const row = await repository.findAccountHolder(db, accountId);
    if (!row || row.enterpriseDeletedAt) return undefined;
    return { employeeId: row.employeeId, enterpriseId: row.enterpriseId, companyName: row.companyName, fullName: row.fullName, isAdmin: row.isAdmin, access: accessOf(row) };
  },
  accessOf,
  // The person's own language; someone who never chose one (invited by an administrator) hears in their company's.
  async languageOf(db, accountId) {
    const row = await repository.findAccountHolder(db, accountId);
    return row ? (await getUserConfig(db, row.employeeId)).language : 'es';
  },
  // Someone who joined with the company's trusted domain waits only for proof of the address.
  emailVerified: (db, accountId, email, now) => repository.activatePendingOfTrustedDomain(db, accountId, email.split('@')[1] ?? '', now),
};

/**
 * Locks the company row and checks that `adding` more active or pending employees fit its plan.
 * Call inside the transaction that adds them.
 */
export async function assertSeatsAvailable(ctx: ServiceContext, enterpriseId: string, adding: number) {
  await lockEnterprise(ctx, enterpriseId);
  const { planNameKey, employeeLimit } = await getCurrentPlanLimit(ctx, enterpriseId);
  if (employeeLimit === null) return;
  if ((await repository.countSeats(ctx.db, enterpriseId)) + adding > employeeLimit) {
    throw new AppError(409, 'planLimitReached', { plan: { key: planNameKey }, limit: employeeLimit });
  }
}

/** A company's first administrator, with the account they signed up with. */
export async function createAdministrator(ctx: ServiceContext, input: { enterpriseId: string; accountId: string; firstNames: string; lastNames: string }): Promise<string> {
  return repository.insertEmployee(
    ctx.db,
    { ...input, searchName: searchNameOf(input.firstNames, input.lastNames), isAdmin: true, status: 'active' },
    ctx.clock.now(),
  );
}

export function getEmployeeRole(auth: AuthContext): EmployeeRoleResponse {
  return { employeeId: auth.employeeId, isAdmin: auth.isAdmin };
}

/** Only administrators manage employees. */
export function assertAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
}

/** The pages this process has read (list-pages.ts): one store per process, its keys name the company. */
const listPages = new ListPages();

export async function listEmployees(ctx: ServiceContext, auth: AuthContext, query: ListEmployeesQuery): Promise<ListEmployeesResponse> {
  assertAdmin(auth);
  const searchName = toSearchName(query.search);
  if (auth.peopleVersion === null) return readListPage(ctx, auth.enterpriseId, searchName, query);
  const key = ListPages.key(auth.enterpriseId, auth.peopleVersion, searchName, query.page, query.pageSize);
  const kept = listPages.get(key);
  if (kept) return kept;
  const page = await readListPage(ctx, auth.enterpriseId, searchName, query);
  listPages.keep(key, page);
  return page;
}

async function readListPage(ctx: ServiceContext, enterpriseId: string, searchName: string, query: ListEmployeesQuery): Promise<ListEmployeesResponse> {
  const offset = (query.page - 1) * query.pageSize;
  const { employees, matches: counted } = await repository.listLiveEmployees(ctx.db, enterpriseId, searchName, {
    offset,
    limit: query.pageSize,
    cap: exactTotalLimit + 1,
  });
  const totalIsExact = counted <= exactTotalLimit;
  // A page read past the cap proves at least that many matches.
  const total = totalIsExact ? counted : Math.max(exactTotalLimit, offset + employees.length);
  return { employees, total, totalIsExact, page: query.page, pageSize: query.pageSize };
}

/**
 * The /home statistics box: the company's live people by status, new this month (in the company's
 * zone), administrators, and the head count against the plan's limit; figures only once subscribed.
 */
export async function getStatistics(ctx: ServiceContext, auth: AuthContext): Promise<Statistics> {
  assertAdmin(auth);
  if (!(await hasLiveSubscription(ctx, auth.enterpriseId))) return { subscribed: false };
  const [counts, { employeeLimit }] = await Promise.all([
    repository.countEmployeeStatistics(ctx.db, auth.enterpriseId, ctx.clock.now()),
    getCurrentPlanLimit(ctx, auth.enterpriseId),
  ]);
  return { subscribed: true, ...counts, headCount: counts.active + counts.pending, employeeLimit };
}

async function findEmployeeOr404(ctx: ServiceContext, auth: AuthContext, id: string, { trashed = false } = {}) {
  const employee = await repository.findCompanyEmployee(ctx.db, auth.enterpriseId, id);
  if (!employee) throw new AppError(404, 'notFound');
  if (trashed && !employee.deletedAt) throw new AppError(409, 'employeeNotInTrash');
  if (!trashed && employee.deletedAt) throw new AppError(404, 'notFound');
  return employee;
}

function toEmployee({ deletedAt: _deletedAt, accountId: _accountId, ...employee }: repository.EmployeeRecord): Employee {
  return employee;
}

export async function getEmployee(ctx: ServiceContext, auth: AuthContext, id: string): Promise<Employee> {
  assertAdmin(auth);
  return toEmployee(await findEmployeeOr404(ctx, auth, id));
}

type RegisterInput = { firstNames: string; lastNames: string; email: string; phone: string; address: string; sendInvitation: boolean };

/**
 * Registers an active employee and mails an invitation to choose a password: the person, their
 * account and the invitation commit together or not at all.
 */
export async function registerEmployee(ctx: ServiceContext, auth: AuthContext, input: RegisterInput, language: Language) {
  assertAdmin(auth);
  if (input.sendInvitation) await accounts.assertMayInvite(ctx, auth);
  const id = await withTransaction(ctx, async (tx) => {
    await assertSeatsAvailable(tx, auth.enterpriseId, 1);
    const accountId = await accounts.createAccount(tx, { email: input.email, phone: input.phone });
    const employeeId = await repository.insertEmployee(
      tx.db,
      {
        enterpriseId: auth.enterpriseId,
        accountId,
        firstNames: input.firstNames,
        lastNames: input.lastNames,
        searchName: searchNameOf(input.firstNames, input.lastNames),
        address: input.address,
        isAdmin: false,
        status: 'active',
      },
      tx.clock.now(),
    );
    if (input.sendInvitation) {
      const fullName = `${input.firstNames} ${input.lastNames}`.trim();
      const company = await getEnterpriseForMail(tx, auth.enterpriseId);
      await accounts.sendInvitations(tx, [{ accountId, email: input.email, name: fullName, companyName: company.name }], company.language);
    }
    return employeeId;
  });
  const employee = await getEmployee(ctx, auth, id);
  return { employee, message: translateMessage('employeeRegistered', language, { name: employee.fullName }) };
}

/** Keeps at least one active administrator: 409 when `employee` is the last one and would stop being one. */
async function assertNotLastAdmin(ctx: ServiceContext, auth: AuthContext, employee: Employee) {
  if (!employee.isAdmin || employee.status !== 'active') return;
  if ((await repository.countActiveAdmins(ctx.db, auth.enterpriseId, employee.employeeId)) === 0) throw new AppError(409, 'lastActiveAdmin');
}

/**
 * Email changes an administrator may make in an hour, per company: each mails the typed address a
 * link and the old one a notice. Far above fixing a few typos, far below using the form as a mailer.
 */
const maxEmailChangesPerCompanyHour = 30;

export async function updateEmployee(ctx: ServiceContext, auth: AuthContext, id: string, changes: UpdateEmployeeBody): Promise<Employee> {
  assertAdmin(auth);
  const { currentPassword, ...edit } = changes;
  if (id === auth.employeeId) await confirmOwnLoginChange(ctx, auth, edit, currentPassword);
  // The edit form sends the email unchanged with every save: only a new address mails anyone.
  if (edit.email !== undefined && edit.email !== (await findEmployeeOr404(ctx, auth, id)).email) {
    await accounts.assertMayInvite(ctx, auth, { message: 'verifyEmailToChangeEmail', field: 'email' });
    await accounts.takeAttempt(ctx, `email-change:company:${auth.enterpriseId}`, maxEmailChangesPerCompanyHour, 'tooManyAttempts', 3600);
  }
  await withTransaction(ctx, async (tx) => {
    const { email, phone, status, ...own } = edit;
    // A status change counts administrators and seats: hold the company as trash and role do.
    if (status) await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, id);
    if (status && status !== employee.status) {
      if (status !== 'active') await assertNotLastAdmin(tx, auth, employee);
      if (employee.status === 'suspended') await assertSeatsAvailable(tx, auth.enterpriseId, 1);
    }
    const firstNames = own.firstNames ?? employee.firstNames;
    const lastNames = own.lastNames ?? employee.lastNames;
    await repository.updateCompanyEmployee(
      tx.db,
      auth.enterpriseId,
      id,
      {
        ...own,
        ...(status && { status }),
        ...((own.firstNames !== undefined || own.lastNames !== undefined) && { searchName: searchNameOf(firstNames, lastNames) }),
      },
      tx.clock.now(),
    );
    // After the person's own changes: a new email's mail greets them by their new name.
    await accounts.changeIdentifiers(tx, employee.accountId, { email, phone });
    // A suspended or pending person can no longer act: end their sessions now.
    if (status && status !== 'active') await accounts.revokeSessions(tx, [employee.accountId]);
    // Made active from the edit form, a pending person is approved: told as from the inbox.
    if (status === 'active' && employee.status === 'pending') {
      await mailApproval(tx, auth.enterpriseId, { accountId: employee.accountId, email: email ?? employee.email, fullName: `${firstNames} ${lastNames}`.trim() });
    }
  });
  return getEmployee(ctx, auth, id);
}

/**
 * Someone who waited with no way in hears that the door is open, in their language; inside the
 * approval's transaction, so only an approval that commits is told.
 */
async function mailApproval(ctx: ServiceContext, enterpriseId: string, person: { accountId: string; email: string; fullName: string }): Promise<void> {
  const company = await getEnterpriseForMail(ctx, enterpriseId);
  await queueMail(ctx, person.email, await employeeAccountHolders.languageOf(ctx.db, person.accountId), {
    kind: 'account-approved',
    name: person.fullName,
    companyName: company.name,
    link: `${ctx.config.publicUrl}/login`,
  });
}

export async function approveEmployee(ctx: ServiceContext, auth: AuthContext, id: string): Promise<Employee> {
  assertAdmin(auth);
  // Read under the company's lock, as suspensions and sign-ups are: a pending person holds a seat, one
  // suspended meanwhile gave it up (and someone may have taken it), so only one still pending is approved.
  await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, id);
    if (employee.status === 'suspended') throw new AppError(409, 'employeeSuspendedNotPending');
    if (employee.status !== 'pending') throw new AppError(409, 'employeeNotPending');
    await repository.updateCompanyEmployee(tx.db, auth.enterpriseId, id, { status: 'active' }, tx.clock.now());
    await mailApproval(tx, auth.enterpriseId, employee);
  });
  return getEmployee(ctx, auth, id);
}

/** Sets the target's role (never the caller's own flag by mistake: the body names the target). */
export async function changeEmployeeRole(ctx: ServiceContext, auth: AuthContext, body: ChangeRoleBody): Promise<Employee> {
  assertAdmin(auth);
  await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, body.employeeId);
    if (employee.status === 'pending') throw new AppError(409, 'employeeRolePending');
    if (!body.isAdmin) await assertNotLastAdmin(tx, auth, employee);
    await repository.updateCompanyEmployee(tx.db, auth.enterpriseId, body.employeeId, { isAdmin: body.isAdmin }, tx.clock.now());
  });
  return getEmployee(ctx, auth, body.employeeId);
}

/** Moves an employee to the trash: they can no longer log in, and their email and phone are free meanwhile. */
export async function trashEmployee(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAdmin(auth);
  await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, id);
    await assertNotLastAdmin(tx, auth, employee);
    await repository.updateCompanyEmployee(tx.db, auth.enterpriseId, id, { deletedAt: tx.clock.now() }, tx.clock.now());
    await accounts.releaseAccount(tx, employee.accountId);
  });
}

export async function listTrash(ctx: ServiceContext, auth: AuthContext, query: { page: number; pageSize: number }): Promise<ListTrashResponse> {
  assertAdmin(auth);
  const [employees, total] = await Promise.all([
    repository.listTrashedEmployees(ctx.db, auth.enterpriseId, (query.page - 1) * query.pageSize, query.pageSize),
    repository.countTrashedEmployees(ctx.db, auth.enterpriseId),
  ]);
  return { employees, total, totalIsExact: true, page: query.page, pageSize: query.pageSize };
}

/** The people waiting for approval, longest waiting first. */
export async function listPending(ctx: ServiceContext, auth: AuthContext, query: { page: number; pageSize: number }): Promise<ListPendingResponse> {
  assertAdmin(auth);
  const { employees, total } = await repository.listPendingEmployees(ctx.db, auth.enterpriseId, (query.page - 1) * query.pageSize, query.pageSize);
  return { employees, total, totalIsExact: true, page: query.page, pageSize: query.pageSize };
}

export async function restoreEmployee(ctx: ServiceContext, auth: AuthContext, id: string): Promise<Employee> {
  assertAdmin(auth);
  await withTransaction(ctx, async (tx) => {
    // Locked before the person is read, as every head-count change is: whether they take a seat is decided under the lock.
    await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, id, { trashed: true });
    if (employee.status !== 'suspended') await assertSeatsAvailable(tx, auth.enterpriseId, 1);
    // Someone else may have taken the email or phone meanwhile: 409.
    await accounts.reclaimAccount(tx, employee.accountId);
    await repository.updateCompanyEmployee(tx.db, auth.enterpriseId, id, { deletedAt: null }, tx.clock.now());
  });
  return getEmployee(ctx, auth, id);
}

export async function deleteEmployee(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAdmin(auth);
  const employee = await findEmployeeOr404(ctx, auth, id, { trashed: true });
  await accounts.deleteAccounts(ctx, [employee.accountId]);
}

/** Deletes for good whoever has been in the trash longer than the retention; answers how many. */
export async function purgeTrash(ctx: ServiceContext): Promise<number> {
  const accountIds = await repository.findAccountsTrashedBefore(ctx.db, secondsAfter(ctx.clock.now(), -trashRetentionDays * 86_400));
  await accounts.deleteAccounts(ctx, accountIds);
  return accountIds.length;
}

/** Drops stored list totals that can no longer be read, and those of searches a day old. */
export function purgeStoredTotals(ctx: ServiceContext): Promise<number> {
  return repository.purgeStoredTotals(ctx.db, secondsAfter(ctx.clock.now(), -86_400));
}

const purgeQueue = 'employees.purge-trash';

/** Nightly, the trash is emptied of what it has kept 30 days, and stale list totals are dropped. */
export async function startEmployeeJobs(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(purgeQueue);
  await ctx.jobs.work(purgeQueue, async () => {
    const purged = await purgeTrash(ctx);
    if (purged > 0) ctx.log.info(`purged ${purged} employees from the trash`);
    await purgeStoredTotals(ctx);
  });
  await ctx.jobs.schedule(purgeQueue, '37 3 * * *');
}

/** Anyone's own record, administrator or not. */
export async function getOwnRecord(ctx: ServiceContext, auth: AuthContext): Promise<Employee> {
  return toEmployee(await findEmployeeOr404(ctx, auth, auth.employeeId));
}

/**
 * A new login email or phone for one's own account takes the current password, as whoever changes
 * them can then reset the password and take the account. Checked before the change's transaction, so
 * a wrong guess is counted even though the change rolls back.
 */
async function confirmOwnLoginChange(ctx: ServiceContext, auth: AuthContext, changes: { email?: string; phone?: string | null }, password: string | undefined) {
  const own = await findEmployeeOr404(ctx, auth, auth.employeeId);
  const emailChanged = changes.email !== undefined && changes.email !== own.email;
  const phoneChanged = changes.phone !== undefined && (changes.phone ?? null) !== (own.phone ?? null);
  if (emailChanged || phoneChanged) await accounts.confirmPassword(ctx, auth, password, 'currentPassword');
}

/** A person edits their own phone (with their password when it changes) and address; the rest is the administrators' to change. */
export async function updateOwnContact(ctx: ServiceContext, auth: AuthContext, changes: UpdateOwnContactBody): Promise<Employee> {
  await confirmOwnLoginChange(ctx, auth, { phone: changes.phone }, changes.currentPassword);
  await withTransaction(ctx, async (tx) => {
    // A number a person types for themselves logs in only once an administrator confirms it.
    await accounts.changeIdentifiers(tx, auth.accountId, { phone: changes.phone }, 'themselves');
    await repository.updateCompanyEmployee(tx.db, auth.enterpriseId, auth.employeeId, { address: changes.address }, tx.clock.now());
  });
  return getOwnRecord(ctx, auth);
}

// Join link

export async function getJoinPage(ctx: ServiceContext, code: string): Promise<{ enterpriseName: string }> {
  const enterprise = await findEnterpriseByJoinCode(ctx, code);
  if (!enterprise) throw new AppError(404, 'joinLinkInvalid');
  return { enterpriseName: enterprise.name };
}

/**
 * A person signs up through the company's join link and waits as pending: for an administrator's
 * approval, or, when their email's domain is the company's trusted one, only for the link mailed to
 * them (a domain proves nothing until the address does).
 */
export async function joinCompany(
  ctx: ServiceContext,
  code: string,
  body: JoinSignUpBody,
  ip: string,
  language: Language,
): Promise<{ isPending: boolean; messageKey: MessageKey }> {
  // Public and unauthenticated: bounded per address like login.
  await accounts.takeAttempt(ctx, `join:address:${ip}`, 20, 'tooManyAttempts');
  const enterprise = await findEnterpriseByJoinCode(ctx, code);
  if (!enterprise) throw new AppError(404, 'joinLinkInvalid');
  const domain = body.email.split('@')[1];
  const trustedDomain = Boolean(enterprise.autoApproveDomain) && domain === enterprise.autoApproveDomain;
  // Hashed before the transaction, so the company stays locked no longer than the writes take.
  const passwordHash = await accounts.hashPassword(body.password);
  await withTransaction(ctx, async (tx) => {
    await assertSeatsAvailable(tx, enterprise.id, 1);
    const accountId = await accounts.createAccount(tx, { email: body.email, phone: body.phone, passwordHash });
    const employeeId = await repository.insertEmployee(
      tx.db,
      {
        enterpriseId: enterprise.id,
        accountId,
        firstNames: body.firstNames,
        lastNames: body.lastNames,
        searchName: searchNameOf(body.firstNames, body.lastNames),
        isAdmin: false,
        status: 'pending',
      },
      tx.clock.now(),
    );
    // Their mails (the approval, a reset) come in the language they signed up in.
    await createUserConfig(tx, employeeId, language);
    if (trustedDomain) await accounts.sendVerificationMail(tx, { accountId, email: body.email, name: `${body.firstNames} ${body.lastNames}`.trim() }, language);
  });
  return { isPending: true, messageKey: trustedDomain ? 'joinedVerify' : 'joinedPending' };
}
