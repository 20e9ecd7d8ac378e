import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { DatabaseHandle } from '../db/client.js';
import { retryAfterSeconds, unavailable } from './errors.js';

/**
 * More queries than this waiting for a connection of the pool: the database cannot keep up. A hundred
 * clients on one process keep about 120 waiting (a request may wait for two at once) while the
 * database answers each in milliseconds: that is a queue served in turn, not a saturated database.
 */
export const maxWaitingForConnection = 1_000;
const databaseCheckMs = 1_000;

type OverloadOptions = { database: DatabaseHandle; maxEventLoopDelayMs: number };

/** Answers within 2 s whether the database runs a query; never throws. */
async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 2_000)));
  const query = database.ping().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** At most one warning per this long while requests are being shed, so a long episode does not flood the log. */
const shedWarningEveryMs = 10_000;

/**
 * The answer to an API request while under pressure: a 503 with Retry-After, which under-pressure
 * sends, ending the request. Pages and the app's files are never shed: they are read from disk with
 * no database and cost little, and a page whose script is refused stays broken, where the app asks a
 * refused API request again after the wait it is told. A reply sent here rather than answered would
 * not end the request: under-pressure goes on to the route after a handler that answers nothing,
 * which would then do the work of a request told 503.
 */
function shedder(log: FastifyBaseLogger) {
  let warnedAt = -Infinity;
  return (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): unknown => {
    if (!request.url.startsWith('/api/')) return undefined;
    if (Date.now() - warnedAt >= shedWarningEveryMs) {
      warnedAt = Date.now();
      log.warn({ pressure: type, value }, 'shedding API requests with 503: the service is under pressure');
    }
    if (request.url.split('?')[0] === '/api/health') {
      reply.code(503).header('retry-after', String(retryAfterSeconds));
      return { status: 'unavailable' };
    }
    return unavailable(request, reply);
  };
}

/**
 * Sheds load instead of queueing it: while the event loop lags past its limit, or (with PostgreSQL)
 * the database does not answer or its pool has too many queries waiting, every API request is
 * answered 503 with Retry-After at once, and the service takes requests again by itself once it has
 * caught up (the database is checked every second). The pages and the app's files are still served.
 */
export const overloadPlugin = fp<OverloadOptions>(async (app, { database, maxEventLoopDelayMs }) => {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    ...(database.kind === 'postgres' && {
      healthCheck: async () => database.waitingForConnection() <= maxWaitingForConnection && (await databaseAnswers(database)),
      healthCheckInterval: databaseCheckMs,
    }),
    // Its types say void; its code sends any other value and ends the request there.
    pressureHandler: shedder(app.log) as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
  });
});
