// npm run backup and npm run restore as an administrator runs them: a company is backed up from its
// running service on the embedded database, restored into a new DATA_DIR (and, with DATABASE_URL,
// into PostgreSQL, whose own backup is restored again), and a service started there shows the same
// employees, receipts, issued reports and uploaded document to the same passwords.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { outboxMailFiles } from '@rumbo/test-support/mail';
import { readPdf } from '@rumbo/test-support/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { issueDueReportSnapshots } from './features/reports/index.js';
import type { TestApp } from './testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, employeeData, registerEmployee, signUpAndLogIn, subscribe, type AuthHeaders } from './testing/factories.js';
import { withDatabase } from './testing/global-setup.js';
import { createTestClock } from './testing/test-clock.js';
import { home, office } from './testing/trips.js';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const [serverEntry, backupEntry, restoreEntry] = ['./server.ts', './scripts/backup.ts', './scripts/restore.ts'].map(entry);
const databaseUrl = process.env.DATABASE_URL;
// A machine busy with other work must not have the services shed the test's requests as overload.
const quiet = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '60000', DATABASE_URL: '' };

type Finished = { code: number | null; output: string };
type Service = { base: string; stop: () => Promise<void> };

/** Runs a script to its end (two minutes at most), with its standard output and error together. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...quiet, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const limit = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) => child.once('close', (code) => (clearTimeout(limit), resolve({ code, output }))));
}

async function startService(env: Record<string, string>): Promise<Service> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry!], { env: { ...process.env, ...quiet, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    child.kill('SIGKILL');
  };
  for (let attempt = 0; attempt < 1200 && child.exitCode === null; attempt += 1) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the service did not start');
}

/**
 * A request as a well-behaved client sends it: a 503 (the service shedding load, which a machine busy
 * with other work makes it do) is tried again after its Retry-After, a few times.
 */
async function send(service: Service, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${service.base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 503 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 2) * 1000));
  }
}

async function call(service: Service, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await send(service, path, options);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

type People = { admin: { email: string; password: string }; rider: { email: string; password: string; secret: string }; enterpriseId: string };

/** A PDF of about 3 MB (a scan, say): its bytes must come back whole. */
async function scannedPdf(): Promise<Buffer> {
  const document = new PDFDocument();
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.text('Constancia de situación fiscal');
  document.end();
  await ended;
  return Buffer.concat([...chunks, randomBytes(3 * 1024 * 1024)]);
}

/**
 * The company, written into DATA_DIR by the service's own code before any service runs there: a paid
 * plan (its receipt), employees, one who logs in with two-step verification, a validated ride in a
 * half-month whose report is issued, and a tax document.
 */
async function seedCompany(dataDir: string): Promise<People> {
  // No load shedding (0 turns it off): a busy machine's pauses must not answer the set-up 503.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://rumbo.test' }, { maxEventLoopDelayMs: 0 });
  const database = await openDatabase({ dataDir });
  await database.migrate(config.migrationsDir);
  // Ten minutes ago: the authenticator code used to turn two-step on is not the one a later login shows.
  const clock = createTestClock(new Date(Date.now() - 10 * 60_000));
  const app = Object.assign(await buildApp({ database, config, clock }), { dataDir }) as TestApp;
  try {
    const admin = await signUpAndLogIn(app, { password: 'la-clave-de-la-empresa' });
    await subscribe(app, admin.headers, 'pro');
    await registerEmployee(app, admin.headers);
    const rider = await createEmployeeWhoCanLogIn(app, admin.headers);
    const setup = await app.inject({ method: 'POST', url: '/api/auth/two-step/setup', headers: rider.headers, payload: { password: rider.password } });
    const { secret } = setup.json() as { secret: string };
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect((await app.inject({ method: 'POST', url: '/api/auth/two-step/enable', headers: rider.headers, payload: { code } })).statusCode).toBe(200);

    // A ride that left half an hour ago: a ride is completed and validated within its own time.
    const departureAt = new Date(clock.now().getTime() - 30 * 60_000).toISOString();
    const post = async (headers: AuthHeaders, url: string, payload: object, key: string) => {
      const response = await app.inject({ method: url.startsWith('/api/trips/bookings/') ? 'PATCH' : 'POST', url, headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().data?.[key] as string;
    };
    const offerId = await post(admin.headers, '/api/trips/offers', { origin: home, destination: office, departureAt, seats: 3 }, 'journeyId');
    const requestId = await post(rider.headers, '/api/trips/requests', { origin: home, destination: office, departureAt }, 'journeyId');
    const bookingId = await post(rider.headers, '/api/trips/bookings', { requestId, offerId }, 'bookingId');
    await post(admin.headers, `/api/trips/bookings/${bookingId}`, { status: 'CONFIRMED' }, '');
    await post(admin.headers, `/api/trips/bookings/${bookingId}`, { status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 6 }, '');
    await post(rider.headers, `/api/trips/bookings/${bookingId}`, { status: 'VALIDATED' }, '');

    const form = new FormData();
    form.append('file', new Blob([await scannedPdf()], { type: 'application/pdf' }), 'constancia.pdf');
    const request = new Request('http://rumbo.test', { method: 'POST', body: form });
    const upload = await app.inject({
      method: 'POST',
      url: `/api/enterprise/${admin.user.enterpriseId}/cif`,
      headers: { ...admin.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    // The hourly job, once the ride's half-month (16 days at most) is over.
    expect(await issueDueReportSnapshots(app.ctx, new Date(clock.now().getTime() + 20 * 86_400_000))).toBeGreaterThan(0);
    return {
      admin: { email: admin.company.email, password: admin.company.password },
      rider: { email: rider.employee.email, password: rider.password, secret },
      enterpriseId: admin.user.enterpriseId,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** What the administrator sees of the company: employees, receipts (their PDFs' text), issued reports (and PDFs), the tax document's bytes. */
async function companyAsSeenBy(service: Service, people: People) {
  const login = await call(service, '/auth/login', { body: { username: people.admin.email, password: people.admin.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const read = async (path: string) => (await call(service, path, { headers })).json() as Promise<Record<string, unknown>>;
  const pdfText = async (path: string) => (await readPdf(Buffer.from(await (await call(service, path, { headers })).arrayBuffer()))).text;
  const { paymentHistory } = (await read('/stripe/getPaymentHistory')) as { paymentHistory: { pdfUrl: string | null }[] };
  const { data: snapshots } = (await read('/reports/snapshots')) as { data: { id: string }[] };
  const document = Buffer.from(await (await call(service, `/enterprise/${people.enterpriseId}/cif`, { headers })).arrayBuffer());
  return {
    employees: await read('/enterprise/employees'),
    paymentHistory,
    receipts: await Promise.all(paymentHistory.map((payment) => pdfText(payment.pdfUrl!.replace(/^\/api/, '')))),
    snapshots: await Promise.all(snapshots.map(async ({ id }) => ({ detail: await read(`/reports/snapshots/${id}`), pdf: await pdfText(`/reports/snapshots/${id}/pdf`) }))),
    document: { bytes: document.length, sha256: createHash('sha256').update(document).digest('hex') },
  };
}

/** The employee logs in with the password and the code their authenticator shows: the two-step key came along. */
async function riderLogsInWithCode(service: Service, people: People): Promise<number> {
  const first = await call(service, '/auth/login', { body: { username: people.rider.email, password: people.rider.password } });
  const { challenge } = (await first.json()) as { challenge: string };
  const code = await generate({ secret: people.rider.secret });
  return (await send(service, '/auth/login/two-step', { body: { challenge, code } })).status;
}

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'rumbo-restore-'));
  folders.push(folder);
  return folder;
};
const services: Service[] = [];
const start = async (env: Record<string, string>) => {
  const service = await startService(env);
  services.push(service);
  return service;
};

let people: People;
let original: Awaited<ReturnType<typeof companyAsSeenBy>>;
let backupFile: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await newFolder();
  people = await seedCompany(dataDir);
}, 120_000);

afterAll(async () => {
  for (const service of services) await service.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
}, 60_000);

describe('a company backed up from its running service on the embedded database', () => {
  it('restores into a new DATA_DIR, where the same passwords see the same company, and a mail that was waiting is sent', async () => {
    // No mail server answers the original service: the invitation waits in its outbox.
    const running = await start({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9' });
    const invitee = employeeData();
    const login = await call(running, '/auth/login', { body: { username: people.admin.email, password: people.admin.password } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    await call(running, '/employee/register', { headers, body: { ...invitee, sendInvitation: true } });
    original = await companyAsSeenBy(running, people);
    // Whoever may connect gets the whole database: only the OS user who owns DATA_DIR may.
    expect((await stat(join(dataDir, 'run'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'run', 'backup.sock'))).mode & 0o777).toBe(0o600);
    // What must come back: four people, the paid plan's receipt, the ride counted in an issued report, the 3 MB document.
    expect(original.employees).toMatchObject({ total: 4 });
    expect(original.paymentHistory).toMatchObject([{ number: 'R-000001', status: 'paid' }]);
    expect(original.receipts[0]).toContain('Plan Pro');
    expect(original.snapshots.some(({ detail }) => (detail.data as { figures: { trips: number } }).figures.trips === 1)).toBe(true);
    expect(original.document.bytes).toBeGreaterThan(3 * 1024 * 1024);

    backupFile = join(await newFolder(), 'rumbo.backup');
    const backup = await runScript(backupEntry!, ['--out', backupFile], { DATA_DIR: dataDir });
    expect(backup.output).toContain(`Backup of the embedded database in ${dataDir} (taken by the service running on it) written to ${backupFile}`);
    expect(backup.output).toMatch(/stored_files +1 row\n/);
    expect(backup.code).toBe(0);

    const refused = await runScript(restoreEntry!, [backupFile], { DATA_DIR: dataDir });
    expect(refused.output).toContain(`Restore refused: DATA_DIR ${dataDir} is not empty`);
    expect(refused.code).toBe(1);

    // The two-step key kept beside the backup goes into the new DATA_DIR first.
    const restoredDir = await newFolder();
    await copyFile(join(dataDir, 'two-step.key'), join(restoredDir, 'two-step.key'));
    const restore = await runScript(restoreEntry!, [backupFile], { DATA_DIR: restoredDir });
    expect(restore.output).toContain(`Restored ${backupFile} into the embedded database in ${restoredDir}`);
    // The invitation, and the notices of sign-ins from browsers the accounts had not seen.
    expect(restore.output).toMatch(/\n\d+ mails that were waiting to be sent are queued again\.\n/);
    expect(restore.code).toBe(0);

    const restored = await start({ DATA_DIR: restoredDir });
    expect(await companyAsSeenBy(restored, people)).toEqual(original);
    expect(await riderLogsInWithCode(restored, people)).toBe(200);
    const deadline = Date.now() + 20_000;
    let sent: string[] = [];
    while (sent.length === 0 && Date.now() < deadline) {
      const files = await outboxMailFiles(join(restoredDir, 'outbox'));
      sent = (await Promise.all(files.map((file) => readFile(join(restoredDir, 'outbox', file), 'utf8')))).filter((mail) => mail.includes(invitee.email));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sent).toHaveLength(1);
  }, 300_000);
});

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl!, 'postgres') });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.runIf(databaseUrl)('the same backup on PostgreSQL', () => {
  const scratch = [`rumbo_test_restore_${randomUUID().replaceAll('-', '')}`, `rumbo_test_restore_${randomUUID().replaceAll('-', '')}`];
  afterAll(async () => {
    for (const name of scratch) await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores into an empty database, refuses it once it holds tables, and its own backup restores into another', async () => {
    expect(backupFile, 'the embedded round trip ran first').toBeDefined();
    const [first, second] = scratch.map((name) => withDatabase(databaseUrl!, name));
    for (const name of scratch) await admin(`create database ${name}`);
    const restore = await runScript(restoreEntry!, [backupFile], { DATABASE_URL: first!, DATA_DIR: await newFolder() });
    expect(restore.output).toContain(`Restored ${backupFile} into PostgreSQL (DATABASE_URL)`);
    expect(restore.code).toBe(0);
    const again = await runScript(restoreEntry!, [backupFile], { DATABASE_URL: first!, DATA_DIR: await newFolder() });
    expect(again.output).toMatch(/Restore refused: the target database is not empty/);
    expect(again.code).toBe(1);

    const keyDir = async () => {
      const folder = await newFolder();
      await copyFile(join(dataDir, 'two-step.key'), join(folder, 'two-step.key'));
      return folder;
    };
    const onFirst = await start({ DATABASE_URL: first!, DATA_DIR: await keyDir() });
    expect(await companyAsSeenBy(onFirst, people)).toEqual(original);
    expect(await riderLogsInWithCode(onFirst, people)).toBe(200);

    // Taken while that service runs, straight from PostgreSQL.
    const secondFile = join(await newFolder(), 'rumbo-postgres.backup');
    const backup = await runScript(backupEntry!, ['--out', secondFile], { DATABASE_URL: first!, DATA_DIR: await newFolder() });
    expect(backup.output).toContain(`Backup of PostgreSQL (DATABASE_URL) written to ${secondFile}`);
    expect(backup.code).toBe(0);
    await onFirst.stop();
    expect((await runScript(restoreEntry!, [secondFile], { DATABASE_URL: second!, DATA_DIR: await newFolder() })).code).toBe(0);
    const onSecond = await start({ DATABASE_URL: second!, DATA_DIR: await keyDir() });
    expect(await companyAsSeenBy(onSecond, people)).toEqual(original);
  }, 300_000);
});
