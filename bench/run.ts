// npm run bench: measures the built service on 127.0.0.1 (run `npm run build` first).
// - start-up: `node apps/api/dist/server.js` on a new DATA_DIR until /api/health answers 200
// - login latency: autocannon against POST /api/auth/login, next to a bare route for scale
// - the JavaScript the login page loads, gzipped
// Uses PGlite, or the PostgreSQL of DATABASE_URL when set. Bounded: a few seconds per load run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT || 3901);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS || 5);

async function startServer(dataDir: string): Promise<{ child: ChildProcess; startupMs: number }> {
  const started = performance.now();
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the service exited during start-up');
    const healthy = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { child, startupMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function load(title: string, path: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, title, ...options });
}

function loginPageJavaScript(): { files: number; gzipBytes: number } {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { files: scripts.length, gzipBytes };
}

const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-'));
const results: string[] = [];
try {
  const { child, startupMs } = await startServer(dataDir);
  results.push(`start-up to a healthy /api/health on a new DATA_DIR (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, created and migrated'}): ${startupMs.toFixed(0)} ms`);

  const company = { companyName: 'Bench SA', representativeName: 'Bench Admin', email: `bench-${Date.now()}@rumbo.test`, password: 'bench-password', interestPlan: 'pro' };
  const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(company) });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);

  const health = await load('GET /api/health', '/api/health');
  const login = await load('POST /api/auth/login', '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: company.email, password: company.password }),
  });
  const loginBody = JSON.stringify({ username: company.email, password: company.password });
  const loginAlone = await load('POST /api/auth/login, one at a time', '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
    connections: 1,
  });
  if (login.non2xx + loginAlone.non2xx > 0) throw new Error('some logins failed');
  const rows = [
    ['GET /api/health (one SELECT 1)', health, 10],
    ['POST /api/auth/login (argon2id verify, session insert)', login, 10],
    ['POST /api/auth/login, one client', loginAlone, 1],
  ] as const;
  for (const [name, result, connections] of rows) {
    results.push(`${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (autocannon -c ${connections}, ${seconds} s)`);
  }
  await stopServer(child);

  const { files, gzipBytes } = loginPageJavaScript();
  results.push(`JavaScript loaded by /login: ${files} files, ${(gzipBytes / 1024).toFixed(1)} KiB gzip`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${results.join('\n')}`);
