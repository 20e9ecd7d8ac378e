// The billing feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { syncPlanCatalogue } from './billing.service.js';
import { billingRoutes } from './billing.routes.js';
import { startPaymentSettlement } from './payment-attempts.service.js';
import { startRenewals } from './renewals.service.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

export const billingFeature: Feature = {
  routes: [billingRoutes, stripeWebhookRoutes],
  async start(ctx) {
    // At every start, so a price changed in the configuration takes effect.
    await syncPlanCatalogue(ctx);
    await startPaymentSettlement(ctx);
    await startRenewals(ctx);
  },
};

export { getCurrentPlanLimit, syncPlanCatalogue } from './billing.service.js';
export { addMonths, cancelSubscriptionNow, hasLiveSubscription, listLiveSubscriptions, type LiveSubscription } from './subscriptions.service.js';
export type { PaymentProcessor } from './payment-processor.js';
export { createSandboxProcessor } from './sandbox-processor.js';
export { createStripeProcessor, stripeContentSecurity } from './stripe-processor.js';
