import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createSandboxProcessor } from './features/billing/sandbox-processor.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { createStripeProcessor, stripeContentSecurity } from './features/billing/stripe-processor.js';
import { stripeWebhookRoutes } from './features/billing/stripe-webhook.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { startContactJobs } from './features/contact/contact.service.js';
import { startAuthJobs } from './features/auth/auth.service.js';
import { startBillingJobs } from './features/billing/subscriptions.service.js';
import { createDatabaseFileStorage } from './features/documents/database-file-storage.repository.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { employeesRoutes } from './features/employees/employees.routes.js';
import { employeeAccountHolders, purgeStoredTotals, purgeTrash } from './features/employees/employees.service.js';
import { enterprisesRoutes } from './features/enterprises/enterprises.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.js';
import { tripRulesRoutes } from './features/trip-rules/trip-rules.routes.js';
import { companyLocationRoutes } from './features/company-location/company-location.routes.js';
import { tripsRoutes } from './features/trips/index.js';
import { startReportJobs } from './features/reports/report-snapshots.service.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes.js';
import { startMailWorker } from './features/mail/mail.service.js';
import { createMail } from './features/mail/mail.transport.js';
import { userConfigRoutes } from './features/user-config/user-config.routes.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rawBodyPlugin } from './plugins/raw-body.js';
import { assembleContentSecurityPolicy, baselineSecurityHeaders, securityPlugin, type ContentSecurityNeeds } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { startJobs } from './jobs.js';
import type { ServiceContext } from './service-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /** The one service context every feature is handed. */
    ctx: ServiceContext;
  }
}

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

/** The whole service on a migrated database; listening is server.ts's job. */
export async function buildApp({ database, config, clock = systemClock, contentSecurity = [], logStream }: AppOptions): Promise<FastifyInstance> {
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
  // onClose hooks run last-registered first: this one, registered before any feature, runs last.
  app.addHook('onClose', async () => {
    await jobs.stop();
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
  app.decorate('ctx', ctx);

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { policy, https: config.publicUrl.startsWith('https://') });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(authenticationPlugin, { ctx });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { ctx });
  await app.register(onboardingRoutes, { ctx });
  await app.register(userConfigRoutes, { ctx });
  await app.register(enterprisesRoutes, { ctx });
  await app.register(employeesRoutes, { ctx });
  await app.register(billingRoutes, { ctx });
  await app.register(stripeWebhookRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(tripRulesRoutes, { ctx });
  await app.register(companyLocationRoutes, { ctx });
  await app.register(tripsRoutes, { ctx });
  await app.register(reportsRoutes, { ctx });
  await app.register(accountDeletionRoutes, { ctx });
  await app.register(documentsRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(webPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl, landingVideoUrl: config.landingVideoUrl });

  await startMailWorker(ctx);
  await startAuthJobs(ctx);
  await startBillingJobs(ctx);
  await startContactJobs(ctx);
  await startReportJobs(ctx);
  // The trash keeps employees 30 days, then they are deleted for good.
  await jobs.define('employees.purge-trash');
  await jobs.work('employees.purge-trash', async () => {
    const purged = await purgeTrash(ctx);
    if (purged > 0) app.log.info(`purged ${purged} employees from the trash`);
    await purgeStoredTotals(ctx);
  });
  await jobs.schedule('employees.purge-trash', '37 3 * * *');
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function collapseSlashes(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path.replace(/\/{2,}/g, '/') + (queryStart === -1 ? '' : url.slice(queryStart));
}
