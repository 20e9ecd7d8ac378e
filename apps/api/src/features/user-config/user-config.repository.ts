import { eq } from 'drizzle-orm';
import { defaultUserConfig, describeTimeZone, languageOfCompany, type UpdateUserConfigBody, type UserConfig } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { userConfigsTable } from './user-config.table.js';

/** The person's settings; the language and the time zone they have not chosen are their company's. */
export async function findUserConfig(db: Database, employeeId: string): Promise<UserConfig> {
  const [row] = await db
    .select({
      language: userConfigsTable.language,
      companyLanguage: enterprisesTable.language,
      timeZone: userConfigsTable.timeZone,
      companyTimeZone: enterprisesTable.timeZone,
      showTutorial: userConfigsTable.showTutorial,
      rideMails: userConfigsTable.rideMails,
    })
    .from(employeesTable)
    .innerJoin(enterprisesTable, eq(enterprisesTable.id, employeesTable.enterpriseId))
    .leftJoin(userConfigsTable, eq(userConfigsTable.employeeId, employeesTable.id))
    .where(eq(employeesTable.id, employeeId));
  if (!row) return defaultUserConfig;
  const language = row.language ?? languageOfCompany[row.companyLanguage];
  const zone = describeTimeZone(row.timeZone ?? row.companyTimeZone);
  // No settings row yet: the defaults, in the company's language and time zone.
  if (row.showTutorial === null || row.rideMails === null) return { ...defaultUserConfig, language, ...zone };
  return { language, ...zone, preferences: { showTutorial: row.showTutorial, rideMails: row.rideMails } };
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
