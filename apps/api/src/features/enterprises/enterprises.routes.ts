import type { FastifyPluginAsync } from 'fastify';
import { enterpriseEndpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { listCallerEnterprises } from './enterprises.service.js';

export const enterprisesRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, enterpriseEndpoints.list, async (request) => ({ success: true as const, data: await listCallerEnterprises(ctx, request.auth) }));
};
