import { existsSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { translateMessage } from '@rumbo/contract';

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every client route.
 * Unknown /api paths answer a JSON 404 instead.
 */
export const webPlugin = fp<{ webDistDir: string }>(async (app, { webDistDir }) => {
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (hasWeb && wantsPage && !/\.\w+$/.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: translateMessage('notFound', request.language) });
  });
});
