import type { FastifyPluginAsync } from 'fastify';
import { accountDeletionEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { deleteCompanyAccount } from './account-deletion.service.js';

export const accountDeletionRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.deleteAccount, async (request) => {
    await deleteCompanyAccount(ctx, request.auth, request.body.password);
    return { success: true as const, message: translateMessage('accountDeleted', request.language) };
  });
};
