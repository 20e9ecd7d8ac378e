import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a service manager does (systemd, a container runtime): signal the process it started, here
// `npm start`, and expect the service to stop. npm hands the signal to its script's process, so the
// script must be the service itself, not a shell waiting on it.

let dataDir;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rumbo-start-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const answers = (port) => fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false);

async function until(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(`stops the service on ${signal}: the port closed, the data directory's lock gone, exit 0, within 10 s`, async () => {
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const npm = spawn('npm', ['start'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      npm.stderr.on('data', (chunk) => (stderr += chunk));
      const exited = new Promise((resolve) => npm.once('exit', (code) => resolve(code)));
      try {
        // The first start may build the app first.
        expect(await until(() => answers(port), 180_000), stderr).toBe(true);
        expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
        npm.kill(signal);
        expect(await until(async () => !(await answers(port)) && !existsSync(join(dataDir, 'pglite.lock')), 10_000), stderr).toBe(true);
        expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000))])).toBe(0);
      } finally {
        npm.kill('SIGKILL');
      }
    }, 240_000);
  }
});
