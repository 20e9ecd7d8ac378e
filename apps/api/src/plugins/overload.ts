import fp from 'fastify-plugin';
import underPressure, { TYPE_HEALTH_CHECK } from '@fastify/under-pressure';
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

/**
 * Sheds load instead of queueing it: while the event loop lags past its limit, or (with PostgreSQL)
 * the database does not answer or its pool has too many queries waiting, every API request is
 * answered 503 with Retry-After at once, and the service takes requests again by itself once it has
 * caught up (the database is checked every second). The pages (landing, app shell) need no
 * database, so they are still served while it is away.
 */
export const overloadPlugin = fp<OverloadOptions>(async (app, { database, maxEventLoopDelayMs }) => {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    ...(database.kind === 'postgres' && {
      healthCheck: async () => database.waitingForConnection() <= maxWaitingForConnection && (await databaseAnswers(database)),
      healthCheckInterval: databaseCheckMs,
    }),
    // A request it sends nothing for goes on as usual.
    pressureHandler: (request, reply, type) => {
      if (type === TYPE_HEALTH_CHECK && !request.url.startsWith('/api/')) return;
      if (request.url.split('?')[0] === '/api/health') {
        reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ status: 'unavailable' });
        return;
      }
      reply.send(unavailable(request, reply));
    },
  });
});
