import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** The company's IANA zone: recurring journeys repeat in it, and its local days bound a person's day and the administrators' filters. */
export async function findCompanyTimeZone(db: Database, enterpriseId: string): Promise<string> {
  const [row] = await db.select({ timeZone: enterprisesTable.timeZone }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  return row!.timeZone;
}
