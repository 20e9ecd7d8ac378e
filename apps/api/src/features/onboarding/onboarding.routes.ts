import type { FastifyPluginAsync } from 'fastify';
import { onboardingEndpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { registerCompany } from './onboarding.service.js';

export const onboardingRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, onboardingEndpoints.register, async (request) => {
    await registerCompany(ctx, request.body, request.language, request.ip);
    return { success: true as const, message: translateMessage('accountCreated', request.language) };
  });
};
