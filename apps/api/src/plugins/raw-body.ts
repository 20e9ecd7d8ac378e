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

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The parsed body with every lone surrogate in its texts and keys replaced by U+FFFD. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(loneSurrogate, '\uFFFD');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormed(item)]));
  return value;
}

/**
 * Reads JSON bodies as bytes, keeps them on the routes that ask (config.rawBody), and parses them
 * with Fastify's own parser (which refuses __proto__ and constructor keys) for every route. Text
 * half of a surrogate pair (only a `\ud800` escape can write one: bytes decode to U+FFFD) is no
 * Unicode, and PostgreSQL refuses it in json: a sign-up whose name held one failed on writing its
 * mail. It becomes U+FFFD, as undecodable bytes do.
 */
export const rawBodyPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (request.routeOptions.config.rawBody) request.rawBody = bytes;
    const text = bytes.toString('utf8');
    if (!/\\u[dD][89a-fA-F]/.test(text)) return parseJson(request, text, done);
    parseJson(request, text, (error, parsed) => (error ? done(error) : done(null, wellFormed(parsed))));
  });
});
