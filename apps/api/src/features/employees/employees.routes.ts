import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { employeesEndpoints as endpoints, translateMessage, type Language, type MessageKey } from '@rumbo/contract';
import { formatContentDisposition } from '../../content-disposition.js';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getJoinLink, regenerateJoinLink, setAutoApproveDomain } from '../enterprises/index.js';
import { exportEmployeesCsv, importEmployees } from './employees-csv.service.js';
import { countUninvited, inviteUninvited } from './employees-invitations.service.js';
import * as employees from './employees.service.js';

export const employeesRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const done = (language: Language, key: MessageKey) => ({ success: true as const, message: translateMessage(key, language) });

  routeEndpoint(app, endpoints.statistics, async (request) => ({ success: true as const, data: await employees.getStatistics(ctx, request.auth) }));

  routeEndpoint(app, endpoints.role, async (request) => employees.getEmployeeRole(request.auth));

  routeEndpoint(app, endpoints.list, async (request) => employees.listEmployees(ctx, request.auth, request.query));

  routeEndpoint(app, endpoints.listPending, async (request) => employees.listPending(ctx, request.auth, request.query));

  routeEndpoint(app, endpoints.listTrash, async (request) => employees.listTrash(ctx, request.auth, request.query));

  routeEndpoint(app, endpoints.register, async (request) => {
    const { sendInvitation, ...person } = request.body;
    return { success: true as const, ...(await employees.registerEmployee(ctx, request.auth, { ...person, sendInvitation }, request.language)) };
  });

  routeEndpoint(app, endpoints.getOwnRecord, async (request) => ({ employee: await employees.getOwnRecord(ctx, request.auth) }));

  routeEndpoint(app, endpoints.updateOwnContact, async (request) => ({
    ...done(request.language, 'employeeUpdated'),
    employee: await employees.updateOwnContact(ctx, request.auth, request.body),
  }));

  routeEndpoint(app, endpoints.get, async (request) => ({ employee: await employees.getEmployee(ctx, request.auth, request.params.id) }));

  routeEndpoint(app, endpoints.update, async (request) => ({
    ...done(request.language, 'employeeUpdated'),
    employee: await employees.updateEmployee(ctx, request.auth, request.params.id, request.body),
  }));

  routeEndpoint(app, endpoints.approve, async (request) => ({
    ...done(request.language, 'employeeApproved'),
    employee: await employees.approveEmployee(ctx, request.auth, request.params.id),
  }));

  routeEndpoint(app, endpoints.changeRole, async (request) => ({
    ...done(request.language, 'employeeRoleUpdated'),
    employee: await employees.changeEmployeeRole(ctx, request.auth, request.body),
  }));

  routeEndpoint(app, endpoints.trash, async (request) => {
    await employees.trashEmployee(ctx, request.auth, request.params.id);
    return done(request.language, 'employeeTrashed');
  });

  routeEndpoint(app, endpoints.restore, async (request) => ({
    ...done(request.language, 'employeeRestored'),
    employee: await employees.restoreEmployee(ctx, request.auth, request.params.id),
  }));

  routeEndpoint(app, endpoints.delete, async (request) => {
    await employees.deleteEmployee(ctx, request.auth, request.params.id);
    return done(request.language, 'employeeDeleted');
  });

  routeEndpoint(
    app,
    endpoints.import,
    async (request) => ({ success: true as const, ...(await importEmployees(ctx, request.auth, request.body, request.language)) }),
    // 5,000 rows of CSV as JSON stay well under this.
    { bodyLimit: 5 * 1024 * 1024 },
  );

  routeEndpoint(app, endpoints.uninvited, async (request) => ({ success: true as const, data: await countUninvited(ctx, request.auth) }));

  routeEndpoint(app, endpoints.inviteUninvited, async (request) => ({ success: true as const, ...(await inviteUninvited(ctx, request.auth, request.language)) }));

  routeEndpoint(app, endpoints.export, async (request, reply) => {
    employees.assertAdmin(request.auth);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', formatContentDisposition('empleados.csv'))
      .send(Readable.from(exportEmployeesCsv(ctx, request.auth, request.language)));
  });

  // Join link: administrators read and change it; anyone with the code may sign up.
  routeEndpoint(app, endpoints.joinLink, async (request) => {
    employees.assertAdmin(request.auth);
    return { success: true as const, data: await getJoinLink(ctx, request.auth.enterpriseId) };
  });

  routeEndpoint(app, endpoints.regenerateJoinLink, async (request) => {
    employees.assertAdmin(request.auth);
    return { success: true as const, data: await regenerateJoinLink(ctx, request.auth.enterpriseId) };
  });

  routeEndpoint(app, endpoints.updateJoinLink, async (request) => {
    employees.assertAdmin(request.auth);
    return { success: true as const, data: await setAutoApproveDomain(ctx, request.auth.enterpriseId, request.body.autoApproveDomain) };
  });

  routeEndpoint(app, endpoints.joinPage, async (request) => employees.getJoinPage(ctx, request.params.code));

  routeEndpoint(app, endpoints.join, async (request) => {
    const result = await employees.joinCompany(ctx, request.params.code, request.body, request.ip, request.language);
    return { success: true as const, message: translateMessage(result.messageKey, request.language), isPending: result.isPending };
  });
};
