// Every employee route × (company A administrator, company A employee, company B administrator, anonymous):
// what each call did, and that a refused one left company A as it was. Every route's answer to each kind
// of caller is held by access-matrix.test.ts.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPeopleDirectly } from '../../db/seed-people.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import {
  createEmployeeWhoCanLogIn,
  employeeData,
  registerEmployee,
  setEnterprisePlan,
  signUpAndLogIn,
  type AuthHeaders,
  type LoggedInEmployee,
  type RegisteredEmployee,
} from '../../testing/factories.js';
import { sessionsTable } from '../auth/auth.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { employeesTable } from './employees.table.js';

let app: TestApp;
let adminA: Awaited<ReturnType<typeof signUpAndLogIn>>;
let adminB: Awaited<ReturnType<typeof signUpAndLogIn>>;
let employeeA: LoggedInEmployee;

beforeAll(async () => {
  app = await buildTestApp();
  adminA = await signUpAndLogIn(app);
  adminB = await signUpAndLogIn(app);
  // Each test adds employees to A: keep the plan limit (employees.plan-limits.test.ts) out of the way.
  await setEnterprisePlan(app, adminA.user.enterpriseId, 'enterprise');
  employeeA = await createEmployeeWhoCanLogIn(app, adminA.headers);
});
afterAll(async () => {
  await app.close();
});

type Targets = { live: RegisteredEmployee; pending: { employeeId: string; email: string }; trashed: RegisteredEmployee };

/** Fresh employees of company A for one route: a live one, a pending one, one in the trash. */
async function createTargets(): Promise<Targets> {
  const live = await registerEmployee(app, adminA.headers);
  // Straight into the database: the join sign-up (and its password hash) is employees.join.test.ts's subject.
  const email = `pendiente-${randomUUID()}@empresa-a.mx`;
  const [ids] = await insertPeopleDirectly(app.db, [{ enterpriseId: adminA.user.enterpriseId, firstNames: 'Pendiente', lastNames: 'Aprobación', email, status: 'pending' }]);
  const pending = { employeeId: ids!.employeeId, email };
  const trashed = await registerEmployee(app, adminA.headers);
  const trash = await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: adminA.headers });
  expect(trash.statusCode).toBe(200);
  return { live, pending, trashed };
}

/** Everything of company A a refused call could have touched: its employees, its join settings, its sessions. */
async function snapshotCompanyA() {
  const enterpriseId = adminA.user.enterpriseId;
  const employees = await app.db.select().from(employeesTable).where(eq(employeesTable.enterpriseId, enterpriseId)).orderBy(asc(employeesTable.id));
  const [enterprise] = await app.db.select().from(enterprisesTable).where(eq(enterprisesTable.id, enterpriseId));
  const sessions = await app.db
    .select({ id: sessionsTable.id, revokedAt: sessionsTable.revokedAt })
    .from(sessionsTable)
    .where(inArray(sessionsTable.accountId, employees.map((employee) => employee.accountId)))
    .orderBy(asc(sessionsTable.id));
  return { employees, enterprise, sessions };
}

type Request = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };

type RouteCase = {
  route: string;
  request: (targets: Targets) => Request;
  /** What company A's administrator gets, and what the call must have done. */
  allowed: number;
  checkAllowed: (response: Awaited<ReturnType<TestApp['inject']>>, targets: Targets) => Promise<void>;
  /** Company B's administrator on this route: 404 for A's ids; routes without an id act on B's own company. */
  checkCompanyB: (response: Awaited<ReturnType<TestApp['inject']>>, targets: Targets) => Promise<void>;
};

const notFound = { success: false, message: 'No encontrado' };
const forbidden = { success: false, message: 'No tienes permiso para hacer esto' };
const unauthenticated = { success: false, message: 'Inicia sesión para continuar' };

function getEmployee(id: string, headers: AuthHeaders = adminA.headers) {
  return app.inject({ method: 'GET', url: `/api/employee/${id}`, headers });
}

async function idsIn(url: string, headers: AuthHeaders): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().employees.map((employee: { employeeId: string }) => employee.employeeId);
}

const answersNotFound = async (response: Awaited<ReturnType<TestApp['inject']>>) => {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(notFound);
};

const joinCodeOfA = async () => (await snapshotCompanyA()).enterprise!.joinCode;

const routes: RouteCase[] = [
  {
    route: 'GET /api/enterprise/employees',
    request: () => ({ method: 'GET', url: '/api/enterprise/employees?pageSize=100' }),
    allowed: 200,
    async checkAllowed(response, targets) {
      const ids = response.json().employees.map((employee: { employeeId: string }) => employee.employeeId);
      expect(ids).toEqual(expect.arrayContaining([adminA.user.idEmployee, employeeA.employee.employeeId, targets.live.employeeId, targets.pending.employeeId]));
      expect(ids).not.toContain(targets.trashed.employeeId);
      expect(ids).not.toContain(adminB.user.idEmployee);
    },
    async checkCompanyB(response) {
      expect(response.statusCode).toBe(200);
      const ids = response.json().employees.map((employee: { employeeId: string }) => employee.employeeId);
      const companyA = (await snapshotCompanyA()).employees.map((employee) => employee.id);
      expect(ids).toContain(adminB.user.idEmployee);
      expect(ids.filter((id: string) => companyA.includes(id))).toEqual([]);
    },
  },
  {
    route: 'GET /api/enterprise/employees/trash',
    request: () => ({ method: 'GET', url: '/api/enterprise/employees/trash?pageSize=100' }),
    allowed: 200,
    async checkAllowed(response, targets) {
      const trashed = response.json().employees;
      expect(trashed.map((employee: { employeeId: string }) => employee.employeeId)).toContain(targets.trashed.employeeId);
      expect(trashed.map((employee: { employeeId: string }) => employee.employeeId)).not.toContain(targets.live.employeeId);
    },
    async checkCompanyB(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ employees: [], total: 0 });
    },
  },
  {
    route: 'POST /api/employee/register',
    request: () => ({ method: 'POST', url: '/api/employee/register', payload: { ...employeeData(), sendInvitation: false } }),
    allowed: 201,
    async checkAllowed(response) {
      const { employeeId } = response.json().employee;
      expect((await getEmployee(employeeId)).statusCode).toBe(200);
    },
    async checkCompanyB(response) {
      // B registers into B: A does not see the newcomer, B does.
      expect(response.statusCode).toBe(201);
      const { employeeId } = response.json().employee;
      expect((await getEmployee(employeeId)).statusCode).toBe(404);
      expect((await getEmployee(employeeId, adminB.headers)).statusCode).toBe(200);
    },
  },
  {
    route: 'GET /api/employee/:id',
    request: (targets) => ({ method: 'GET', url: `/api/employee/${targets.live.employeeId}` }),
    allowed: 200,
    async checkAllowed(response, targets) {
      expect(response.json()).toEqual({ employee: targets.live });
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'PATCH /api/employee/:id',
    request: (targets) => ({ method: 'PATCH', url: `/api/employee/${targets.live.employeeId}`, payload: { address: 'Cambiada', status: 'suspended' } }),
    allowed: 200,
    async checkAllowed(response, targets) {
      expect(response.json().employee).toEqual({ ...targets.live, address: 'Cambiada', status: 'suspended' });
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'DELETE /api/employee/:id',
    request: (targets) => ({ method: 'DELETE', url: `/api/employee/${targets.trashed.employeeId}` }),
    allowed: 200,
    async checkAllowed(_response, targets) {
      expect(await idsIn('/api/enterprise/employees/trash?pageSize=100', adminA.headers)).not.toContain(targets.trashed.employeeId);
      const rows = await app.db.select().from(employeesTable).where(eq(employeesTable.id, targets.trashed.employeeId));
      expect(rows).toEqual([]);
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'PATCH /api/employee/:id/approve',
    request: (targets) => ({ method: 'PATCH', url: `/api/employee/${targets.pending.employeeId}/approve` }),
    allowed: 200,
    async checkAllowed(_response, targets) {
      expect((await getEmployee(targets.pending.employeeId)).json().employee).toMatchObject({ status: 'active', isPending: false });
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'PATCH /api/employee/role',
    request: (targets) => ({ method: 'PATCH', url: '/api/employee/role', payload: { employeeId: targets.live.employeeId, isAdmin: true } }),
    allowed: 200,
    async checkAllowed(_response, targets) {
      expect((await getEmployee(targets.live.employeeId)).json().employee.isAdmin).toBe(true);
      // The caller keeps their own role.
      expect((await app.inject({ method: 'GET', url: '/api/employee/role', headers: adminA.headers })).json().isAdmin).toBe(true);
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'PATCH /api/employee/soft-delete/:id',
    request: (targets) => ({ method: 'PATCH', url: `/api/employee/soft-delete/${targets.live.employeeId}` }),
    allowed: 200,
    async checkAllowed(_response, targets) {
      expect((await getEmployee(targets.live.employeeId)).statusCode).toBe(404);
      expect(await idsIn('/api/enterprise/employees/trash?pageSize=100', adminA.headers)).toContain(targets.live.employeeId);
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'PATCH /api/employee/:id/restore',
    request: (targets) => ({ method: 'PATCH', url: `/api/employee/${targets.trashed.employeeId}/restore` }),
    allowed: 200,
    async checkAllowed(_response, targets) {
      expect((await getEmployee(targets.trashed.employeeId)).json()).toEqual({ employee: targets.trashed });
    },
    checkCompanyB: answersNotFound,
  },
  {
    route: 'POST /api/employee/import',
    request: () => {
      const { firstNames, lastNames, email, phone, address } = employeeData();
      return { method: 'POST', url: '/api/employee/import', payload: { rows: [{ firstNames, lastNames, email, phone, address }], dryRun: false } };
    },
    allowed: 200,
    async checkAllowed(response) {
      expect(response.json()).toMatchObject({ success: true, data: { importedCount: 1, invalidCount: 0 } });
    },
    async checkCompanyB(response) {
      // B imports into B.
      expect(response.statusCode).toBe(200);
      expect(response.json().data.importedCount).toBe(1);
    },
  },
  {
    route: 'GET /api/enterprise/employees/export',
    request: () => ({ method: 'GET', url: '/api/enterprise/employees/export' }),
    allowed: 200,
    async checkAllowed(response, targets) {
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.body).toContain(targets.live.email);
      expect(response.body).toContain(adminA.company.email);
      expect(response.body).not.toContain(targets.trashed.email);
      expect(response.body).not.toContain(adminB.company.email);
    },
    async checkCompanyB(response, targets) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(adminB.company.email);
      expect(response.body).not.toContain(adminA.company.email);
      expect(response.body).not.toContain(targets.live.email);
    },
  },
  {
    route: 'GET /api/enterprise/join-link',
    request: () => ({ method: 'GET', url: '/api/enterprise/join-link' }),
    allowed: 200,
    async checkAllowed(response) {
      const code = await joinCodeOfA();
      expect(response.json()).toEqual({ success: true, data: { code, url: `http://rumbo.test/join/${code}`, autoApproveDomain: null } });
    },
    async checkCompanyB(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.code).not.toBe(await joinCodeOfA());
    },
  },
  {
    route: 'PATCH /api/enterprise/join-link',
    request: () => ({ method: 'PATCH', url: '/api/enterprise/join-link', payload: { autoApproveDomain: 'empresa-a.mx' } }),
    allowed: 200,
    async checkAllowed(response) {
      expect(response.json().data.autoApproveDomain).toBe('empresa-a.mx');
      expect((await snapshotCompanyA()).enterprise!.autoApproveDomain).toBe('empresa-a.mx');
      await app.inject({ method: 'PATCH', url: '/api/enterprise/join-link', headers: adminA.headers, payload: { autoApproveDomain: null } });
    },
    async checkCompanyB(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.autoApproveDomain).toBe('empresa-a.mx');
    },
  },
  {
    route: 'POST /api/enterprise/join-link/regenerate',
    request: () => ({ method: 'POST', url: '/api/enterprise/join-link/regenerate' }),
    allowed: 200,
    async checkAllowed(response) {
      const code = response.json().data.code;
      expect(code).toBe(await joinCodeOfA());
      expect((await app.inject({ method: 'GET', url: `/api/join/${code}` })).statusCode).toBe(200);
    },
    async checkCompanyB(response) {
      expect(response.statusCode).toBe(200);
      const codeA = await joinCodeOfA();
      expect(response.json().data.code).not.toBe(codeA);
      expect((await app.inject({ method: 'GET', url: `/api/join/${codeA}` })).statusCode).toBe(200);
    },
  },
];

describe.each(routes)('$route', ({ request, allowed, checkAllowed, checkCompanyB }) => {
  const send = (targets: Targets, headers?: AuthHeaders) => app.inject({ ...request(targets), headers });

  it('answers 401 to an anonymous caller and changes nothing', async () => {
    const targets = await createTargets();
    const before = await snapshotCompanyA();
    const response = await send(targets);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
    const expired = await send(targets, { authorization: 'Bearer not.a.token' });
    expect(expired.statusCode).toBe(401);
    expect(await snapshotCompanyA()).toEqual(before);
  });

  it('answers 403 to an employee of the company who is not an administrator, and changes nothing', async () => {
    const targets = await createTargets();
    const before = await snapshotCompanyA();
    const response = await send(targets, employeeA.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
    expect(await snapshotCompanyA()).toEqual(before);
  });

  it('never lets another company’s administrator see or touch company A', async () => {
    const targets = await createTargets();
    const before = await snapshotCompanyA();
    const response = await send(targets, adminB.headers);
    await checkCompanyB(response, targets);
    expect(await snapshotCompanyA()).toEqual(before);
  });

  it('lets company A’s administrator do it', async () => {
    const targets = await createTargets();
    const response = await send(targets, adminA.headers);
    expect(response.statusCode, response.body).toBe(allowed);
    await checkAllowed(response, targets);
  });
});

describe('an employee who is not an administrator', () => {
  it('reads their own role as not administrator', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/employee/role', headers: employeeA.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ employeeId: employeeA.employee.employeeId, isAdmin: false });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: employeeA.headers });
    expect(me.json().user).toMatchObject({ idEmployee: employeeA.employee.employeeId, isAdmin: false });
  });

  it('cannot make themselves an administrator', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/employee/role',
      headers: employeeA.headers,
      payload: { employeeId: employeeA.employee.employeeId, isAdmin: true },
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/employee/role', headers: employeeA.headers })).json().isAdmin).toBe(false);
  });

  it('gets an administrator’s rights at once when promoted, and loses them when demoted', async () => {
    const promoted = await createEmployeeWhoCanLogIn(app, adminA.headers);
    const list = () => app.inject({ method: 'GET', url: '/api/enterprise/employees', headers: promoted.headers });
    expect((await list()).statusCode).toBe(403);
    const role = (isAdmin: boolean) =>
      app.inject({ method: 'PATCH', url: '/api/employee/role', headers: adminA.headers, payload: { employeeId: promoted.employee.employeeId, isAdmin } });
    expect((await role(true)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    expect((await role(false)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });
});

describe('the caller’s own record (GET and PATCH /api/employee/me)', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/employee/me' })).statusCode).toBe(401);
    const before = await snapshotCompanyA();
    const response = await app.inject({ method: 'PATCH', url: '/api/employee/me', payload: { phone: '55 1111 2222', address: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(await snapshotCompanyA()).toEqual(before);
  });

  it('lets an employee who is not an administrator read it and change only their phone and address', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/employee/me', headers: employeeA.headers });
    expect(own.statusCode).toBe(200);
    const current = own.json().employee;
    expect(current).toMatchObject({ employeeId: employeeA.employee.employeeId, isAdmin: false });
    const phone = '81 2345 6789';
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/employee/me',
      headers: employeeA.headers,
      payload: { phone, address: 'Calle Nueva 5', firstNames: 'Otro', isAdmin: true, status: 'suspended', currentPassword: employeeA.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee).toEqual({ ...current, phone: '+528123456789', address: 'Calle Nueva 5' });
    expect((await getEmployee(employeeA.employee.employeeId)).json().employee).toEqual({ ...current, phone: '+528123456789', address: 'Calle Nueva 5' });
  });

  it('answers 409 for a phone another account uses', async () => {
    const other = await registerEmployee(app, adminB.headers);
    const response = await app.inject({ method: 'PATCH', url: '/api/employee/me', headers: employeeA.headers, payload: { phone: other.phone, address: 'x', currentPassword: employeeA.password } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Ya existe una cuenta con este teléfono', errors: [{ field: 'phone', message: 'Ya existe una cuenta con este teléfono' }] });
  });
});

describe('ids that are no employee of the caller’s company', () => {
  const unknownId = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

  it.each([
    ['GET', `/api/employee/${unknownId}`, undefined],
    ['PATCH', `/api/employee/${unknownId}`, { address: 'x' }],
    ['DELETE', `/api/employee/${unknownId}`, undefined],
    ['PATCH', `/api/employee/${unknownId}/approve`, undefined],
    ['PATCH', `/api/employee/soft-delete/${unknownId}`, undefined],
    ['PATCH', `/api/employee/${unknownId}/restore`, undefined],
    ['PATCH', '/api/employee/role', { employeeId: unknownId, isAdmin: true }],
  ] as const)('%s %s answers 404 for an unknown id, as for another company’s', async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: adminA.headers, payload });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('answers the same 404 to company B for A’s administrator as for an unknown id', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/employee/${adminA.user.idEmployee}`, headers: adminB.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    const demote = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: adminB.headers, payload: { employeeId: adminA.user.idEmployee, isAdmin: false } });
    expect(demote.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/employee/role', headers: adminA.headers })).json().isAdmin).toBe(true);
  });
});
