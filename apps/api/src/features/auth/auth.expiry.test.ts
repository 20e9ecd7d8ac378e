// Every expiry runs on the service's clock: a test moves it instead of waiting or editing rows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, waitForMail, waitForMails, type TestApp } from '../../testing/build-test-app.js';
import { freshAddress, logIn, registerEmployee, signUpAndLogIn } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';

const clock = createTestClock(new Date('2026-11-23T15:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const day = 86_400;
const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: cookie } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** Runs the employees' nightly trash purge now, through the job queue as its schedule does, and waits for it. */
async function purgeTrashNow() {
  const id = await app.ctx.jobs.send('employees.purge-trash', {});
  await expect.poll(() => app.ctx.jobs.stateOf('employees.purge-trash', id!), { timeout: 10_000 }).toBe('completed');
}

describe('on the service clock', () => {
  it('an access token lives 10 minutes; the session lives 30 days, however often it is refreshed', async () => {
    const { token, refreshCookie } = await signUpAndLogIn(app);
    clock.advance(599);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(2);
    expect((await me(token)).statusCode).toBe(401);
    let cookie = refreshCookie;
    for (let days = 0; days < 29; days += 7) {
      const refreshed = await refresh(cookie);
      expect(refreshed.statusCode, `day ${days}`).toBe(200);
      cookie = refreshed.cookies.find((entry) => entry.name === 'rumbo_refresh')!.value;
      expect((await me(refreshed.json().accessToken)).statusCode).toBe(200);
      clock.advance(7 * day);
    }
    // 30 days after the login, no refresh extends it.
    clock.advance(2 * day);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('two tabs refreshing at once keep the session: the same rotation within 10 seconds answers the same successor, later it ends the session', async () => {
    const { refreshCookie } = await signUpAndLogIn(app);
    const [tabA, tabB] = await Promise.all([refresh(refreshCookie), refresh(refreshCookie)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    const cookieOf = (answer: typeof tabA) => answer.cookies.find((entry) => entry.name === 'rumbo_refresh')!.value;
    expect(cookieOf(tabA)).toBe(cookieOf(tabB));
    clock.advance(9);
    expect(cookieOf(await refresh(refreshCookie))).toBe(cookieOf(tabA));
    clock.advance(2);
    expect((await refresh(refreshCookie)).statusCode).toBe(401);
    // A replay past the grace ends the session: the successor stops too.
    expect((await refresh(cookieOf(tabA))).statusCode).toBe(401);
  });

  it('a refresh the database fails keeps the session: 503 with the cookie kept, and the same cookie refreshes past the 10 seconds, once', async () => {
    const { refreshCookie } = await signUpAndLogIn(app);
    // The token is marked rotated, then a later step finds the database gone.
    const gone = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const find = vi.spyOn(app.ctx.accountHolders, 'find').mockRejectedValueOnce(gone);
    try {
      const failed = await refresh(refreshCookie);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('2');
      expect(failed.cookies.find((entry) => entry.name === 'rumbo_refresh')).toBeUndefined();
    } finally {
      find.mockRestore();
    }
    // Back after the grace two tabs get: the rotation never reached the browser, so it is no replay.
    clock.advance(12);
    const again = await refresh(refreshCookie);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().accessToken)).statusCode).toBe(200);
    const successor = again.cookies.find((entry) => entry.name === 'rumbo_refresh')!.value;
    // Now rotated for good: the old token again, past the grace, is a replay and ends the session.
    clock.advance(12);
    expect((await refresh(refreshCookie)).statusCode).toBe(401);
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('a reset link works for an hour', async () => {
    const { company } = await signUpAndLogIn(app);
    const ask = () => app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email }, remoteAddress: freshAddress() });
    await ask();
    const late = tokenOf((await waitForMail(app, company.email, { subject: /contraseña/ })).links[0]!);
    clock.advance(3601);
    const refused = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: late, password: 'una-clave-nueva' } });
    expect(refused.statusCode).toBe(400);
    await ask();
    const [newest] = await waitForMails(app, company.email, { subject: /contraseña/, count: 2 });
    const fresh = tokenOf(newest!.links[0]!);
    expect(fresh).not.toBe(late);
    clock.advance(3599);
    const accepted = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: fresh, password: 'una-clave-nueva' } });
    expect(accepted.statusCode).toBe(200);
  });

  it('an invitation link works for 7 days', async () => {
    const admin = await signUpAndLogIn(app);
    const employee = await registerEmployee(app, admin.headers, { sendInvitation: true });
    const token = tokenOf((await waitForMail(app, employee.email, { subject: /te invita/ })).links[0]!);
    clock.advance(7 * day + 1);
    const refused = await app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password: 'mi-clave-nueva' } });
    expect(refused.statusCode).toBe(400);
  });

  it('a locked account opens again once the 15-minute window has passed', async () => {
    const { company } = await signUpAndLogIn(app);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await logIn(app, company.email, 'no-es-la-clave', freshAddress())).statusCode).toBe(401);
    expect((await logIn(app, company.email, company.password, freshAddress())).statusCode).toBe(429);
    clock.advance(15 * 60 + 1);
    expect((await logIn(app, company.email, company.password, freshAddress())).statusCode).toBe(200);
  });

  it('the trash keeps a person 30 days, then deletes them for good', async () => {
    const admin = await signUpAndLogIn(app);
    const person = await registerEmployee(app, admin.headers);
    expect((await app.inject({ method: 'PATCH', url: `/api/employee/soft-delete/${person.employeeId}`, headers: admin.headers })).statusCode).toBe(200);
    // The administrator logs in afresh each time: their first session has ended by then.
    const trashIds = async () => {
      const { token } = (await logIn(app, admin.company.email, admin.company.password, freshAddress())).json() as { token: string };
      const trash = await app.inject({ method: 'GET', url: '/api/enterprise/employees/trash', headers: { authorization: `Bearer ${token}` } });
      return (trash.json().employees as { employeeId: string }[]).map((entry) => entry.employeeId);
    };
    clock.advance(29 * day);
    await purgeTrashNow();
    expect(await trashIds()).toEqual([person.employeeId]);
    clock.advance(2 * day);
    await purgeTrashNow();
    expect(await trashIds()).toEqual([]);
  });
});
