import { asc, eq, sql } from 'drizzle-orm';
import type { Plan } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { plansTable } from './billing.table.js';

export type CataloguePlan = typeof plansTable.$inferSelect;
export type NewCataloguePlan = typeof plansTable.$inferInsert;

export function listPlans(db: Database): Promise<CataloguePlan[]> {
  return db.select().from(plansTable).orderBy(asc(plansTable.position));
}

export async function findPlanByPriceId(db: Database, priceId: string): Promise<CataloguePlan | undefined> {
  const [row] = await db.select().from(plansTable).where(eq(plansTable.priceId, priceId));
  return row;
}

export async function findPlan(db: Database, plan: Plan): Promise<CataloguePlan | undefined> {
  const [row] = await db.select().from(plansTable).where(eq(plansTable.id, plan));
  return row;
}

/** Writes the catalogue as given, each plan whole; a price that did not change keeps its row untouched. */
export async function upsertPlans(db: Database, plans: NewCataloguePlan[], now: Date): Promise<void> {
  await db
    .insert(plansTable)
    .values(plans.map((plan) => ({ ...plan, updatedAt: now })))
    .onConflictDoUpdate({
      target: plansTable.id,
      set: {
        position: sql`excluded.position`,
        employeeLimit: sql`excluded.employee_limit`,
        reportCadence: sql`excluded.report_cadence`,
        support24x7: sql`excluded.support24x7`,
        priceId: sql`excluded.price_id`,
        unitAmount: sql`excluded.unit_amount`,
        currency: sql`excluded.currency`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`(${plansTable.unitAmount}, ${plansTable.employeeLimit}, ${plansTable.priceId}) is distinct from (excluded.unit_amount, excluded.employee_limit, excluded.price_id)`,
    });
}
