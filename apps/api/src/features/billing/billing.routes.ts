import type { FastifyPluginAsync } from 'fastify';
import { billingEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { formatContentDisposition } from '../../content-disposition.js';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getPriceDetail, listPlanProducts } from './billing.service.js';
import * as cards from './cards.service.js';
import * as planChanges from './plan-changes.service.js';
import { addReceiptAttachments, listPaymentHistory, receiptPdf } from './receipts.service.js';
import * as subscriptions from './subscriptions.service.js';

export const billingRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const ok = true as const;
  // With the routes, as every feature's are registered before any starts: the mail worker starts first.
  addReceiptAttachments(ctx);

  routeEndpoint(app, endpoints.plans, async (request) => ({ success: ok, data: { products: await listPlanProducts(ctx, request.language) } }));
  routeEndpoint(app, endpoints.price, async (request) => ({ success: ok, data: await getPriceDetail(ctx, request.params.priceId, request.language) }));

  routeEndpoint(app, endpoints.config, async () => ({ success: ok, data: { mode: ctx.payments.mode, publishableKey: ctx.payments.publishableKey } }));
  routeEndpoint(app, endpoints.customerId, async (request) => ({ success: ok, data: { customerId: await cards.getCustomerId(ctx, request.auth) } }));

  // Cards
  routeEndpoint(app, endpoints.createSetupIntent, async (request) => ({ success: ok, ...(await cards.createSetupIntent(ctx, request.auth)) }));
  routeEndpoint(app, endpoints.sandboxConfirmSetup, async (request) => {
    const { clientSecret, ...card } = request.body;
    return cards.confirmSandboxSetup(ctx, clientSecret, card);
  });
  routeEndpoint(app, endpoints.sandboxCharges, async (request) => ({ data: await cards.listSandboxCharges(ctx, request.auth) }));
  routeEndpoint(app, endpoints.setupIntentPaymentMethod, async (request) => ({
    success: ok,
    paymentMethod: await cards.getSetupIntentPaymentMethod(ctx, request.auth, request.params.setupIntentId),
  }));
  routeEndpoint(app, endpoints.addCard, async (request) => ({
    success: ok,
    message: translateMessage('cardAdded', request.language),
    data: await cards.addCard(ctx, request.auth, request.body.paymentMethodId),
  }));
  routeEndpoint(app, endpoints.cards, async (request) => ({ success: ok, data: await cards.listCards(ctx, request.auth) }));
  for (const endpoint of [endpoints.defaultCard, endpoints.setDefaultPaymentMethod]) {
    routeEndpoint(app, endpoint, async (request) => {
      await cards.setDefaultCard(ctx, request.auth, request.body.paymentMethodId);
      return { success: ok, message: translateMessage('defaultCardSet', request.language) };
    });
  }
  routeEndpoint(app, endpoints.defaultPaymentMethod, async (request) => ({ success: ok, paymentMethod: await cards.getDefaultCard(ctx, request.auth) }));
  routeEndpoint(app, endpoints.deleteCard, async (request) => {
    await cards.deleteCard(ctx, request.auth, request.params.id);
    return { success: ok, message: translateMessage('cardDeleted', request.language) };
  });
  routeEndpoint(app, endpoints.paymentMethod, async (request) => ({ success: ok, ...(await cards.getCard(ctx, request.auth, request.params.id)) }));

  // Subscription
  routeEndpoint(app, endpoints.subscription, async (request) => ({ success: ok, ...(await subscriptions.getSubscription(ctx, request.auth, request.language)) }));
  routeEndpoint(app, endpoints.createSubscription, async (request) => ({
    success: ok,
    message: translateMessage('subscriptionCreated', request.language),
    subscription: await subscriptions.createSubscription(ctx, request.auth, request.body, request.language),
  }));
  routeEndpoint(app, endpoints.previewPlanChange, async (request) => ({ success: ok, preview: await planChanges.previewPlanChange(ctx, request.auth, request.body) }));
  routeEndpoint(app, endpoints.changePlan, async (request) => {
    const { subscription, amountCharged } = await planChanges.changePlan(ctx, request.auth, request.body, request.language);
    return { success: ok, message: translateMessage('planChanged', request.language, { plan: subscription.items.data[0]!.price.nickname }), subscription, amountCharged };
  });
  routeEndpoint(app, endpoints.cancelSubscription, async (request) => ({
    success: ok,
    message: translateMessage('subscriptionCancelled', request.language),
    subscription: await subscriptions.cancelSubscription(ctx, request.auth, request.body.subscriptionId, request.language),
  }));

  routeEndpoint(app, endpoints.resumeSubscription, async (request) => ({
    success: ok,
    message: translateMessage('subscriptionResumed', request.language),
    subscription: await subscriptions.resumeSubscription(ctx, request.auth, request.body.subscriptionId, request.language),
  }));

  // Payments and receipts
  routeEndpoint(app, endpoints.paymentHistory, async (request) => ({ success: ok, paymentHistory: await listPaymentHistory(ctx, request.auth, request.language) }));
  routeEndpoint(app, endpoints.receipt, async (request, reply) => {
    const { filename, pdf } = await receiptPdf(ctx, request.auth, request.params.paymentId, request.language);
    return reply.type('application/pdf').header('content-disposition', formatContentDisposition(filename)).send(pdf);
  });

  routeEndpoint(app, endpoints.billingInformation, async (request) => ({ success: ok, data: await cards.getBillingInformation(ctx, request.auth) }));
  routeEndpoint(app, endpoints.saveBillingInformation, async (request) => ({
    success: ok,
    message: translateMessage('billingInformationSaved', request.language),
    data: await cards.saveBillingInformation(ctx, request.auth, request.body),
  }));
};
