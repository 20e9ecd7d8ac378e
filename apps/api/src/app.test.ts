import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './testing/build-test-app.js';
import { signUpAndLogIn } from './testing/factories.js';
import { buildTestAppWithWeb, webBuildIndexHtml } from './testing/web-build.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestAppWithWeb();
});
afterAll(async () => {
  await app.close();
});

const notFound = { success: false, message: 'No encontrado' };

describe('routing', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/app.js'],
    ['DELETE', '/api/health'],
    ['GET', '/api/auth/login'],
  ])('answers %s %s with a JSON 404, never the app page', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(notFound);
  });

  it('translates the 404 message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'en' } });
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it.each(['/home', '/employees/manager-employee?id=1&mode=mostrar', '/reset-password?token=abc', '/join/ABC123'])(
    'answers the app page for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(webBuildIndexHtml);
    },
  );

  it('answers 404 for a missing file rather than the app page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(webBuildIndexHtml);
  });

  it('treats doubled slashes as single ones', async () => {
    const health = await app.inject({ method: 'GET', url: '//api//health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const { company } = await signUpAndLogIn(app);
    const login = await app.inject({ method: 'POST', url: '/api//auth//login', payload: { username: company.email, password: company.password } });
    expect(login.statusCode).toBe(200);
    // An unknown API path stays an API 404, whatever its slashes; a query string is left as it is.
    const unknown = await app.inject({ method: 'GET', url: '//api//no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);
    const page = await app.inject({ method: 'GET', url: '//reset-password?next=//elsewhere' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(webBuildIndexHtml);
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/token', '/api/user/configure', '/api/enterprise', '/api/health']),
    );
    const login = document.paths['/api/auth/login'].post;
    const loginBody = login.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties).sort()).toEqual(['password', 'username']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(document.paths['/api/user/configure'].patch.security).toEqual([{ bearer: [] }]);
  });

  it('serves the browsable docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('compression', () => {
  it('gzips a large answer when the client accepts gzip', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(document.paths['/api/auth/login']).toBeDefined();
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 2);
  });

  it('sends plain bytes to a client that does not accept gzip, and leaves small answers alone', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

describe('bad input', () => {
  const bodies: [string, Record<string, string>, string][] = [
    ['no body', {}, ''],
    ['an unreadable body', { 'content-type': 'application/json' }, '{"username": '],
    ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ['JSON null', { 'content-type': 'application/json' }, 'null'],
    ['a JSON array', { 'content-type': 'application/json' }, '[{"a":1}]'],
    ['a JSON string', { 'content-type': 'application/json' }, '"hola"'],
    ['fields of the wrong types', { 'content-type': 'application/json' }, JSON.stringify({ username: 1, password: [], email: {}, token: 5, companyName: null, language: true, showTutorial: 'yes', timeZone: 3 })],
    ['deeply nested objects', { 'content-type': 'application/json' }, `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`],
    ['a prototype-polluting key', { 'content-type': 'application/json' }, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
    ['odd characters', { 'content-type': 'application/json' }, JSON.stringify({ username: '\u0000\ud800💥', password: '\u0000', email: 'a\u0000@b.mx', token: '\u0000', companyName: '\u202e' })],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'username=a&password=b'],
    ['a declared charset', { 'content-type': 'application/json; charset=latin1' }, '{}'],
  ];
  const credentials: [string, Record<string, string>][] = [
    ['no credentials', {}],
    ['a garbage bearer token', { authorization: 'Bearer \u00ff\u00fe.%%%.$$$' }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
    ['a huge bearer token', { authorization: `Bearer ${'a'.repeat(8000)}.${'b'.repeat(8000)}.c` }],
    ['a garbage refresh cookie', { cookie: 'rumbo_refresh=%E0%A4%A; other=%%' }],
  ];

  it('never answers 500, on any route the API documents', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'not-an-id') })));
    expect(operations.length).toBeGreaterThanOrEqual(12);
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const [bodyLabel, bodyHeaders, payload] of bodies) {
        for (const [credentialsLabel, credentialHeaders] of credentials) {
          const response = await app.inject({
            method: method as 'POST',
            url: path,
            headers: { ...bodyHeaders, ...credentialHeaders },
            payload: method === 'GET' || method === 'HEAD' ? undefined : payload,
            // Wrong credentials are counted per address; this test is not about throttling.
            remoteAddress: `10.9.${failures.length}.${Math.floor(Math.random() * 250)}`,
          });
          const label = `${method} ${path} with ${bodyLabel} and ${credentialsLabel}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) failures.push(label);
          else if (response.statusCode >= 400 && !(response.json().success === false && typeof response.json().message === 'string')) failures.push(label);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['/api/%E0%A4%A', 'No se pudo leer la solicitud'],
    ['/api/auth/me?x=%E0%A4%A', 'Inicia sesión para continuar'],
    ['/%ZZ', 'No se pudo leer la solicitud'],
  ])('answers %s with a JSON error, not 500', async (url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ success: false, message });
  });
});
