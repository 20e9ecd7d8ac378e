// Inviting later, all at once, the people imported or registered without an invitation.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, waitForMails, type TestApp } from '../../testing/build-test-app.js';
import {
  accountIdOf,
  employeeData,
  insertEmployeesDirectly,
  logIn,
  registerEmployee,
  signUpAndLogIn,
  verifyEmailOf,
  type AuthHeaders,
} from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { linkTokensTable } from '../auth/auth.table.js';
import { employeesTable } from './employees.table.js';

const clock = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const uninvited = async (headers: AuthHeaders) => (await app.inject({ method: 'GET', url: '/api/enterprise/employees/uninvited', headers })).json().data;
const inviteAll = (headers: AuthHeaders, language = 'es') =>
  app.inject({ method: 'POST', url: '/api/enterprise/employees/invite-uninvited', headers: { ...headers, 'accept-language': language } });

/** Invitations ever issued to the employee's account. */
async function invitationsOf(employeeId: string): Promise<number> {
  const accountId = await accountIdOf(app, employeeId);
  const [row] = await app.db
    .select({ count: count() })
    .from(linkTokensTable)
    .where(and(eq(linkTokensTable.accountId, accountId), eq(linkTokensTable.purpose, 'invitation')));
  return row!.count;
}

/** A verified administrator whose company has `people` active people waiting for an invitation. */
async function companyWaiting(people: number) {
  const admin = await signUpAndLogIn(app);
  await verifyEmailOf(app, admin.headers);
  await insertEmployeesDirectly(app, admin.user.enterpriseId, people);
  return admin;
}

describe('POST /api/enterprise/employees/invite-uninvited', () => {
  it('invites every active person with no password who was never invited, once, and says how many', async () => {
    const admin = await signUpAndLogIn(app);
    const imported = employeeData({ firstNames: 'Importada', lastNames: 'Sin Invitación' });
    const rows = [imported, employeeData()];
    expect((await app.inject({ method: 'POST', url: '/api/employee/import', headers: admin.headers, payload: { rows, dryRun: false } })).statusCode).toBe(200);
    const registered = await registerEmployee(app, admin.headers);
    const invited = await registerEmployee(app, admin.headers, { sendInvitation: true });
    const trashed = await registerEmployee(app, admin.headers);
    await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${trashed.employeeId}`, headers: admin.headers });
    const suspended = await registerEmployee(app, admin.headers);
    await app.db.update(employeesTable).set({ status: 'suspended' }).where(eq(employeesTable.id, suspended.employeeId));

    expect(await uninvited(admin.headers)).toEqual({ count: 3, invitableToday: 3 });
    const answer = await inviteAll(admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Invitaciones enviadas: 3', data: { invited: 3, left: 0 } });

    const mail = await waitForMail(app, imported.email);
    expect(mail.text).toContain('Importada Sin Invitación');
    expect(mail.links.some((link) => link.includes('/accept-invitation?token='))).toBe(true);
    expect(await invitationsOf(registered.employeeId)).toBe(1);
    expect(await invitationsOf(invited.employeeId)).toBe(1);
    expect(await invitationsOf(trashed.employeeId)).toBe(0);
    expect(await invitationsOf(suspended.employeeId)).toBe(0);

    expect(await uninvited(admin.headers)).toEqual({ count: 0, invitableToday: 0 });
    const again = await inviteAll(admin.headers, 'en');
    expect(again.json()).toEqual({ success: true, message: 'There is no one to invite: everyone already has an account or an invitation.', data: { invited: 0, left: 0 } });
    expect(await invitationsOf(registered.employeeId)).toBe(1);
  });

  it('invites again a person restored from the trash before choosing a password: the trash ended their invitation', async () => {
    const admin = await signUpAndLogIn(app);
    await verifyEmailOf(app, admin.headers);
    const luis = await registerEmployee(app, admin.headers, { sendInvitation: true });
    expect(await uninvited(admin.headers)).toEqual({ count: 0, invitableToday: 0 });
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${luis.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/${luis.employeeId}/restore`, headers: admin.headers })).statusCode).toBe(200);
    expect(await uninvited(admin.headers)).toEqual({ count: 1, invitableToday: 1 });
    expect((await inviteAll(admin.headers)).json().data).toEqual({ invited: 1, left: 0 });
    expect(await invitationsOf(luis.employeeId)).toBe(2);
    // The new link lets him choose his password.
    const [newest] = await waitForMails(app, luis.email, { count: 2 });
    const token = new URL(newest!.links.find((link) => link.includes('/accept-invitation?token='))!).searchParams.get('token')!;
    const accepted = await app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password: 'clave-de-luis-1' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('is for administrators whose own email is verified, and invites no one otherwise', async () => {
    const admin = await signUpAndLogIn(app);
    await registerEmployee(app, admin.headers);
    const unverified = await inviteAll(admin.headers);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('Verifica tu correo antes de enviar invitaciones: usa el enlace que te enviamos al registrarte.');
    expect(await uninvited(admin.headers)).toEqual({ count: 1, invitableToday: 1 });

    await verifyEmailOf(app, admin.headers);
    await app.db.update(employeesTable).set({ isAdmin: false }).where(eq(employeesTable.id, admin.user.idEmployee));
    expect((await inviteAll(admin.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/enterprise/employees/uninvited', headers: admin.headers })).statusCode).toBe(403);
    await app.db.update(employeesTable).set({ isAdmin: true }).where(eq(employeesTable.id, admin.user.idEmployee));
    expect(await uninvited(admin.headers)).toEqual({ count: 1, invitableToday: 1 });
  });

  it('sends at most 200 a day per company: the first that fit now, the rest the next day', async () => {
    const admin = await companyWaiting(203);
    expect(await uninvited(admin.headers)).toEqual({ count: 203, invitableToday: 200 });

    const first = await inviteAll(admin.headers);
    expect(first.json()).toEqual({
      success: true,
      message: 'Invitaciones enviadas: 200. Quedan 3 por invitar: tu empresa envía hasta 200 invitaciones al día; invítalas mañana.',
      data: { invited: 200, left: 3 },
    });
    expect(await uninvited(admin.headers)).toEqual({ count: 3, invitableToday: 0 });
    const spent = await inviteAll(admin.headers, 'de');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe('Ihr Unternehmen hat heute bereits seine 200 Einladungen gesendet. Versuchen Sie es morgen erneut.');

    // Another company's allowance is its own.
    const other = await companyWaiting(2);
    expect((await inviteAll(other.headers)).json().data).toEqual({ invited: 2, left: 0 });

    clock.advance(24 * 3600);
    const login = await logIn(app, admin.company.email, admin.company.password);
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    expect((await inviteAll(headers)).json().data).toEqual({ invited: 3, left: 0 });
  });

  it('invites each person once when two requests arrive at once', async () => {
    const admin = await companyWaiting(30);
    const answers = await Promise.all([inviteAll(admin.headers), inviteAll(admin.headers)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.invited as number).sort((a, b) => a - b)).toEqual([0, 30]);
    const [row] = await app.db
      .select({ count: count() })
      .from(linkTokensTable)
      .innerJoin(employeesTable, eq(employeesTable.accountId, linkTokensTable.accountId))
      .where(and(eq(employeesTable.enterpriseId, admin.user.enterpriseId), eq(linkTokensTable.purpose, 'invitation')));
    expect(row!.count).toBe(30);
  });
});
