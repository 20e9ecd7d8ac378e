// The built service as the benchmark drives it: build when stale, start on 127.0.0.1, load with
// autocannon, stop. Every wait is bounded.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;
export const port = Number(process.env.BENCH_PORT || 3901);
export const base = `http://127.0.0.1:${port}`;
export const seconds = Number(process.env.BENCH_SECONDS || 5);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

const running = new Set<ChildProcess>();

/** Stops every service this run started (on a timeout or Ctrl-C). */
export function killServices(): void {
  for (const child of running) child.kill('SIGKILL');
}

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestModification(join(path, name))));
}

function npmRun(args: string[]): void {
  console.log(`bench: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

/** Builds the web app when it is missing and the API bundle when it is missing or older than its sources. */
export function ensureBuilt(): void {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) npmRun(['run', 'build', '-w', '@rumbo/web']);
  const bundle = join(root, 'apps/api/dist/server.js');
  const sources = Math.max(...['apps/api/src', 'apps/api/drizzle', 'packages/contract/src'].map((dir) => newestModification(join(root, dir))));
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) npmRun(['run', 'build', '-w', '@rumbo/api']);
}

export type Service = { child: ChildProcess; startupMs: number };

/** `node apps/api/dist/server.js` on 127.0.0.1 (BENCH_PORT unless told) until /api/health answers 200 (60 s at most). */
export async function startService(env: { DATA_DIR: string; DATABASE_URL?: string; TRUST_PROXY?: string }, servicePort = port): Promise<Service> {
  const started = performance.now();
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    // BENCH_SERVICE_NODE_OPTIONS reaches the service alone (say --cpu-prof --cpu-prof-dir=/tmp/prof), not the bench.
    env: { ...process.env, ...env, PORT: String(servicePort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the service exited during start-up');
    if (performance.now() - started > 60_000) {
      await stopService(child);
      throw new Error('the service did not answer /api/health within 60 s');
    }
    const healthy = await fetch(`http://127.0.0.1:${servicePort}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { child, startupMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * SIGTERM, then SIGKILL after 20 s. Waits a moment first: autocannon drops its connections when a run
 * ends, and the handlers of the requests it abandoned are still running in the service.
 */
export async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(force);
}

/** One autocannon run against the local service: 10 connections for BENCH_SECONDS. */
export function load(title: string, path: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, timeout: 10, title, ...options });
}

/**
 * The CPU time a process has used, in microseconds (Linux's /proc, read at its usual 100 ticks a
 * second), or undefined where there is no /proc.
 */
export function cpuMicroseconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields, counted from the state (the 3rd).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/**
 * A short untimed run first (caches, JIT, pool connections), then the measured one. With the service's
 * process, also the CPU time it spent per answered request during the measured run: unlike the
 * latencies, it hardly moves with what else the machine runs.
 */
export async function warmLoad(
  title: string,
  path: string,
  options: Partial<autocannon.Options> = {},
  service?: ChildProcess,
): Promise<autocannon.Result & { serviceCpuMicroseconds?: number }> {
  if (warmupSeconds > 0) await load(`${title} (warm-up)`, path, { ...options, duration: warmupSeconds });
  const cpuBefore = cpuMicroseconds(service?.pid);
  const result = await load(title, path, options);
  const cpuAfter = cpuMicroseconds(service?.pid);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const answered = result.requests.total;
  if (cpuBefore === undefined || cpuAfter === undefined || answered === 0) return result;
  return { ...result, serviceCpuMicroseconds: (cpuAfter - cpuBefore) / answered };
}
