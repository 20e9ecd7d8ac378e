import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../db/errors.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { buildTestAppWithWeb } from '../testing/web-build.js';
import { signUpAndLogIn } from '../testing/factories.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()!();
});

/** Polls until `condition` holds; answers how long that took, or throws after `timeoutMs`. */
async function within(timeoutMs: number, condition: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe('an overloaded service', () => {
  it('answers API requests 503 with Retry-After while its event loop lags past the limit, still serves its pages, then serves again by itself', async () => {
    const logLines: string[] = [];
    const app = await buildTestAppWithWeb({ maxEventLoopDelayMs: 25, logStream: { write: (line) => logLines.push(line) } });
    cleanup.push(() => app.close());
    // Starting the app (a database loaded in this process) may itself have lagged past the limit:
    // the sign-up waits until the service takes requests again (it was refused 503 at times).
    await within(10_000, async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    const { headers } = await signUpAndLogIn(app);
    const configure = () => app.inject({ method: 'GET', url: '/api/user/configure', headers: { ...headers, 'accept-language': 'en' } });
    await within(10_000, async () => (await configure()).statusCode === 200);

    // 90 ms of every 100 spent on work that never yields, until a request is shed (the lag is
    // measured over one-second windows, so within about two seconds).
    const busy = setInterval(() => {
      const until = Date.now() + 90;
      while (Date.now() < until);
    }, 100);
    let shed = await configure();
    let served: Awaited<ReturnType<typeof configure>>[];
    try {
      await within(10_000, async () => (shed = await configure()).statusCode === 503);
      // While API requests are shed, a page and the app's script are served: refused, the script would leave the page broken.
      served = await Promise.all([app.inject({ method: 'GET', url: '/login' }), app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' }), configure()]);
    } finally {
      clearInterval(busy);
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual({ success: false, message: 'The service is unavailable right now. Try again in a few seconds.' });
    const [page, script, stillShed] = served;
    expect(stillShed!.statusCode).toBe(503);
    expect(page!.statusCode).toBe(200);
    expect(page!.body).toContain('<h1>login es</h1>');
    expect(script!.statusCode).toBe(200);
    // Said in the log, once for the many requests shed within 10 s (a lag as the app started may have said it once before).
    const warnings = logLines.filter((line) => line.includes('shedding API requests with 503')).length;
    expect(warnings).toBeGreaterThanOrEqual(1);
    expect(warnings).toBeLessThanOrEqual(2);

    await within(10_000, async () => (await configure()).statusCode === 200);
  });
});

/** The service with its connections to PostgreSQL through a proxy the test can take away, as a restart of the server would. */
async function appThroughProxy(): Promise<{ proxy: TcpProxy; app: TestApp }> {
  const target = new URL(process.env.DATABASE_URL!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  cleanup.push(() => proxy.close());
  const app = await buildTestApp({ connectThrough: proxy });
  cleanup.push(() => app.close());
  return { proxy, app };
}

describe.runIf(Boolean(process.env.DATABASE_URL))('a PostgreSQL that goes away and comes back', () => {
  it('answers 503 with Retry-After within 2 s while it is away, says so on /api/health, and serves again without a restart', async () => {
    const { proxy, app } = await appThroughProxy();
    const { headers } = await signUpAndLogIn(app);
    const configure = () => app.inject({ method: 'GET', url: '/api/user/configure', headers });
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    expect((await configure()).statusCode).toBe(200);

    await proxy.pause();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { result, ms } = await timed(configure);
      expect(result.statusCode).toBe(503);
      expect(result.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(2_000);
    }
    const down = await timed(health);
    expect(down.result.statusCode).toBe(503);
    expect(down.result.json()).toEqual({ status: 'unavailable' });
    expect(down.ms).toBeLessThan(2_000);

    await proxy.resume();
    const back = await within(10_000, async () => (await configure()).statusCode === 200);
    expect(back).toBeLessThan(10_000);
    expect((await health()).statusCode).toBe(200);
    // The job queue works again too: a job sent now is run.
    await app.ctx.jobs.define('test.after-outage', { retryLimit: 0 });
    let ran = false;
    await app.ctx.jobs.work('test.after-outage', async () => {
      ran = true;
    });
    await app.ctx.jobs.send('test.after-outage', {});
    await within(10_000, async () => ran);
  });

  it('fails a transaction whose connection the server ends between two statements as unavailable, and the process goes on', async () => {
    const { proxy, app } = await appThroughProxy();
    const { headers } = await signUpAndLogIn(app);
    // A connection a request holds is no longer the pool's to watch: its end must not be an uncaught 'error' event.
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    cleanup.push(async () => process.off('uncaughtException', record));

    const cut = app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.pause();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(await cut)).toBe(true);
    expect(uncaught).toEqual([]);

    await proxy.resume();
    await within(10_000, async () => (await app.inject({ method: 'GET', url: '/api/user/configure', headers })).statusCode === 200);
  });

  it('keeps a request waiting for a free connection while the database answers, and says so on /api/health: a busy pool is no outage', async () => {
    const app = await buildTestApp({ poolSize: 2 });
    cleanup.push(() => app.close());
    const { headers } = await signUpAndLogIn(app);
    // Both connections of the pool busy for 3 s, longer than connecting to a server is waited for.
    const busy = [1, 2].map(() => app.db.transaction(async (tx) => void (await tx.execute(sql`select pg_sleep(3.01)`))));
    const observer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await observer.connect();
    cleanup.push(() => observer.end());
    const sleeping = async () =>
      ((await observer.query(`select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(3.01)' and state = 'active'`)).rows[0] as { n: number }).n;
    await within(2_000, async () => (await sleeping()) === 2);
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.result.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
    const waited = await timed(() => app.inject({ method: 'GET', url: '/api/user/configure', headers }));
    expect(waited.result.statusCode).toBe(200);
    expect(waited.ms).toBeGreaterThan(1_500);
    await Promise.all(busy);
  });

  it('does not run a route it sheds: /api/health answered 503 while the database check fails ends there', async () => {
    const logLines: string[] = [];
    const app = await buildTestApp({ logStream: { write: (line) => logLines.push(line) } });
    cleanup.push(() => app.close());
    const ping = vi.spyOn(app.database, 'ping').mockRejectedValue(new Error('connection refused'));
    cleanup.push(async () => ping.mockRestore());
    // The check runs every second: requests are shed from the first one that fails. The health route
    // has no hook of its own to wait for, so a shed request that went on would reach its handler at once.
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    await within(5_000, async () => (await health()).headers['retry-after'] === '2');
    const shed = await health();
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ status: 'unavailable' });
    // The handler would have answered a second time, which Fastify refuses and logs.
    expect(logLines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});
