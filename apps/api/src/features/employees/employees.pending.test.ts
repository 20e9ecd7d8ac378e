// The inbox's list: the people of a company waiting for approval, longest waiting first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createTestClock, type TestClock } from '../../testing/test-clock.js';
import { createEmployeeWhoCanLogIn, createPendingEmployee, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';

let app: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const listPending = (headers: AuthHeaders, query = '') => app.inject({ method: 'GET', url: `/api/enterprise/employees/pending${query}`, headers });

describe('GET /api/enterprise/employees/pending', () => {
  it('lists only the company’s live people waiting for approval, longest waiting first, with their count', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Autobuses del Bajío' });
    const first = await createPendingEmployee(app, admin.headers, { firstNames: 'Zoe', lastNames: 'Primera' });
    clock.advance(60);
    const second = await createPendingEmployee(app, admin.headers, { firstNames: 'Ana', lastNames: 'Segunda' });
    clock.advance(60);
    const third = await createPendingEmployee(app, admin.headers, { firstNames: 'Berta', lastNames: 'Tercera' });
    clock.advance(60);
    const trashed = await createPendingEmployee(app, admin.headers, { firstNames: 'Carla', lastNames: 'Papelera' });
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    // Another company's pending people are never shown.
    const other = await signUpAndLogIn(app, { companyName: 'Otra Empresa' });
    await createPendingEmployee(app, other.headers, { firstNames: 'Ajena', lastNames: 'Pendiente' });

    const response = await listPending(admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The administrator who signed up is active, not waiting.
    expect(body.employees.map((employee: { fullName: string }) => employee.fullName)).toEqual(['Zoe Primera', 'Ana Segunda', 'Berta Tercera']);
    expect(body).toMatchObject({ total: 3, totalIsExact: true, page: 1, pageSize: 10 });
    expect(body.employees[0]).toMatchObject({ employeeId: first.employeeId, email: first.email, isPending: true, status: 'pending' });
    // When each joined, as the clock stood.
    expect(Date.parse(body.employees[1].joinedAt) - Date.parse(body.employees[0].joinedAt)).toBe(60_000);

    const secondPage = (await listPending(admin.headers, '?page=2&pageSize=2')).json();
    expect(secondPage.employees.map((employee: { employeeId: string }) => employee.employeeId)).toEqual([third.employeeId]);
    expect(secondPage.total).toBe(3);

    // Approving someone takes them out of the inbox.
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${second.employeeId}/approve`, headers: admin.headers })).statusCode).toBe(200);
    const after = (await listPending(admin.headers)).json();
    expect(after.employees.map((employee: { employeeId: string }) => employee.employeeId)).toEqual([first.employeeId, third.employeeId]);
    expect(after.total).toBe(2);
  });

  it('is for administrators only and checks its paging', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas Norte' });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    expect((await listPending(employee.headers)).statusCode).toBe(403);
    expect((await listPending(admin.headers, '?pageSize=101')).statusCode).toBe(400);
    expect((await listPending(admin.headers)).json()).toMatchObject({ employees: [], total: 0 });
  });
});
