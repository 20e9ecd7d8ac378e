import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailFiles } from '@rumbo/test-support/mail';
import { withDatabase } from './testing/global-setup.js';

// Two service processes on one PostgreSQL behave as one: what they must share lives in the database
// (sessions, refresh tokens, throttles, jobs, the token signing key) or in configuration they are
// both given (the two-step key). Each runs as in production: its own process, port and DATA_DIR,
// both started at once on an empty database.

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;

type Service = { base: string; dataDir: string; child: ChildProcess };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl!, 'postgres') });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function startService(url: string, twoStepKey: string): Promise<Service> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumbo-two-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TWO_STEP_ENCRYPTION_KEY: twoStepKey, PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return { base, dataDir, child };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service did not start');
}

const post = (service: Service, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${service.base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The refresh cookie a login or refresh answered with, as a Cookie header. */
const refreshCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('rumbo_refresh='))!.split(';')[0]!;
/** The device cookie a login answered with, as a Cookie header. */
const deviceCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('rumbo_device='))!.split(';')[0]!;

describe.runIf(Boolean(databaseUrl))('two service processes on one PostgreSQL', () => {
  const name = `rumbo_test_two_${randomUUID().replaceAll('-', '')}`;
  let one: Service;
  let other: Service;
  /** The device cookie of the first test's browser: the failed logins there locked everyone else out. */
  let knownBrowser: string;
  const company = { companyName: 'Dos Procesos', representativeName: 'Lucía Hernández', email: `lucia-${randomUUID().slice(0, 8)}@dos.mx`, password: 'viajes-compartidos', interestPlan: 'pro' };

  beforeAll(async () => {
    // An empty database: both processes migrate it as they start, at the same moment.
    await admin(`create database ${name}`);
    const url = withDatabase(databaseUrl!, name);
    const twoStepKey = randomBytes(32).toString('base64');
    [one, other] = await Promise.all([startService(url, twoStepKey), startService(url, twoStepKey)]);
  }, 120_000);

  afterAll(async () => {
    for (const service of [one, other]) {
      if (!service) continue;
      service.child.kill('SIGTERM');
      await new Promise((resolve) => (service.child.exitCode !== null ? resolve(undefined) : service.child.once('exit', resolve)));
      await rm(service.dataDir, { recursive: true, force: true });
    }
    await admin(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it('open a session on one that works on the other, rotate and end it across both, and count failed logins once', async () => {
    expect((await post(one, '/auth/register', company)).status).toBe(201);

    const login = await post(other, '/auth/login', { username: company.email, password: company.password });
    expect(login.status).toBe(200);
    knownBrowser = deviceCookie(login);
    const { token } = (await login.json()) as { token: string };
    // Signed by one process, accepted by the other: they share the signing key.
    expect((await fetch(`${one.base}/api/user/configure`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    // Rotated on one: the other knows it. The same token presented there at once (a second tab)
    // gets the same successor, and that successor rotates on either.
    const first = refreshCookie(login);
    const rotated = await post(one, '/auth/token', {}, { cookie: first });
    expect(rotated.status).toBe(200);
    const second = refreshCookie(rotated);
    const again = await post(other, '/auth/token', {}, { cookie: first });
    expect(again.status).toBe(200);
    expect(refreshCookie(again)).toBe(second);
    expect((await post(other, '/auth/token', {}, { cookie: second })).status).toBe(200);
    // Logging out on one ends the session on the other.
    const third = refreshCookie(await post(one, '/auth/token', {}, { cookie: second }));
    expect((await post(one, '/auth/logout', {}, { cookie: third })).status).toBe(200);
    expect((await post(other, '/auth/token', {}, { cookie: third })).status).toBe(401);

    // Five wrong passwords, taken turn about by the two, lock the account on both.
    const wrong = (service: Service) => post(service, '/auth/login', { username: company.email, password: 'not-the-password' });
    for (const service of [one, other, one, other, one]) expect((await wrong(service)).status).toBe(401);
    expect((await wrong(other)).status).toBe(429);
    expect((await post(one, '/auth/login', { username: company.email, password: company.password })).status).toBe(429);
    // The browser that signed in on the other still gets in on this one: both read its device cookie with one key.
    expect((await post(one, '/auth/login', { username: company.email, password: company.password }, { cookie: deviceCookie(login) })).status).toBe(200);
  });

  it('send the sign-up mail once, though both run the mail worker', async () => {
    const outboxes = async () => {
      const files = await Promise.all([one, other].map((service) => outboxMailFiles(join(service.dataDir, 'outbox'))));
      return files.flat();
    };
    // Done when no mail waits (in the outbox table or as a job not yet completed): no copy can come after.
    const waiting = async () => {
      const client = new pg.Client({ connectionString: withDatabase(databaseUrl!, name) });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select (select count(*) from mail_outbox)::int + (select count(*) from pgboss.job where name = 'mail.send' and state <> 'completed')::int as waiting`,
        );
        return (rows[0] as { waiting: number }).waiting;
      } finally {
        await client.end();
      }
    };
    const deadline = Date.now() + 15_000;
    while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await waiting()).toBe(0);
    expect(await outboxes()).toHaveLength(1);
  });

  it('read the two-step secret one stored with the key they are both given', async () => {
    const login = await post(one, '/auth/login', { username: company.email, password: company.password }, { cookie: knownBrowser });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    // Set up on one (its secret encrypted there), turned on through the other with the code it gives.
    const setup = await post(one, '/auth/two-step/setup', { password: company.password }, headers);
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    expect((await post(other, '/auth/two-step/enable', { code: await generate({ secret }) }, headers)).status).toBe(200);
  });

  it('count sign-ups from one address once: ten in all, taken turn about, and the next refused by either', async () => {
    // The first test's company was the first of the ten this address may sign up.
    for (let index = 1; index < 10; index += 1) {
      const service = index % 2 === 0 ? one : other;
      const answer = await post(service, '/auth/register', { ...company, companyName: `Dos Procesos ${index}`, email: `alta-${index}-${randomUUID().slice(0, 8)}@dos.mx` });
      expect(answer.status, `sign-up ${index + 1}`).toBe(201);
    }
    for (const service of [one, other]) {
      expect((await post(service, '/auth/register', { ...company, companyName: 'Dos Procesos 11', email: `alta-11-${randomUUID().slice(0, 8)}@dos.mx` })).status).toBe(429);
    }
  });
});
