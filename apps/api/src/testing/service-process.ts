// The service as production runs it: its own process (server.ts), on a DATA_DIR or a PostgreSQL
// database, on 127.0.0.1, spoken to over HTTP; killed or stopped as an operator or a crash would.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outboxMailFiles, readMail, type ReadMail } from '@rumbo/test-support/mail';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export type ServiceProcess = {
  base: string;
  child: ChildProcess;
  /** The exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  /** What it wrote: its log lines (standard output) and errors. */
  output: () => string;
};

/**
 * Where a service keeps its data: a DATA_DIR always (the outbox, the lock), and PostgreSQL when a URL
 * is given; `env`, settings of its own beside the ones every test service gets.
 */
export type ServiceData = { dataDir: string; databaseUrl?: string; env?: Record<string, string> };

/** A port nothing listens on now, as the system hands them out (fewer clashes than one picked at random). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the service and waits until its health answers; throws with what it wrote when it ends
 * first. A port some other process took meanwhile is given up for another.
 */
export async function startService(data: ServiceData): Promise<ServiceProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const started = await startOnce(data, await freePort());
    if (!('failed' in started)) return started;
    if (attempt === 3 || !started.failed.includes('EADDRINUSE')) throw new Error(`the service did not start:\n${started.failed}`);
  }
}

async function startOnce({ dataDir, databaseUrl = '', env = {} }: ServiceData, port: number): Promise<ServiceProcess | { failed: string }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    // The test stands for the proxy in front of it: each sign-up names a client address of its own (limits
    // count per address). No load is shed: a start on a busy shared machine lags past the usual second.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      TRUST_PROXY: '127.0.0.1',
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Below the test runners' priority: the other test files, running beside it, keep their CPU.
  setPriority(child.pid!, 10);
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let ended = false;
  void exited.then(() => (ended = true));
  // Generous: a start on a busy 2-core machine has taken half a minute.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && !ended; ) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return { base, child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await exited;
  return { failed: output || 'no answer from its health within 2 minutes' };
}

/** The exit code after `signal`, or 'still running' once `withinMs` have passed. */
export async function stopService(service: ServiceProcess, signal: 'SIGTERM' | 'SIGINT', withinMs: number): Promise<number | string | null> {
  service.child.kill(signal);
  return Promise.race([service.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), withinMs))]);
}

/** An answer, its JSON body read as the caller expects it. */
export type Answer<T = unknown> = { status: number; body: T; headers: Headers };
export type RequestHeaders = Record<string, string>;

/** One request to the service; a connection the service dropped (killed meanwhile) answers status 0. */
export async function call<T = unknown>(service: ServiceProcess, method: string, path: string, { headers = {}, body }: { headers?: RequestHeaders; body?: unknown } = {}): Promise<Answer<T>> {
  try {
    const response = await fetch(`${service.base}/api${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const read = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: read as T, headers: response.headers };
  } catch {
    return { status: 0, body: undefined as T, headers: new Headers() };
  }
}

/** Waits for the mail worker to write a mail to `to` into DATA_DIR/outbox, matching `subject`. */
export async function waitForOutboxMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 30_000): Promise<ReadMail> {
  const outbox = join(dataDir, 'outbox');
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    for (const file of await outboxMailFiles(outbox)) {
      const raw = await readFile(join(outbox, file));
      if (!raw.includes(to)) continue;
      const mail = await readMail(raw);
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
