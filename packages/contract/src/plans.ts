export const plans = ['basic', 'pro', 'enterprise'] as const;
export type Plan = (typeof plans)[number];

/** Employees a plan allows, counting active and pending ones; null is unlimited (product.md section 9). */
export const planEmployeeLimits: Record<Plan, number | null> = { basic: 50, pro: 200, enterprise: null };

export const planNames: Record<Plan, string> = { basic: 'Plan Básico', pro: 'Plan Pro', enterprise: 'Plan Enterprise' };
