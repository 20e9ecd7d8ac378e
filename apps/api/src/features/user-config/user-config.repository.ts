import { eq } from 'drizzle-orm';
import { defaultUserConfig, describeTimeZone, type Language, type UpdateUserConfigBody, type UserConfig } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { userConfigsTable } from './user-config.table.js';

export async function findUserConfig(db: Database, employeeId: string): Promise<UserConfig> {
  const [row] = await db
    .select({ language: userConfigsTable.language, timeZone: userConfigsTable.timeZone, showTutorial: userConfigsTable.showTutorial, rideMails: userConfigsTable.rideMails })
    .from(userConfigsTable)
    .where(eq(userConfigsTable.employeeId, employeeId));
  if (!row) return defaultUserConfig;
  return { language: row.language, ...describeTimeZone(row.timeZone), preferences: { showTutorial: row.showTutorial, rideMails: row.rideMails } };
}

/** The language the person chose (or signed up in); none for someone who never had the choice. */
export async function findChosenLanguage(db: Database, employeeId: string): Promise<Language | undefined> {
  const [row] = await db.select({ language: userConfigsTable.language }).from(userConfigsTable).where(eq(userConfigsTable.employeeId, employeeId));
  return row?.language;
}

export async function upsertUserConfig(db: Database, employeeId: string, changes: UpdateUserConfigBody): Promise<void> {
  const set = {
    ...(changes.language !== undefined && { language: changes.language }),
    ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
    ...(changes.showTutorial !== undefined && { showTutorial: changes.showTutorial }),
    ...(changes.rideMails !== undefined && { rideMails: changes.rideMails }),
  };
  await db
    .insert(userConfigsTable)
    .values({ employeeId, ...set })
    .onConflictDoUpdate({ target: userConfigsTable.employeeId, set });
}
