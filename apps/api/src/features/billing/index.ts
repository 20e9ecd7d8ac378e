// The billing feature's face: all that code outside this folder may import from it (tables aside).
export { billingRoutes } from './billing.routes.js';
export { stripeWebhookRoutes } from './stripe-webhook.routes.js';
export { cancelSubscriptionNow } from './account-closure.service.js';
export { getCurrentPlanLimit, syncPlanCatalogue, type PlanLimit } from './billing.service.js';
export { hasLiveSubscription, listLiveSubscriptions, type LiveSubscription } from './subscription-status.service.js';
export { addMonths, startBillingJobs } from './subscriptions.service.js';
export type { PaymentProcessor } from './payment-processor.js';
export { createSandboxProcessor } from './sandbox-processor.js';
export { createStripeProcessor, stripeContentSecurity } from './stripe-processor.js';
