import type { FastifyPluginAsync } from 'fastify';
import { ridersEndpoints as endpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getMyImpact, listMyRides } from './riders.service.js';

export const ridersRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.listMyRides, async (request) => ({ success: true as const, ...(await listMyRides(ctx, request.auth)) }));
  routeEndpoint(app, endpoints.getMyImpact, async (request) => ({ success: true as const, data: await getMyImpact(ctx, request.auth, request.query) }));
};
