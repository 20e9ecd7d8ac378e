import type { MessageKey } from './messages/index.js';

export const plans = ['basic', 'pro', 'enterprise'] as const;
export type Plan = (typeof plans)[number];

/** Employees a plan allows, counting active and pending ones; null is unlimited. */
export const planEmployeeLimits: Record<Plan, number | null> = { basic: 50, pro: 200, enterprise: null };

/**
 * Each plan's name in the message catalogue. A message names a plan by key, so it reads in the
 * message's language: `translateMessage('planLimitReached', language, { plan: { key: planNameKeys[plan] }, limit })`.
 */
export const planNameKeys = { basic: 'planBasic', pro: 'planPro', enterprise: 'planEnterprise' } as const satisfies Record<Plan, MessageKey>;


/** Each plan's one-line description in the message catalogue. */
export const planDescriptionKeys = {
  basic: 'planBasicDescription',
  pro: 'planProDescription',
  enterprise: 'planEnterpriseDescription',
} as const satisfies Record<Plan, MessageKey>;

/** How often a plan's trip report comes: monthly, every two weeks, or live. */
export const planReportCadences = { basic: 'monthly', pro: 'biweekly', enterprise: 'live' } as const satisfies Record<Plan, 'monthly' | 'biweekly' | 'live'>;
