import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs the body's exact bytes (a webhook checks a signature made over them). */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    /** The body as received, on routes whose config asks for it. */
    rawBody?: Buffer;
  }
}

/**
 * Reads JSON bodies as bytes, keeps them on the routes that ask (config.rawBody), and parses them
 * with Fastify's own parser (which refuses __proto__ and constructor keys) for every route.
 */
export const rawBodyPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (request.routeOptions.config.rawBody) request.rawBody = bytes;
    parseJson(request, bytes.toString('utf8'), done);
  });
});
