import type { FastifyPluginAsync } from 'fastify';
import { enterpriseEndpoints, translateMessage, type UpdateProfileBody } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getEnterpriseProfile, listCallerEnterprises, updateEnterpriseProfile } from './enterprises.service.js';

export const enterprisesRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, enterpriseEndpoints.list, async (request) => ({ success: true as const, data: await listCallerEnterprises(ctx, request.auth) }));
  routeEndpoint(app, enterpriseEndpoints.profile, async (request) => ({ success: true as const, data: await getEnterpriseProfile(ctx, request.auth) }));
  routeEndpoint(app, enterpriseEndpoints.updateProfile, async (request) => {
    const { profile, confirmIn } = await updateEnterpriseProfile(ctx, request.auth, request.body as UpdateProfileBody, request.language);
    return { success: true as const, message: translateMessage('profileUpdated', confirmIn), data: profile };
  });
};
