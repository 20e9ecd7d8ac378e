import type { FastifyPluginAsync } from 'fastify';
import { notificationsEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.list, async (request) => ({ success: true as const, data: await listNotifications(ctx, request.auth) }));

  routeEndpoint(app, endpoints.markAllRead, async (request) => ({
    success: true as const,
    message: translateMessage('notificationsAllRead', request.language),
    data: { marked: await markAllNotificationsRead(ctx, request.auth) },
  }));

  routeEndpoint(app, endpoints.markRead, async (request) => ({
    success: true as const,
    notification: await markNotificationRead(ctx, request.auth, request.params.id),
  }));
};
