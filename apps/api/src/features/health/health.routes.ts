import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, healthEndpoints.health, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
