import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, updateUserConfigBodySchema, userConfigResponseSchema } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { getUserConfig, updateUserConfig } from './user-config.service.js';

export const userConfigRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { tags: ['user'], security: [{ bearer: [] }] };
  app.get(
    '/api/user/configure',
    {
      onRequest: [app.authenticate],
      schema: { ...common, summary: 'The caller’s UI settings', response: { 200: userConfigResponseSchema, 401: errorBodySchema } },
    },
    async (request) => ({ success: true as const, data: await getUserConfig(ctx.db, request.auth.employeeId) }),
  );
  app.patch(
    '/api/user/configure',
    {
      onRequest: [app.authenticate],
      schema: {
        ...common,
        summary: 'Changes the caller’s tutorial flag, language or time zone',
        body: updateUserConfigBodySchema,
        response: { 200: userConfigResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, data: await updateUserConfig(ctx.db, request.auth, request.body) }),
  );
};
