import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { withDatabase } from './testing/global-setup.js';
import { findHalfMade, type Recorded } from './testing/half-made.js';
import { serviceClient, type Company } from './testing/service-client.js';
import { startService, stopService, type Answer, type RequestHeaders, type ServiceData, type ServiceProcess } from './testing/service-process.js';

// kill -9 in the middle of a 500-row import, a checkout and a trip validation: after the restart each
// is all there or not there at all, and the service starts on its own, taking over the lock the killed
// process left. The real service process, on PGlite (a DATA_DIR) or PostgreSQL (DATABASE_URL), as
// production runs it. Each operation is killed a few times, the moment aimed at its end: half way
// through its measured time first, then halfway between the latest kill that found it undone and the
// earliest that found it done (a checkout may be found charged without its receipt: its settlement,
// at start-up or by the job every minute, makes it whole once the attempt is old enough: 5 s here,
// where no charge can still be waiting, instead of the two minutes a real charge may take). Then a
// stop (SIGTERM) during an import, and the database read for anything half made; on PostgreSQL, a stop
// whose request never finishes.

const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const killsPerOperation = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kill moments that close in on the instant an operation is done: each halfway between the latest found undone and the earliest found done. */
function aimAtTheEnd(measuredMs: number) {
  let undone = 0;
  let done = measuredMs;
  return { next: () => Math.round((undone + done) / 2), saw: (at: number, isDone: boolean) => (isDone ? (done = at) : (undone = at)) };
}

describe(`the service killed (SIGKILL) in the middle of its work, on ${engine}`, () => {
  const data: ServiceData = { dataDir: '', env: { PAYMENT_SETTLEMENT_AGE_SECONDS: '5' } };
  let service: ServiceProcess;
  const api = serviceClient(() => service, data);
  let databaseName = '';
  const lockPath = () => join(data.dataDir, 'pglite.lock');
  const recorded: Recorded = { imports: [], checkouts: [], validations: [] };
  /** What each kill found, for the summary. */
  const seen: string[] = [];

  /** Fires `operation`, kills the service `afterMs` later, and starts it again on the same data, its lock left as the kill left it. */
  async function killDuring(operation: () => Promise<Answer>, afterMs: number): Promise<void> {
    const answered = operation();
    await sleep(afterMs);
    service.child.kill('SIGKILL');
    await service.exited;
    await answered;
    // The killed process removed nothing: the next start takes its lock over by itself.
    if (!databaseUrl) expect(existsSync(lockPath())).toBe(true);
    service = await startService(data);
  }

  async function timed(operation: () => Promise<Answer>, status: number): Promise<number> {
    const started = performance.now();
    const answer = await operation();
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return performance.now() - started;
  }

  beforeAll(async () => {
    data.dataDir = await mkdtemp(join(tmpdir(), 'rumbo-crash-'));
    if (databaseUrl) {
      const templateUrl = inject('templateDatabaseUrl');
      databaseName = `rumbo_test_crash_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await admin.connect();
      await admin.query(`create database ${databaseName} template rumbo_test_template`).finally(() => admin.end());
      data.databaseUrl = withDatabase(templateUrl, databaseName);
    }
    service = await startService(data);
  }, 180_000);

  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await rm(data.dataDir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: withDatabase(inject('templateDatabaseUrl'), 'postgres') });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`).finally(() => admin.end());
    }
    console.log(`${engine}, what each kill found: ${seen.join('; ')}`);
  }, 60_000);

  it('a checkout is found with no charge, a charge awaiting its settlement, or a charge with its receipt and subscription', async () => {
    const [measured, ...buyers] = await Promise.all(Array.from({ length: killsPerOperation + 1 }, (_, index) => api.company(`Pago${index}`)));
    const aim = aimAtTheEnd(await timed(api.checkout(measured!), 201));
    for (const buyer of buyers) {
      const at = aim.next();
      await killDuring(api.checkout(buyer), at);
      const state = await api.checkoutState(buyer);
      aim.saw(at, state === 'paid');
      recorded.checkouts.push({ enterpriseId: buyer.enterpriseId, state });
      seen.push(`checkout at ${at} ms: ${state}`);
    }
  }, 300_000);

  let lots: Company;
  it('a 500-row CSV import adds 0 or 500 people', async () => {
    lots = await api.company('Lotes');
    expect((await api.checkout(lots)()).status).toBe(201);
    const aim = aimAtTheEnd(await timed(api.importBatch(lots, 'lote0'), 200));
    recorded.imports.push({ enterpriseId: lots.enterpriseId, tag: 'lote0', people: 500 });
    for (let round = 1; round <= killsPerOperation; round += 1) {
      const tag = `lote${round}`;
      const at = aim.next();
      await killDuring(api.importBatch(lots, tag), at);
      const people = await api.peopleOf(lots, tag);
      expect([0, 500], `people of ${tag}`).toContain(people);
      // Checked again, the same file finds its 500 people all free to import, or all there already.
      const { validCount, invalidCount } = (await api.importBatch(lots, tag, { dryRun: true })()).body.data;
      expect({ validCount, invalidCount }).toEqual(people === 0 ? { validCount: 500, invalidCount: 0 } : { validCount: 0, invalidCount: 500 });
      aim.saw(at, people === 500);
      recorded.imports.push({ enterpriseId: lots.enterpriseId, tag, people });
      seen.push(`import at ${at} ms: ${people}`);
    }
  }, 300_000);

  it('a trip validation is found with its leg validated and the day counting it, or neither', async () => {
    // Each ride left an hour ago (a ride is completed and validated within its own time, and not late),
    // in a company of its own: no other ride of its people's day flags it or shares its day's figures.
    const ride = async (name: string) => {
      const company = await api.company(name);
      expect((await api.checkout(company)()).status).toBe(201);
      const passenger = await api.approvedEmployee(company);
      const departureAt = new Date(Date.now() - 3_600_000);
      const bookingId = await api.completedRide(company, passenger, departureAt.toISOString());
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(departureAt);
      return { company, passenger, bookingId, day };
    };
    const validate = (passenger: RequestHeaders, bookingId: string) => () => api.patch(`/trips/bookings/${bookingId}`, { status: 'VALIDATED' }, passenger);
    const measured = await ride('Viajes');
    const aim = aimAtTheEnd(await timed(validate(measured.passenger, measured.bookingId), 200));
    for (let round = 1; round <= killsPerOperation; round += 1) {
      const { company, passenger, bookingId, day } = await ride(`Viajes${round}`);
      const at = aim.next();
      await killDuring(validate(passenger, bookingId), at);
      const status = (await api.get<{ data: { status: string } }>(`/trips/bookings/${bookingId}`, passenger)).body.data.status;
      const legs = (await api.get<{ data: { legs: number } }>(`/reports/metrics?from=${day}&to=${day}`, company.headers)).body.data.legs;
      expect({ status, legs }).toEqual(status === 'VALIDATED' ? { status, legs: 1 } : { status: 'COMPLETED_PENDING_VALIDATION', legs: 0 });
      aim.saw(at, status === 'VALIDATED');
      recorded.validations.push({ enterpriseId: company.enterpriseId, bookingId, day });
      seen.push(`validation at ${at} ms: ${status === 'VALIDATED' ? 'validated' : 'not validated'}`);
    }
  }, 300_000);

  it('once settled, each checkout is a charge with its one receipt and a live subscription, or none, and then the company may pay', async () => {
    for (const [index, checkout] of recorded.checkouts.entries()) {
      const buyer = api.companies.get(checkout.enterpriseId)!;
      // Settled once the attempt is 5 s old: at a start-up (the kills above restarted the service), or by the job every minute.
      for (const deadline = Date.now() + 240_000; (await api.checkoutState(buyer)) === 'charged' && Date.now() < deadline; ) await sleep(2000);
      let state = await api.checkoutState(buyer);
      if (state === 'none') {
        // An attempt the kill left in flight without a charge is failed by its settlement: a new checkout then goes through.
        let answer = await api.checkout(buyer)();
        for (const deadline = Date.now() + 240_000; answer.status === 409 && Date.now() < deadline; answer = await api.checkout(buyer)()) await sleep(2000);
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        state = await api.checkoutState(buyer);
      }
      expect(state, `checkout ${index + 1}`).toBe('paid');
    }
  }, 600_000);

  it('stops on SIGTERM during an import, which it finishes or refuses whole; the database holds nothing half made', async () => {
    // Timed once its code has run in this process: the first import after a start is the slowest.
    expect((await api.importBatch(lots, 'lote8')()).status).toBe(200);
    const measured = await timed(api.importBatch(lots, 'lote9'), 200);
    const answered = api.importBatch(lots, 'lotefinal')();
    await sleep(measured / 3);
    const started = performance.now();
    expect(await stopService(service, 'SIGTERM', 10_000), service.output()).toBe(0);
    expect(performance.now() - started).toBeLessThan(10_000);
    const answer = await answered;
    if (databaseUrl) {
      // In flight when the signal came: finished, and answered with its connection closed.
      expect([answer.status, answer.headers.get('connection')]).toEqual([200, 'close']);
    } else {
      // PGlite runs the import's statements without the event loop taking the signal in between: the
      // import was answered before the stop began, or refused as it came after (503, nothing imported).
      expect([200, 503]).toContain(answer.status);
    }
    expect(existsSync(lockPath())).toBe(false);
    recorded.imports.push(
      ...['lote8', 'lote9'].map((tag) => ({ enterpriseId: lots.enterpriseId, tag, people: 500 })),
      { enterpriseId: lots.enterpriseId, tag: 'lotefinal', people: answer.status === 200 ? 500 : 0 },
    );

    const database = await openDatabase(databaseUrl ? { databaseUrl: data.databaseUrl } : { dataDir: data.dataDir });
    try {
      expect(await findHalfMade(database.db, recorded)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  // PostgreSQL only: a request that cannot finish needs a lock held from outside the service.
  it.runIf(databaseUrl)('on SIGTERM, gives a request that does not finish 10 s, then exits', async () => {
    service = await startService(data);
    const holder = new pg.Client({ connectionString: data.databaseUrl });
    await holder.connect();
    try {
      // The company's row, locked as head-count changes lock it: a registration waits for it.
      await holder.query('begin');
      await holder.query('select id from enterprises where id = $1 for no key update', [lots.enterpriseId]);
      const answered = api.post('/employee/register', { firstNames: 'Nadia', lastNames: 'Espera', email: 'nadia@espera.mx', phone: '55 4000 0002', address: 'Av. Reforma 222', sendInvitation: false }, lots.headers);
      const waiting = async () => (await holder.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n as number;
      for (const deadline = Date.now() + 10_000; (await waiting()) === 0 && Date.now() < deadline; ) await sleep(50);
      const started = performance.now();
      expect(await stopService(service, 'SIGTERM', 15_000)).toBe(1);
      expect(performance.now() - started).toBeGreaterThan(9_500);
      expect(performance.now() - started).toBeLessThan(11_500);
      // Cut short: its connection dropped unanswered, its transaction never committed.
      expect((await answered).status).toBe(0);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
  }, 120_000);
});
