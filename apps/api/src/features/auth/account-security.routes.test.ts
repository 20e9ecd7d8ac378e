// Login and security: two-step verification (TOTP), the second login step, changing the password and
// the list of sessions. Codes are computed with otplib on the service's clock, which the tests move.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { accountIdOf, freshAddress, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { recoveryCodesTable, serverSecretsTable, twoStepSecretsTable } from './auth.table.js';
import { decryptSecret } from './two-step-secrets.js';

const clock = createTestClock(new Date('2026-11-24T15:00:10Z'));
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The code an authenticator app shows now, on the service's clock. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
/** Moves to the next 30-second step, where the app shows a new code. */
const nextStep = () => clock.advance(30);

function post(url: string, headers: AuthHeaders | Record<string, string>, payload?: object, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, headers, ...(payload && { payload }), remoteAddress });
}

function logIn(username: string, password: string, { userAgent = chromeOnWindows, remoteAddress = freshAddress() } = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers: { 'user-agent': userAgent }, remoteAddress });
}

function secondStep(challenge: string, code: string, remoteAddress = freshAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/login/two-step', payload: { challenge, code }, remoteAddress, headers: { 'user-agent': chromeOnWindows } });
}

function me(headers: AuthHeaders) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers });
}

const bearer = (token: string): AuthHeaders => ({ authorization: `Bearer ${token}` });

/** An administrator with two-step verification on: answers the secret and the recovery codes. */
async function withTwoStepOn() {
  const admin = await signUpAndLogIn(app);
  const setup = await post('/api/auth/two-step/setup', admin.headers, { password: admin.company.password });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post('/api/auth/two-step/enable', admin.headers, { code: await codeNow(secret) });
  expect(enable.statusCode).toBe(200);
  nextStep();
  return { ...admin, secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

async function challengeFor(username: string, password: string) {
  const response = await logIn(username, password);
  expect(response.statusCode).toBe(200);
  return (response.json() as { challenge: string }).challenge;
}

describe('turning two-step verification on', () => {
  it('gives a secret for the app, turns on with a right code, and answers ten recovery codes once', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-step', headers: admin.headers })).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const setup = await post('/api/auth/two-step/setup', admin.headers, { password: admin.company.password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json() as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Rumbo:${admin.company.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Rumbo');

    const wrong = await post('/api/auth/two-step/enable', admin.headers, { code: (Number(await codeNow(secret)) + 1).toString().padStart(6, '0').slice(-6) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: 'El código no es correcto o ya se usó. Escribe el código que muestra tu app ahora.' }]);
    const malformed = await post('/api/auth/two-step/enable', admin.headers, { code: '12a' });
    expect(malformed.json().errors).toEqual([{ field: 'code', message: 'El código tiene 6 dígitos' }]);

    const enable = await post('/api/auth/two-step/enable', admin.headers, { code: await codeNow(secret) });
    expect(enable.statusCode).toBe(200);
    const { message, recoveryCodes } = enable.json() as { message: string; recoveryCodes: string[] };
    expect(message).toBe('Verificación en dos pasos activada');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);

    const status = (await app.inject({ method: 'GET', url: '/api/auth/two-step', headers: admin.headers })).json();
    expect(status).toEqual({ enabled: true, enabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    expect((await post('/api/auth/two-step/setup', admin.headers, { password: admin.company.password })).statusCode).toBe(409);
    expect((await post('/api/auth/two-step/enable', admin.headers, { code: await codeNow(secret) })).statusCode).toBe(409);
  });

  it('keeps the secret encrypted with a key outside the database, and the recovery codes only hashed', async () => {
    const admin = await withTwoStepOn();
    const accountId = await accountIdOf(app, admin.user.idEmployee);
    const [row] = await app.db.select().from(twoStepSecretsTable).where(eq(twoStepSecretsTable.accountId, accountId));
    expect(row!.secretCiphertext).not.toContain(admin.secret);
    const key = Buffer.from((await readFile(join(app.dataDir, 'two-step.key'), 'utf8')).trim(), 'base64');
    expect(decryptSecret(row!.secretCiphertext, key)).toBe(admin.secret);
    expect(() => decryptSecret(row!.secretCiphertext, Buffer.alloc(32, 7))).toThrow();
    const serverSecrets = await app.db.select().from(serverSecretsTable);
    expect(serverSecrets.map((secret) => secret.value)).not.toContain(key.toString('base64'));

    const hashes = await app.db.select().from(recoveryCodesTable).where(eq(recoveryCodesTable.accountId, accountId));
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(hashes);
    for (const code of admin.recoveryCodes) expect(stored).not.toContain(code.replaceAll('-', ''));
  });

  it('starts only with the password: 400 without it, refused when wrong as turning it off is, and nothing waits meanwhile', async () => {
    const admin = await signUpAndLogIn(app);
    const accountId = await accountIdOf(app, admin.user.idEmployee);
    const missing = await post('/api/auth/two-step/setup', admin.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'password', message: 'La contraseña es obligatoria' }]);
    expect((await post('/api/auth/two-step/setup', admin.headers)).statusCode).toBe(400);
    const wrong = await post('/api/auth/two-step/setup', admin.headers, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: 'La contraseña no es correcta' }]);
    expect(await app.db.select().from(twoStepSecretsTable).where(eq(twoStepSecretsTable.accountId, accountId))).toEqual([]);
    // Guesses count as turning it off counts them: five, then 429 even for the right one.
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await post('/api/auth/two-step/setup', admin.headers, { password: `guess-${attempt}` })).statusCode).toBe(400);
    const throttled = await post('/api/auth/two-step/setup', admin.headers, { password: admin.company.password });
    expect(throttled.statusCode).toBe(429);
    expect((await post('/api/auth/two-step/disable', admin.headers, { password: admin.company.password })).statusCode).toBe(429);
  });

  it('is off again only with the password, and login then asks for no code', async () => {
    const admin = await withTwoStepOn();
    const wrong = await post('/api/auth/two-step/disable', admin.headers, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: 'La contraseña no es correcta' }]);
    expect((await post('/api/auth/two-step/disable', admin.headers, {})).statusCode).toBe(400);

    const disable = await post('/api/auth/two-step/disable', admin.headers, { password: admin.company.password });
    expect(disable.json()).toEqual({ success: true, message: 'Verificación en dos pasos desactivada' });
    const login = await logIn(admin.company.email, admin.company.password);
    expect(login.json()).toHaveProperty('token');
    const accountId = await accountIdOf(app, admin.user.idEmployee);
    expect(await app.db.select().from(recoveryCodesTable).where(eq(recoveryCodesTable.accountId, accountId))).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-step' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/two-step/setup', payload: { password: 'whatever1' } })).statusCode).toBe(401);
  });
});

describe('logging in with two-step verification on', () => {
  it('asks for a code after the right password, without opening a session, and opens it with a right code', async () => {
    const admin = await withTwoStepOn();
    const login = await logIn(admin.company.email, admin.company.password);
    expect(login.statusCode).toBe(200);
    const body = login.json() as { twoStepRequired: boolean; challenge: string };
    expect(body).toEqual({ twoStepRequired: true, challenge: expect.any(String) });
    expect(body).not.toHaveProperty('token');
    expect(login.cookies.find((cookie) => cookie.name === 'rumbo_refresh')).toBeUndefined();

    const wrong = await secondStep(body.challenge, '000000' === (await codeNow(admin.secret)) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('El código no es correcto o ya se usó. Escribe el código que muestra tu app ahora.');

    const right = await secondStep(body.challenge, ` ${await codeNow(admin.secret)} `);
    expect(right.statusCode).toBe(200);
    const { token, user } = right.json() as { token: string; user: { email: string; isAdmin: boolean } };
    expect(user).toMatchObject({ email: admin.company.email, isAdmin: true });
    expect(right.cookies.find((cookie) => cookie.name === 'rumbo_refresh')?.httpOnly).toBe(true);
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('never accepts a code twice, nor a challenge twice', async () => {
    const admin = await withTwoStepOn();
    const code = await codeNow(admin.secret);
    const first = await challengeFor(admin.company.email, admin.company.password);
    expect((await secondStep(first, code)).statusCode).toBe(200);
    // The same code through another login, seconds later and still within its 30 seconds.
    clock.advance(5);
    const second = await challengeFor(admin.company.email, admin.company.password);
    expect((await secondStep(second, code)).statusCode).toBe(401);
    // A used challenge is closed, even with a new code.
    nextStep();
    const reused = await secondStep(first, await codeNow(admin.secret));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Pasaron demasiados minutos. Vuelve a escribir tu correo y contraseña.');
    expect((await secondStep(second, await codeNow(admin.secret))).statusCode).toBe(200);
  });

  it('refuses a code sent at the same moment through two logins but once', async () => {
    const admin = await withTwoStepOn();
    const code = await codeNow(admin.secret);
    const [first, second] = await Promise.all([
      challengeFor(admin.company.email, admin.company.password),
      challengeFor(admin.company.email, admin.company.password),
    ]);
    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const admin = await withTwoStepOn();
    const recovery = admin.recoveryCodes[3]!;
    const typed = ` ${recovery.replaceAll('-', '').toLowerCase()} `;
    expect((await secondStep(await challengeFor(admin.company.email, admin.company.password), typed)).statusCode).toBe(200);
    const used = await secondStep(await challengeFor(admin.company.email, admin.company.password), recovery);
    expect(used.statusCode).toBe(401);
    // A refused recovery code is named as one, in the request's language.
    expect(used.json().message).toBe('El código de recuperación no es correcto o ya se usó. Escribe otro de los que guardaste.');
    const english = await app.inject({
      method: 'POST',
      url: '/api/auth/login/two-step',
      headers: { 'accept-language': 'en' },
      payload: { challenge: await challengeFor(admin.company.email, admin.company.password), code: recovery },
    });
    expect(english.json().message).toBe('That recovery code is wrong or was already used. Type another one you saved.');
    const status = (await app.inject({ method: 'GET', url: '/api/auth/two-step', headers: admin.headers })).json();
    expect(status.recoveryCodesLeft).toBe(9);
    // Another account's recovery code is no code of this one.
    const other = await withTwoStepOn();
    expect((await secondStep(await challengeFor(admin.company.email, admin.company.password), other.recoveryCodes[0]!)).statusCode).toBe(401);
  });

  it('lets a challenge wait five minutes, no longer', async () => {
    const admin = await withTwoStepOn();
    const challenge = await challengeFor(admin.company.email, admin.company.password);
    clock.advance(5 * 60 + 1);
    const late = await secondStep(challenge, await codeNow(admin.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Pasaron demasiados minutos. Vuelve a escribir tu correo y contraseña.');
    expect((await secondStep('made-up', '123456')).statusCode).toBe(401);
  });

  it('throttles wrong codes like passwords: five a quarter hour, and a right password does not buy more', async () => {
    const admin = await withTwoStepOn();
    const wrongCode = (await codeNow(admin.secret)) === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await secondStep(await challengeFor(admin.company.email, admin.company.password), wrongCode)).statusCode).toBe(401);
    }
    const challenge = await challengeFor(admin.company.email, admin.company.password);
    const throttled = await secondStep(challenge, await codeNow(admin.secret));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Demasiados intentos fallidos. Espera 15 minutos e inténtalo nuevamente.');
    clock.advance(15 * 60 + 1);
    expect((await secondStep(await challengeFor(admin.company.email, admin.company.password), await codeNow(admin.secret))).statusCode).toBe(200);
  });

  it('with the encryption key lost, refuses app codes but still takes recovery codes', async () => {
    const admin = await withTwoStepOn();
    const key = app.ctx.config.twoStepEncryptionKey;
    app.ctx.config.twoStepEncryptionKey = Buffer.alloc(32, 9);
    try {
      expect((await secondStep(await challengeFor(admin.company.email, admin.company.password), await codeNow(admin.secret))).statusCode).toBe(401);
      expect((await secondStep(await challengeFor(admin.company.email, admin.company.password), admin.recoveryCodes[0]!)).statusCode).toBe(200);
    } finally {
      app.ctx.config.twoStepEncryptionKey = key;
    }
  });

  it('still refuses a wrong password before any code', async () => {
    const admin = await withTwoStepOn();
    const login = await logIn(admin.company.email, 'not-the-password');
    expect(login.statusCode).toBe(401);
    expect(login.json()).not.toHaveProperty('challenge');
  });

  it('checks what the second step is sent', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/auth/login/two-step', payload: { challenge: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'code', message: 'Escribe el código de tu app de autenticación' }]);
  });
});

describe('changing the password', () => {
  it('needs the current password, and a new one that differs', async () => {
    const admin = await signUpAndLogIn(app);
    const wrong = await post('/api/auth/change-password', admin.headers, { currentPassword: 'not-my-password', newPassword: 'otra-clave-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: 'La contraseña no es correcta' }]);
    const same = await post('/api/auth/change-password', admin.headers, { currentPassword: admin.company.password, newPassword: admin.company.password });
    expect(same.json().errors).toEqual([{ field: 'newPassword', message: 'La nueva contraseña debe ser distinta de la actual' }]);
    const short = await post('/api/auth/change-password', admin.headers, { currentPassword: admin.company.password, newPassword: 'corta' });
    expect(short.json().errors?.[0]?.field).toBe('newPassword');
  });

  it('ends every other session, keeps this one, and the new password is the one that logs in', async () => {
    const admin = await signUpAndLogIn(app);
    const elsewhere = await logIn(admin.company.email, admin.company.password, { userAgent: firefoxOnLinux });
    const elsewhereHeaders = bearer(elsewhere.json().token);
    const elsewhereCookie = elsewhere.cookies.find((cookie) => cookie.name === 'rumbo_refresh')!.value;
    expect((await me(elsewhereHeaders)).statusCode).toBe(200);

    const change = await post('/api/auth/change-password', admin.headers, { currentPassword: admin.company.password, newPassword: 'otra-clave-2026' });
    expect(change.json()).toEqual({ success: true, message: 'Contraseña actualizada. Cerramos tus sesiones en otros dispositivos.' });

    expect((await me(admin.headers)).statusCode).toBe(200);
    expect((await me(elsewhereHeaders)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: elsewhereCookie } })).statusCode).toBe(401);
    expect((await logIn(admin.company.email, admin.company.password)).statusCode).toBe(401);
    expect((await logIn(admin.company.email, 'otra-clave-2026')).statusCode).toBe(200);
  });
});

describe('the list of sessions', () => {
  it('shows each device with its browser, system, address and last use, this one marked', async () => {
    const admin = await signUpAndLogIn(app);
    const here = await logIn(admin.company.email, admin.company.password, { userAgent: chromeOnWindows, remoteAddress: '10.20.0.1' });
    clock.advance(60);
    const phone = await logIn(admin.company.email, admin.company.password, { userAgent: firefoxOnLinux, remoteAddress: '10.20.0.2' });
    const hereHeaders = bearer(here.json().token);
    clock.advance(60);

    // A refresh is a use: the list moves that session first, with the address it came from.
    const hereCookie = here.cookies.find((cookie) => cookie.name === 'rumbo_refresh')!.value;
    expect((await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: hereCookie }, remoteAddress: '10.20.0.3' })).statusCode).toBe(200);

    const list = await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: hereHeaders });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json() as { sessions: { sessionId: string; browser: string; os: string; ipAddress: string; lastUsedAt: string; current: boolean }[] };
    expect(sessions.slice(0, 2)).toEqual([
      expect.objectContaining({ browser: 'Chrome', os: 'Windows', ipAddress: '10.20.0.3', lastUsedAt: clock.now().toISOString(), current: true }),
      expect.objectContaining({ browser: 'Firefox', os: 'Linux', ipAddress: '10.20.0.2', current: false }),
    ]);
    // The sign-up's own login is there too; sessions of other accounts are not.
    expect(sessions).toHaveLength(3);
    expect(phone.statusCode).toBe(200);
  });

  it('ends one other session, and no one else’s', async () => {
    const admin = await signUpAndLogIn(app);
    const other = await logIn(admin.company.email, admin.company.password, { userAgent: firefoxOnLinux });
    const otherHeaders = bearer(other.json().token);
    const { sessions } = (await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: admin.headers })).json() as {
      sessions: { sessionId: string; current: boolean }[];
    };
    const otherSession = sessions.find((session) => !session.current)!;

    const stranger = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherSession.sessionId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await me(otherHeaders)).statusCode).toBe(200);

    const end = await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherSession.sessionId}`, headers: admin.headers });
    expect(end.json()).toEqual({ success: true, message: 'Sesión cerrada en ese dispositivo' });
    expect((await me(otherHeaders)).statusCode).toBe(401);
    expect((await me(admin.headers)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherSession.sessionId}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/sessions/not-a-uuid', headers: admin.headers })).statusCode).toBe(400);
  });

  it('signing out everywhere ends them all, this one too', async () => {
    const admin = await signUpAndLogIn(app);
    const other = await logIn(admin.company.email, admin.company.password, { userAgent: firefoxOnLinux });
    expect((await post('/api/auth/logout-all', admin.headers)).statusCode).toBe(200);
    expect((await me(admin.headers)).statusCode).toBe(401);
    expect((await me(bearer(other.json().token))).statusCode).toBe(401);
  });
});
