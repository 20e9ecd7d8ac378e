import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponseSchema } from '@rumbo/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers ok when the service can reach its database',
        response: { 200: healthResponseSchema, 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.executeSql('select 1');
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
