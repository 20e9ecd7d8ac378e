import type { UpdateUserConfigBody, UserConfig } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findUserConfig, upsertUserConfig } from './user-config.repository.js';

export function getUserConfig(db: Database, employeeId: string): Promise<UserConfig> {
  return findUserConfig(db, employeeId);
}

export async function updateUserConfig(db: Database, auth: AuthContext, changes: UpdateUserConfigBody): Promise<UserConfig> {
  await upsertUserConfig(db, auth.employeeId, changes);
  return findUserConfig(db, auth.employeeId);
}

/** A new account starts in the language it signed up in, with the tutorial on. */
export function createUserConfig(db: Database, employeeId: string, language: UserConfig['language']): Promise<void> {
  return upsertUserConfig(db, employeeId, { language, showTutorial: true });
}
