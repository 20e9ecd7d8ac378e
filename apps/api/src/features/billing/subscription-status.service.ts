import type { ServiceContext } from '../../service-context.js';
import * as repository from './subscription-status.repository.js';

/**
 * Whether a company is subscribed: it has a subscription that is not cancelled (active, or past due
 * while its renewal is retried). What the statistics box and other features ask billing.
 */
export function hasLiveSubscription(ctx: Pick<ServiceContext, 'db'>, enterpriseId: string): Promise<boolean> {
  return repository.hasLiveSubscription(ctx.db, enterpriseId);
}

export type LiveSubscription = { enterpriseId: string; planId: 'basic' | 'pro' | 'enterprise'; reportCadence: 'monthly' | 'biweekly' | 'live'; startedAt: Date };

/** The companies subscribed now, each with its plan's report cadence and when its subscription began. */
export function listLiveSubscriptions(ctx: Pick<ServiceContext, 'db'>): Promise<LiveSubscription[]> {
  return repository.listLiveSubscriptions(ctx.db);
}
