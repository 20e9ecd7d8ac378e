import {
  exactTotalLimit,
  splitFullName,
  translateMessage,
  type ChangeRoleBody,
  type Employee,
  type EmployeeRoleResponse,
  type EmployeeStatus,
  type JoinSignUpBody,
  type Language,
  type ListEmployeesQuery,
  type ListEmployeesResponse,
  type ListTrashResponse,
  type MessageKey,
  type SessionUser,
  type UpdateEmployeeBody,
  type UpdateOwnContactBody,
} from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { violatedUniqueIndex } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import { assertNotThrottled, hashPassword, issueLinkToken, recordAttempt, revokeEmployeeSessions } from '../auth/account.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { getCurrentPlanLimit } from '../billing/billing.service.js';
import { findEnterpriseByJoinCode, lockEnterprise, listCallerEnterprises } from '../enterprises/enterprises.service.js';
import { queueMail } from '../mail/mail.service.js';
import * as repository from './employees.repository.js';
import { toE164 } from './phone.js';
import { toSearchName } from './search-name.js';

export type { Account } from './employees.repository.js';

const invitationLinkHours = 7 * 24;
/** Trashed employees are deleted for good after this long (issue: 30 days). */
export const trashRetentionDays = 30;

export function searchNameOf(firstNames: string, lastNames: string): string {
  return toSearchName(`${firstNames} ${lastNames}`);
}

/** Login accepts an email or a phone number. */
export function findLoginAccount(db: Database, username: string) {
  if (username.includes('@')) return repository.findAccountByEmail(db, username.trim().toLowerCase());
  const phone = toE164(username);
  return phone ? repository.findAccountByPhone(db, phone) : Promise.resolve(undefined);
}

export const findAccountByEmail = repository.findAccountByEmail;
export const findAccountById = repository.findAccountById;
export const updatePasswordHash = repository.updatePasswordHash;
export const markEmailVerified = repository.markEmailVerified;

/** 409 when an email or phone already belongs to a live account. */
async function assertContactsFree(db: Database, contact: { email?: string; phone?: string | null }, exceptId?: string) {
  const taken = await repository.findTakenContacts(db, contact.email ? [contact.email] : [], contact.phone ? [contact.phone] : [], exceptId);
  if (taken.emails.size > 0) throw new AppError(409, 'emailAlreadyRegistered');
  if (taken.phones.size > 0) throw new AppError(409, 'phoneAlreadyRegistered');
}

/**
 * Runs a write that may lose a race on the email or phone unique index (employees.table.ts) and
 * answers it with the same 409 as the check before it would have.
 */
export async function withContactConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'employees_email_idx') throw new AppError(409, 'emailAlreadyRegistered');
    if (index === 'employees_phone_idx') throw new AppError(409, 'phoneAlreadyRegistered');
    throw error;
  }
}

function insertChecked(db: Database, employee: repository.NewEmployee): Promise<string> {
  return withContactConflicts(() => repository.insertEmployee(db, employee));
}

/**
 * Locks the company row and checks that `adding` more active or pending employees fit its plan.
 * Call inside the transaction that adds them.
 */
export async function assertSeatsAvailable(db: Database, enterpriseId: string, adding: number) {
  await lockEnterprise(db, enterpriseId);
  const { planName, employeeLimit } = await getCurrentPlanLimit(db, enterpriseId);
  if (employeeLimit === null) return;
  if ((await repository.countSeats(db, enterpriseId)) + adding > employeeLimit) {
    throw new AppError(409, 'planLimitReached', { plan: planName, limit: employeeLimit });
  }
}

export async function createAdministrator(
  db: Database,
  input: { enterpriseId: string; name: string; email: string; passwordHash: string },
): Promise<string> {
  await assertContactsFree(db, { email: input.email });
  const names = splitFullName(input.name);
  return insertChecked(db, {
    enterpriseId: input.enterpriseId,
    ...names,
    searchName: searchNameOf(names.firstNames, names.lastNames),
    email: input.email,
    passwordHash: input.passwordHash,
    isAdmin: true,
    status: 'active',
  });
}

export function toSessionUser(account: repository.Account): SessionUser {
  return {
    idEmployee: account.id,
    fullName: account.fullName,
    email: account.email,
    enterpriseId: account.enterpriseId,
    isAdmin: account.isAdmin,
    emailVerified: account.emailVerifiedAt !== null,
  };
}

export function getEmployeeRole(auth: AuthContext): EmployeeRoleResponse {
  return { employeeId: auth.employeeId, isAdmin: auth.isAdmin };
}

/** Only administrators manage employees (decisions.md section 4). */
export function assertAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
}

export async function listEmployees(db: Database, auth: AuthContext, query: ListEmployeesQuery): Promise<ListEmployeesResponse> {
  assertAdmin(auth);
  const searchName = toSearchName(query.search);
  const offset = (query.page - 1) * query.pageSize;
  const { employees, matches: counted } = await repository.listLiveEmployees(db, auth.enterpriseId, searchName, {
    offset,
    limit: query.pageSize,
    cap: exactTotalLimit + 1,
  });
  const totalIsExact = counted <= exactTotalLimit;
  // A page read past the cap proves at least that many matches.
  const total = totalIsExact ? counted : Math.max(exactTotalLimit, offset + employees.length);
  return { employees, total, totalIsExact, page: query.page, pageSize: query.pageSize };
}

async function findEmployeeOr404(db: Database, auth: AuthContext, id: string, { trashed = false } = {}) {
  const employee = await repository.findCompanyEmployee(db, auth.enterpriseId, id);
  if (!employee) throw new AppError(404, 'notFound');
  if (trashed && !employee.deletedAt) throw new AppError(409, 'employeeNotInTrash');
  if (!trashed && employee.deletedAt) throw new AppError(404, 'notFound');
  return employee;
}

function withoutDeletedAt({ deletedAt: _deletedAt, ...employee }: repository.EmployeeRecord): Employee {
  return employee;
}

export async function getEmployee(db: Database, auth: AuthContext, id: string): Promise<Employee> {
  assertAdmin(auth);
  return withoutDeletedAt(await findEmployeeOr404(db, auth, id));
}

type RegisterInput = { firstNames: string; lastNames: string; email: string; phone: string; address: string; sendInvitation: boolean };

/** Registers an active employee and mails an invitation to choose a password. */
export async function registerEmployee(ctx: ServiceContext, auth: AuthContext, input: RegisterInput, language: Language) {
  assertAdmin(auth);
  const id = await ctx.db.transaction(async (tx) => {
    await assertSeatsAvailable(tx, auth.enterpriseId, 1);
    await assertContactsFree(tx, input);
    return insertChecked(tx, {
      enterpriseId: auth.enterpriseId,
      firstNames: input.firstNames,
      lastNames: input.lastNames,
      searchName: searchNameOf(input.firstNames, input.lastNames),
      email: input.email,
      phone: input.phone,
      address: input.address,
      isAdmin: false,
      status: 'active',
    });
  });
  const employee = withoutDeletedAt((await repository.findCompanyEmployee(ctx.db, auth.enterpriseId, id))!);
  if (input.sendInvitation) await sendInvitations(ctx, auth, [{ id, email: employee.email, fullName: employee.fullName }], language);
  return { employee, message: translateMessage('employeeRegistered', language, { name: employee.fullName }) };
}

export async function sendInvitations(ctx: ServiceContext, auth: AuthContext, people: { id: string; email: string; fullName: string }[], language: Language) {
  const { current } = await listCallerEnterprises(ctx.db, auth);
  for (const person of people) {
    const token = await issueLinkToken(ctx.db, person.id, 'invitation', invitationLinkHours);
    await queueMail(ctx, person.email, language, {
      kind: 'invitation',
      name: person.fullName,
      companyName: current.name,
      link: `${ctx.config.publicUrl}/accept-invitation?token=${token}`,
    });
  }
}

/** Keeps at least one active administrator: 409 when `employee` is the last one and would stop being one. */
async function assertNotLastAdmin(db: Database, auth: AuthContext, employee: Employee) {
  if (!employee.isAdmin || employee.status !== 'active') return;
  if ((await repository.countActiveAdmins(db, auth.enterpriseId, employee.employeeId)) === 0) throw new AppError(409, 'lastActiveAdmin');
}

export async function updateEmployee(ctx: ServiceContext, auth: AuthContext, id: string, changes: UpdateEmployeeBody): Promise<Employee> {
  assertAdmin(auth);
  await withContactConflicts(() => ctx.db.transaction(async (tx) => {
    const status = changes.status;
    // A status change counts administrators and seats: hold the company as trash and role do.
    if (status) await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, id);
    await assertContactsFree(tx, { email: changes.email, phone: changes.phone }, id);
    if (status && status !== employee.status) {
      if (status !== 'active') await assertNotLastAdmin(tx, auth, employee);
      if (employee.status === 'suspended') await assertSeatsAvailable(tx, auth.enterpriseId, 1);
    }
    const firstNames = changes.firstNames ?? employee.firstNames;
    const lastNames = changes.lastNames ?? employee.lastNames;
    await repository.updateCompanyEmployee(tx, auth.enterpriseId, id, {
      ...changes,
      ...((changes.firstNames !== undefined || changes.lastNames !== undefined) && { searchName: searchNameOf(firstNames, lastNames) }),
    });
    // A suspended or pending person can no longer act: end their sessions now.
    if (status && status !== 'active') await revokeEmployeeSessions(tx, id);
  }));
  return getEmployee(ctx.db, auth, id);
}

export async function approveEmployee(db: Database, auth: AuthContext, id: string): Promise<Employee> {
  assertAdmin(auth);
  const employee = await findEmployeeOr404(db, auth, id);
  if (employee.status !== 'pending') throw new AppError(409, 'employeeNotPending');
  await repository.updateCompanyEmployee(db, auth.enterpriseId, id, { status: 'active' });
  return getEmployee(db, auth, id);
}

/** Sets the target's role (product.md sent the caller's flag: decisions.md section 4 fixes that). */
export async function changeEmployeeRole(db: Database, auth: AuthContext, body: ChangeRoleBody): Promise<Employee> {
  assertAdmin(auth);
  await db.transaction(async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, body.employeeId);
    if (employee.status === 'pending') throw new AppError(409, 'employeeRolePending');
    if (!body.isAdmin) await assertNotLastAdmin(tx, auth, employee);
    await repository.updateCompanyEmployee(tx, auth.enterpriseId, body.employeeId, { isAdmin: body.isAdmin });
  });
  return getEmployee(db, auth, body.employeeId);
}

export async function trashEmployee(db: Database, auth: AuthContext, id: string): Promise<void> {
  assertAdmin(auth);
  await db.transaction(async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const employee = await findEmployeeOr404(tx, auth, id);
    await assertNotLastAdmin(tx, auth, employee);
    await repository.updateCompanyEmployee(tx, auth.enterpriseId, id, { deletedAt: new Date() });
    await revokeEmployeeSessions(tx, id);
  });
}

export async function listTrash(db: Database, auth: AuthContext, query: { page: number; pageSize: number }): Promise<ListTrashResponse> {
  assertAdmin(auth);
  const [employees, total] = await Promise.all([
    repository.listTrashedEmployees(db, auth.enterpriseId, (query.page - 1) * query.pageSize, query.pageSize),
    repository.countTrashedEmployees(db, auth.enterpriseId),
  ]);
  return { employees, total, totalIsExact: true, page: query.page, pageSize: query.pageSize };
}

export async function restoreEmployee(db: Database, auth: AuthContext, id: string): Promise<Employee> {
  assertAdmin(auth);
  await withContactConflicts(() => db.transaction(async (tx) => {
    const employee = await findEmployeeOr404(tx, auth, id, { trashed: true });
    if (employee.status !== 'suspended') await assertSeatsAvailable(tx, auth.enterpriseId, 1);
    // Someone else may have taken the email or phone meanwhile.
    await assertContactsFree(tx, { email: employee.email, phone: employee.phone }, id);
    await repository.updateCompanyEmployee(tx, auth.enterpriseId, id, { deletedAt: null });
  }));
  return getEmployee(db, auth, id);
}

export async function deleteEmployee(db: Database, auth: AuthContext, id: string): Promise<void> {
  assertAdmin(auth);
  await findEmployeeOr404(db, auth, id, { trashed: true });
  await repository.deleteCompanyEmployee(db, auth.enterpriseId, id);
}

export function purgeTrash(ctx: ServiceContext): Promise<number> {
  return repository.purgeTrashedBefore(ctx.db, new Date(ctx.clock.now().getTime() - trashRetentionDays * 86_400_000));
}

/** Drops stored list totals that can no longer be read, and those of searches a day old. */
export function purgeStoredTotals(ctx: ServiceContext): Promise<number> {
  return repository.purgeStoredTotals(ctx.db, new Date(ctx.clock.now().getTime() - 86_400_000));
}

/** Anyone's own record, administrator or not. */
export async function getOwnRecord(db: Database, auth: AuthContext): Promise<Employee> {
  return withoutDeletedAt(await findEmployeeOr404(db, auth, auth.employeeId));
}

/** A person edits their own phone and address; the rest is the administrators' to change. */
export async function updateOwnContact(db: Database, auth: AuthContext, changes: UpdateOwnContactBody): Promise<Employee> {
  await assertContactsFree(db, { phone: changes.phone }, auth.employeeId);
  await withContactConflicts(() => repository.updateCompanyEmployee(db, auth.enterpriseId, auth.employeeId, changes));
  return getOwnRecord(db, auth);
}

// Join link

export async function getJoinPage(db: Database, code: string): Promise<{ enterpriseName: string }> {
  const enterprise = await findEnterpriseByJoinCode(db, code);
  if (!enterprise) throw new AppError(404, 'joinLinkInvalid');
  return { enterpriseName: enterprise.name };
}

/** A person signs up through the company's join link: pending, or active when their domain is trusted. */
export async function joinCompany(db: Database, code: string, body: JoinSignUpBody, ip: string): Promise<{ isPending: boolean; messageKey: MessageKey }> {
  // Public and unauthenticated: bounded per address like login.
  const addressKey = `join:address:${ip}`;
  await assertNotThrottled(db, [{ key: addressKey, max: 20 }], 'tooManyAttempts');
  await recordAttempt(db, addressKey);
  const enterprise = await findEnterpriseByJoinCode(db, code);
  if (!enterprise) throw new AppError(404, 'joinLinkInvalid');
  const domain = body.email.split('@')[1];
  const status: EmployeeStatus = enterprise.autoApproveDomain && domain === enterprise.autoApproveDomain ? 'active' : 'pending';
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await assertSeatsAvailable(tx, enterprise.id, 1);
    await assertContactsFree(tx, body);
    await insertChecked(tx, {
      enterpriseId: enterprise.id,
      firstNames: body.firstNames,
      lastNames: body.lastNames,
      searchName: searchNameOf(body.firstNames, body.lastNames),
      email: body.email,
      phone: body.phone,
      passwordHash,
      isAdmin: false,
      status,
    });
  });
  return status === 'pending' ? { isPending: true, messageKey: 'joinedPending' } : { isPending: false, messageKey: 'joinedActive' };
}

/** Sets the password of an invited employee from the mailed link. */
export async function acceptInvitation(db: Database, employeeId: string, passwordHash: string): Promise<void> {
  await repository.updatePasswordHash(db, employeeId, passwordHash);
  await repository.markEmailVerified(db, employeeId);
}
