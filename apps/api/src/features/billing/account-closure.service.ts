import type { ServiceContext } from '../../service-context.js';
import * as repository from './account-closure.repository.js';

/**
 * A company closing its account: its subscription ends at once (not at the period's end, as a
 * cancellation does), so the renewal job never charges it again. Nothing is refunded, and no notice
 * is sent: the administrators who would read it are closing the account themselves.
 */
export function cancelSubscriptionNow(ctx: ServiceContext, enterpriseId: string): Promise<void> {
  return repository.endLiveSubscription(ctx.db, enterpriseId, ctx.clock.now());
}
