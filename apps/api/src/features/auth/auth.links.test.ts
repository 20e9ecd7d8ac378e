// Mailed links (invitation, reset, verification) belong to an address and a person who may act:
// they die when the address changes or the person goes to the trash, and each reaches its own person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, waitForMails, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, employeeData, freshAddress, logIn, registerEmployee, setEnterprisePlan, signUpAndLogIn, verifyEmailOf } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const linkExpired = { success: false, message: 'El enlace no es válido o ya expiró. Pide uno nuevo.' };
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const accept = (token: string, password = 'clave-elegida-1') => app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password } });
const edit = (id: string, headers: Record<string, string>, payload: object) => app.inject({ method: 'PATCH', url: `/api/employee/${id}`, headers, payload });

describe('an invitation', () => {
  it('dies when its person goes to the trash, and stays dead after a restore', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await registerEmployee(app, admin.headers, { sendInvitation: true });
    const token = tokenOf((await waitForMail(app, person.email, { subject: /te invita/ })).links[0]!);
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${person.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await accept(token)).json()).toEqual(linkExpired);
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${person.employeeId}/restore`, headers: admin.headers })).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(400);
  });

  it('sent to a mistyped address dies when the address is corrected, and a new one goes to the right address', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await registerEmployee(app, admin.headers, { sendInvitation: true, email: employeeData().email });
    const stray = tokenOf((await waitForMail(app, person.email, { subject: /te invita/ })).links[0]!);
    const corrected = employeeData().email;
    expect((await edit(person.employeeId, admin.headers, { email: corrected })).statusCode).toBe(200);
    expect((await accept(stray)).json()).toEqual(linkExpired);
    const fresh = tokenOf((await waitForMail(app, corrected, { subject: /te invita/ })).links[0]!);
    expect((await accept(fresh)).statusCode).toBe(200);
    expect((await logIn(app, corrected, 'clave-elegida-1', freshAddress())).statusCode).toBe(200);
  });

  it('from an import reaches each person with their own link', async () => {
    const admin = await signUpAndLogIn(app);
    await setEnterprisePlan(app, admin.user.enterpriseId, 'enterprise');
    const rows = Array.from({ length: 3 }, (_, index) => employeeData({ firstNames: `Importada${index}` }));
    const unverified = await app.inject({ method: 'POST', url: '/api/employee/import', headers: admin.headers, payload: { rows, dryRun: false, sendInvitations: true } });
    expect(unverified.statusCode).toBe(403);
    await verifyEmailOf(app, admin.headers);
    const response = await app.inject({ method: 'POST', url: '/api/employee/import', headers: admin.headers, payload: { rows, dryRun: false, sendInvitations: true } });
    expect(response.json().data.importedCount).toBe(3);
    for (const row of rows) {
      const token = tokenOf((await waitForMail(app, row.email, { subject: /te invita/ })).links[0]!);
      expect((await accept(token, `clave-de-${row.firstNames}`)).statusCode).toBe(200);
      const login = await logIn(app, row.email, `clave-de-${row.firstNames}`, freshAddress());
      expect(login.json().user.fullName).toBe(`${row.firstNames} ${row.lastNames}`);
    }
  });
});

describe('a reset link', () => {
  it('dies when its person goes to the trash', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: employee.employee.email }, remoteAddress: freshAddress() });
    const token = tokenOf((await waitForMail(app, employee.employee.email, { subject: /contraseña/ })).links[0]!);
    await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${employee.employee.employeeId}`, headers: admin.headers });
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'otra-clave-nueva' } });
    expect(reset.json()).toEqual(linkExpired);
  });
});

describe('a password set by any route', () => {
  it('ends every older reset link', async () => {
    const { company } = await signUpAndLogIn(app);
    const ask = () => app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email }, remoteAddress: freshAddress() });
    await ask();
    await ask();
    const [newer, older] = await waitForMails(app, company.email, { subject: /contraseña/, count: 2 });
    const reset = (link: string) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenOf(link), password: 'clave-nueva-del-enlace' } });
    expect((await reset(newer!.links[0]!)).statusCode).toBe(200);
    expect((await reset(older!.links[0]!)).json()).toEqual(linkExpired);
  });

  it('spends the invitation: it cannot overwrite a password chosen through a reset', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await registerEmployee(app, admin.headers, { sendInvitation: true });
    const invitation = tokenOf((await waitForMail(app, person.email, { subject: /te invita/ })).links[0]!);
    await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: person.email }, remoteAddress: freshAddress() });
    const reset = tokenOf((await waitForMail(app, person.email, { subject: /contraseña/ })).links[0]!);
    expect((await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: reset, password: 'la-clave-de-la-persona' } })).statusCode).toBe(200);
    const session = await logIn(app, person.email, 'la-clave-de-la-persona', freshAddress());
    expect(session.statusCode).toBe(200);
    expect((await accept(invitation, 'clave-de-un-intruso')).json()).toEqual(linkExpired);
    expect((await logIn(app, person.email, 'la-clave-de-la-persona', freshAddress())).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session.json().token}` } })).statusCode).toBe(200);
  });
});

describe('a changed email', () => {
  it('must be verified again: the old verification link dies and a new one goes to the new address', async () => {
    const admin = await signUpAndLogIn(app);
    const old = tokenOf((await waitForMail(app, admin.company.email, { subject: /Confirma tu correo/ })).links[0]!);
    // Giving an account a new email mails it: only a verified administrator may, so this one was (not through the link).
    await verifyEmailOf(app, admin.headers);
    const newEmail = employeeData().email;
    expect((await edit(admin.user.idEmployee, admin.headers, { email: newEmail, currentPassword: admin.company.password })).statusCode).toBe(200);
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
    expect((await me()).json().user).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: old } })).statusCode).toBe(400);
    const [mail] = await waitForMails(app, newEmail, { subject: /Confirma tu correo/, count: 1 });
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(mail!.links[0]!) } })).statusCode).toBe(200);
    expect((await me()).json().user.emailVerified).toBe(true);
    // The former address is told, with the new one masked and no link to follow.
    const notice = await waitForMail(app, admin.company.email, { subject: /cambió/ });
    expect(notice.subject).toBe('El correo de tu cuenta de Rumbo cambió');
    expect(notice.text).toContain(`${newEmail[0]}***@`);
    expect(notice.text).not.toContain(newEmail);
    expect(notice.links).toEqual([]);
  });

  it('takes `name` over the name fields when both come, as register does', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await registerEmployee(app, admin.headers);
    const response = await edit(person.employeeId, admin.headers, { name: 'Gana Nombre Completo', firstNames: 'Pierde', lastNames: 'Campos' });
    expect(response.json().employee).toMatchObject({ firstNames: 'Gana', lastNames: 'Nombre Completo' });
  });
});
