import { and, eq, isNull } from 'drizzle-orm';
import type { EnterpriseSummary, InterestPlan } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from './enterprises.table.js';

export async function insertEnterprise(
  db: Database,
  values: { name: string; email: string; interestPlan: InterestPlan; language: 'spanish' | 'english' | 'deutsch' },
): Promise<string> {
  const [row] = await db.insert(enterprisesTable).values(values).returning({ id: enterprisesTable.id });
  return row!.id;
}

export async function findEnterpriseSummary(db: Database, id: string): Promise<EnterpriseSummary | undefined> {
  const [row] = await db
    .select({
      id: enterprisesTable.id,
      name: enterprisesTable.name,
      email: enterprisesTable.email,
      language: enterprisesTable.language,
      appearance: enterprisesTable.appearance,
      timeZone: enterprisesTable.timeZone,
      interestPlan: enterprisesTable.interestPlan,
    })
    .from(enterprisesTable)
    .where(and(eq(enterprisesTable.id, id), isNull(enterprisesTable.deletedAt)));
  return row as EnterpriseSummary | undefined;
}
