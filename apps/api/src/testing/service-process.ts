// The service as production runs it: its own process (server.ts), on a DATA_DIR or a PostgreSQL
// database, on 127.0.0.1, spoken to over HTTP; killed or stopped as an operator or a crash would.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMail, type ReadMail } from '@rumbo/test-support/mail';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export type ServiceProcess = {
  base: string;
  child: ChildProcess;
  /** The exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  /** What it wrote: its log lines (standard output) and errors. */
  output: () => string;
};

/** Where a service keeps its data: a DATA_DIR always (the outbox, the lock), and PostgreSQL when a URL is given. */
export type ServiceData = { dataDir: string; databaseUrl?: string };

/** Starts the service and waits until its health answers; throws with its standard error when it ends first. */
export async function startService({ dataDir, databaseUrl = '' }: ServiceData): Promise<ServiceProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const service = { base, child, exited, output: () => output };
  let ended = false;
  void exited.then(() => (ended = true));
  // Generous: a start on a busy 2-core machine has taken half a minute.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && !ended; ) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the service did not start:\n${output}`);
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
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const raw = await readFile(join(outbox, file));
      if (!raw.includes(to)) continue;
      const mail = await readMail(raw);
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
