import fp from 'fastify-plugin';
import helmet from 'helmet';

type Directive = 'scriptSrc' | 'styleSrc' | 'imgSrc' | 'fontSrc' | 'connectSrc' | 'mediaSrc' | 'frameSrc' | 'formAction';

/** The hosts a feature's pages need beyond the service itself (a payment provider's scripts and frames, say). */
export type ContentSecurityNeeds = Partial<Record<Directive, string[]>>;

export type ContentSecurityPolicy = Record<string, string[]>;

/**
 * The Content-Security-Policy: the service's own origin only, plus what each enabled feature says
 * it needs, so a host is allowed only while the feature that uses it is configured.
 */
export function assembleContentSecurityPolicy(needs: ContentSecurityNeeds[] = []): ContentSecurityPolicy {
  const policy: ContentSecurityPolicy = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets style attributes and style tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
  for (const need of needs) {
    for (const [directive, sources] of Object.entries(need) as [Directive, string[]][]) {
      const current = policy[directive]!.filter((source) => source !== "'none'");
      policy[directive] = [...new Set([...current, ...sources])];
    }
  }
  return policy;
}

/** The policy as its header value. */
export function contentSecurityPolicyHeader(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

/**
 * The essential headers, for the rare answers Fastify gives before any hook runs (a URL that cannot
 * be decoded); every other answer gets helmet's full set.
 */
export function baselineSecurityHeaders(policy: ContentSecurityPolicy): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyHeader(policy),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  };
}

/**
 * Security headers on every answer: pages, API answers and errors alike carry the policy, nosniff,
 * no framing and a referrer policy; API answers are never cached.
 */
export const securityPlugin = fp<{ policy: ContentSecurityPolicy; https: boolean }>(async (app, { policy, https }) => {
  // helmet's middleware, built once: the Fastify plugin (@fastify/helmet) builds it again, policy and
  // all, on every request, a few per cent of a small API answer's time.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Served over https (PUBLIC_URL, behind a TLS proxy or not): browsers keep to https for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
