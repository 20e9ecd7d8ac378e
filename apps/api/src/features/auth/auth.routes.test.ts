import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, waitForMails, type TestApp } from '../../testing/build-test-app.js';
import { accountIdOf, companyData, signUpAndLogIn } from '../../testing/factories.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';
import { accountsTable, linkTokensTable, refreshTokensTable, serverSecretsTable, sessionsTable } from './auth.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

// Failed logins are counted per address too: tests that fail on purpose each use their own address.
let addressCount = 0;
const freshAddress = () => `10.1.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

type InjectOptions = { headers?: Record<string, string>; remoteAddress?: string };

function logIn(username: string, password: string, { headers, remoteAddress }: InjectOptions = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers, remoteAddress });
}

function refresh(cookie: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: cookie }, headers });
}

function logOut(cookie: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { rumbo_refresh: cookie }, headers });
}

function me(token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}

function refreshCookieOf(response: Awaited<ReturnType<typeof logIn>>) {
  const cookie = response.cookies.find((c) => c.name === 'rumbo_refresh');
  if (!cookie) throw new Error(`no refresh cookie in ${response.statusCode} ${response.body}`);
  return cookie;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

const invalidInput = 'Revisa los datos enviados';
const sessionEnded = { success: false, message: 'Tu sesión terminó. Inicia sesión de nuevo.' };
const crossSiteRefused = { success: false, message: 'Solicitud rechazada: viene de otro sitio' };

describe('sign-up', () => {
  it('creates the company and mails a verification link', async () => {
    const company = companyData();
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: company });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Cuenta creada. Te enviamos un correo para verificarlo.' });
    const mail = await waitForMail(app, company.email);
    expect(mail.subject).toBe('Confirma tu correo en Rumbo');
    expect(mail.links[0]).toMatch(/^http:\/\/rumbo\.test\/verify-email\?token=[\w-]{20,}$/);
  });

  it('makes the representative an administrator who can log in at once, with the email lowercased', async () => {
    const company = companyData({ representativeName: '  Ana   María  López Pérez ' });
    const mixedCase = company.email.replace('ana', 'AnA');
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: { ...company, email: ` ${mixedCase} ` } })).statusCode).toBe(201);
    const login = await logIn(company.email.toUpperCase(), company.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: company.email, fullName: 'Ana María López Pérez', isAdmin: true, emailVerified: false });
  });

  it.each([
    ['companyName', { companyName: '' }, 'El nombre de la empresa es obligatorio'],
    ['companyName', { companyName: '   ' }, 'El nombre de la empresa es obligatorio'],
    ['companyName', { companyName: 'x'.repeat(201) }, 'El texto es demasiado largo'],
    ['representativeName', { representativeName: '' }, 'El nombre del representante es obligatorio'],
    ['representativeName', { representativeName: 42 }, 'El nombre del representante es obligatorio'],
    ['email', { email: '' }, 'El correo es obligatorio'],
    ['email', { email: 'ana@empresa' }, 'El correo no es válido'],
    ['email', { email: 'ana lopez@empresa.mx' }, 'El correo no es válido'],
    ['email', { email: `${'a'.repeat(250)}@empresa.mx` }, 'El texto es demasiado largo'],
    ['password', { password: '' }, 'La contraseña es obligatoria'],
    ['password', { password: '1234567' }, 'La contraseña debe tener al menos 8 caracteres'],
    ['password', { password: 'x'.repeat(129) }, 'La contraseña puede tener como máximo 128 caracteres'],
    ['interestPlan', { interestPlan: 'gold' }, 'Elige un plan de interés'],
    ['interestPlan', { interestPlan: undefined }, 'Elige un plan de interés'],
  ])('answers 400 naming %s when it is %j', async (field, change, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: { ...companyData(), ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: invalidInput, errors: [{ field, message }] });
  });

  it('accepts a password of exactly 8 characters', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: companyData({ password: '12345678' }) });
    expect(response.statusCode).toBe(201);
  });

  it('lists every missing field, in English and German when asked', async () => {
    const english = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: {}, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      message: 'Please check the data you sent',
      errors: [
        { field: 'companyName', message: 'The company name is required' },
        { field: 'representativeName', message: 'The representative’s name is required' },
        { field: 'email', message: 'The email is required' },
        { field: 'password', message: 'The password is required' },
        { field: 'interestPlan', message: 'Choose a plan you are interested in' },
      ],
    });
    const german = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: { ...companyData(), password: 'kurz' }, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.json()).toEqual({
      success: false,
      message: 'Bitte überprüfen Sie die gesendeten Daten',
      errors: [{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein' }],
    });
    const unsupported = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: { ...companyData(), email: 'x' }, headers: { 'accept-language': 'fr-FR' } });
    expect(unsupported.json().errors).toEqual([{ field: 'email', message: 'El correo no es válido' }]);
  });

  it('answers and mails in the language of the request', async () => {
    const company = companyData();
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: company, headers: { 'accept-language': 'en' } });
    expect(response.json()).toEqual({ success: true, message: 'Account created. We sent you an email to verify your address.' });
    expect((await waitForMail(app, company.email)).subject).toBe('Confirm your email for Rumbo');
  });

  it('answers 409 for an email already used, whatever its case', async () => {
    const company = companyData();
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: company })).statusCode).toBe(201);
    const again = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: { ...companyData(), email: company.email.toUpperCase() } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Ya existe una cuenta con este correo', errors: [{ field: 'email', message: 'Ya existe una cuenta con este correo' }] });
    const english = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      payload: { ...company, email: company.email.toUpperCase() },
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('An account with this email already exists');
    // The first account is untouched: its password still works.
    expect((await logIn(company.email, company.password)).statusCode).toBe(200);
  });

  it('keeps the interest plan', async () => {
    const { headers } = await signUpAndLogIn(app, { interestPlan: 'basic' });
    const enterprises = await app.inject({ method: 'GET', url: '/api/enterprise', headers });
    expect(enterprises.json().data.current.interestPlan).toBe('basic');
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"companyName": "Acme",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'No se pudo leer la solicitud' });
  });

  it('answers 400 in the request language for a body that is not an object', async () => {
    for (const payload of ['[1,2]', 'null', '"text"', '42']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Please check the data you sent', errors: [{ field: '', message: 'Invalid value' }] });
    }
  });

  it('answers 415 for a content type other than JSON', async () => {
    for (const type of ['application/xml', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), headers: { 'content-type': type }, payload: 'companyName=Acme' });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ success: false, message: 'Tipo de contenido no admitido' });
    }
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      payload: { ...companyData(), companyName: 'x'.repeat(1024 * 1024) },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large' });
  });
});

describe('login', () => {
  it('answers the access token, the user and an httpOnly, SameSite=Strict refresh cookie scoped to /api/auth', async () => {
    const company = companyData();
    await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: company });
    const response = await logIn(company.email, company.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      idEmployee: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullName: company.representativeName,
      email: company.email,
      enterpriseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      isAdmin: true,
      emailVerified: false,
    });
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    const expiresInDays = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29);
    expect(expiresInDays).toBeLessThanOrEqual(30);
    expect(response.headers['cache-control']).toBe('no-store');
    // The token opens the API at once.
    const current = await me(body.token);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ user: body.user });
  });

  it('accepts the phone number of an account in any common format', async () => {
    const { company, user } = await signUpAndLogIn(app);
    await app.db.update(accountsTable).set({ phone: '+525512345678', phoneConfirmedAt: new Date() }).where(eq(accountsTable.id, await accountIdOf(app, user.idEmployee)));
    for (const phone of ['55 1234 5678', '+52 55 1234 5678', '(55) 1234-5678']) {
      const response = await logIn(phone, company.password);
      expect(response.statusCode, phone).toBe(200);
      expect(response.json().user.idEmployee).toBe(user.idEmployee);
    }
  });

  it('gives the same 401 for an unknown account and a wrong password', async () => {
    const { company } = await signUpAndLogIn(app);
    const remoteAddress = freshAddress();
    const wrong = await logIn(company.email, 'not-the-password', { remoteAddress });
    const unknown = await logIn('nobody@nowhere.mx', 'whatever1', { remoteAddress });
    const unknownPhone = await logIn('55 9999 0000', 'whatever1', { remoteAddress });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Credenciales inválidas' });
    expect(unknown.body).toBe(wrong.body);
    expect(unknownPhone.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
  });

  it('answers 400 with field messages for a missing username or password', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: invalidInput,
      errors: [
        { field: 'username', message: 'Escribe tu correo o teléfono' },
        { field: 'password', message: 'La contraseña es obligatoria' },
      ],
    });
  });

  it('tells a suspended or pending person with the right password why (403), and a wrong password nothing more', async () => {
    const suspended = await signUpAndLogIn(app);
    const pending = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ status: 'suspended' }).where(eq(employeesTable.id, suspended.user.idEmployee));
    await app.db.update(employeesTable).set({ status: 'pending' }).where(eq(employeesTable.id, pending.user.idEmployee));
    const remoteAddress = freshAddress();
    const suspendedLogin = await logIn(suspended.company.email, suspended.company.password, { remoteAddress });
    expect(suspendedLogin.statusCode).toBe(403);
    expect(suspendedLogin.json()).toEqual({ success: false, message: 'Tu cuenta está suspendida. Pide a un administrador de tu empresa que la reactive.' });
    const wrongPassword = await logIn(suspended.company.email, 'no-es-la-clave', { remoteAddress });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Credenciales inválidas' });
    const pendingLogin = await logIn(pending.company.email, pending.company.password, { remoteAddress });
    expect(pendingLogin.statusCode).toBe(403);
    expect(pendingLogin.json()).toEqual({ success: false, message: 'Tu cuenta está pendiente de aprobación por un administrador' });
    // Their open sessions end too.
    expect((await me(suspended.token)).statusCode).toBe(401);
    expect((await me(pending.token)).statusCode).toBe(401);
  });

  it('refuses accounts in the trash and accounts of a deleted company', async () => {
    const trashed = await signUpAndLogIn(app);
    const closed = await signUpAndLogIn(app);
    await app.db.update(employeesTable).set({ deletedAt: new Date() }).where(eq(employeesTable.id, trashed.user.idEmployee));
    await app.db.update(enterprisesTable).set({ deletedAt: new Date() }).where(eq(enterprisesTable.id, closed.user.enterpriseId));
    const remoteAddress = freshAddress();
    for (const { company, token, refreshCookie } of [trashed, closed]) {
      expect((await logIn(company.email, company.password, { remoteAddress })).statusCode).toBe(401);
      expect((await me(token)).statusCode).toBe(401);
      expect((await refresh(refreshCookie)).statusCode).toBe(401);
    }
  });

  it('locks an account for 15 minutes after 5 failures, even for the right password, from any address', async () => {
    const { company } = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failure = await logIn(company.email, `wrong-password-${attempt}`, { remoteAddress: freshAddress() });
      expect(failure.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await logIn(company.email, company.password, { remoteAddress: freshAddress() });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toEqual({ success: false, message: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo nuevamente.' });
    expect(locked.cookies).toEqual([]);
    // The same account written in capitals is the same account.
    expect((await logIn(company.email.toUpperCase(), company.password, { remoteAddress: freshAddress() })).statusCode).toBe(429);
    const english = await logIn(company.email, company.password, { remoteAddress: freshAddress(), headers: { 'accept-language': 'en' } });
    expect(english.json().message).toBe('Too many failed attempts. Wait 15 minutes and try again.');
    // Other accounts are not affected.
    expect((await logIn(other.company.email, other.company.password, { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { company } = await signUpAndLogIn(app);
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt <= 4; attempt++) await logIn(company.email, 'wrong-password', { remoteAddress });
    expect((await logIn(company.email, company.password, { remoteAddress })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await logIn(company.email, 'wrong-password', { remoteAddress })).statusCode).toBe(401);
    }
    expect((await logIn(company.email, company.password, { remoteAddress })).statusCode).toBe(200);
  });

  it('throttles an address after 20 failures, whichever accounts it tries', async () => {
    const { company } = await signUpAndLogIn(app);
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const failure = await logIn(`guess-${attempt}@nowhere.mx`, 'whatever1', { remoteAddress });
      expect(failure.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const throttled = await logIn(company.email, company.password, { remoteAddress });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('900');
    expect(throttled.json().success).toBe(false);
    // Another address still gets in.
    expect((await logIn(company.email, company.password, { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  async function signingKey() {
    const [row] = await app.db.select({ value: serverSecretsTable.value }).from(serverSecretsTable).where(eq(serverSecretsTable.name, 'access-token-key'));
    return Buffer.from(row!.value, 'base64url');
  }

  it('are required: 401 without one, with a malformed one, or with one signed by another key', async () => {
    const { token } = await signUpAndLogIn(app);
    const missing = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Inicia sesión para continuar' });
    const [header, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another key of thirty-two bytes!'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const authorization of ['Bearer garbage', `Bearer ${header}.${payload}.AAAA`, `Bearer ${forged}`, `Bearer ${unsigned}`, `Token ${token}`]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('expire: a token past its expiry time is refused', async () => {
    const { user } = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const accountId = await accountIdOf(app, user.idEmployee);
    const [session] = await app.db.select({ id: sessionsTable.id }).from(sessionsTable).where(eq(sessionsTable.accountId, accountId));
    const key = await signingKey();
    const sign = (subject: string, issuedAt: number, expiresAt: number) =>
      new SignJWT({ sid: session!.id }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(key);
    const now = Math.floor(Date.now() / 1000);
    expect((await me(await sign(accountId, now, now + 60))).statusCode).toBe(200);
    const response = await me(await sign(accountId, now - 700, now - 100));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
    // A valid signature does not let one user speak through another user's session.
    expect((await me(await sign(await accountIdOf(app, stranger.user.idEmployee), now, now + 60))).statusCode).toBe(401);
  });

  it('live for the configured 10 minutes', async () => {
    const { token } = await signUpAndLogIn(app);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(600);
  });
});

describe('sessions', () => {
  it('rotate the refresh token: the new access token works and the session keeps its absolute expiry', async () => {
    const company = companyData();
    await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: company });
    const login = await logIn(company.email, company.password);
    const first = refreshCookieOf(login);
    const response = await refresh(first.value);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['accessToken']);
    const rotated = refreshCookieOf(response);
    expect(rotated.value).not.toBe(first.value);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(new Date(rotated.expires!).getTime()).toBe(new Date(first.expires!).getTime());
    expect(response.headers['cache-control']).toBe('no-store');
    const current = await me(response.json().accessToken);
    expect(current.statusCode).toBe(200);
    expect(current.json().user.idEmployee).toBe(login.json().user.idEmployee);
    // The rotated token rotates in turn.
    expect((await refresh(rotated.value)).statusCode).toBe(200);
  });

  it('end when an already rotated refresh token comes back after the few seconds two tabs may need', async () => {
    const { refreshCookie, headers } = await signUpAndLogIn(app);
    const first = await refresh(refreshCookie);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first).value;
    // As if the first rotation were a minute old.
    await app.db.update(refreshTokensTable).set({ rotatedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokensTable.tokenHash, createHash('sha256').update(refreshCookie).digest('hex')));
    const replay = await refresh(refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(sessionEnded);
    // The refused answer clears the cookie.
    expect(refreshCookieOf(replay)).toMatchObject({ value: '', path: '/api/auth' });
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await me(first.json().accessToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/employee/role', headers })).statusCode).toBe(401);
  });

  it('answer 401 to a refresh without a cookie or with an unknown one', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(sessionEnded);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('end at their absolute expiry', async () => {
    const { refreshCookie, token, user } = await signUpAndLogIn(app);
    await app.db.update(sessionsTable).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessionsTable.accountId, await accountIdOf(app, user.idEmployee)));
    expect((await me(token)).statusCode).toBe(401);
    const response = await refresh(refreshCookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['both', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ])('refuse cookie routes called from another site (%s) with 403', async (_label, headers) => {
    const { company, refreshCookie, token } = await signUpAndLogIn(app);
    const token403 = await refresh(refreshCookie, headers);
    expect(token403.statusCode).toBe(403);
    expect(token403.json()).toEqual(crossSiteRefused);
    const logout403 = await logOut(refreshCookie, headers);
    expect(logout403.statusCode).toBe(403);
    expect(logout403.json()).toEqual(crossSiteRefused);
    const login403 = await logIn(company.email, company.password, { headers });
    expect(login403.statusCode).toBe(403);
    expect(login403.cookies).toEqual([]);
    // Nothing happened: the session and its refresh token still work.
    expect((await me(token)).statusCode).toBe(200);
    expect((await refresh(refreshCookie)).statusCode).toBe(200);
  });

  it.each([
    ['the public origin', { origin: 'http://rumbo.test', 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['no browser headers', {}],
  ])('accept cookie routes called from the same origin (%s)', async (_label, headers) => {
    const { company } = await signUpAndLogIn(app);
    const login = await logIn(company.email, company.password, { headers });
    expect(login.statusCode).toBe(200);
    const token = await refresh(refreshCookieOf(login).value, headers);
    expect(token.statusCode).toBe(200);
    const logout = await logOut(refreshCookieOf(token).value, headers);
    expect(logout.statusCode).toBe(200);
  });

  it('logout ends the current session only and clears the cookie', async () => {
    const { company, refreshCookie, token } = await signUpAndLogIn(app);
    const otherDevice = await logIn(company.email, company.password);
    const logout = await logOut(refreshCookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Sesión cerrada' });
    const cleared = refreshCookieOf(logout);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(refreshCookie)).statusCode).toBe(401);
    expect((await me(otherDevice.json().token)).statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(otherDevice).value)).statusCode).toBe(200);
  });

  it('logout without a session still answers 200', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('logout-all ends every session of the user, and only theirs', async () => {
    const first = await signUpAndLogIn(app);
    const second = await logIn(first.company.email, first.company.password);
    const stranger = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: first.headers, cookies: { rumbo_refresh: first.refreshCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Cerraste sesión en todos los dispositivos' });
    expect(refreshCookieOf(response).value).toBe('');
    for (const token of [first.token, second.json().token]) expect((await me(token)).statusCode).toBe(401);
    for (const cookie of [first.refreshCookie, refreshCookieOf(second).value]) expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    // Logging in again opens a new session.
    expect((await logIn(first.company.email, first.company.password)).statusCode).toBe(200);
  });
});

describe('email verification', () => {
  it('the mailed link verifies the email once', async () => {
    const { company, token } = await signUpAndLogIn(app);
    const mail = await waitForMail(app, company.email, { subject: /correo/ });
    const verify = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(mail.links[0]!) } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, message: 'Correo verificado' });
    expect((await me(token)).json().user.emailVerified).toBe(true);
    expect((await logIn(company.email, company.password)).json().user.emailVerified).toBe(true);
    const again = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(mail.links[0]!) } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'El enlace de verificación no es válido o ya expiró' });
  });

  it('refuses an unknown, empty or expired link', async () => {
    const { company, user, token } = await signUpAndLogIn(app);
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'made-up' } });
    expect(unknown.statusCode).toBe(400);
    const empty = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: '' } });
    expect(empty.json()).toEqual({ success: false, message: invalidInput, errors: [{ field: 'token', message: 'Falta el código del enlace' }] });
    const mail = await waitForMail(app, company.email);
    await app.db
      .update(linkTokensTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(linkTokensTable.accountId, await accountIdOf(app, user.idEmployee)), eq(linkTokensTable.purpose, 'verify-email')));
    const expired = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(mail.links[0]!) } });
    expect(expired.statusCode).toBe(400);
    expect((await me(token)).json().user.emailVerified).toBe(false);
  });

  it('resend mails a new working link to a logged-in user', async () => {
    const { company, headers, token } = await signUpAndLogIn(app);
    const [first] = await waitForMails(app, company.email, { count: 1 });
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);
    const resend = await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ success: true, message: 'Te enviamos un nuevo enlace de verificación' });
    const [newest] = await waitForMails(app, company.email, { count: 2 });
    expect(newest!.subject).toBe('Confirma tu correo en Rumbo');
    expect(tokenOf(newest!.links[0]!)).not.toBe(tokenOf(first!.links[0]!));
    const verify = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(newest!.links[0]!) } });
    expect(verify.statusCode).toBe(200);
    expect((await me(token)).json().user.emailVerified).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets the new password and ends every session', async () => {
    const { company, headers, refreshCookie } = await signUpAndLogIn(app);
    const otherDevice = await logIn(company.email, company.password);
    const forgot = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email.toUpperCase() } });
    const unknown = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: 'nobody@nowhere.mx' } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ success: true, message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' });
    expect(unknown.statusCode).toBe(200);
    expect(forgot.body).toBe(unknown.body);
    const mail = await waitForMail(app, company.email, { subject: /contraseña/ });
    expect(mail.subject).toBe('Restablece tu contraseña de Rumbo');
    expect(mail.links[0]).toMatch(/^http:\/\/rumbo\.test\/reset-password\?token=[\w-]{20,}$/);
    const token = tokenOf(mail.links[0]!);
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'nueva-contraseña' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Contraseña actualizada. Ya puedes iniciar sesión.' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect((await me(otherDevice.json().token)).statusCode).toBe(401);
    expect((await refresh(refreshCookie)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(otherDevice).value)).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'otra-contraseña' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'El enlace no es válido o ya expiró. Pide uno nuevo.' });
    const remoteAddress = freshAddress();
    expect((await logIn(company.email, company.password, { remoteAddress })).statusCode).toBe(401);
    expect((await logIn(company.email, 'otra-contraseña', { remoteAddress })).statusCode).toBe(401);
    const login = await logIn(company.email, 'nueva-contraseña', { remoteAddress });
    expect(login.statusCode).toBe(200);
    // The link reached the mailbox, which proves the address.
    expect(login.json().user.emailVerified).toBe(true);
  });

  it('mails no link for an unknown email', async () => {
    const email = `nadie-${Date.now()}@nowhere.mx`;
    expect((await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);
    await expect(waitForMail(app, email, { timeoutMs: 1500 })).rejects.toThrow(/fewer than 1/);
  });

  it('mails the link in the user’s language', async () => {
    const company = companyData();
    await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshAddress(), payload: company, headers: { 'accept-language': 'de' } });
    await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email } });
    expect((await waitForMail(app, company.email, { subject: /Passwort/ })).subject).toBe('Setzen Sie Ihr Rumbo-Passwort zurück');
  });

  it('refuses an expired link, and a verification link used as a reset link', async () => {
    const { company, user } = await signUpAndLogIn(app);
    const verification = await waitForMail(app, company.email, { subject: /Confirma/ });
    const misused = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenOf(verification.links[0]!), password: 'nueva-contraseña' } });
    expect(misused.statusCode).toBe(400);
    await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: company.email } });
    const mail = await waitForMail(app, company.email, { subject: /contraseña/ });
    await app.db
      .update(linkTokensTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(linkTokensTable.accountId, await accountIdOf(app, user.idEmployee)), eq(linkTokensTable.purpose, 'reset-password')));
    const expired = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenOf(mail.links[0]!), password: 'nueva-contraseña' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ success: false, message: 'El enlace no es válido o ya expiró. Pide uno nuevo.' });
    expect((await logIn(company.email, company.password)).statusCode).toBe(200);
  });

  it('validates the email and the new password', async () => {
    const forgot = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: 'no-es-correo' } });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json()).toEqual({ success: false, message: invalidInput, errors: [{ field: 'email', message: 'El correo no es válido' }] });
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'whatever', password: 'corta' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ success: false, message: invalidInput, errors: [{ field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' }] });
  });

  it('throttles an address after 20 requests', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: `x${attempt}@nowhere.mx` }, remoteAddress });
      expect(response.statusCode, `request ${attempt}`).toBe(200);
    }
    const throttled = await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: 'x@nowhere.mx' }, remoteAddress });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('900');
    expect((await app.inject({ method: 'PATCH', url: '/api/forgot-password', payload: { email: 'x@nowhere.mx' }, remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});
