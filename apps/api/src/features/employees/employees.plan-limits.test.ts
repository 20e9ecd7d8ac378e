// Plan limits count active and pending employees: basic 50, pro 200, enterprise unlimited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import {
  employeeData,
  insertEmployeesDirectly,
  joinCodeOf,
  joinCompany,
  joinData,
  registerEmployee,
  setEnterprisePlan,
  signUpAndLogIn,
  type AuthHeaders,
} from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

const basicFull = { success: false, message: 'Tu Plan Básico permite hasta 50 empleados. Cambia de plan para sumar más.' };

const register = (headers: AuthHeaders, language = 'es') =>
  app.inject({ method: 'POST', url: '/api/employee/register', headers: { ...headers, 'accept-language': language }, payload: { ...employeeData(), sendInvitation: false } });

async function totalOf(headers: AuthHeaders): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/enterprise/employees', headers })).json().total;
}

/** A company on its default plan with `count` employees besides its administrator. */
async function companyWith(count: number, status: 'active' | 'pending' | 'suspended' = 'active') {
  const admin = await signUpAndLogIn(app);
  await insertEmployeesDirectly(app, admin.user.enterpriseId, count, { status });
  return admin;
}

describe('the basic plan (every company without a subscription)', () => {
  it('refuses the 51st employee with a 409 that names the plan and its limit', async () => {
    const admin = await companyWith(48);
    expect((await register(admin.headers)).statusCode).toBe(201); // the 50th, administrator included
    const response = await register(admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(basicFull);
    const english = await register(admin.headers, 'en');
    expect(english.json()).toEqual({ success: false, message: 'Your Basic plan allows up to 50 employees. Change your plan to add more.' });
    const german = await register(admin.headers, 'de');
    expect(german.json()).toEqual({ success: false, message: 'Ihr Basis-Tarif erlaubt bis zu 50 Personen. Wechseln Sie den Tarif, um weitere hinzuzufügen.' });
    expect(await totalOf(admin.headers)).toBe(50);
  });

  it('refuses a join sign-up too, which leaves no one pending', async () => {
    const admin = await companyWith(49);
    const person = joinData();
    const response = await joinCompany(app, await joinCodeOf(app, admin.headers), person);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(basicFull);
    expect(await totalOf(admin.headers)).toBe(50);
  });

  it('counts pending employees', async () => {
    const admin = await companyWith(40, 'pending');
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 9, { prefix: 'Activo' });
    expect((await register(admin.headers)).json()).toEqual(basicFull);
  });

  it('does not count suspended employees; reactivating one when the plan is full answers 409', async () => {
    const admin = await companyWith(49);
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 5, { prefix: 'Suspendido', status: 'suspended' });
    expect((await register(admin.headers)).statusCode).toBe(409);

    const listed = (await app.inject({ method: 'GET', url: '/api/enterprise/employees?search=masivo 0000&pageSize=1', headers: admin.headers })).json();
    const suspend = await app.inject({ method: 'PATCH', url: `/api/employee/${listed.employees[0].employeeId}`, headers: admin.headers, payload: { status: 'suspended' } });
    expect(suspend.statusCode).toBe(200);
    expect((await register(admin.headers)).statusCode).toBe(201);

    const suspended = (await app.inject({ method: 'GET', url: '/api/enterprise/employees?search=suspendido&pageSize=1', headers: admin.headers })).json().employees[0];
    const reactivate = await app.inject({ method: 'PATCH', url: `/api/employee/${suspended.employeeId}`, headers: admin.headers, payload: { status: 'active' } });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json()).toEqual(basicFull);
    const after = await app.inject({ method: 'GET', url: `/api/employee/${suspended.employeeId}`, headers: admin.headers });
    expect(after.json().employee.status).toBe('suspended');
  });

  it('does not count employees in the trash, and refuses to restore one when the plan is full', async () => {
    const admin = await companyWith(48);
    const trashed = await registerEmployee(app, admin.headers);
    await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: admin.headers });
    expect((await register(admin.headers)).statusCode).toBe(201);

    const restore = await app.inject({ method: 'PATCH', url: `/api/employee/${trashed.employeeId}/restore`, headers: admin.headers });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toEqual(basicFull);
    expect((await app.inject({ method: 'GET', url: `/api/employee/${trashed.employeeId}`, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('other plans', () => {
  it('allows 200 on the pro plan, and names it when full', async () => {
    const admin = await companyWith(198);
    await setEnterprisePlan(app, admin.user.enterpriseId, 'pro');
    expect((await register(admin.headers)).statusCode).toBe(201);
    const response = await register(admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Tu Plan Pro permite hasta 200 empleados. Cambia de plan para sumar más.' });
  });

  it('has no limit on the enterprise plan', async () => {
    const admin = await companyWith(49);
    await setEnterprisePlan(app, admin.user.enterpriseId, 'enterprise');
    expect((await register(admin.headers)).statusCode).toBe(201);
    expect((await register(admin.headers)).statusCode).toBe(201);
    expect((await joinCompany(app, await joinCodeOf(app, admin.headers), joinData())).statusCode).toBe(201);
    expect(await totalOf(admin.headers)).toBe(53);
  });

  it('counts each company on its own', async () => {
    const full = await companyWith(49);
    const other = await signUpAndLogIn(app);
    expect((await register(full.headers)).statusCode).toBe(409);
    expect((await register(other.headers)).statusCode).toBe(201);
  });
});
