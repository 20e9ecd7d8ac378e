import { planEmployeeLimits, planNameKeys, type Plan } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { getEnterprisePlan } from '../enterprises/enterprises.service.js';

/** The plan in force, its name as a message key (so it reads in each reader's language) and how many employees it allows. */
export type PlanLimit = { plan: Plan; planNameKey: (typeof planNameKeys)[Plan]; employeeLimit: number | null };

/**
 * The plan in force for a company and how many employees it allows. The one place plan limits are
 * read: subscriptions will set the plan it answers.
 */
export async function getCurrentPlanLimit(ctx: ServiceContext, enterpriseId: string): Promise<PlanLimit> {
  const plan = await getEnterprisePlan(ctx, enterpriseId);
  return { plan, planNameKey: planNameKeys[plan], employeeLimit: planEmployeeLimits[plan] };
}
