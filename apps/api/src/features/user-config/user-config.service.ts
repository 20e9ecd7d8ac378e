import type { UpdateUserConfigBody, UserConfig } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { findUserConfig, upsertUserConfig } from './user-config.repository.js';

/** A person's settings, their company's language standing in for one they have not chosen (a database handle alone: auth asks for the language of its mails through it). */
export function getUserConfig(db: Database, employeeId: string): Promise<UserConfig> {
  return findUserConfig(db, employeeId);
}

export async function updateUserConfig(ctx: ServiceContext, auth: AuthContext, changes: UpdateUserConfigBody): Promise<UserConfig> {
  await upsertUserConfig(ctx.db, auth.employeeId, changes);
  return findUserConfig(ctx.db, auth.employeeId);
}

/** A new account starts in the language it signed up in, with the tutorial on. */
export function createUserConfig(ctx: ServiceContext, employeeId: string, language: UserConfig['language']): Promise<void> {
  return upsertUserConfig(ctx.db, employeeId, { language, showTutorial: true });
}
