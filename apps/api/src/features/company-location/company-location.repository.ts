import { and, eq } from 'drizzle-orm';
import { emptyCompanyLocation, type CompanyLocation } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { companySitesTable, mainSiteName } from './company-location.table.js';

export type MainSite = { address: string; latitude: number | null; longitude: number | null };

export async function findMainSite(db: Database, enterpriseId: string): Promise<CompanyLocation> {
  const [row] = await db
    .select({
      address: companySitesTable.address,
      latitude: companySitesTable.latitude,
      longitude: companySitesTable.longitude,
      updatedAt: companySitesTable.updatedAt,
    })
    .from(companySitesTable)
    .where(and(eq(companySitesTable.enterpriseId, enterpriseId), eq(companySitesTable.name, mainSiteName)));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : emptyCompanyLocation;
}

/** Replaces the main site whole (coordinates not given are cleared); one statement, so two saves never leave two rows. */
export async function upsertMainSite(db: Database, enterpriseId: string, site: MainSite, now: Date): Promise<void> {
  const set = { address: site.address, latitude: site.latitude, longitude: site.longitude, updatedAt: now };
  await db
    .insert(companySitesTable)
    .values({ enterpriseId, name: mainSiteName, ...set, createdAt: now })
    .onConflictDoUpdate({ target: [companySitesTable.enterpriseId, companySitesTable.name], set });
}
