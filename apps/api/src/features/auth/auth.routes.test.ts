import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { companyData, signUpAndLogIn } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('sign-up', () => {
  it('creates the company and mails a verification link', async () => {
    const company = companyData();
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: company });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Cuenta creada. Te enviamos un correo para verificarlo.' });
    const mail = await waitForMail(app, company.email);
    expect(mail.subject).toBe('Confirma tu correo en Rumbo');
    expect(mail.links[0]).toMatch(/^http:\/\/rumbo\.test\/verify-email\?token=/);
  });

  it('answers 400 with the Spanish field messages', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'x', password: 'short' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'companyName', message: 'El nombre de la empresa es obligatorio' },
        { field: 'representativeName', message: 'El nombre del representante es obligatorio' },
        { field: 'email', message: 'El correo no es válido' },
        { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
        { field: 'interestPlan', message: 'Elige un plan de interés' },
      ]),
    );
  });

  it('answers 409 for an email already used, whatever its case', async () => {
    const company = companyData();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: company });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...company, email: company.email.toUpperCase() },
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');
  });
});

describe('login and sessions', () => {
  it('logs in and reads the caller’s role, companies and settings', async () => {
    const { headers, user } = await signUpAndLogIn(app, { interestPlan: 'enterprise' });
    const role = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(role.json()).toEqual({ employeeId: user.idEmployee, isAdmin: true });
    const enterprises = await app.inject({ method: 'GET', url: '/api/enterprise', headers });
    expect(enterprises.json().data.current.interestPlan).toBe('enterprise');
    const configure = await app.inject({ method: 'GET', url: '/api/user/configure', headers });
    expect(configure.json().data).toEqual({ timeZone: 'UTC-06:00', language: 'es', preferences: { showTutorial: true } });
  });

  it('gives the same 401 for an unknown account and a wrong password', async () => {
    const { company } = await signUpAndLogIn(app);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: company.email, password: 'not-the-password' } });
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody@nowhere.mx', password: 'whatever1' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('rotates the refresh token and revokes the session when an old one comes back', async () => {
    const { refreshCookie, headers } = await signUpAndLogIn(app);
    const first = await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: refreshCookie } });
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((c) => c.name === 'rumbo_refresh')!.value;
    expect(rotated).not.toBe(refreshCookie);
    const replay = await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: refreshCookie } });
    expect(replay.statusCode).toBe(401);
    const afterReuse = await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: rotated } });
    expect(afterReuse.statusCode).toBe(401);
    const role = await app.inject({ method: 'GET', url: '/api/employee/role', headers });
    expect(role.statusCode).toBe(401);
  });

  it('refuses a cross-site refresh', async () => {
    const { refreshCookie } = await signUpAndLogIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { rumbo_refresh: refreshCookie },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('logout ends the session', async () => {
    const { refreshCookie, headers } = await signUpAndLogIn(app);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { rumbo_refresh: refreshCookie } });
    expect(logout.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: refreshCookie } })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets the new password and ends other sessions', async () => {
    const { company, headers } = await signUpAndLogIn(app);
    const forgot = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email } });
    const unknown = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: 'nobody@nowhere.mx' } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toBe(unknown.body);
    const mail = await waitForMail(app, company.email, { subject: /contraseña/ });
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'nueva-contraseña' } });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'otra-contraseña' } });
    expect(again.statusCode).toBe(400);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: company.email, password: 'nueva-contraseña' } });
    expect(login.statusCode).toBe(200);
  });
});
