import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/build-test-app.js';
import { signUpAndLogIn } from '../testing/factories.js';
import { buildTestAppWithWeb, webBuildFaqHtml, webBuildIndexHtml, webBuildLandingHtml, webBuildPrerenderedHtml, webBuildRidersHtml, webBuildScript, webBuildVideoUrl } from '../testing/web-build.js';

/** The landing as the service sends it: the placeholders replaced by PUBLIC_URL and the build's video. */
const served = (language: 'es' | 'en' | 'de') =>
  webBuildLandingHtml(language).replace('https://rumbo-origin.invalid', 'http://rumbo.test').replace('https://rumbo-video.invalid/explainer.mp4', webBuildVideoUrl);

describe('the landing pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestAppWithWeb();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/', 'es'],
    ['/en', 'en'],
    ['/de', 'de'],
  ] as const)('answers %s with the prerendered %s page, revalidated on every visit', async (url, language) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(served(language));
  });

  it('puts the public address in the absolute links', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<link rel="canonical" href="http://rumbo.test/">');
    expect(response.body).not.toContain('rumbo-origin.invalid');
  });

  it('answers / in the language of the rumbo_language cookie, and in Spanish for any other value', async () => {
    for (const [cookie, language] of [
      ['rumbo_language=en', 'en'],
      ['rumbo_language=de; other=1', 'de'],
      ['rumbo_language=es', 'es'],
      ['rumbo_language=fr', 'es'],
      ['rumbo_language=%E0%A4%A', 'es'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(response.body, cookie).toBe(served(language));
    }
  });

  it('tells caches that / and /faq vary with the cookie and Accept-Language, and /en does not', async () => {
    for (const url of ['/', '/faq']) expect((await app.inject({ method: 'GET', url })).headers.vary, url).toBe('Cookie, Accept-Language');
    expect((await app.inject({ method: 'GET', url: '/en' })).headers.vary).toBeUndefined();
  });

  it('leads a path with a trailing slash to the page without it', async () => {
    for (const [url, location] of [
      ['/en/', '/en'],
      ['/de/faq/', '/de/faq'],
      ['/faq/', '/faq'],
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([response.statusCode, response.headers.location], url).toEqual([301, location]);
    }
  });

  it('does not serve the build’s own landing files: the pages before their addresses are filled in, its manifest and settings', async () => {
    for (const url of ['/landing/es.html', '/landing/faq/de.html', '/landing/settings.json', '/landing/manifest.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('rumbo-origin.invalid');
    }
  });

  it('answers a first visit to / in the language Accept-Language asks for, Spanish when none of the three, and a chosen language before it', async () => {
    for (const [headers, language] of [
      [{ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, 'de'],
      [{ 'accept-language': 'fr-FR,en;q=0.5' }, 'en'],
      [{ 'accept-language': 'fr-FR' }, 'es'],
      [{}, 'es'],
      [{ 'accept-language': 'de-DE', cookie: 'rumbo_language=es' }, 'es'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: '/', headers });
      expect(response.body, JSON.stringify(headers)).toBe(served(language));
      expect(response.headers['content-language'], JSON.stringify(headers)).toBe(language);
    }
  });

  it('keeps /en and /de in their language whatever the cookie says', async () => {
    const response = await app.inject({ method: 'GET', url: '/en', headers: { cookie: 'rumbo_language=de' } });
    expect(response.body).toBe(served('en'));
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('sends the security headers of every page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['/faq', 'es'],
    ['/en/faq', 'en'],
    ['/de/faq', 'de'],
  ] as const)('answers %s with the prerendered %s questions page, / and /faq alike following the cookie', async (url, language) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(webBuildFaqHtml(language).replace('https://rumbo-origin.invalid', 'http://rumbo.test'));
    const withCookie = await app.inject({ method: 'GET', url: '/faq', headers: { cookie: 'rumbo_language=de' } });
    expect(withCookie.body).toBe(webBuildFaqHtml('de').replace('https://rumbo-origin.invalid', 'http://rumbo.test'));
  });

  it('names the video the build names when LANDING_VIDEO_URL is not set', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain(`<source src="${webBuildVideoUrl}">`);
    expect(response.body).not.toContain('rumbo-video.invalid');
  });

  it('tells crawlers where the sitemap is and keeps them out of the API and the signed-in app', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /employees');
    expect(lines).toContain('Sitemap: http://rumbo.test/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });

  it('lists the public pages in the sitemap, at PUBLIC_URL, the landing and its questions with their languages', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const urls = [...response.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls.map((url) => url.match(/<loc>(.*)<\/loc>/)?.[1])).toEqual([
      'http://rumbo.test/',
      'http://rumbo.test/en',
      'http://rumbo.test/de',
      'http://rumbo.test/faq',
      'http://rumbo.test/en/faq',
      'http://rumbo.test/de/faq',
      'http://rumbo.test/terms',
      'http://rumbo.test/privacy',
    ]);
    const alternatesOf = (url: string) => [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]);
    for (const url of urls.slice(0, 3)) {
      expect(alternatesOf(url)).toEqual([
        ['es', 'http://rumbo.test/'],
        ['en', 'http://rumbo.test/en'],
        ['de', 'http://rumbo.test/de'],
        ['x-default', 'http://rumbo.test/'],
      ]);
    }
    for (const url of urls.slice(3, 6)) {
      expect(alternatesOf(url)).toEqual([
        ['es', 'http://rumbo.test/faq'],
        ['en', 'http://rumbo.test/en/faq'],
        ['de', 'http://rumbo.test/de/faq'],
        ['x-default', 'http://rumbo.test/faq'],
      ]);
    }
    for (const url of urls.slice(6)) expect(alternatesOf(url)).toEqual([]);
  });

  it('sends a script in the brotli copy the build made, byte for byte, and compresses it itself for a browser without brotli', async () => {
    const url = '/assets/app-3f2a1b.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(await readFile(join(app.ctx.config.webDistDir, 'assets', 'app-3f2a1b.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(webBuildScript);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(webBuildScript);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(webBuildScript);
  });

  it('still answers the app page for the other client routes', async () => {
    for (const url of ['/forgot-password', '/home', '/login/extra', '/application', '/apps/x']) expect((await app.inject({ method: 'GET', url })).body, url).toBe(webBuildIndexHtml);
  });

  it('answers /app and its pages with the riders’ own entry, revalidated on every visit, and its worker as a file', async () => {
    for (const url of ['/app', '/app/', '/app/rides', '/app/search?day=2026-11-30']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(webBuildRidersHtml);
      expect(response.headers['cache-control'], url).toMatch(/no-cache|max-age=0/);
    }
    const worker = await app.inject({ method: 'GET', url: '/app/sw.js' });
    expect(worker.body).toBe('// the riders app worker');
    expect(worker.headers['service-worker-allowed']).toBe('/app');
    expect((await app.inject({ method: 'GET', url: '/app/missing.js' })).statusCode).toBe(404);
  });
});

describe('the login and sign-up pages rendered ahead', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestAppWithWeb();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/login', 'login'],
    ['/sign-up', 'sign-up'],
  ] as const)('answers %s in the language of the rumbo_language cookie, else of Accept-Language, else Spanish, revalidated and varying with both', async (url, page) => {
    for (const [headers, language] of [
      [{}, 'es'],
      [{ cookie: 'rumbo_language=en' }, 'en'],
      [{ cookie: 'rumbo_language=de' }, 'de'],
      [{ cookie: 'rumbo_language=fr' }, 'es'],
      [{ 'accept-language': 'de-DE,de;q=0.9' }, 'de'],
      [{ 'accept-language': 'en-US,en;q=0.9', cookie: 'rumbo_language=fr' }, 'en'],
      [{ 'accept-language': 'de-DE', cookie: 'rumbo_language=es' }, 'es'],
      [{ 'accept-language': 'pt-BR' }, 'es'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      const label = JSON.stringify(headers);
      expect(response.statusCode, label).toBe(200);
      expect(response.body, label).toBe(webBuildPrerenderedHtml(page, language));
      expect(response.body, label).toContain(`<html lang="${language}"`);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect(response.headers['content-language'], label).toBe(language);
    }
  });

  it('keeps the query string working (a link back to the login with parameters)', async () => {
    const response = await app.inject({ method: 'GET', url: '/login?from=mail' });
    expect(response.body).toBe(webBuildPrerenderedHtml('login', 'es'));
  });

  it('does not serve the build’s files of those pages at their own addresses', async () => {
    for (const url of ['/prerendered/login/es.html', '/prerendered/sign-up/de.html']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('the first private pages rendered ahead', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestAppWithWeb();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/home', 'home'],
    ['/employees', 'employees'],
    ['/home/reports', 'reports'],
  ] as const)('answers %s with its shell rendered ahead, in the visitor’s language, only to a browser holding a session', async (url, page) => {
    for (const [cookie, language] of [
      ['rumbo_signed_in=1', 'es'],
      ['rumbo_signed_in=1; rumbo_language=de', 'de'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toBe(webBuildPrerenderedHtml(page, language));
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Without a session the page would show a shell that only leads to /login: the app page does that at once.
    for (const headers of [{}, { cookie: 'rumbo_language=de' }, { cookie: 'rumbo_signed_in=' }]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.body, JSON.stringify(headers)).toBe(webBuildIndexHtml);
      expect(response.headers.vary, JSON.stringify(headers)).toMatch(/^Cookie\b/);
    }
  });

  it('knows a browser holding a session by the cookie a login and each refresh leave for every path, and a logout takes away', async () => {
    const { company } = await signUpAndLogIn(app);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: company.email, password: company.password } });
    const refresh = login.cookies.find((cookie) => cookie.name === 'rumbo_refresh')!;
    const signedIn = login.cookies.find((cookie) => cookie.name === 'rumbo_signed_in');
    // The refresh token itself goes only to /api/auth, so a page request never carries it.
    expect(refresh.path).toBe('/api/auth');
    expect(signedIn).toMatchObject({ value: '1', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(signedIn!.expires?.getTime()).toBe(refresh.expires?.getTime());
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/token', cookies: { rumbo_refresh: refresh.value } });
    const next = refreshed.cookies.find((cookie) => cookie.name === 'rumbo_refresh')!;
    expect(refreshed.cookies.find((cookie) => cookie.name === 'rumbo_signed_in')?.expires?.getTime()).toBe(next.expires?.getTime());
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { rumbo_refresh: next.value } });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((cookie) => cookie.name === 'rumbo_signed_in');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('does not serve the build’s files of those pages at their own addresses', async () => {
    for (const url of ['/prerendered/home/es.html', '/prerendered/reports/de.html']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('LANDING_VIDEO_URL', () => {
  it('takes the place of the build’s video, escaped, and lets the page load it from its host', async () => {
    const app = await buildTestAppWithWeb({ landingVideoUrl: 'https://media.rumbo.example/explainer.mp4?v=2&lang=es' });
    try {
      const response = await app.inject({ method: 'GET', url: '/en' });
      expect(response.body).toContain('<source src="https://media.rumbo.example/explainer.mp4?v=2&amp;lang=es">');
      expect(response.headers['content-security-policy']).toContain("media-src 'self' https://media.rumbo.example;");
    } finally {
      await app.close();
    }
  });
});

describe('a web build without the pages rendered ahead', () => {
  it('answers /, /login and /sign-up with the app page, as before they were prerendered', async () => {
    const app = await buildTestAppWithWeb({ landing: false });
    try {
      for (const url of ['/', '/login', '/sign-up']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(webBuildIndexHtml);
      }
    } finally {
      await app.close();
    }
  });
});
