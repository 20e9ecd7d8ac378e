import { eq } from 'drizzle-orm';
import { defaultTripRules, type TripRules, type UpdateTripRulesBody } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { tripRulesTable } from './trip-rules.table.js';

export async function findTripRules(db: Database, enterpriseId: string): Promise<TripRules> {
  const [row] = await db
    .select({
      allowInterCompanyTrips: tripRulesTable.allowInterCompanyTrips,
      sameGenderOnRequest: tripRulesTable.sameGenderOnRequest,
      approvedDriversOnly: tripRulesTable.approvedDriversOnly,
    })
    .from(tripRulesTable)
    .where(eq(tripRulesTable.enterpriseId, enterpriseId));
  return row ?? defaultTripRules;
}

/** Writes the rules sent and leaves the others; one statement, so two administrators' toggles never undo each other. */
export async function upsertTripRules(db: Database, enterpriseId: string, rules: UpdateTripRulesBody['rules'], now: Date): Promise<void> {
  const set = {
    ...(rules.allowInterCompanyTrips !== undefined && { allowInterCompanyTrips: rules.allowInterCompanyTrips }),
    ...(rules.sameGenderOnRequest !== undefined && { sameGenderOnRequest: rules.sameGenderOnRequest }),
    ...(rules.approvedDriversOnly !== undefined && { approvedDriversOnly: rules.approvedDriversOnly }),
    updatedAt: now,
  };
  await db
    .insert(tripRulesTable)
    .values({ enterpriseId, ...set })
    .onConflictDoUpdate({ target: tripRulesTable.enterpriseId, set });
}
