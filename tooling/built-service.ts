// The built service (apps/api/dist/server.js) on 127.0.0.1 with a new temporary DATA_DIR, for the
// tools that measure pages in Chrome (lighthouse.ts, first-private-page.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** The demo company's administrator (apps/api/src/scripts/seed-demo.ts): subscribed, three months of trips. */
export const demoAdmin = { email: 'admin@demo.rumbo.mx', password: 'rumbo-demo-2026' };

/** The demo company's passenger (apps/api/src/scripts/demo-riders.ts): not an administrator, so her pages are the riders' app. */
export const demoRider = { email: 'pasajera@demo.rumbo.mx', password: 'rumbo-demo-2026' };

/** A port nothing listens on at 127.0.0.1: the first free one of `candidates`, or one the system picks. */
export async function freePort(candidates?: number[]): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(undefined));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  if (!candidates) return (await tryPort(0)) ?? Promise.reject(new Error('the system gave no free port'));
  for (const port of candidates) {
    if ((await tryPort(port)) !== undefined) return port;
  }
  throw new Error(`no free port left in ${candidates[0]}-${candidates.at(-1)}`);
}

export type BuiltService = { base: string; stop: () => Promise<void> };

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', process.stderr] });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

/**
 * `node apps/api/dist/server.js` until /api/health answers 200 (60 s at most), on a new DATA_DIR (the
 * embedded database: nothing shared is touched). With `demo`, the demo company (40 people) is seeded
 * there first. The service trusts 127.0.0.1 as its proxy, so a caller may stand for many clients
 * through X-Forwarded-For (logins are limited per address).
 */
export async function startBuiltService({ port, demo = false, prefix }: { port: number; demo?: boolean; prefix: string }): Promise<BuiltService> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const env = { ...environment, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', DEMO_EMPLOYEES: '40' };
  let service: ChildProcess | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (service && service.exitCode === null && service.signalCode === null) {
        const exited = new Promise((resolve) => service!.once('exit', resolve));
        service.kill('SIGTERM');
        const force = setTimeout(() => service!.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(force);
      }
      // Only once the service is gone: it writes the embedded database into DATA_DIR until it exits.
      rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    if (demo) await runToEnd('node', ['--import', 'tsx', 'apps/api/src/scripts/seed-demo.ts'], env);
    // Its warnings go to stderr, leaving stdout to the figures.
    service = spawn('node', ['apps/api/dist/server.js'], { cwd: root, env, stdio: ['ignore', process.stderr, process.stderr] });
    const started = performance.now();
    for (;;) {
      if (service.exitCode !== null) throw new Error(`the service exited during start-up (code ${service.exitCode})`);
      if (performance.now() - started > 60_000) throw new Error('the service did not answer /api/health within 60 s');
      const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
      if (healthy) return { base, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

let clients = 0;
/** A client address of its own for each login (the service limits logins per address). */
export function newClientAddress(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(clients / 250) % 250}.${clients % 250}` };
}

/** A cookie a login set, as a browser would keep it for the service's origin. */
export type LoginCookie = { name: string; value: string; path: string; expires: number; httpOnly: boolean; sameSite: 'Strict' | 'Lax' };

/**
 * Logs in through the API: the access token and the user the app keeps in its saved session, and the
 * cookies the browser would keep (the refresh token's, and the one by which the service sends the
 * private pages rendered ahead).
 */
export async function logInThroughApi(
  base: string,
  account: { email: string; password: string },
): Promise<{ token: string; user: { email: string; emailVerified: boolean }; cookies: LoginCookie[] }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...newClientAddress() },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((header): LoginCookie => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const attribute = (name: string) => attributes.find((part) => part.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    const expires = attribute('expires');
    return {
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      path: attribute('path') ?? '/',
      expires: expires ? Math.floor(new Date(expires).getTime() / 1000) : -1,
      httpOnly: attributes.some((part) => part.toLowerCase() === 'httponly'),
      sameSite: attribute('samesite')?.toLowerCase() === 'lax' ? 'Lax' : 'Strict',
    };
  });
  return { ...((await response.json()) as { token: string; user: { email: string; emailVerified: boolean } }), cookies };
}

/** The app's saved state (apps/web/src/app/saved-state.ts) holding only a session, as right after a login in a fresh browser. */
export function savedSession(login: { token: string; user: { email: string; emailVerified: boolean } }): string {
  const session = { accessToken: login.token, email: login.user.emailVerified ? null : login.user.email, user: login.user };
  return JSON.stringify({ session: JSON.stringify(session), _persist: JSON.stringify({ version: 1, rehydrated: true }) });
}
