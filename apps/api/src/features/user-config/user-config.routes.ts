import type { FastifyPluginAsync } from 'fastify';
import { userConfigEndpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getUserConfig, updateUserConfig } from './user-config.service.js';

export const userConfigRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, userConfigEndpoints.get, async (request) => ({ success: true as const, data: await getUserConfig(ctx.db, request.auth.employeeId) }));
  routeEndpoint(app, userConfigEndpoints.update, async (request) => ({
    success: true as const,
    data: await updateUserConfig(ctx, request.auth, request.body),
  }));
};
