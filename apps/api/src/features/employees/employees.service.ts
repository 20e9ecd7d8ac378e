import type { EmployeeRoleResponse, SessionUser } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repository from './employees.repository.js';
import { toE164 } from './phone.js';

export type { Account } from './employees.repository.js';

/** Splits a single name at its first space (decisions.md section 4). */
export function splitFullName(name: string): { firstNames: string; lastNames: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { firstNames: trimmed, lastNames: '' }
    : { firstNames: trimmed.slice(0, space), lastNames: trimmed.slice(space + 1) };
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

export async function createAdministrator(
  db: Database,
  input: { enterpriseId: string; name: string; email: string; passwordHash: string },
): Promise<string> {
  if (await repository.isEmailTaken(db, input.email)) throw new AppError(409, 'emailAlreadyRegistered');
  try {
    return await repository.insertEmployee(db, {
      enterpriseId: input.enterpriseId,
      ...splitFullName(input.name),
      email: input.email,
      passwordHash: input.passwordHash,
      isAdmin: true,
      status: 'active',
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, 'emailAlreadyRegistered');
    throw error;
  }
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
