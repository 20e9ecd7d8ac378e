import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeRoleResponseSchema, errorBodySchema } from '@rumbo/contract';
import { getEmployeeRole } from './employees.service.js';

export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/employee/role',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['employees'],
        summary: 'The current user’s administrator flag',
        security: [{ bearer: [] }],
        response: { 200: employeeRoleResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => getEmployeeRole(request.auth),
  );
};
