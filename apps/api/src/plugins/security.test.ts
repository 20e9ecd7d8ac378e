import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { signUpAndLogIn } from '../testing/factories.js';
import { buildTestAppWithWeb } from '../testing/web-build.js';

let app: TestApp;
let headers: Record<string, string>;
let refreshCookie: string;
beforeAll(async () => {
  app = await buildTestAppWithWeb();
  ({ headers, refreshCookie } = await signUpAndLogIn(app));
});
afterAll(async () => {
  await app.close();
});

/** One request of each kind a browser meets: API answers, API errors, pages, assets, the docs. */
const answers: [string, () => InjectOptions][] = [
  ['an API answer', () => ({ method: 'GET', url: '/api/health' })],
  ['an authenticated API answer', () => ({ method: 'GET', url: '/api/auth/me', headers })],
  ['a login answer', () => ({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: refreshCookie } })],
  ['a 401', () => ({ method: 'GET', url: '/api/auth/me' })],
  ['a 400 validation error', () => ({ method: 'POST', url: '/api/auth/register', payload: {} })],
  ['a 400 unreadable body', () => ({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' })],
  ['a 415', () => ({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' })],
  ['a 404 under /api', () => ({ method: 'GET', url: '/api/no-such-thing' })],
  ['a URL that cannot be decoded', () => ({ method: 'GET', url: '/api/%E0%A4%A' })],
  ['a doubled-slash API path', () => ({ method: 'GET', url: '//api//auth//me', headers })],
  ['the app page', () => ({ method: 'GET', url: '/home' })],
  ['the landing page', () => ({ method: 'GET', url: '/' })],
  ['a client route', () => ({ method: 'GET', url: '/employees/edition-employee?id=1' })],
  ['a script asset', () => ({ method: 'GET', url: '/assets/app-3f2a1b.js' })],
  ['a missing asset', () => ({ method: 'GET', url: '/assets/missing.js' })],
  ['the API docs page', () => ({ method: 'GET', url: '/api/docs' })],
];

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('security headers', () => {
  it.each(answers)('are on %s', async (_label, request) => {
    const response = await app.inject(request());
    const csp = response.headers['content-security-policy'];
    expect(csp, 'content-security-policy').toEqual(expect.any(String));
    const directives = directivesOf(csp as string);
    const scriptSources = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSources).toBeDefined();
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources).not.toContain('*');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  });

  it.each(answers.filter(([label]) => /API|40|URL|login/.test(label) && !/docs/.test(label)))(
    'say Cache-Control: no-store on %s',
    async (_label, request) => {
      const response = await app.inject(request());
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('let the app page be revalidated and hashed assets be cached for good', async () => {
    const page = await app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // A new release must reach the browser at once: the page is never kept without asking.
    expect(page.headers['cache-control']).toMatch(/no-cache|max-age=0, must-revalidate/);
    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('say nothing about the server software', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });
});

describe('the Content-Security-Policy', () => {
  it('allows no host but the service itself when no feature needs one', async () => {
    const directives = directivesOf((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string);
    const sources = [...directives.values()].flat();
    expect(sources.filter((source) => /^https?:|^\*/.test(source))).toEqual([]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
  });

  it('adds the hosts an enabled feature needs, in the directives it names, and nothing else', async () => {
    const withPayments = await buildTestApp({
      runJobs: false,
      contentSecurity: [{ scriptSrc: ['https://js.stripe.com'], frameSrc: ['https://js.stripe.com'], connectSrc: ['https://api.stripe.com'] }],
    });
    try {
      for (const url of ['/api/health', '/api/%E0%A4%A']) {
        const directives = directivesOf((await withPayments.inject({ method: 'GET', url })).headers['content-security-policy'] as string);
        expect(directives.get('script-src'), url).toEqual(["'self'", 'https://js.stripe.com']);
        expect(directives.get('frame-src'), url).toEqual(['https://js.stripe.com']);
        expect(directives.get('connect-src'), url).toEqual(["'self'", 'https://api.stripe.com']);
        expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
      }
    } finally {
      await withPayments.close();
    }
  });
});

describe('the Content-Security-Policy and the payment processor', () => {
  it('names nothing of Stripe in sandbox mode', async () => {
    for (const url of ['/', '/api/health', '/api/%E0%A4%A']) {
      const csp = (await app.inject({ method: 'GET', url })).headers['content-security-policy'] as string;
      expect(csp, url).not.toMatch(/stripe/);
    }
  });

  it('allows Stripe.js, its card frames and its API once Stripe is configured', async () => {
    const withStripe = await buildTestAppWithWeb({
      stripe: { secretKey: 'sk_test_rumbo', publishableKey: 'pk_test_rumbo', webhookSecret: 'whsec_rumbo' },
    });
    try {
      for (const url of ['/', '/api/health', '/api/%E0%A4%A']) {
        const directives = directivesOf((await withStripe.inject({ method: 'GET', url })).headers['content-security-policy'] as string);
        expect(directives.get('script-src'), url).toEqual(["'self'", 'https://js.stripe.com']);
        expect(directives.get('frame-src'), url).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
        expect(directives.get('connect-src'), url).toEqual(["'self'", 'https://api.stripe.com']);
        // Nothing else widens: Stripe's pages may not frame ours, and no other directive names it.
        expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
        expect(directives.get('default-src'), url).toEqual(["'self'"]);
        expect(directives.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      }
    } finally {
      await withStripe.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent while the service is reached over http', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer once PUBLIC_URL is https, as behind a TLS proxy', async () => {
    const behindTls = await buildTestApp({ runJobs: false, publicUrl: 'https://portal.rumbo.example' });
    try {
      for (const url of ['/api/health', '/api/no-such-thing', '/']) {
        expect((await behindTls.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await behindTls.close();
    }
  });
});
