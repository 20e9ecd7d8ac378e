import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { createWebBuild, webBuildIndexHtml, webBuildLandingHtml } from '../testing/web-build.js';

/** The landing as the service sends it: the placeholder origin replaced by PUBLIC_URL. */
const served = (language: 'es' | 'en' | 'de') => webBuildLandingHtml(language).replace('https://rumbo-origin.invalid', 'http://rumbo.test');

describe('the landing pages', () => {
  let app: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await createWebBuild();
    app = await buildTestApp({ runJobs: false, webDistDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDistDir, { recursive: true, force: true });
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

  it('answers / in Spanish whatever Accept-Language says, so every crawler sees the same page', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(response.body).toBe(served('es'));
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

  it('still answers the app page for the other client routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.body).toBe(webBuildIndexHtml);
  });
});

describe('a web build without a landing', () => {
  it('answers / with the app page, as before the landing was prerendered', async () => {
    const webDistDir = await createWebBuild({ landing: false });
    const app = await buildTestApp({ runJobs: false, webDistDir });
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(webBuildIndexHtml);
    } finally {
      await app.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });
});
