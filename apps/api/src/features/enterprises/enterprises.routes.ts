import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterprisesResponseSchema, errorBodySchema } from '@rumbo/contract';
import { listCallerEnterprises } from './enterprises.service.js';

export const enterprisesRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ({ success: true as const, data: await listCallerEnterprises(app.db, request.auth) }),
  );
};
