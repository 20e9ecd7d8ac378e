import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { employeesTable } from '../employees/employees.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/enterprise', () => {
  it('answers the caller’s company as the only and current one, with the interest plan kept', async () => {
    const { company, headers, user } = await signUpAndLogIn(app, { interestPlan: 'enterprise', companyName: '  Transportes Rumbo  ' });
    const response = await app.inject({ method: 'GET', url: '/api/enterprise', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const current = {
      id: user.enterpriseId,
      name: 'Transportes Rumbo',
      email: company.email,
      language: 'spanish',
      appearance: 'light',
      timeZone: 'UTC-06:00',
      timeZoneName: 'America/Mexico_City',
      interestPlan: 'enterprise',
      logoUrl: null,
    };
    expect(response.json()).toEqual({ success: true, data: { enterprises: [current], current, defaultRole: 'admin' } });
  });

  it('keeps each plan and the sign-up language', async () => {
    for (const interestPlan of ['basic', 'pro'] as const) {
      const { headers } = await signUpAndLogIn(app, { interestPlan }, { 'accept-language': 'de' });
      const { current } = (await app.inject({ method: 'GET', url: '/api/enterprise', headers })).json().data;
      expect(current.interestPlan).toBe(interestPlan);
      expect(current.language).toBe('deutsch');
    }
  });

  it('never shows another company', async () => {
    const first = await signUpAndLogIn(app);
    const second = await signUpAndLogIn(app);
    const { data } = (await app.inject({ method: 'GET', url: '/api/enterprise', headers: second.headers })).json();
    expect(data.enterprises.map((enterprise: { id: string }) => enterprise.id)).toEqual([second.user.enterpriseId]);
    expect(data.current.id).not.toBe(first.user.enterpriseId);
  });

  it('answers the employee role for a caller who is not an administrator', async () => {
    const { headers, user } = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, user.idEmployee));
    const response = await app.inject({ method: 'GET', url: '/api/enterprise', headers });
    expect(response.json().data.defaultRole).toBe('employee');
  });

  it('answers 401 without a valid access token', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/enterprise' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Inicia sesión para continuar' });
    const invalid = await app.inject({ method: 'GET', url: '/api/enterprise', headers: { authorization: 'Bearer x.y.z' } });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual({ success: false, message: 'Tu sesión terminó. Inicia sesión de nuevo.' });
  });
});
