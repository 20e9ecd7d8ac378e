import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openDatabase } from './db/client.js';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const seedEntry = fileURLToPath(new URL('./scripts/seed-demo.ts', import.meta.url));

type Run = { child: ChildProcess; exited: Promise<number | null>; stderr: () => string };

function run(entry: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

const randomPort = () => 20_000 + Math.floor(Math.random() * 20_000);

async function waitHealthy(port: number, started: Run): Promise<boolean> {
  let exited = false;
  void started.exited.then(() => (exited = true));
  // Generous: a start on a busy 2-core machine has taken half a minute. A process that ended will not
  // answer: its standard error says why.
  for (let attempt = 0; attempt < 1200 && !exited; attempt += 1) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (exited) console.error(started.stderr());
  return false;
}

/** The exit code, or 'still running' after the time a refusal takes at most. */
const exitWithin = (started: Run, ms: number) =>
  Promise.race([started.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms))]);

it('starts on a new DATA_DIR, answers health, hashes passwords at the full cost, and exits cleanly on SIGTERM', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumbo-server-'));
  const port = randomPort();
  const server = run(serverEntry, { DATA_DIR: dataDir, PORT: String(port) });
  try {
    expect(await waitHealthy(port, server)).toBe(true);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Costo Completo', representativeName: 'Lucía Hernández', email: 'lucia@costo.mx', password: 'viajes-compartidos', interestPlan: 'pro' }),
    });
    expect(signUp.status).toBe(201);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The API's tests hash at argon2id's cheapest cost; the service itself never does.
    const database = await openDatabase({ dataDir });
    const { rows } = await database.executeSql(`select password_hash as "hash" from accounts where email = 'lucia@costo.mx'`);
    await database.close();
    expect((rows[0] as { hash: string }).hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  } finally {
    server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);

it('refuses a second server or a seed on a DATA_DIR in use, naming the process that has it; a killed one does not block the next start', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumbo-server-'));
  const port = randomPort();
  const first = run(serverEntry, { DATA_DIR: dataDir, PORT: String(port) });
  const others: Run[] = [];
  try {
    expect(await waitHealthy(port, first)).toBe(true);

    for (const [entry, env] of [
      [serverEntry, { PORT: String(port + 1) }],
      [seedEntry, { DEMO_EMPLOYEES: '5' }],
    ] as const) {
      const second = run(entry, { DATA_DIR: dataDir, ...env });
      others.push(second);
      expect(await exitWithin(second, 60_000)).toBe(1);
      expect(second.stderr()).toContain(`is in use by process ${first.child.pid} `);
      expect(second.stderr()).toContain('DATABASE_URL');
      expect(second.stderr()).not.toMatch(/^\s+at /m);
    }
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.status)).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const next = run(serverEntry, { DATA_DIR: dataDir, PORT: String(port) });
    others.push(next);
    expect(await waitHealthy(port, next)).toBe(true);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  } finally {
    for (const started of [first, ...others]) started.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 480_000);
