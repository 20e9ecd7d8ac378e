import type { FastifyPluginAsync } from 'fastify';
import { billingEndpoints as endpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getPriceDetail, listPlanProducts, syncPlanCatalogue } from './billing.service.js';

export const billingRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  await syncPlanCatalogue(ctx);

  routeEndpoint(app, endpoints.plans, async (request) => ({ success: true as const, data: { products: await listPlanProducts(ctx, request.language) } }));

  routeEndpoint(app, endpoints.price, async (request) => ({ success: true as const, data: await getPriceDetail(ctx, request.params.priceId, request.language) }));
};
