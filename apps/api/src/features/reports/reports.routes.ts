import type { FastifyPluginAsync } from 'fastify';
import { reportsEndpoints as endpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getReportMetrics } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.getMetrics, async (request) => ({ success: true as const, data: await getReportMetrics(ctx, request.auth, request.query) }));
};
