import type { FastifyPluginAsync } from 'fastify';
import { contactEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { sendContactMessage } from './contact.service.js';

export const contactRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.send, async (request) => {
    await sendContactMessage(ctx, request.body, request.ip, request.language);
    return { success: true as const, message: translateMessage('contactSent', request.language) };
  });
};
