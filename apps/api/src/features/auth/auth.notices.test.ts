// Notices people expect of their own sign-in security, by mail and in the inbox, in their language:
// the password changed, two-step verification on or off, a recovery code used, the login email
// changed, a sign-in from a browser not seen before; and the company's deletion, to everyone in it.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, freshAddress, signUpAndLogIn, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Listed = { kind: string; details: Record<string, unknown> | null; readAt: string | null };
const inbox = async (headers: AuthHeaders) => ((await app.inject({ method: 'GET', url: '/api/notifications', headers })).json() as { data: { notifications: Listed[]; unread: number } }).data;
const post = (url: string, headers: AuthHeaders, payload: object) => app.inject({ method: 'POST', url, headers, payload });

function logIn(username: string, password: string, device?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: freshAddress(),
    headers: { 'user-agent': firefoxOnLinux },
    ...(device && { cookies: { rumbo_device: device } }),
  });
}

/** A second administrator of the same company, who reads the same inbox. */
async function colleagueAdmin(adminHeaders: AuthHeaders) {
  const colleague = await createEmployeeWhoCanLogIn(app, adminHeaders);
  expect((await app.inject({ method: 'PATCH', url: '/api/employee/role', headers: adminHeaders, payload: { employeeId: colleague.employee.employeeId, isAdmin: true } })).statusCode).toBe(200);
  return colleague;
}

describe('a person’s own security notices', () => {
  it('tell of a changed password by mail in their language and in their inbox, which no other administrator sees', async () => {
    const admin = await signUpAndLogIn(app);
    const colleague = await colleagueAdmin(admin.headers);
    expect((await app.inject({ method: 'PATCH', url: '/api/user/configure', headers: admin.headers, payload: { language: 'en' } })).statusCode).toBe(200);

    expect((await post('/api/auth/change-password', admin.headers, { currentPassword: admin.company.password, newPassword: 'una-clave-nueva' })).statusCode).toBe(200);
    const mail = await waitForMail(app, admin.company.email, { subject: /password changed/ });
    expect(mail.subject).toBe('Your Rumbo password changed');
    expect(mail.links).toEqual(['http://rumbo.test/home/profile/login-and-security']);
    expect((await inbox(admin.headers)).notifications.map((notice) => notice.kind)).toContain('password_changed');
    // The colleague administers the same company, and still does not see it.
    const colleagueLogin = await logIn(colleague.employee.email, colleague.password);
    const colleagueHeaders = { authorization: `Bearer ${colleagueLogin.json().token as string}` };
    expect((await inbox(colleagueHeaders)).notifications.map((notice) => notice.kind)).not.toContain('password_changed');
  });

  it('tell of a password reset through the mailed link', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: admin.company.email }, remoteAddress: freshAddress() })).statusCode).toBe(200);
    const reset = await waitForMail(app, admin.company.email, { subject: /Restablece/ });
    const token = new URL(reset.links[0]!).searchParams.get('token')!;
    expect((await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'otra-clave-segura' } })).statusCode).toBe(200);
    expect((await waitForMail(app, admin.company.email, { subject: /contraseña de Rumbo cambió/ })).subject).toBe('Tu contraseña de Rumbo cambió');
  });

  it('tell of two-step verification turned on and off, and of a recovery code used with how many are left', async () => {
    const admin = await signUpAndLogIn(app);
    const setup = await post('/api/auth/two-step/setup', admin.headers, { password: admin.company.password });
    const { secret } = setup.json() as { secret: string };
    const enabled = await post('/api/auth/two-step/enable', admin.headers, { code: await generate({ secret }) });
    expect(enabled.statusCode).toBe(200);
    const [recoveryCode] = enabled.json().recoveryCodes as string[];
    expect((await waitForMail(app, admin.company.email, { subject: /Activaste/ })).subject).toBe('Activaste la verificación en dos pasos');

    const challenge = (await logIn(admin.company.email, admin.company.password)).json().challenge as string;
    const second = await app.inject({ method: 'POST', url: '/api/auth/login/two-step', payload: { challenge, code: recoveryCode }, remoteAddress: freshAddress() });
    expect(second.statusCode).toBe(200);
    const used = await waitForMail(app, admin.company.email, { subject: /código de recuperación/ });
    expect(used.text).toContain('Te quedan 9 códigos.');
    const listed = (await inbox(admin.headers)).notifications;
    expect(listed.find((notice) => notice.kind === 'recovery_code_used')?.details).toEqual({ recoveryCodesLeft: 9 });

    expect((await post('/api/auth/two-step/disable', admin.headers, { password: admin.company.password })).statusCode).toBe(200);
    expect((await waitForMail(app, admin.company.email, { subject: /Desactivaste/ })).subject).toBe('Desactivaste la verificación en dos pasos');
    expect((await inbox(admin.headers)).notifications.map((notice) => notice.kind).slice(0, 2)).toEqual(['two_step_disabled', 'new_sign_in']);
  });

  it('tell of a new login email: the former address by mail, the person in their inbox', async () => {
    const admin = await signUpAndLogIn(app);
    // A new address is mailed a link: only from a company whose own address is proven.
    await verifyEmailOf(app, admin.headers);
    const newEmail = `nueva-${Date.now()}@empresa.mx`;
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/employee/${admin.user.idEmployee}`,
      headers: admin.headers,
      payload: { email: newEmail, currentPassword: admin.company.password },
    });
    expect(changed.statusCode).toBe(200);
    expect((await waitForMail(app, admin.company.email, { subject: /correo de tu cuenta/ })).text).toContain('n***@empresa');
    expect((await inbox(admin.headers)).notifications.map((notice) => notice.kind)).toContain('login_email_changed');
  });

  it('tell of a sign-in from a browser not seen before on the account, with its browser and address, and not of the first one nor a known one', async () => {
    const admin = await signUpAndLogIn(app);
    // signUpAndLogIn was the account's first sign-in: nothing to tell.
    expect((await readMails(app, admin.company.email)).filter((mail) => /inicio de sesión/.test(mail.subject))).toEqual([]);

    const fromNew = await logIn(admin.company.email, admin.company.password);
    expect(fromNew.statusCode).toBe(200);
    const mail = await waitForMail(app, admin.company.email, { subject: /Nuevo inicio de sesión/ });
    expect(mail.text).toContain('Firefox en Linux');
    const [notice] = (await inbox(admin.headers)).notifications;
    expect(notice).toMatchObject({ kind: 'new_sign_in', details: { browser: 'Firefox', os: 'Linux' } });
    expect(notice!.details!.ipAddress).toMatch(/^10\./);

    const device = fromNew.cookies.find((cookie) => cookie.name === 'rumbo_device')!.value;
    expect((await logIn(admin.company.email, admin.company.password, device)).statusCode).toBe(200);
    // The notice and its mail are written by the login itself: once it has answered, the inbox is final.
    expect((await inbox(admin.headers)).notifications.filter((notice) => notice.kind === 'new_sign_in')).toHaveLength(1);
  });
});

describe('the company deleted', () => {
  it('is told to everyone who could sign in, each in their language, administrators that the subscription ended too', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Cierre Total' });
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers, { firstNames: 'John', lastNames: 'Smith' });
    expect((await app.inject({ method: 'PATCH', url: '/api/user/configure', headers: employee.headers, payload: { language: 'en' } })).statusCode).toBe(200);

    expect((await app.inject({ method: 'PATCH', url: '/api/enterprise/delete', headers: admin.headers, payload: { password: admin.company.password } })).statusCode).toBe(200);
    const toAdmin = await waitForMail(app, admin.company.email, { subject: /se eliminó/ });
    expect(toAdmin.subject).toBe('La cuenta de Cierre Total en Rumbo se eliminó');
    expect(toAdmin.text).toContain('la suscripción se canceló');
    const toEmployee = await waitForMail(app, employee.employee.email, { subject: /was deleted/ });
    expect(toEmployee.text).toContain('so your access has ended');
  });
});
