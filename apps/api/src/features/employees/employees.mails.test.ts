// What people hear from their company before they have chosen a language: invitations in the
// company's, and the approval of a join-link sign-up in the language they signed up in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { employeeData, joinCodeOf, joinData, registerEmployee, signUpAndLogIn } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('an invitation', () => {
  it('is written in the company’s language, not in the one the administrator’s screen is in', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Transportes Idioma' });
    const inEnglish = { ...admin.headers, 'accept-language': 'en' };
    const registered = await registerEmployee(app, inEnglish, { sendInvitation: true });
    expect((await waitForMail(app, registered.email)).subject).toBe('Transportes Idioma te invita a Rumbo');

    // The company switches to German: the next invitation is German, whatever the screen says.
    expect((await app.inject({ method: 'PATCH', url: '/api/enterprise/profile', headers: admin.headers, payload: { language: 'deutsch' } })).statusCode).toBe(200);
    const inSpanish = { ...admin.headers, 'accept-language': 'es' };
    const next = await registerEmployee(app, inSpanish, { ...employeeData(), sendInvitation: true });
    expect((await waitForMail(app, next.email)).subject).toBe('Transportes Idioma lädt Sie zu Rumbo ein');

    // So is "invite everyone later" and an import's invitations.
    const later = await registerEmployee(app, admin.headers, { ...employeeData(), sendInvitation: false });
    expect((await app.inject({ method: 'POST', url: '/api/enterprise/employees/invite-uninvited', headers: inEnglish })).statusCode).toBe(200);
    expect((await waitForMail(app, later.email)).subject).toBe('Transportes Idioma lädt Sie zu Rumbo ein');
  });
});

describe('an approval', () => {
  it('mails the person that they may log in, in the language they signed up in', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas Aprobadas' });
    const person = joinData({ firstNames: 'Jane', lastNames: 'Doe' });
    const code = await joinCodeOf(app, admin.headers);
    const joined = await app.inject({ method: 'POST', url: `/api/join/${code}`, payload: person, headers: { 'accept-language': 'en' } });
    expect(joined.statusCode).toBe(201);
    const pending = (await app.inject({ method: 'GET', url: '/api/enterprise/employees/pending', headers: admin.headers })).json();
    const { employeeId } = pending.employees.find((employee: { email: string }) => employee.email === person.email);

    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${employeeId}/approve`, headers: admin.headers })).statusCode).toBe(200);
    const mail = await waitForMail(app, person.email);
    expect(mail.subject).toBe('Rutas Aprobadas approved your Rumbo account');
    expect(mail.text).toContain('Hello Jane Doe');
    expect(mail.links).toEqual([expect.stringMatching(/\/login$/)]);
    // And they can.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: person.email, password: person.password } });
    expect(login.statusCode).toBe(200);
  });

  it('mails no one when it is refused', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas Rechazadas' });
    const registered = await registerEmployee(app, admin.headers, { sendInvitation: false });
    const refused = await app.inject({ method: 'PATCH', url: `/api/employee/${registered.employeeId}/approve`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    await expect(waitForMail(app, registered.email, { timeoutMs: 500 })).rejects.toThrow();
  });
});
