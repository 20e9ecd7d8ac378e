import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isLanguage, landingOriginPlaceholder, landingPaths, languageCookieName, languages, translateMessage, type Language } from '@rumbo/contract';

/**
 * The landing of each language as the web build rendered it (dist/landing/<language>.html), with the
 * service's public address in its absolute links; null when the build has no landing (an older one).
 */
export function readLandingPages(webDistDir: string, publicUrl: string): Record<Language, string> | null {
  const files = languages.map((language) => join(webDistDir, 'landing', `${language}.html`));
  if (!files.every((file) => existsSync(file))) return null;
  const pages = files.map((file) => readFileSync(file, 'utf8').replaceAll(landingOriginPlaceholder, publicUrl));
  return Object.fromEntries(languages.map((language, index) => [language, pages[index]!])) as Record<Language, string>;
}

/**
 * Serves the built web app: the prerendered landing at `/` (in the language of the visitor's
 * `rumbo_language` cookie, else Spanish: never guessed from Accept-Language, so crawlers see one
 * `/`), `/en` and `/de`; hashed assets cached for a year; index.html for every other client route.
 * Unknown /api paths answer a JSON 404 instead.
 */
export const webPlugin = fp<{ webDistDir: string; publicUrl: string }>(async (app, { webDistDir, publicUrl }) => {
  const hasWeb = existsSync(webDistDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (response, path) => {
        response.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const landingPages = hasWeb ? readLandingPages(webDistDir, publicUrl) : null;
  if (landingPages) {
    for (const language of languages) {
      app.get(landingPaths[language], async (request, reply) => {
        const cookie = request.cookies[languageCookieName];
        const served = language === 'es' && isLanguage(cookie) ? cookie : language;
        // Like index.html: a new release reaches the browser at once.
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(landingPages[served]);
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (hasWeb && wantsPage && !/\.\w+$/.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: translateMessage('notFound', request.language) });
  });
});
