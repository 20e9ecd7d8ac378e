// The billing feature's face: all that code outside this folder may import from it (tables aside).
export { billingRoutes } from './billing.routes.js';
export { stripeWebhookRoutes } from './stripe-webhook.routes.js';
export { getCurrentPlanLimit, syncPlanCatalogue, type PlanLimit } from './billing.service.js';
export { startRenewals } from './renewals.service.js';
export { addMonths, cancelSubscriptionNow, hasLiveSubscription, listLiveSubscriptions, type LiveSubscription } from './subscriptions.service.js';
export type { PaymentProcessor } from './payment-processor.js';
export { createSandboxProcessor } from './sandbox-processor.js';
export { createStripeProcessor, stripeContentSecurity } from './stripe-processor.js';
