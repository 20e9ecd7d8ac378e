import type { FastifyPluginAsync } from 'fastify';
import { billingEndpoints as endpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { receiveStripeWebhook } from './stripe-webhook.service.js';

/** Stripe's events: the signature is made over the exact bytes sent, so the route keeps them (rawBody). */
export const stripeWebhookRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(
    app,
    endpoints.webhook,
    async (request) => {
      const signature = request.headers['stripe-signature'];
      await receiveStripeWebhook(ctx, request.rawBody, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    },
    { config: { rawBody: true } },
  );
};
