import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@rumbo/contract';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { accountIdOf, registerEmployee, signUpAndLogIn, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';
import { accountsTable } from '../auth/auth.table.js';
import { employeeListVersionsTable, employeesTable } from './employees.table.js';

// The list's pages are kept by the service and answered again while their company's page version
// stays; any change to the people on them, through the API or straight in the database (a second
// process, a script), renews it in the change's own transaction.

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function listed(headers: AuthHeaders, search = ''): Promise<{ employees: Employee[]; total: number }> {
  const response = await app.inject({ method: 'GET', url: `/api/enterprise/employees?search=${encodeURIComponent(search)}&page=1&pageSize=25`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function listedOne(headers: AuthHeaders, employeeId: string): Promise<Employee | undefined> {
  return (await listed(headers)).employees.find((employee) => employee.employeeId === employeeId);
}

const pageVersionOf = async (enterpriseId: string) =>
  (await app.db.select({ pageVersion: employeeListVersionsTable.pageVersion }).from(employeeListVersionsTable).where(eq(employeeListVersionsTable.enterpriseId, enterpriseId)))[0]?.pageVersion;

describe('the employee list’s pages, kept between requests', () => {
  it('answers a page read before as it was until the company’s page version changes, then reads it again', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Bruno', lastNames: 'Quiroga' });
    expect((await listedOne(admin.headers, employee.employeeId))?.fullName).toBe('Bruno Quiroga');
    // A rename the triggers do not see (they are off for it) shows that the page is answered as kept, not read.
    await app.db.execute(sql`alter table employees disable trigger employees_list_update`);
    try {
      await app.db.update(employeesTable).set({ firstNames: 'Brenda' }).where(eq(employeesTable.id, employee.employeeId));
    } finally {
      await app.db.execute(sql`alter table employees enable trigger employees_list_update`);
    }
    expect((await listedOne(admin.headers, employee.employeeId))?.fullName).toBe('Bruno Quiroga');
    // A new page version: the page is read again.
    await app.db.update(employeeListVersionsTable).set({ pageVersion: sql`gen_random_uuid()` }).where(eq(employeeListVersionsTable.enterpriseId, admin.user.enterpriseId));
    expect((await listedOne(admin.headers, employee.employeeId))?.fullName).toBe('Brenda Quiroga');
  });

  it('shows every change through the API at once: an edit, a new email, a role, the trash, a restore, a newcomer', async () => {
    const admin = await signUpAndLogIn(app);
    await verifyEmailOf(app, admin.headers);
    const employee = await registerEmployee(app, admin.headers, { firstNames: 'Carla', lastNames: 'Robles', address: 'Calle 1' });
    const edit = (payload: object) => app.inject({ method: 'PATCH', url: `/api/employee/${employee.employeeId}`, headers: admin.headers, payload });
    expect(await listedOne(admin.headers, employee.employeeId)).toMatchObject({ fullName: 'Carla Robles', address: 'Calle 1', isAdmin: false });

    expect((await edit({ address: 'Calle 2', tripPreferences: 'Sin música' })).statusCode).toBe(200);
    expect(await listedOne(admin.headers, employee.employeeId)).toMatchObject({ address: 'Calle 2', tripPreferences: 'Sin música' });

    expect((await edit({ email: 'carla.nueva@example.com' })).statusCode).toBe(200);
    expect((await listedOne(admin.headers, employee.employeeId))?.email).toBe('carla.nueva@example.com');

    const role = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: admin.headers, payload: { employeeId: employee.employeeId, isAdmin: true } });
    expect(role.statusCode, role.body).toBe(200);
    expect((await listedOne(admin.headers, employee.employeeId))?.isAdmin).toBe(true);

    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${employee.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    expect(await listedOne(admin.headers, employee.employeeId)).toBeUndefined();
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${employee.employeeId}/restore`, headers: admin.headers })).statusCode).toBe(200);
    expect(await listedOne(admin.headers, employee.employeeId)).toBeDefined();

    const newcomer = await registerEmployee(app, admin.headers);
    expect((await listed(admin.headers)).employees.map(({ employeeId }) => employeeId)).toContain(newcomer.employeeId);
  });

  it('shows a change made straight in the database (another process, a script) at once: a status, an address, a login’s phone and email', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await registerEmployee(app, admin.headers, { lastNames: 'Ibarra' });
    const before = await pageVersionOf(admin.user.enterpriseId);
    expect(await listedOne(admin.headers, employee.employeeId)).toMatchObject({ status: 'active' });

    await app.db.update(employeesTable).set({ status: 'suspended', address: 'Av. Juárez 10' }).where(eq(employeesTable.id, employee.employeeId));
    expect(await listedOne(admin.headers, employee.employeeId)).toMatchObject({ status: 'suspended', address: 'Av. Juárez 10' });

    const accountId = await accountIdOf(app, employee.employeeId);
    await app.db.update(accountsTable).set({ phone: '+525512345678' }).where(eq(accountsTable.id, accountId));
    expect((await listedOne(admin.headers, employee.employeeId))?.phone).toBe('+525512345678');
    await app.db.update(accountsTable).set({ email: 'ibarra.otra@example.com' }).where(eq(accountsTable.id, accountId));
    expect((await listedOne(admin.headers, employee.employeeId))?.email).toBe('ibarra.otra@example.com');

    // A change to a login that the list does not show keeps the company's pages.
    const kept = await pageVersionOf(admin.user.enterpriseId);
    expect(kept).not.toBe(before);
    await app.db.update(accountsTable).set({ invitedAt: new Date() }).where(eq(accountsTable.id, accountId));
    expect(await pageVersionOf(admin.user.enterpriseId)).toBe(kept);
  });

  it('keeps each company’s pages apart: another company’s change leaves them, and their pages never mix', async () => {
    const first = await signUpAndLogIn(app);
    const second = await signUpAndLogIn(app);
    await registerEmployee(app, first.headers, { lastNames: 'Primera' });
    const firstVersion = await pageVersionOf(first.user.enterpriseId);
    await registerEmployee(app, second.headers, { lastNames: 'Segunda' });
    expect(await pageVersionOf(first.user.enterpriseId)).toBe(firstVersion);
    expect((await listed(first.headers, 'segunda')).total).toBe(0);
    expect((await listed(second.headers, 'segunda')).total).toBe(1);
    expect((await listed(second.headers, 'primera')).total).toBe(0);
  });
});
