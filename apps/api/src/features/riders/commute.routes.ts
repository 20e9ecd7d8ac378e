import type { FastifyPluginAsync } from 'fastify';
import { ridersEndpoints as endpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getMyCommute, saveMyCommute } from './commute.service.js';
import { listMyBookingRequests, listMyMatches } from './matches.service.js';

/** The commute said once, the rides that fit it, and the bookings waiting for a driver. */
export const commuteRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.getMyCommute, async (request) => ({ success: true as const, data: await getMyCommute(ctx, request.auth) }));
  routeEndpoint(app, endpoints.saveMyCommute, async (request) => ({ success: true as const, ...(await saveMyCommute(ctx, request.auth, request.body, request.language)) }));
  routeEndpoint(app, endpoints.listMyMatches, async (request) => ({ success: true as const, ...(await listMyMatches(ctx, request.auth)) }));
  routeEndpoint(app, endpoints.listMyBookingRequests, async (request) => ({ success: true as const, ...(await listMyBookingRequests(ctx, request.auth)) }));
};
