import type { FastifyPluginAsync } from 'fastify';
import { companyLocationEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getCompanyLocation, updateCompanyLocation } from './company-location.service.js';

export const companyLocationRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.get, async (request) => ({ success: true as const, data: await getCompanyLocation(ctx, request.auth) }));

  routeEndpoint(app, endpoints.update, async (request) => ({
    success: true as const,
    message: translateMessage('companyLocationSaved', request.language),
    data: await updateCompanyLocation(ctx, request.auth, request.body),
  }));
};
