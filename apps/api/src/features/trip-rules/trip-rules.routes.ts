import type { FastifyPluginAsync } from 'fastify';
import { tripRulesEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getTripRules, updateTripRules } from './trip-rules.service.js';

export const tripRulesRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.get, async (request) => ({ success: true as const, data: await getTripRules(ctx, request.auth) }));

  routeEndpoint(app, endpoints.update, async (request) => ({
    success: true as const,
    message: translateMessage('tripRulesSaved', request.language),
    data: await updateTripRules(ctx, request.auth, request.body.rules),
  }));
};
