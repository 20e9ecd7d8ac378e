// What people hear from their company before they have chosen a language: invitations and the app in
// the company's, and the approval of a join-link sign-up in the language they signed up in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, createPendingEmployee, employeeData, freshAddress, joinCodeOf, joinData, registerEmployee, signUpAndLogIn } from '../../testing/factories.js';

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

    // So are "invite everyone later" and an import's invitations.
    const later = await registerEmployee(app, admin.headers, { ...employeeData(), sendInvitation: false });
    expect((await app.inject({ method: 'POST', url: '/api/enterprise/employees/invite-uninvited', headers: inEnglish })).statusCode).toBe(200);
    expect((await waitForMail(app, later.email)).subject).toBe('Transportes Idioma lädt Sie zu Rumbo ein');
    const imported = employeeData();
    const importAnswer = await app.inject({ method: 'POST', url: '/api/employee/import', headers: inEnglish, payload: { rows: [imported], dryRun: false, sendInvitations: true } });
    expect(importAnswer.statusCode, importAnswer.body).toBe(200);
    expect((await waitForMail(app, imported.email)).subject).toBe('Transportes Idioma lädt Sie zu Rumbo ein');
  });
});

describe('a person who never chose a language', () => {
  it('reads the app and hears in the company’s, even once other settings of theirs are saved', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas Inglesas' });
    const person = await createEmployeeWhoCanLogIn(app, admin.headers);
    const headers = { authorization: `Bearer ${person.token}` };
    const changed = await app.inject({ method: 'PATCH', url: '/api/enterprise/profile', headers: admin.headers, payload: { language: 'english' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const settings = () => app.inject({ method: 'GET', url: '/api/user/configure', headers });
    expect((await settings()).json().data.language).toBe('en');
    // Dismissing the tour writes their settings: still no language of their own.
    const dismissed = await app.inject({ method: 'PATCH', url: '/api/user/configure', headers, payload: { showTutorial: false } });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await settings()).json().data.language).toBe('en');
    const email = person.employee.email;
    expect((await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email }, remoteAddress: freshAddress() })).statusCode).toBe(200);
    expect((await waitForMail(app, email, { subject: /password|contraseña|Passwort/i })).subject).toBe('Reset your Rumbo password');
    // Once they choose, their choice wins.
    expect((await app.inject({ method: 'PATCH', url: '/api/user/configure', headers, payload: { language: 'de' } })).statusCode).toBe(200);
    expect((await settings()).json().data.language).toBe('de');
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

  it('mails the person made active from the edit form too', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Rutas Editadas' });
    const pending = await createPendingEmployee(app, admin.headers, { firstNames: 'Lía', lastNames: 'Pérez' });
    const edited = await app.inject({ method: 'PATCH', url: `/api/employee/${pending.employeeId}`, headers: admin.headers, payload: { status: 'active' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await waitForMail(app, pending.email)).subject).toBe('Rutas Editadas aprobó tu cuenta en Rumbo');
  });
});
