import { planEmployeeLimits, planNames, type Plan } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { getEnterprisePlan } from '../enterprises/enterprises.service.js';

export type PlanLimit = { plan: Plan; planName: string; employeeLimit: number | null };

/**
 * The plan in force for a company and how many employees it allows. The one place plan limits are
 * read: subscriptions will set the plan it answers.
 */
export async function getCurrentPlanLimit(ctx: ServiceContext, enterpriseId: string): Promise<PlanLimit> {
  const plan = await getEnterprisePlan(ctx, enterpriseId);
  return { plan, planName: planNames[plan], employeeLimit: planEmployeeLimits[plan] };
}
