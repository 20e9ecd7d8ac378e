// npm run bench: measures the built service on 127.0.0.1 (builds what is missing or stale first).
//
// 1. basic: start-up of `node apps/api/dist/server.js` on a new DATA_DIR until /api/health answers
//    200; login latency with autocannon next to a bare route; the JavaScript the login page loads.
//    Uses PGlite, or the PostgreSQL of DATABASE_URL when set.
// 2. the employee list on PGlite, and on PostgreSQL too when DATABASE_URL is set: seeds a
//    company of 100,000 employees and 1,000 companies of 100 (bench/seed-employees.ts), prints the
//    plans of the list's queries, then loads GET /api/enterprise/employees (first page, page 500, name
//    searches) with a real token, next to the bare route and one raw indexed query (bench/employee-list.ts).
//    PGlite gets a temporary DATA_DIR; PostgreSQL a scratch database created next to DATABASE_URL's
//    (its role needs CREATEDB) and dropped at the end.
// 3. login bursts (with DATABASE_URL): two service processes on one scratch PostgreSQL database,
//    30 and 300 simultaneous login attempts split between them; how many were checked and how many
//    refused with 429 before any hashing (bench/login-burst.ts).
// 4. trips and the report (with DATABASE_URL): a company of 10,000 with a year of commutes (about 2
//    million legs) generated in SQL on a scratch database, its roll-ups written day by day; the monthly
//    report, the ride search at 10 connections, a day's rewrite, one trips transaction, and their
//    plans (bench/trips-report.ts).
//
// Bounded: every load run lasts BENCH_SECONDS, every wait has a limit, and the whole run stops itself
// after BENCH_TIMEOUT_SECONDS. Only 127.0.0.1 is ever contacted (and DATABASE_URL's server).
//
// Knobs (environment variables):
//   BENCH_PARTS              basic,pglite,postgres,bursts,trips   which parts run (postgres, bursts, trips need DATABASE_URL)
//   BENCH_PORT               3901     port of the service under test (bursts also use the next one)
//   BENCH_SECONDS            5        length of each measured autocannon run (10 connections)
//   BENCH_WARMUP_SECONDS     1        unmeasured run before each measured one (0: none)
//   BENCH_EMPLOYEES          100000   employees of the big company (scale down for a quick run)
//   BENCH_COMPANIES          1000     other companies
//   BENCH_COMPANY_EMPLOYEES  100      employees of each other company
//   BENCH_SEARCHES           hern,Zúñiga   name searches to load, comma-separated
//   BENCH_RAW_QUERIES        20000    raw indexed queries in the database loop (10 at a time)
//   BENCH_PLANS              1        0: skip EXPLAIN (ANALYZE, BUFFERS) of the list queries
//   BENCH_LIST_P99_TARGET_MS 15       the p99 each list request should stay within
//   BENCH_LIST_BARE_SHARE_TARGET 0.4  the share of the bare route's req/s each list request should reach
//   BENCH_P99_TARGET_MS      25       the p99 the ride search should stay under
//   BENCH_TRIPS_EMPLOYEES    10000    employees of the trips company (1000 for a quick run)
//   BENCH_TRIPS_DAYS         365      days of commutes before today
//   BENCH_TIMEOUT_SECONDS    2400     the whole run gives up (and stops its services) after this
//   BENCH_SERVICE_NODE_OPTIONS        NODE_OPTIONS of the service under test alone (--cpu-prof --cpu-prof-dir=...)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bareShareTarget, benchEmployeeList, p99TargetMs, sizes, type EngineReport, type Figure } from './employee-list.js';
import { benchLoginBursts } from './login-burst.js';
import { benchTripsReport } from './trips-report.js';
import { base, ensureBuilt, killServices, load, root, seconds, startService, stopService, warmupSeconds } from './service.js';

const parts = new Set((process.env.BENCH_PARTS || 'basic,pglite,postgres,bursts,trips').split(',').map((part) => part.trim()));
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_SECONDS || 2400);

setTimeout(() => {
  console.error(`bench: still running after ${timeoutSeconds} s; stopping`);
  killServices();
  process.exit(1);
}, timeoutSeconds * 1000).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killServices();
    process.exit(130);
  });
}

/** What index.html loads, plus the Spanish texts /login fetches before it renders (shared, messages, auth). */
function loginPageJavaScript(): { files: number; gzipBytes: number } {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const texts = readdirSync(join(dist, 'assets')).filter((file) => /^texts-(common|messages|auth)-es-.*\.js$/.test(file));
  const scripts = [...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!), ...texts.map((file) => `/assets/${file}`)];
  const gzipBytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { files: scripts.length, gzipBytes };
}

/** Start-up, login next to the bare route, login page JavaScript. */
async function basic(): Promise<string[]> {
  const results: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-'));
  try {
    // Trusting 127.0.0.1 as a proxy lets the bench speak for several clients (sign-ups are limited per address).
    const { child, startupMs } = await startService({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
    try {
      results.push(`start-up to a healthy /api/health on a new DATA_DIR (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, created and migrated'}): ${startupMs.toFixed(0)} ms`);

      // One account per connection: a single account admits only 5 logins in flight at once (its limit
      // is taken before the password is hashed), which would measure the limit, not the login.
      const companies = Array.from({ length: 10 }, (_, index) => ({
        companyName: `Bench ${index} SA`,
        representativeName: 'Bench Admin',
        email: `bench-${index}-${Date.now()}@rumbo.test`,
        password: 'bench-password',
        interestPlan: 'pro',
      }));
      for (const [index, company] of companies.entries()) {
        const registered = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${index + 1}` },
          body: JSON.stringify(company),
        });
        if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
      }
      const company = companies[0]!;

      const health = await load('GET /api/health', '/api/health');
      const loginBody = JSON.stringify({ username: company.email, password: company.password });
      let next = 0;
      const login = await load('POST /api/auth/login', '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const account = companies[next++ % companies.length]!;
              return { ...request, body: JSON.stringify({ username: account.email, password: account.password }) };
            },
          },
        ],
      });
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
    } finally {
      await stopService(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { files, gzipBytes } = loginPageJavaScript();
  results.push(`JavaScript loaded by /login: ${files} files, ${(gzipBytes / 1024).toFixed(1)} KiB gzip`);
  return results;
}

// autocannon counts whole milliseconds (0 means under 1 ms); the raw query loop measures fractions.
const ms = (value: number) => (value === 0 ? '<1' : value >= 10 ? value.toFixed(0) : value.toFixed(1));
const times = (value: number) => (value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toPrecision(2));
const ratio = (value: number, limit: number) => (limit > 0 && value > 0 ? `${times(value / limit)}×` : '-');

/** A markdown table: each list request with its ratios to the bare route and to the raw query. */
function table(report: EngineReport): string[] {
  const { bare, raw, lists } = report;
  const lines = [
    `employee list on ${report.engine}: ${report.employees.toLocaleString('en')} employees (big company ${sizes.bigCompany.toLocaleString('en')}, ` +
      `${sizes.otherCompanies} × ${sizes.perOtherCompany}), seeded in ${report.seedSeconds.toFixed(1)} s; autocannon -c 10, ${seconds} s each after ${warmupSeconds} s of warm-up`,
    '',
    `| request | p50 ms | p99 ms | req/s | service CPU µs/req | p99 ÷ bare | p99 ÷ raw | req/s ÷ bare | req/s ÷ raw | p99 ≤ ${p99TargetMs} ms, req/s ≥ ${bareShareTarget}× bare | answer |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  const cpu = (f: Figure) => (f.cpuMicroseconds === undefined ? '' : f.cpuMicroseconds.toFixed(0));
  const meets = (f: Figure) => f.p99 <= p99TargetMs && f.rps >= bareShareTarget * bare.rps;
  const row = (f: Figure, cells: string[]) => `| ${f.name} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.rps.toFixed(0)} | ${cpu(f)} | ${cells.join(' | ')} |`;
  lines.push(row(bare, ['1×', ratio(bare.p99, raw.p99), '1×', ratio(bare.rps, raw.rps), '', '']));
  lines.push(row(raw, [ratio(raw.p99, bare.p99), '1×', ratio(raw.rps, bare.rps), '1×', '', '']));
  for (const f of lists) {
    const target = f.afterChange ? '' : meets(f) ? 'yes' : 'NO';
    lines.push(row(f, [ratio(f.p99, bare.p99), ratio(f.p99, raw.p99), ratio(f.rps, bare.rps), ratio(f.rps, raw.rps), target, f.note ?? '']));
  }
  const loaded = lists.filter((f) => !f.afterChange);
  const met = loaded.filter(meets).length;
  lines.push('', `p99 within ${p99TargetMs} ms and ${bareShareTarget}× the bare route's req/s at 10 connections: ${met} of ${loaded.length} list requests${met === loaded.length ? ' (target met)' : ' (target missed)'}`);
  if (loaded.length < lists.length) {
    lines.push(`"each after a change": the company changed just before, so the stored total is stale and the request counts again (req/s: one client, back to back).`);
  }
  return lines;
}

ensureBuilt();
const summary: string[] = [`machine: ${availableParallelism()} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the start (others' work skews every figure)`];
if (parts.has('basic')) summary.push(...(await basic()));
const engines: ('pglite' | 'postgres')[] = [];
if (parts.has('pglite')) engines.push('pglite');
if (parts.has('postgres') && process.env.DATABASE_URL) engines.push('postgres');
if (parts.has('bursts') && process.env.DATABASE_URL) summary.push('', ...(await benchLoginBursts(process.env.DATABASE_URL)));
for (const kind of engines) {
  const report = await benchEmployeeList(kind, (line) => console.log(line));
  if (report.plans.length > 0) console.log(`\nplans of the list queries on ${report.engine}, for the big company:\n${report.plans.join('\n')}`);
  summary.push('', ...table(report));
}
if (parts.has('trips') && process.env.DATABASE_URL) summary.push('', ...(await benchTripsReport(process.env.DATABASE_URL, (line) => console.log(line))));
console.log(`\n${summary.join('\n')}`);
