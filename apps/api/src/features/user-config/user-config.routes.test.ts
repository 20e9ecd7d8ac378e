import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

type Headers = Record<string, string>;
const read = (headers: Headers) => app.inject({ method: 'GET', url: '/api/user/configure', headers });
const change = (headers: Headers, payload: unknown) => app.inject({ method: 'PATCH', url: '/api/user/configure', headers, payload: payload as object });

const defaults = { timeZone: 'UTC-06:00', timeZoneName: 'America/Mexico_City', language: 'es', preferences: { showTutorial: true, rideMails: true } };

describe('GET /api/user/configure', () => {
  it('answers the defaults for a new account', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: defaults });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('starts in the language the account signed up in', async () => {
    const english = await signUpAndLogIn(app, {}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect((await read(english.headers)).json().data).toEqual({ ...defaults, language: 'en' });
    const german = await signUpAndLogIn(app, {}, { 'accept-language': 'de' });
    expect((await read(german.headers)).json().data.language).toBe('de');
  });

  it('reads the company’s time zone until the person chooses one, also once other settings are saved', async () => {
    const { headers } = await signUpAndLogIn(app);
    const moveCompany = (timeZone: string) => app.inject({ method: 'PATCH', url: '/api/enterprise/profile', headers, payload: { timeZone } });
    expect((await moveCompany('Europe/Madrid')).statusCode).toBe(200);
    expect((await read(headers)).json().data).toMatchObject({ timeZone: 'UTC+01:00', timeZoneName: 'Europe/Madrid' });
    // A setting saved (the tour dismissed) is no choice of a zone.
    await change(headers, { showTutorial: false });
    expect((await read(headers)).json().data).toMatchObject({ timeZoneName: 'Europe/Madrid', preferences: { showTutorial: false } });
    // Their own choice stays theirs when the company's changes.
    await change(headers, { timeZone: 'America/Tijuana' });
    expect((await moveCompany('Asia/Tokyo')).statusCode).toBe(200);
    expect((await read(headers)).json().data).toMatchObject({ timeZoneName: 'America/Tijuana' });
  });

  it('answers 401 without a valid access token', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/user/configure' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Inicia sesión para continuar' });
    expect((await read({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/user/configure', () => {
  it('turns the tutorial off and keeps it off', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await change(headers, { showTutorial: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { ...defaults, preferences: { showTutorial: false, rideMails: true } } });
    expect((await read(headers)).json().data.preferences).toEqual({ showTutorial: false, rideMails: true });
    // Changing something else leaves it off.
    await change(headers, { language: 'de' });
    expect((await read(headers)).json().data).toEqual({ ...defaults, language: 'de', preferences: { showTutorial: false, rideMails: true } });
  });

  it('changes the language and the time zone, alone or together', async () => {
    const { headers } = await signUpAndLogIn(app);
    expect((await change(headers, { language: 'en' })).json().data).toEqual({ ...defaults, language: 'en' });
    expect((await change(headers, { timeZone: 'UTC+01:00' })).json().data).toEqual({ ...defaults, language: 'en', timeZone: 'UTC+01:00', timeZoneName: 'Europe/Madrid' });
    const both = await change(headers, { language: 'es', timeZone: 'UTC-08:00', showTutorial: false });
    expect(both.json().data).toEqual({ timeZone: 'UTC-08:00', timeZoneName: 'America/Tijuana', language: 'es', preferences: { showTutorial: false, rideMails: true } });
    // A zone of the list is taken as well as its entry.
    const byZone = await change(headers, { timeZone: 'Asia/Tokyo' });
    expect(byZone.json().data).toMatchObject({ timeZone: 'UTC+09:00', timeZoneName: 'Asia/Tokyo' });
    expect((await read(headers)).json().data).toEqual(byZone.json().data);
  });

  it('changes only the caller’s settings', async () => {
    const caller = await signUpAndLogIn(app);
    const colleague = await signUpAndLogIn(app);
    await change(caller.headers, { showTutorial: false, language: 'en' });
    expect((await read(colleague.headers)).json().data).toEqual(defaults);
  });

  it('answers 400 with a message for each invalid value, and changes nothing', async () => {
    const { headers } = await signUpAndLogIn(app);
    const response = await change(headers, { language: 'fr', timeZone: 'UTC-06:30', showTutorial: 'no' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Revisa los datos enviados');
    expect(body.errors).toHaveLength(3);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'language', message: 'Idioma no válido' },
        { field: 'timeZone', message: 'Zona horaria no válida' },
        { field: 'showTutorial', message: 'Valor no válido' },
      ]),
    );
    const english = await change({ ...headers, 'accept-language': 'en' }, { language: 'spanish' });
    expect(english.json()).toEqual({ success: false, message: 'Please check the data you sent', errors: [{ field: 'language', message: 'Invalid language' }] });
    expect((await change(headers, { timeZone: null })).statusCode).toBe(400);
    expect((await read(headers)).json().data).toEqual(defaults);
  });

  it('answers 400 for an empty change', async () => {
    const { headers } = await signUpAndLogIn(app);
    const empty = await change(headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: 'Revisa los datos enviados', errors: [{ field: '', message: 'Este campo es obligatorio' }] });
    // Unknown fields are not settings.
    expect((await change(headers, { theme: 'dark' })).statusCode).toBe(400);
    const noBody = await app.inject({ method: 'PATCH', url: '/api/user/configure', headers });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().success).toBe(false);
  });

  it('answers 401 without a valid access token', async () => {
    const response = await change({}, { showTutorial: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });
});
