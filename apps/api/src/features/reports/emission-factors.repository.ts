import { and, desc, eq, lte } from 'drizzle-orm';
import type { EmissionFactor } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { emissionFactorsTable } from './emission-factors.table.js';

/** The country the company's profile names, free text: it picks the factor. */
export async function findCompanyCountry(db: Database, enterpriseId: string): Promise<string> {
  const [row] = await db.select({ country: enterprisesTable.country }).from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  return row!.country;
}

/** The factor for a region in force on a day: the one with the latest `valid_from` not after it. */
export async function findEmissionFactor(db: Database, region: string, onDay: string): Promise<EmissionFactor | undefined> {
  const [row] = await db
    .select({
      id: emissionFactorsTable.id,
      region: emissionFactorsTable.region,
      value: emissionFactorsTable.value,
      unit: emissionFactorsTable.unit,
      scope: emissionFactorsTable.scope,
      source: emissionFactorsTable.source,
      year: emissionFactorsTable.year,
      validFrom: emissionFactorsTable.validFrom,
      isComputed: emissionFactorsTable.isComputed,
      note: emissionFactorsTable.note,
    })
    .from(emissionFactorsTable)
    .where(and(eq(emissionFactorsTable.region, region), lte(emissionFactorsTable.validFrom, onDay)))
    .orderBy(desc(emissionFactorsTable.validFrom))
    .limit(1);
  return row;
}
