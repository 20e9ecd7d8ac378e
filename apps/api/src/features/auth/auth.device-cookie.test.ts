// A login lock a stranger cannot hold (OWASP's device cookies): guesses from browsers that never
// signed in to an account lock it for them all, while the browser its owner signed in with before
// gets in with the right password and is counted on its own; wrong passwords a signed-in session
// sends count for that session, not against the login.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { freshAddress, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

type Answer = Awaited<ReturnType<TestApp['inject']>>;

function logIn(username: string, password: string, device?: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: freshAddress(), ...(device && { cookies: { rumbo_device: device } }) });
}

function deviceCookieOf(answer: Answer) {
  const cookie = answer.cookies.find((candidate) => candidate.name === 'rumbo_device');
  if (!cookie) throw new Error(`no device cookie in ${answer.statusCode} ${answer.body}`);
  return cookie;
}

/** A company whose administrator signed in once from the browser that keeps the answered device cookie. */
async function ownerWithDevice() {
  const admin = await signUpAndLogIn(app);
  const first = await logIn(admin.company.email, admin.company.password);
  expect(first.statusCode).toBe(200);
  return { ...admin, device: deviceCookieOf(first).value };
}

async function lockOutStrangers(email: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) expect((await logIn(email, `stranger-${attempt}`)).statusCode).toBe(401);
  expect((await logIn(email, 'stranger-6')).statusCode).toBe(429);
}

describe('the device cookie', () => {
  it('is given at login: HttpOnly, SameSite=Strict, for the auth routes only, for a year, naming the account', async () => {
    const admin = await signUpAndLogIn(app);
    const cookie = deviceCookieOf(await logIn(admin.company.email, admin.company.password));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 365 * 86_400 });
    expect(cookie.secure).toBeFalsy();
    // Signed in again from that browser, it keeps its cookie.
    expect(deviceCookieOf(await logIn(admin.company.email, admin.company.password, cookie.value)).value).toBe(cookie.value);
  });

  it('is Secure when the public URL is https', async () => {
    const secureApp = await buildTestApp({ runJobs: false, publicUrl: 'https://rumbo.test' });
    try {
      const admin = await signUpAndLogIn(secureApp);
      const login = await secureApp.inject({ method: 'POST', url: '/api/auth/login', payload: { username: admin.company.email, password: admin.company.password } });
      expect(deviceCookieOf(login).secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});

describe('a stranger’s guesses', () => {
  it('lock the account for browsers that never signed in, but not for the owner’s, which gets in with the right password', async () => {
    const owner = await ownerWithDevice();
    await lockOutStrangers(owner.company.email);
    expect((await logIn(owner.company.email, owner.company.password)).statusCode).toBe(429);
    const fromOwnBrowser = await logIn(owner.company.email, owner.company.password, owner.device);
    expect(fromOwnBrowser.statusCode).toBe(200);
    expect(fromOwnBrowser.json()).toHaveProperty('token');
    // The owner's way in does not reopen the account to strangers.
    expect((await logIn(owner.company.email, owner.company.password)).statusCode).toBe(429);
  });

  it('gain nothing from a device cookie of another account, or one altered', async () => {
    const owner = await ownerWithDevice();
    const other = await ownerWithDevice();
    await lockOutStrangers(owner.company.email);
    const [accountId, deviceId, signature] = owner.device.split('.');
    const otherAccountId = other.device.split('.')[0];
    for (const device of [other.device, `${otherAccountId}.${deviceId}.${signature}`, `${accountId}.${deviceId}x.${signature}`, `${accountId}.${deviceId}`, 'nonsense']) {
      expect((await logIn(owner.company.email, owner.company.password, device)).statusCode, device).toBe(429);
    }
  });

  it('through a device cookie that keeps failing lock that browser out in turn, and not the account', async () => {
    const owner = await ownerWithDevice();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await logIn(owner.company.email, `guess-${attempt}`, owner.device)).statusCode).toBe(401);
    const locked = await logIn(owner.company.email, owner.company.password, owner.device);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect((await logIn(owner.company.email, owner.company.password)).statusCode).toBe(200);
  });

  it('leave the second step in place: the owner’s browser still answers with a code', async () => {
    const owner = await ownerWithDevice();
    const setup = await app.inject({ method: 'POST', url: '/api/auth/two-step/setup', headers: owner.headers, payload: { password: owner.company.password } });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    expect((await app.inject({ method: 'POST', url: '/api/auth/two-step/enable', headers: owner.headers, payload: { code: await generate({ secret }) } })).statusCode).toBe(200);
    await lockOutStrangers(owner.company.email);
    const login = await logIn(owner.company.email, owner.company.password, owner.device);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ twoStepRequired: true });
    expect(login.json()).not.toHaveProperty('token');
  });
});

describe('wrong passwords sent by a signed-in session', () => {
  const confirmations: [string, (headers: AuthHeaders, password: string) => Promise<Answer>][] = [
    ['turning two-step off', (headers, password) => app.inject({ method: 'POST', url: '/api/auth/two-step/disable', headers, payload: { password } })],
    ['changing the password', (headers, password) => app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: { currentPassword: password, newPassword: 'otra-clave-nueva' } })],
    ['deleting the company', (headers, password) => app.inject({ method: 'PATCH', url: '/api/enterprise/delete', headers, payload: { password } })],
  ];

  it.each(confirmations)('count for that session when %s, not against the login', async (_, confirm) => {
    const admin = await signUpAndLogIn(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await confirm(admin.headers, `guess-${attempt}`)).statusCode).toBe(400);
    expect((await confirm(admin.headers, `guess-6`)).statusCode).toBe(429);
    // The account is not locked: its owner logs in from a browser it never used, and that new session may confirm.
    const login = await logIn(admin.company.email, admin.company.password);
    expect(login.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    expect((await confirm(fresh, 'guess-7')).statusCode).toBe(400);
  });
});
