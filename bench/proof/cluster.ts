// The deployment docs/deploy.md describes, on one machine: two processes of the built service on one
// scratch PostgreSQL database, sharing TWO_STEP_ENCRYPTION_KEY, behind a "balancer" (the proof's own
// routing) whose X-Forwarded-For they trust. Every process started here is killed when the proof ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../service.js';

export type Node = {
  index: number;
  port: number;
  base: string;
  /** Taken out of the rotation (killed, or not yet healthy again): the balancer sends nothing new. */
  down: boolean;
  /** Raised at each kill: a request sent before it that fails was cut by the kill. */
  generation: number;
  child: ChildProcess | undefined;
};

export type Cluster = {
  nodes: Node[];
  /** The process a virtual user's request goes to: its own, or the other while its own is down. */
  route: (user: number) => Node;
  /** kill -9, after taking the process out of the rotation as a balancer's failed health check would. */
  kill: (node: Node) => void;
  /** Starts the process again on its port; it rejoins the rotation once /api/health answers 200. */
  restart: (node: Node) => Promise<number>;
  /** Stops both processes; their log is kept when asked (a line failed), removed otherwise. */
  stopAll: (keepLog: boolean) => Promise<void>;
  /** The last lines each process logged, for a failure's report. */
  logTail: (lines?: number) => string;
  /** Where the processes' log is written (warnings and errors). */
  logFile: string;
};

const running = new Set<ChildProcess>();

/** SIGKILLs every process the proof started: the global timeout and Ctrl-C call it. */
export function killEverything(): void {
  for (const child of running) child.kill('SIGKILL');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether /api/health answers 200 within a second. */
export async function isHealthy(base: string): Promise<boolean> {
  return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** Fails when something already listens on the port: its /api/health would pass for the process started there. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use on 127.0.0.1 (another proof or service?): set PROOF_PORT to a free pair`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startCluster(databaseUrl: string, firstPort: number): Promise<Cluster> {
  for (const port of [firstPort, firstPort + 1]) await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-proof-'));
  const logFile = join(tmpdir(), `rumbo-proof-${Date.now()}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    // The same key on every process, as the recipe asks; made for this run only.
    TWO_STEP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // The balancer is the proof on 127.0.0.1: its X-Forwarded-For names each virtual user's address.
    TRUST_PROXY: '127.0.0.1',
    // Tokens outlive the run: an expiry mid-run would read as a failure of whatever request met it.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOG_LEVEL: 'warn',
  };
  const nodes: Node[] = [0, 1].map((index) => ({ index, port: firstPort + index, base: `http://127.0.0.1:${firstPort + index}`, down: true, generation: 0, child: undefined }));

  async function start(node: Node): Promise<number> {
    const started = performance.now();
    const child = spawn('node', ['apps/api/dist/server.js'], {
      cwd: root,
      env: { ...env, PORT: String(node.port), DATA_DIR: join(dataDir, `process-${node.index}`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => log.write(`[${node.index}] ${chunk}`));
    node.child = child;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process ${node.index} exited during start-up:\n${logTail()}`);
      if (performance.now() - started > 60_000) throw new Error(`process ${node.index} did not answer /api/health within 60 s`);
      if (await isHealthy(node.base)) break;
      await sleep(50);
    }
    node.down = false;
    return performance.now() - started;
  }

  function logTail(lines = 30): string {
    try {
      return readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .slice(-lines)
        .map((line) => line.slice(0, 300))
        .join('\n');
    } catch {
      return '';
    }
  }

  // One after the other: both would migrate the same empty database at once otherwise (which the
  // advisory lock serialises anyway), and the start-up of each is then measured alone.
  for (const node of nodes) await start(node);

  return {
    nodes,
    route: (user) => {
      const own = nodes[user % nodes.length]!;
      return own.down ? (nodes.find((node) => !node.down) ?? own) : own;
    },
    kill: (node) => {
      node.down = true;
      node.generation += 1;
      node.child?.kill('SIGKILL');
    },
    restart: async (node) => {
      const child = node.child;
      if (child && child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
      return start(node);
    },
    stopAll: async (keepLog) => {
      await Promise.all(
        nodes.map(async (node) => {
          const child = node.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(force);
        }),
      );
      await new Promise((resolve) => log.end(resolve));
      rmSync(dataDir, { recursive: true, force: true });
      if (!keepLog) rmSync(logFile, { force: true });
    },
    logTail,
    logFile,
  };
}
