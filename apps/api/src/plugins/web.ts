import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { faqPaths, landingOriginPlaceholder, landingPaths, landingVideoPlaceholder, languageCookieName, languages, translateMessage, visitorLanguage, type Language } from '@rumbo/contract';
import { signedInCookieName } from '../features/auth/index.js';

/** A value written into an HTML attribute. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** What the web build left for the server to fill in (dist/landing/settings.json). */
function readLandingSettings(webDistDir: string): { videoUrl?: string } {
  const file = join(webDistDir, 'landing', 'settings.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { videoUrl?: string }) : {};
}

/**
 * The prerendered pages of each language in one folder of the web build (dist/landing/ for the
 * landing, dist/landing/faq/ for its questions), with the service's public address in their absolute
 * links and the explainer video's address (LANDING_VIDEO_URL, else the one the build names); null
 * when the build lacks them (an older one).
 */
export function readLandingPages(webDistDir: string, { publicUrl, videoUrl, folder = '' }: { publicUrl: string; videoUrl?: string; folder?: string }): Record<Language, string> | null {
  const files = languages.map((language) => join(webDistDir, 'landing', folder, `${language}.html`));
  if (!files.every((file) => existsSync(file))) return null;
  const video = escapeAttribute(videoUrl ?? readLandingSettings(webDistDir).videoUrl ?? '');
  const pages = files.map((file) => readFileSync(file, 'utf8').replaceAll(landingOriginPlaceholder, publicUrl).replaceAll(landingVideoPlaceholder, video));
  return Object.fromEntries(languages.map((language, index) => [language, pages[index]!])) as Record<Language, string>;
}

/** The SPA's pages rendered ahead by the web build (src/prerender), by path, each in its folder of dist/prerendered/. */
const prerenderedFolders: Record<string, string> = { '/login': 'login', '/sign-up': 'sign-up' };

/**
 * The administrators' first private pages rendered ahead (the shell with the page's heading and its
 * loading skeleton, no data), sent only to a browser holding a session: any other visit gets
 * index.html, whose app leads to /login.
 */
const privatePrerenderedFolders: Record<string, string> = { '/home': 'home', '/employees': 'employees', '/home/reports': 'reports' };

/** A page rendered ahead in each language, or null when the build lacks it (an older one). */
export function readPrerenderedPage(webDistDir: string, folder: string): Record<Language, string> | null {
  const files = languages.map((language) => join(webDistDir, 'prerendered', folder, `${language}.html`));
  if (!files.every((file) => existsSync(file))) return null;
  return Object.fromEntries(languages.map((language, index) => [language, readFileSync(files[index]!, 'utf8')])) as Record<Language, string>;
}

/** The public pages a search engine should know, each language of the landing and its questions with their alternates. */
export function sitemapXml(publicUrl: string): string {
  const alternatesOf = (paths: Record<Language, string>) =>
    [
      ...languages.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${publicUrl}${paths[language]}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}${paths.es}"/>`,
    ].join('\n');
  const translated = [landingPaths, faqPaths].flatMap((paths) =>
    languages.map((language) => `  <url>\n    <loc>${publicUrl}${paths[language]}</loc>\n${alternatesOf(paths)}\n  </url>`),
  );
  // The legal pages show in the visitor's language at one address each.
  const legal = ['/terms', '/privacy'].map((path) => `  <url>\n    <loc>${publicUrl}${path}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...translated, ...legal].join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public pages; the API and the signed-in app are of no use to them. */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = ['/api/', '/home', '/employees', '/subscriptions', '/payments', '/paper-bin', '/join/'];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * The build's own files that are no page of their own: under /landing/, the pages before the server
 * fills in their addresses (served at /, /en, /de and the questions' paths) and what the build leaves
 * for the server (its manifest and settings); under /prerendered/, /login and /sign-up per language.
 */
function isBuildOnlyFile(path: string): boolean {
  return /^\/landing\/(?:[^/]+\.html|faq\/.*|manifest\.json|settings\.json)$/.test(path) || path.startsWith('/prerendered/');
}

/** The riders' app, /app and its pages: an entry of its own (app.html), the portal's code left out. */
export function isRidersPage(path: string): boolean {
  return path === '/app' || path.startsWith('/app/');
}

/**
 * Sends the page of the visitor's language: the language cookie (set by the landing's links and the
 * app's picker), else Accept-Language, else Spanish. Caches keep one copy per cookie and per
 * Accept-Language; revalidated on every visit, like index.html, so a new release reaches the browser at once.
 */
function sendInVisitorLanguage(request: FastifyRequest, reply: FastifyReply, pages: Record<Language, string>) {
  const language = visitorLanguage({ chosen: request.cookies[languageCookieName], acceptLanguage: request.headers['accept-language'] });
  return reply
    .header('vary', 'Cookie, Accept-Language')
    .header('content-language', language)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(pages[language]);
}

/**
 * Serves the built web app: the prerendered landing at `/` in the visitor's language (the
 * `rumbo_language` cookie, else Accept-Language, else Spanish), `/en` and `/de` in theirs, and likewise
 * its questions at `/faq`, `/en/faq`, `/de/faq`; /login and /sign-up rendered ahead, in the visitor's
 * language too, and /home, /employees and /home/reports for a browser holding a session; robots.txt
 * and sitemap.xml; hashed assets cached for a year; the riders' app.html for /app and its pages,
 * index.html for every other client route.
 * Unknown /api paths answer a JSON 404 instead.
 */
export const webPlugin = fp<{ webDistDir: string; publicUrl: string; landingVideoUrl?: string }>(async (app, { webDistDir, publicUrl, landingVideoUrl }) => {
  const hasWeb = existsSync(webDistDir);
  // A build before the riders' app had an entry of its own served /app from index.html.
  const hasRidersEntry = existsSync(join(webDistDir, 'app.html'));
  // Pages, not the API: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy of each script and stylesheet (vite-precompress.ts): sent as they are.
      preCompressed: true,
      allowedPath: (path) => !isBuildOnlyFile(path),
      setHeaders: (response, path) => {
        response.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
        // The riders' app's worker lives in /app/ and serves /app itself, which is outside the folder by one slash.
        if (path.endsWith('/app/sw.js')) response.header('service-worker-allowed', '/app');
      },
    });
  }
  // The landing and its questions page: `/` and `/faq` in the visitor's language, the others in theirs.
  for (const [paths, folder] of [
    [landingPaths, ''],
    [faqPaths, 'faq'],
  ] as const) {
    const pages = hasWeb ? readLandingPages(webDistDir, { publicUrl, videoUrl: landingVideoUrl, folder }) : null;
    if (!pages) continue;
    for (const language of languages) {
      const path = paths[language];
      app.get(path, page, async (request, reply) =>
        language === 'es'
          ? sendInVisitorLanguage(request, reply, pages)
          : reply.header('content-language', language).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pages[language]),
      );
      // One address per page: /en/ and /de/faq/ lead to /en and /de/faq.
      if (path !== '/') app.get(`${path}/`, page, async (_request, reply) => reply.redirect(path, 301));
    }
  }
  // /login and /sign-up rendered ahead, in the visitor's language (the SPA starts in the same one and
  // keeps the cookie in step with its own choice): the page shows before any of the app's script is fetched.
  for (const [path, folder] of Object.entries(prerenderedFolders)) {
    const pages = hasWeb ? readPrerenderedPage(webDistDir, folder) : null;
    if (!pages) continue;
    app.get(path, page, async (request, reply) => sendInVisitorLanguage(request, reply, pages));
  }
  for (const [path, folder] of Object.entries(privatePrerenderedFolders)) {
    const pages = hasWeb ? readPrerenderedPage(webDistDir, folder) : null;
    if (!pages) continue;
    app.get(path, page, async (request, reply) =>
      request.cookies[signedInCookieName] ? sendInVisitorLanguage(request, reply, pages) : reply.header('vary', 'Cookie').header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  if (hasWeb) {
    const robots = robotsTxt(publicUrl);
    const sitemap = sitemapXml(publicUrl);
    app.get('/robots.txt', page, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots));
    app.get('/sitemap.xml', page, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (hasWeb && wantsPage && !/\.\w+$/.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile(hasRidersEntry && isRidersPage(path) ? 'app.html' : 'index.html');
    }
    return reply.code(404).send({ success: false, message: translateMessage('notFound', request.language) });
  });
});
