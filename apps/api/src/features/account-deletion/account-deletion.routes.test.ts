import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, freshAddress, logIn, signUpAndLogIn, subscribe } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Headers = Record<string, string>;
const deleteAccount = (headers: Headers, payload: unknown) =>
  app.inject({ method: 'PATCH', url: '/api/enterprise/delete', headers, payload: payload as object });
const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: cookie } });
const me = (headers: Headers) => app.inject({ method: 'GET', url: '/api/enterprise', headers });

describe('PATCH /api/enterprise/delete', () => {
  it('refuses a wrong password, then deletes the company: subscription ended, every session and login refused', async () => {
    const admin = await signUpAndLogIn(app);
    const { subscription } = await subscribe(app, admin.headers);
    const colleague = await createEmployeeWhoCanLogIn(app, admin.headers);
    const role = await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: admin.headers, payload: { employeeId: colleague.employee.employeeId, isAdmin: true } });
    expect(role.statusCode).toBe(200);

    const wrong = await deleteAccount(admin.headers, { password: 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'La contraseña no es correcta', errors: [{ field: 'password', message: 'La contraseña no es correcta' }] });
    expect((await me(admin.headers)).statusCode).toBe(200);

    const deleted = await deleteAccount(admin.headers, { password: admin.company.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Eliminamos la cuenta de tu empresa. Todas las sesiones se cerraron.' });

    for (const person of [admin, colleague]) {
      expect((await me(person.headers)).statusCode).toBe(401);
      expect((await refresh(person.refreshCookie)).statusCode).toBe(401);
    }
    const adminLogin = await logIn(app, admin.company.email, admin.company.password, freshAddress());
    expect(adminLogin.statusCode).toBe(401);
    expect(adminLogin.json().message).toBe('Credenciales inválidas');
    expect((await logIn(app, colleague.employee.email, colleague.password, freshAddress())).statusCode).toBe(401);

    const rows = await app.db.execute<{ status: string; ended: boolean; renews_at: string | null }>(
      sql`select status, ended_at is not null as ended, renews_at from subscriptions where id = ${subscription.id}`,
    );
    expect(rows.rows).toEqual([{ status: 'canceled', ended: true, renews_at: null }]);
    const company = await app.db.execute<{ deleted: boolean }>(sql`select deleted_at is not null as deleted from enterprises where id = ${admin.user.enterpriseId}`);
    expect(company.rows).toEqual([{ deleted: true }]);
  });

  it('frees the email: it may sign up a new company', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await deleteAccount(admin.headers, { password: admin.company.password })).statusCode).toBe(200);
    const again = await signUpAndLogIn(app, { email: admin.company.email });
    expect(again.user.enterpriseId).not.toBe(admin.user.enterpriseId);
  });

  it('is for administrators only (403), and leaves another company alone', async () => {
    const admin = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    const refused = await deleteAccount(employee.headers, { password: employee.password });
    expect(refused.statusCode).toBe(403);
    expect((await me(admin.headers)).statusCode).toBe(200);
    expect((await deleteAccount(admin.headers, { password: admin.company.password })).statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(200);
  });

  it('throttles wrong passwords like logins (429) and asks for one (400)', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await deleteAccount(admin.headers, {})).statusCode).toBe(400);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await deleteAccount(admin.headers, { password: 'adivinanza' })).statusCode).toBe(400);
    const throttled = await deleteAccount(admin.headers, { password: admin.company.password });
    expect(throttled.statusCode).toBe(429);
    expect((await me(admin.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await deleteAccount({}, { password: 'x' })).statusCode).toBe(401);
  });
});
