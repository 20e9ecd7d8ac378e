import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleBodySchema,
  employeeIdParamsSchema,
  employeeResponseSchema,
  employeeRoleResponseSchema,
  errorBodySchema,
  getEmployeeResponseSchema,
  importEmployeesBodySchema,
  importEmployeesResponseSchema,
  joinCodeParamsSchema,
  joinLinkResponseSchema,
  joinPageResponseSchema,
  joinSignUpBodySchema,
  joinSignUpResponseSchema,
  listEmployeesQuerySchema,
  listEmployeesResponseSchema,
  listTrashResponseSchema,
  messageResponseSchema,
  registerEmployeeBodySchema,
  translateMessage,
  updateEmployeeBodySchema,
  updateJoinLinkBodySchema,
  updateOwnContactBodySchema,
  type MessageKey,
} from '@rumbo/contract';
import { getJoinLink, regenerateJoinLink, setAutoApproveDomain } from '../enterprises/enterprises.service.js';
import { exportEmployeesCsv, importEmployees } from './employees-csv.service.js';
import type { ServiceContext } from '../../service-context.js';
import * as employees from './employees.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const employeesRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const secured = { tags: ['employees'], security: [{ bearer: [] }] };
  const guard = { onRequest: [app.authenticate] };
  const done = (language: Parameters<typeof translateMessage>[1], key: MessageKey) => ({
    success: true as const,
    message: translateMessage(key, language),
  });

  app.get(
    '/api/employee/role',
    { ...guard, schema: { ...secured, summary: 'The current user’s administrator flag', response: { 200: employeeRoleResponseSchema, 401: errorBodySchema } } },
    async (request) => employees.getEmployeeRole(request.auth),
  );

  app.get(
    '/api/enterprise/employees',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'The company’s employees: searched (case- and accent-insensitive), ordered by name, a page at a time',
        querystring: listEmployeesQuerySchema,
        response: { 200: listEmployeesResponseSchema, ...errors },
      },
    },
    async (request) => employees.listEmployees(ctx.db, request.auth, request.query),
  );

  app.get(
    '/api/enterprise/employees/trash',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Employees in the trash, most recent first',
        querystring: listEmployeesQuerySchema.pick({ page: true, pageSize: true }),
        response: { 200: listTrashResponseSchema, ...errors },
      },
    },
    async (request) => employees.listTrash(ctx.db, request.auth, request.query),
  );

  app.post(
    '/api/employee/register',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Registers an active employee and mails an invitation to choose a password',
        body: registerEmployeeBodySchema,
        response: { 201: employeeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, firstNames, lastNames, sendInvitation = true, ...contact } = request.body;
      const names = name ? employees.splitFullName(name) : { firstNames: firstNames!, lastNames: lastNames! };
      const result = await employees.registerEmployee(ctx, request.auth, { ...names, ...contact, sendInvitation }, request.language);
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.get(
    '/api/employee/me',
    { ...guard, schema: { ...secured, summary: 'The caller’s own employee record', response: { 200: getEmployeeResponseSchema, ...errors } } },
    async (request) => ({ employee: await employees.getOwnRecord(ctx.db, request.auth) }),
  );

  app.patch(
    '/api/employee/me',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'The caller changes their own phone and address',
        body: updateOwnContactBodySchema,
        response: { 200: employeeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...done(request.language, 'employeeUpdated'),
      employee: await employees.updateOwnContact(ctx.db, request.auth, request.body),
    }),
  );

  app.get(
    '/api/employee/:id',
    {
      ...guard,
      schema: { ...secured, summary: 'One employee of the company', params: employeeIdParamsSchema, response: { 200: getEmployeeResponseSchema, ...errors } },
    },
    async (request) => ({ employee: await employees.getEmployee(ctx.db, request.auth, request.params.id) }),
  );

  app.patch(
    '/api/employee/:id',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Edits an employee: names, contact, trip preferences, status',
        params: employeeIdParamsSchema,
        body: updateEmployeeBodySchema,
        response: { 200: employeeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...done(request.language, 'employeeUpdated'),
      employee: await employees.updateEmployee(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/employee/:id/approve',
    {
      ...guard,
      schema: { ...secured, summary: 'Approves a pending employee', params: employeeIdParamsSchema, response: { 200: employeeResponseSchema, ...errors } },
    },
    async (request) => ({
      ...done(request.language, 'employeeApproved'),
      employee: await employees.approveEmployee(ctx.db, request.auth, request.params.id),
    }),
  );

  app.patch(
    '/api/employee/role',
    {
      ...guard,
      schema: {
        ...secured,
        summary: 'Makes an employee administrator or employee; the company always keeps an active administrator',
        body: changeRoleBodySchema,
        response: { 200: employeeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...done(request.language, 'employeeRoleUpdated'),
      employee: await employees.changeEmployeeRole(ctx.db, request.auth, request.body),
    }),
  );

  app.patch(
    '/api/employee/soft-delete/:id',
    {
      ...guard,
      schema: { ...secured, summary: 'Moves an employee to the trash and ends their sessions', params: employeeIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await employees.trashEmployee(ctx.db, request.auth, request.params.id);
      return done(request.language, 'employeeTrashed');
    },
  );

  app.patch(
    '/api/employee/:id/restore',
    {
      ...guard,
      schema: { ...secured, summary: 'Brings an employee back from the trash', params: employeeIdParamsSchema, response: { 200: employeeResponseSchema, ...errors } },
    },
    async (request) => ({
      ...done(request.language, 'employeeRestored'),
      employee: await employees.restoreEmployee(ctx.db, request.auth, request.params.id),
    }),
  );

  app.delete(
    '/api/employee/:id',
    {
      ...guard,
      schema: { ...secured, summary: 'Deletes an employee in the trash for good', params: employeeIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await employees.deleteEmployee(ctx.db, request.auth, request.params.id);
      return done(request.language, 'employeeDeleted');
    },
  );

  app.post(
    '/api/employee/import',
    {
      ...guard,
      // 5,000 rows of CSV as JSON stay well under this.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        ...secured,
        summary: 'Checks rows of an employee CSV (dryRun) or imports the valid ones, within the plan',
        body: importEmployeesBodySchema,
        response: { 200: importEmployeesResponseSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await importEmployees(ctx, request.auth, request.body, request.language)) }),
  );

  app.get(
    '/api/enterprise/employees/export',
    {
      ...guard,
      schema: { ...secured, summary: 'Every employee of the company as CSV', response: { 401: errorBodySchema, 403: errorBodySchema } },
    },
    async (request, reply) => {
      employees.assertAdmin(request.auth);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="empleados.csv"')
        // A stream, not JSON: typed loosely since only the error answers have schemas.
        .send(Readable.from(exportEmployeesCsv(ctx, request.auth, request.language)) as never);
    },
  );

  // Join link: administrators read and change it; anyone with the code may sign up.
  const joinLinkRoute = { ...guard, schema: { ...secured, response: { 200: joinLinkResponseSchema, ...errors } } };
  app.get('/api/enterprise/join-link', { ...joinLinkRoute, schema: { ...joinLinkRoute.schema, summary: 'The company’s join link' } }, async (request) => {
    employees.assertAdmin(request.auth);
    return { success: true as const, data: await getJoinLink(ctx.db, request.auth.enterpriseId, ctx.config.publicUrl) };
  });
  app.post(
    '/api/enterprise/join-link/regenerate',
    { ...joinLinkRoute, schema: { ...joinLinkRoute.schema, summary: 'Replaces the join code; the old link stops working' } },
    async (request) => {
      employees.assertAdmin(request.auth);
      return { success: true as const, data: await regenerateJoinLink(ctx.db, request.auth.enterpriseId, ctx.config.publicUrl) };
    },
  );
  app.patch(
    '/api/enterprise/join-link',
    { ...joinLinkRoute, schema: { ...joinLinkRoute.schema, summary: 'Sets the email domain whose sign-ups are approved at once', body: updateJoinLinkBodySchema } },
    async (request) => {
      employees.assertAdmin(request.auth);
      return { success: true as const, data: await setAutoApproveDomain(ctx.db, request.auth.enterpriseId, request.body.autoApproveDomain, ctx.config.publicUrl) };
    },
  );

  app.get(
    '/api/join/:code',
    {
      schema: { tags: ['join'], summary: 'The company behind a join link', params: joinCodeParamsSchema, response: { 200: joinPageResponseSchema, 400: errorBodySchema, 404: errorBodySchema } },
    },
    async (request) => employees.getJoinPage(ctx.db, request.params.code),
  );

  app.post(
    '/api/join/:code',
    {
      schema: {
        tags: ['join'],
        summary: 'Signs a person up through the join link: pending until approved, unless their email domain is trusted',
        params: joinCodeParamsSchema,
        body: joinSignUpBodySchema,
        response: { 201: joinSignUpResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await employees.joinCompany(ctx.db, request.params.code, request.body, request.ip);
      return reply.code(201).send({ success: true as const, message: translateMessage(result.messageKey, request.language), isPending: result.isPending });
    },
  );

};
