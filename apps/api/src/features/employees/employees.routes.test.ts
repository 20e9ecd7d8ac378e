import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { employeesTable } from './employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/employee/role', () => {
  it('answers the caller’s id and administrator flag', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ employeeId: user.idEmployee, isAdmin: true });
  });

  it('follows a role change at once, without a new login', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, user.idEmployee));
    const response = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(response.json()).toEqual({ employeeId: user.idEmployee, isAdmin: false });
  });

  it('answers 401 without a valid access token, or once the employee is in the trash', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/employee/role' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Inicia sesión para continuar' });
    const { headers, user } = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ deletedAt: new Date() }).where(eq(employeesTable.id, user.idEmployee));
    const trashed = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(trashed.statusCode).toBe(401);
    expect(trashed.json()).toEqual({ success: false, message: 'Tu sesión terminó. Inicia sesión de nuevo.' });
  });
});
