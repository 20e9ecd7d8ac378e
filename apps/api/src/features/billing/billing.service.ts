import {
  planDescriptionKeys,
  planEmployeeLimits,
  planNameKeys,
  planReportCadences,
  plans,
  translateMessage,
  type Language,
  type Plan,
  type PlanProduct,
} from '@rumbo/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import { getEnterprisePlan } from '../enterprises/index.js';
import * as repository from './billing.repository.js';
import { findInFlightAttempt } from './payment-attempts.repository.js';

/** The plan in force, its name as a message key (so it reads in each reader's language) and how many employees it allows. */
export type PlanLimit = { plan: Plan; planNameKey: (typeof planNameKeys)[Plan]; employeeLimit: number | null };

const limitOf = (plan: Plan) => planEmployeeLimits[plan] ?? Number.POSITIVE_INFINITY;

/**
 * The plan in force for a company and how many employees it allows. The one place plan limits are
 * read: subscriptions set the plan it answers. While a checkout or plan change to a plan that admits
 * fewer people is being paid, that plan's limit holds already: the payment, once made, is never
 * refused, so no one may join meanwhile whom the new plan would not admit. Read it under the
 * company's lock, as payments are recorded.
 */
export async function getCurrentPlanLimit(ctx: ServiceContext, enterpriseId: string): Promise<PlanLimit> {
  const current = await getEnterprisePlan(ctx, enterpriseId);
  const paying = (await findInFlightAttempt(ctx.db, enterpriseId))?.planId;
  const plan = paying && limitOf(paying) < limitOf(current) ? paying : current;
  return { plan, planNameKey: planNameKeys[plan], employeeLimit: planEmployeeLimits[plan] };
}

/** The catalogue as the product defines it, with the prices configured for this deployment. */
export function planCatalogue(config: Pick<Config, 'planPrices'>): repository.NewCataloguePlan[] {
  return plans.map((plan, position) => ({
    id: plan,
    position,
    employeeLimit: planEmployeeLimits[plan],
    reportCadence: planReportCadences[plan],
    support24x7: plan === 'enterprise',
    priceId: `price_${plan}_monthly`,
    unitAmount: config.planPrices[plan],
    currency: 'mxn' as const,
  }));
}

/** Writes the catalogue with the configured prices: at every start, so a changed price takes effect. */
export function syncPlanCatalogue(ctx: Pick<ServiceContext, 'db' | 'config' | 'clock'>): Promise<void> {
  return repository.upsertPlans(ctx.db, planCatalogue(ctx.config), ctx.clock.now());
}

function toProduct(row: repository.CataloguePlan, language: Language): PlanProduct {
  return {
    id: row.id,
    name: translateMessage(planNameKeys[row.id], language),
    description: translateMessage(planDescriptionKeys[row.id], language),
    employeeLimit: row.employeeLimit,
    reportCadence: row.reportCadence,
    support24x7: row.support24x7,
    default_price: { id: row.priceId, unit_amount: row.unitAmount, currency: row.currency, recurring: { interval: 'month' } },
  };
}

/** The plans on sale, cheapest first, named in the reader's language. */
export async function listPlanProducts(ctx: ServiceContext, language: Language): Promise<PlanProduct[]> {
  return (await repository.listPlans(ctx.db)).map((row) => toProduct(row, language));
}

/** One price of the catalogue with its plan; 404 for a price that is not on sale. */
export async function getPriceDetail(ctx: ServiceContext, priceId: string, language: Language) {
  const row = await repository.findPlanByPriceId(ctx.db, priceId);
  if (!row) throw new AppError(404, 'priceNotFound');
  const { id, name, description, default_price } = toProduct(row, language);
  return { product: { id, name, description }, price: default_price };
}
