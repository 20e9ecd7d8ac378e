// The /home statistics box: nothing until the company is subscribed, then its live people by status,
// new this month in the company's zone, administrators and the head count against the plan.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createTestClock, type TestClock } from '../../testing/test-clock.js';
import {
  createEmployeeWhoCanLogIn,
  createPendingEmployee,
  logInEmployee,
  registerEmployee,
  setEnterprisePlan,
  signUpAndLogIn,
  subscribe as subscribeThroughApi,
  verifyEmailOf,
  type AuthHeaders,
} from '../../testing/factories.js';
import { subscriptionsTable } from '../billing/billing.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { employeesTable } from './employees.table.js';

let app: TestApp;
let clock: TestClock;
beforeAll(async () => {
  // 23:00 on 28 February in Mexico City (UTC-6).
  clock = createTestClock(new Date('2026-03-01T05:00:00Z'));
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const statistics = (headers: AuthHeaders) => app.inject({ method: 'GET', url: '/api/enterprise/statistics', headers });

async function subscribe(enterpriseId: string, status: 'active' | 'past_due' | 'canceled' = 'active') {
  await app.db.insert(subscriptionsTable).values({
    id: `sub_${randomUUID()}`,
    enterpriseId,
    planId: 'pro',
    unitAmount: 449_900,
    status,
    currentPeriodStart: clock.now(),
    currentPeriodEnd: new Date(clock.now().getTime() + 30 * 86_400_000),
  });
}

describe('GET /api/enterprise/statistics', () => {
  it('answers subscribed: false until the company has a subscription that is not cancelled', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Sin Plan' });
    const response = await statistics(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { subscribed: false } });

    await subscribe(admin.user.enterpriseId, 'canceled');
    expect((await statistics(admin.headers)).json().data).toEqual({ subscribed: false });

    await subscribe(admin.user.enterpriseId, 'past_due');
    expect((await statistics(admin.headers)).json().data).toMatchObject({ subscribed: true });
  });

  it('counts the company’s live people by status, administrators, the head count and the plan’s limit', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Cuentas Claras' });
    await subscribe(admin.user.enterpriseId);
    await setEnterprisePlan(app, admin.user.enterpriseId, 'pro');
    await registerEmployee(app, admin.headers);
    const second = await registerEmployee(app, admin.headers);
    const promoted = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: admin.headers, payload: { employeeId: second.employeeId, isAdmin: true } });
    expect(promoted.statusCode).toBe(200);
    const suspendedAdmin = await registerEmployee(app, admin.headers);
    await app.db.update(employeesTable).set({ status: 'suspended', isAdmin: true }).where(eq(employeesTable.id, suspendedAdmin.employeeId));
    await createPendingEmployee(app, admin.headers);
    await createPendingEmployee(app, admin.headers);
    const trashed = await registerEmployee(app, admin.headers);
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    const trashedPending = await createPendingEmployee(app, admin.headers);
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashedPending.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    // Another company's people are not counted.
    const other = await signUpAndLogIn(app, { companyName: 'Vecinos' });
    await registerEmployee(app, other.headers);

    const response = await statistics(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      subscribed: true,
      active: 3,
      pending: 2,
      suspended: 1,
      // Everyone live joined this month (28 February in Mexico City).
      newThisMonth: 6,
      administrators: 2,
      headCount: 5,
      employeeLimit: 200,
    });

    await setEnterprisePlan(app, admin.user.enterpriseId, 'enterprise');
    expect((await statistics(admin.headers)).json().data).toMatchObject({ headCount: 5, employeeLimit: null });
  });

  it('counts as new this month those who joined since the 1st in the company’s time zone', async () => {
    clock.set(new Date('2026-03-01T05:30:00Z'));
    const admin = await signUpAndLogIn(app, { companyName: 'Fin de Mes' });
    await subscribe(admin.user.enterpriseId);
    // 23:35 on 28 February in Mexico City, already 00:35 on 1 March in Bogotá (UTC-5).
    clock.set(new Date('2026-03-01T05:35:00Z'));
    await registerEmployee(app, admin.headers);
    // 00:10 on 1 March in Mexico City.
    clock.set(new Date('2026-03-01T06:10:00Z'));
    // The access token of 05:30 has expired by now.
    const { headers } = await logInEmployee(app, admin.company.email, admin.company.password);
    await registerEmployee(app, headers);
    await createPendingEmployee(app, headers);

    expect((await statistics(headers)).json().data).toMatchObject({ active: 3, pending: 1, newThisMonth: 2 });

    await app.db.update(enterprisesTable).set({ timeZone: 'America/Bogota' }).where(eq(enterprisesTable.id, admin.user.enterpriseId));
    // In Bogotá the 1st began at 05:00 UTC: the administrator (05:30) and the 05:35 employee are new too.
    expect((await statistics(headers)).json().data).toMatchObject({ newThisMonth: 4 });

    // A month later, in Mexico City again, no one is new.
    await app.db.update(enterprisesTable).set({ timeZone: 'America/Mexico_City' }).where(eq(enterprisesTable.id, admin.user.enterpriseId));
    clock.set(new Date('2026-04-01T06:10:00Z'));
    const again = await logInEmployee(app, admin.company.email, admin.company.password);
    expect((await statistics(again.headers)).json().data).toMatchObject({ active: 3, pending: 1, newThisMonth: 0 });
  });

  it('shows the figures once the company subscribes through billing, against its new plan', async () => {
    clock.set(new Date());
    const admin = await signUpAndLogIn(app, { companyName: 'Recién Suscrita' });
    await verifyEmailOf(app, admin.headers);
    expect((await statistics(admin.headers)).json().data).toEqual({ subscribed: false });
    await subscribeThroughApi(app, admin.headers, 'pro');
    expect((await statistics(admin.headers)).json().data).toMatchObject({ subscribed: true, active: 1, administrators: 1, headCount: 1, employeeLimit: 200 });
  });

  it('is for administrators only', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Solo Admins' });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    expect((await statistics(employee.headers)).statusCode).toBe(403);
  });
});
