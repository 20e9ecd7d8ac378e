import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { accountDeletionFeature } from './features/account-deletion/index.js';
import { authFeature } from './features/auth/index.js';
import { billingFeature, createSandboxProcessor, createStripeProcessor, stripeContentSecurity } from './features/billing/index.js';
import { companyLocationFeature } from './features/company-location/index.js';
import { contactFeature } from './features/contact/index.js';
import { createDatabaseFileStorage, documentsFeature } from './features/documents/index.js';
import { employeeAccountHolders, employeesFeature } from './features/employees/index.js';
import { enterprisesFeature } from './features/enterprises/index.js';
import { healthFeature } from './features/health/index.js';
import { createMail, mailFeature } from './features/mail/index.js';
import { notificationsFeature } from './features/notifications/index.js';
import { onboardingFeature } from './features/onboarding/index.js';
import { reportsFeature } from './features/reports/index.js';
import { ridersFeature } from './features/riders/index.js';
import { tripRulesFeature } from './features/trip-rules/index.js';
import { tripsFeature } from './features/trips/index.js';
import { userConfigFeature } from './features/user-config/index.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { openApiPlugin } from './plugins/openapi.js';
import { overloadPlugin } from './plugins/overload.js';
import { rawBodyPlugin } from './plugins/raw-body.js';
import { assembleContentSecurityPolicy, baselineSecurityHeaders, securityPlugin, type ContentSecurityNeeds } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import type { Feature } from './feature.js';
import { startJobs } from './jobs.js';
import type { ServiceContext } from './service-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
  }
}

/**
 * Every feature, once: their routes are registered in this order, then each starts in this order
 * (mail first, so its queue is ready for whatever another feature's start-up or job mails).
 */
const features: Feature[] = [
  mailFeature,
  healthFeature,
  authFeature,
  onboardingFeature,
  userConfigFeature,
  enterprisesFeature,
  employeesFeature,
  billingFeature,
  notificationsFeature,
  tripRulesFeature,
  companyLocationFeature,
  tripsFeature,
  reportsFeature,
  ridersFeature,
  accountDeletionFeature,
  documentsFeature,
  contactFeature,
];

/** One log line per request, written when it is answered and naming the request (Fastify writes two). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * What the enabled features need in the Content-Security-Policy beyond the service's own origin:
 * Stripe.js and its card frames only while Stripe is configured, the landing video's host when
 * LANDING_VIDEO_URL names another one.
 */
function contentSecurityNeedsOf(config: Config): ContentSecurityNeeds[] {
  const needs: ContentSecurityNeeds[] = config.stripe ? [stripeContentSecurity] : [];
  if (config.landingVideoUrl && !config.landingVideoUrl.startsWith('/')) needs.push({ mediaSrc: [new URL(config.landingVideoUrl).origin] });
  return needs;
}

/**
 * How long a stop may take from its signal: the requests in flight are finished, then the running jobs
 * (one still running is returned to its queue), then the database is closed. server.ts exits then,
 * whatever is left.
 */
export const stopWithinMs = 10_000;

export type AppOptions = {
  database: DatabaseHandle;
  config: Config;
  clock?: Clock;
  /** Sources beyond the features' own (tests, and features that add hosts). */
  contentSecurity?: ContentSecurityNeeds[];
  /** Where log lines go (standard output by default; tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Query values that are secrets (the tokens of mailed links), as a log line shows them. */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&](?:token|code|secret|password)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The service, with the context its features were handed (`ctx`) for whoever built it: tests call
 * services and read the database through it. Features themselves never reach it through the app.
 */
export type App = FastifyInstance & { ctx: ServiceContext };

/** The whole service on a migrated database; listening is server.ts's job. */
export async function buildApp({ database, config, clock = systemClock, contentSecurity = [], logStream }: AppOptions): Promise<App> {
  const policy = assembleContentSecurityPolicy([...contentSecurityNeedsOf(config), ...contentSecurity]);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream && { stream: logStream }),
            // A request's line names it without its secrets: no link token, no header at all
            // (Authorization and the session cookie included).
            serializers: {
              req: (request: FastifyRequest) => ({ method: request.method, url: withoutSecrets(request.url), remoteAddress: request.ip }),
            },
          },
    // A hop count is a function of the hop: Fastify refuses bare counts, which cannot check the nearest peer.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A doubled slash is a single one; rewritten before routing, so every
    // hook (no-store on /api/, the SPA fallback) sees the plain path.
    rewriteUrl: (request) => collapseSlashes(request.url ?? '/'),
    frameworkErrors: frameworkErrorAnswer(baselineSecurityHeaders(policy)),
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  // The API reads JSON only; text/plain is also what a cross-site form can post without a preflight.
  app.removeContentTypeParser('text/plain');
  await app.register(rawBodyPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const jobs = await startJobs({ database, runWorkers: config.runJobs, log: app.log });
  const mail = createMail(config, app.log);
  let stoppingSince: number | undefined;
  app.addHook('preClose', async () => {
    stoppingSince = Date.now();
  });
  // A request answered while the service stops closes its connection: Fastify closes the idle ones
  // when the stop begins, and would then wait for the client to drop one answered after.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stoppingSince !== undefined) reply.header('connection', 'close');
    return payload;
  });
  // onClose hooks run last-registered first: this one, registered before any feature, runs last.
  app.addHook('onClose', async () => {
    // The jobs get what the requests in flight left of the stop's time, a second kept for the database.
    await jobs.stop({ timeoutMs: stopWithinMs - (Date.now() - (stoppingSince ?? Date.now())) - 1000 });
    mail.close();
  });
  const ctx: ServiceContext = { db: database.db, config, clock, log: app.log, jobs,
    mail,
    accountHolders: employeeAccountHolders,
    payments: config.stripe ? createStripeProcessor(config.stripe) : createSandboxProcessor(database.db, clock),
    files: createDatabaseFileStorage(database.db),
  };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { policy, https: config.publicUrl.startsWith('https://') });
  await app.register(overloadPlugin, { database, maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(authenticationPlugin, { ctx });
  await app.register(openApiPlugin);

  // A routes plugin gets the context as its option, never from the app, so its type says what it needs
  // and the type checker holds this call to giving it.
  for (const feature of features) for (const routes of feature.routes ?? []) await app.register(routes, { ctx });
  await app.register(webPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl, landingVideoUrl: config.landingVideoUrl });
  for (const feature of features) await feature.start?.(ctx);
  return Object.assign(app, { ctx });
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function collapseSlashes(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path.replace(/\/{2,}/g, '/') + (queryStart === -1 ? '' : url.slice(queryStart));
}
