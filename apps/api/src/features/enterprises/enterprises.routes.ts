import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterprisesResponseSchema, errorBodySchema } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { listCallerEnterprises } from './enterprises.service.js';

export const enterprisesRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/api/enterprise',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['enterprise'],
        summary: 'The caller’s companies, with the current one',
        security: [{ bearer: [] }],
        response: { 200: enterprisesResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, data: await listCallerEnterprises(ctx.db, request.auth) }),
  );
};
