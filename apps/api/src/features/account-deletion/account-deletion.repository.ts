import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';

/** The login accounts of every person of the company, in the trash too (read only: auth releases them). */
export async function listCompanyAccountIds(db: Database, enterpriseId: string): Promise<string[]> {
  const rows = await db.select({ accountId: employeesTable.accountId }).from(employeesTable).where(eq(employeesTable.enterpriseId, enterpriseId));
  return rows.map((row) => row.accountId);
}
