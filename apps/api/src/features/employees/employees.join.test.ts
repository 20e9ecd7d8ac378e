// The company join link: the public page, sign-ups pending until approved, the trusted domain, regeneration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { e164Of, freshAddress, joinCodeOf, joinCompany, joinData, logIn, registerEmployee, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const joinLinkInvalid = { success: false, message: 'Este enlace de registro no es válido. Pide uno nuevo a tu empresa.' };
const unknownCode = 'f00dbabe0000400080000000deadbeef';

const setDomain = (headers: AuthHeaders, autoApproveDomain: string | null, language = 'es') =>
  app.inject({ method: 'PATCH', url: '/api/enterprise/join-link', headers: { ...headers, 'accept-language': language }, payload: { autoApproveDomain } });

async function findInList(headers: AuthHeaders, email: string) {
  const response = await app.inject({ method: 'GET', url: '/api/enterprise/employees?pageSize=100', headers });
  return response.json().employees.find((employee: { email: string }) => employee.email === email);
}

describe('the join page', () => {
  it('names the company behind the code', async () => {
    const admin = await signUpAndLogIn(app, { companyName: 'Logística del Bajío' });
    const code = await joinCodeOf(app, admin.headers);
    const response = await app.inject({ method: 'GET', url: `/api/join/${code}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enterpriseName: 'Logística del Bajío' });
  });

  it('answers 404 with a message for an unknown code, in the request language', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/join/${unknownCode}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(joinLinkInvalid);
    const english = await app.inject({ method: 'GET', url: `/api/join/${unknownCode}`, headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ success: false, message: 'This sign-up link is not valid. Ask your company for a new one.' });
    // A link cut short or mistyped is just as unknown.
    for (const code of ['abc', 'f00dbabe', 'x'.repeat(80), 'código con espacios']) {
      const page = await app.inject({ method: 'GET', url: `/api/join/${encodeURIComponent(code)}` });
      expect(page.statusCode, code).toBe(404);
      expect(page.json()).toEqual(joinLinkInvalid);
      expect((await joinCompany(app, encodeURIComponent(code))).statusCode, code).toBe(404);
    }
    const signUp = await joinCompany(app, unknownCode);
    expect(signUp.statusCode).toBe(404);
    expect(signUp.json()).toEqual(joinLinkInvalid);
  });

  it('gives administrators the link to share', async () => {
    const admin = await signUpAndLogIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/enterprise/join-link', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ code: expect.stringMatching(/^[0-9a-f]{32}$/), url: `http://rumbo.test/join/${data.code}`, autoApproveDomain: null });
  });
});

describe('signing up through the join link', () => {
  it('adds a pending employee who cannot log in until approved', async () => {
    const admin = await signUpAndLogIn(app);
    const code = await joinCodeOf(app, admin.headers);
    const person = joinData({ firstNames: 'Pilar', lastNames: 'Ochoa', email: '  Pilar.Ochoa@Correo.MX ' });
    const response = await joinCompany(app, code, person);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Listo. Un administrador de tu empresa debe aprobar tu cuenta antes de que puedas iniciar sesión.',
      isPending: true,
    });

    const listed = await findInList(admin.headers, 'pilar.ochoa@correo.mx');
    expect(listed).toMatchObject({ fullName: 'Pilar Ochoa', status: 'pending', isPending: true, isAdmin: false, phone: e164Of(person.phone) });

    const refused = await logIn(app, 'pilar.ochoa@correo.mx', person.password, freshAddress());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'Tu cuenta está pendiente de aprobación por un administrador' });
    // A wrong password still says only that the credentials are wrong.
    expect((await logIn(app, 'pilar.ochoa@correo.mx', 'no-es-la-clave', freshAddress())).statusCode).toBe(401);

    const approve = await app.inject({ method: 'PATCH', url: `/api/employee/${listed.employeeId}/approve`, headers: admin.headers });
    expect(approve.statusCode).toBe(200);
    const login = await logIn(app, 'pilar.ochoa@correo.mx', person.password, freshAddress());
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ idEmployee: listed.employeeId, enterpriseId: admin.user.enterpriseId, isAdmin: false });
  });

  it('answers 400 for missing or invalid fields, and 409 for an email or phone already used anywhere', async () => {
    const admin = await signUpAndLogIn(app);
    const code = await joinCodeOf(app, admin.headers);
    const short = await joinCompany(app, code, { ...joinData(), password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' }]);
    const { phone: _phone, ...noPhone } = joinData();
    const missing = await joinCompany(app, code, noPhone);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'phone', message: 'El teléfono es obligatorio' }]);

    const other = await signUpAndLogIn(app);
    const taken = await registerEmployee(app, other.headers);
    const email = await joinCompany(app, code, joinData({ email: taken.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ success: false, message: 'Ya existe una cuenta con este correo', errors: [{ field: 'email', message: 'Ya existe una cuenta con este correo' }] });
    const phone = await joinCompany(app, code, joinData({ phone: taken.phone! }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual({ success: false, message: 'Ya existe una cuenta con este teléfono', errors: [{ field: 'phone', message: 'Ya existe una cuenta con este teléfono' }] });
    expect((await app.inject({ method: 'GET', url: '/api/enterprise/employees', headers: admin.headers })).json().total).toBe(1);
  });

  it('throttles sign-ups per address: the 21st attempt within the window answers 429', async () => {
    const admin = await signUpAndLogIn(app);
    const code = await joinCodeOf(app, admin.headers);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      // Unknown codes count too: guessing codes is what the throttle is for.
      const response = await joinCompany(app, attempt % 2 ? unknownCode : code, joinData(), address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(attempt % 2 ? 404 : 201);
    }
    const person = joinData();
    const throttled = await joinCompany(app, code, person, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Demasiados intentos. Espera 15 minutos e inténtalo nuevamente.');
    expect(throttled.headers['retry-after']).toBe('900');
    expect(await findInList(admin.headers, person.email)).toBeUndefined();
    // Another address is not affected.
    expect((await joinCompany(app, code, person, freshAddress())).statusCode).toBe(201);
  });
});

describe('the auto-approve domain', () => {
  it('lets in a sign-up from that exact domain once the mailed link proves the address, not before', async () => {
    const admin = await signUpAndLogIn(app);
    const response = await setDomain(admin.headers, ' @ACME.mx ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { autoApproveDomain: 'acme.mx' } });
    expect((await app.inject({ method: 'GET', url: '/api/enterprise/join-link', headers: admin.headers })).json().data.autoApproveDomain).toBe('acme.mx');
    const code = await joinCodeOf(app, admin.headers);

    const trusted = joinData({ email: 'Rosa.Mena@Acme.MX' });
    const joined = await joinCompany(app, code, trusted);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({
      success: true,
      message: 'Listo. Te enviamos un correo: abre su enlace para confirmar tu dirección y tu cuenta quedará activa.',
      isPending: true,
    });
    // Anyone can type ceo@acme.mx: until the address is proved, the person waits.
    expect(await findInList(admin.headers, 'rosa.mena@acme.mx')).toMatchObject({ status: 'pending', isPending: true });
    expect((await logIn(app, 'rosa.mena@acme.mx', trusted.password, freshAddress())).statusCode).toBe(403);
    const link = (await waitForMail(app, 'rosa.mena@acme.mx', { subject: /Confirma tu correo/ })).links[0]!;
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: new URL(link).searchParams.get('token') } });
    expect(verified.statusCode).toBe(200);
    expect(await findInList(admin.headers, 'rosa.mena@acme.mx')).toMatchObject({ status: 'active', isPending: false });
    expect((await logIn(app, 'rosa.mena@acme.mx', trusted.password, freshAddress())).statusCode).toBe(200);

    // A look-alike domain or a subdomain is not the trusted one.
    for (const email of ['eve@notacme.mx', 'eve@acme.mx.evil.com', 'eve@mail.acme.mx']) {
      const response = await joinCompany(app, code, joinData({ email }));
      expect(response.json().isPending, email).toBe(true);
      expect((await findInList(admin.headers, email)).status).toBe('pending');
    }

    // Cleared, sign-ups are pending again.
    expect((await setDomain(admin.headers, null)).json().data.autoApproveDomain).toBeNull();
    expect((await joinCompany(app, code, joinData({ email: 'otro@acme.mx' }))).json().isPending).toBe(true);
  });

  it.each(['acme', 'not a domain', '-acme.mx', 'acme..mx', 'ac me.mx', ''])('answers 400 for %j and keeps the domain', async (domain) => {
    const admin = await signUpAndLogIn(app);
    await setDomain(admin.headers, 'bueno.mx');
    const response = await setDomain(admin.headers, domain);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Revisa los datos enviados', errors: [{ field: 'autoApproveDomain', message: 'Escribe un dominio como empresa.com.mx' }] });
    expect((await app.inject({ method: 'GET', url: '/api/enterprise/join-link', headers: admin.headers })).json().data.autoApproveDomain).toBe('bueno.mx');
  });

  it('answers the domain message in English when asked', async () => {
    const admin = await signUpAndLogIn(app);
    const response = await setDomain(admin.headers, 'acme', 'en');
    expect(response.json().errors).toEqual([{ field: 'autoApproveDomain', message: 'Enter a domain such as company.com' }]);
  });
});

describe('regenerating the join link', () => {
  it('retires the old code and keeps the trusted domain', async () => {
    const admin = await signUpAndLogIn(app);
    await setDomain(admin.headers, 'acme.mx');
    const oldCode = await joinCodeOf(app, admin.headers);
    const response = await app.inject({ method: 'POST', url: '/api/enterprise/join-link/regenerate', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.code).not.toBe(oldCode);
    expect(data).toEqual({ code: expect.stringMatching(/^[0-9a-f]{32}$/), url: `http://rumbo.test/join/${data.code}`, autoApproveDomain: 'acme.mx' });
    expect(await joinCodeOf(app, admin.headers)).toBe(data.code);

    const oldPage = await app.inject({ method: 'GET', url: `/api/join/${oldCode}` });
    expect(oldPage.statusCode).toBe(404);
    expect(oldPage.json()).toEqual(joinLinkInvalid);
    const person = joinData();
    expect((await joinCompany(app, oldCode, person)).statusCode).toBe(404);
    expect(await findInList(admin.headers, person.email)).toBeUndefined();

    expect((await app.inject({ method: 'GET', url: `/api/join/${data.code}` })).statusCode).toBe(200);
    expect((await joinCompany(app, data.code, person)).statusCode).toBe(201);
    expect(await findInList(admin.headers, person.email)).toMatchObject({ status: 'pending' });
  });
});
