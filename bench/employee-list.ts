// The employee list at scale: a company of 100,000 employees among 1,000 small ones, read
// through the real HTTP route with a real token, next to two limits measured in the same run: a bare
// route of the same service, and one raw indexed query straight to the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { exactTotalLimit } from '@rumbo/contract';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.js';
import { listLiveEmployees } from '../apps/api/src/features/employees/employees.repository.js';
import { toSearchName } from '../apps/api/src/features/employees/index.js';
import { benchAdmin, seedEmployees, type SeedSizes } from './seed-employees.js';
import { base, root, startService, stopService, warmLoad } from './service.js';

export const sizes: SeedSizes = {
  bigCompany: Number(process.env.BENCH_EMPLOYEES || 100_000),
  otherCompanies: Number(process.env.BENCH_COMPANIES ?? 1_000),
  perOtherCompany: Number(process.env.BENCH_COMPANY_EMPLOYEES || 100),
};
const searches = (process.env.BENCH_SEARCHES || 'hern,Zúñiga').split(',').map((term) => term.trim()).filter(Boolean);
const rawQueries = Number(process.env.BENCH_RAW_QUERIES || 20_000);
const showPlans = process.env.BENCH_PLANS !== '0';
export const p99TargetMs = Number(process.env.BENCH_LIST_P99_TARGET_MS || 15);
/** The share of the bare route's req/s each list request should reach in the same run. */
export const bareShareTarget = Number(process.env.BENCH_LIST_BARE_SHARE_TARGET || 0.4);
const pageSize = 10;

type ListRequest = { name: string; search: string; page: number };
const listRequests: ListRequest[] = [
  { name: 'first page', search: '', page: 1 },
  { name: 'page 500', search: '', page: 500 },
  ...searches.map((search) => ({ name: `search "${search}"`, search, page: 1 })),
];

function listPath({ search, page }: ListRequest): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page !== 1) query.set('page', String(page));
  const text = query.toString();
  return `/api/enterprise/employees${text ? `?${text}` : ''}`;
}

export type Figure = { name: string; p50: number; p99: number; rps: number; cpuMicroseconds?: number; note?: string; afterChange?: boolean };
export type EngineReport = {
  engine: string;
  seedSeconds: number;
  employees: number;
  bare: Figure;
  raw: Figure;
  lists: Figure[];
  plans: string[];
};

/** The one raw indexed query: an employee by primary key, as many times as BENCH_RAW_QUERIES, 10 at a time. */
const rawSql = 'select id, enterprise_id, is_admin from employees where id = $1';

async function queryLoop(run: (id: string) => Promise<unknown>, ids: string[], total: number, workers = 10): Promise<{ p50: number; p99: number; rps: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < total) {
        const id = ids[next++ % ids.length]!;
        const sent = performance.now();
        await run(id);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))]!;
  return { p50: at(0.5), p99: at(0.99), rps: total / elapsedSeconds };
}

type Statement = { sql: string; params: unknown[] };
export type Exec = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, after `settings` are set for a transaction that is then rolled back. */
export async function explain(exec: Exec, sql: string, params: unknown[], settings: string[] = []): Promise<string[]> {
  await exec('begin');
  try {
    for (const setting of settings) await exec(`set local ${setting.replace('=', ' = ')}`);
    const { rows } = await exec(`explain (analyze, buffers) ${sql}`, params);
    return (rows as Record<string, string>[]).map((row) => `      ${row['QUERY PLAN']}`);
  } finally {
    await exec('rollback');
  }
}

/**
 * What live_employee_total (migration 0007) counts when it holds no total for the term at the
 * company's current version: for a search, count_live_employees_matching's own query under that
 * function's planner settings; without one, the capped count over the live-employees index.
 */
async function explainCountOnMiss(exec: Exec, enterpriseId: string, searchName: string): Promise<string[]> {
  const cap = exactTotalLimit + 1;
  if (!searchName) {
    const sql = 'select count(*) from (select 1 from employees where enterprise_id = $1 and deleted_at is null limit $2) as capped';
    return [`    ${sql}`, ...(await explain(exec, sql, [enterpriseId, cap]))];
  }
  const { rows } = await exec('select prosrc, proconfig from pg_proc where proname = $1', ['count_live_employees_matching']);
  const [fn] = rows as { prosrc: string; proconfig: string[] | null }[];
  const settings = fn!.proconfig ?? [];
  const params = [enterpriseId, `%${searchName}%`, cap];
  return [
    `    count_live_employees_matching, with ${settings.join(', ')} and params ${JSON.stringify(params)}:`,
    ...fn!.prosrc.trim().split('\n').map((line) => `    ${line.trim()}`),
    ...(await explain(exec, fn!.prosrc, params, settings)),
  ];
}

/**
 * Runs each list request's repository call as the service makes it (which stores its total), then
 * explains what it sent, as a later request runs it (the stored total read), and the count a request
 * makes after a change in the company (the total counted again).
 */
async function explainListQueries(database: DatabaseHandle, captured: Statement[], capture: (on: boolean) => void, exec: Exec, enterpriseId: string): Promise<string[]> {
  const lines: string[] = [];
  for (const request of listRequests) {
    const searchName = toSearchName(request.search);
    capture(true);
    await listLiveEmployees(database.db, enterpriseId, searchName, { offset: (request.page - 1) * pageSize, limit: pageSize, cap: exactTotalLimit + 1 });
    const sent = captured.splice(0);
    capture(false);
    lines.push(`  ${request.name}, the page and its stored total:`);
    for (const { sql, params } of sent) lines.push(`    ${sql}`, `    params: ${JSON.stringify(params)}`, ...(await explain(exec, sql, params)));
    lines.push(`  ${request.name}, the count after a change in the company:`, ...(await explainCountOnMiss(exec, enterpriseId, searchName)));
  }
  return lines;
}

/**
 * A list request right after a change in the company, one at a time: each round renames the
 * administrator through the API (untimed), which makes the stored total stale, then times the request,
 * which counts again.
 */
async function afterChange(path: string, headers: Record<string, string>, adminId: string, rounds = 100): Promise<Figure> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const rename = await fetch(`${base}/api/employee/${adminId}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ firstNames: round % 2 === 0 ? 'Administradora' : 'Admin' }),
    });
    if (rename.status !== 200) throw new Error(`renaming the administrator failed: ${rename.status}`);
    const sent = performance.now();
    const answer = await fetch(`${base}${path}`, { headers });
    await answer.arrayBuffer();
    latencies.push(performance.now() - sent);
  }
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))]!;
  const mean = latencies.reduce((sum, latency) => sum + latency, 0) / latencies.length;
  return { name: `GET ${path}, each after a change (one at a time)`, p50: at(0.5), p99: at(0.99), rps: 1000 / mean, afterChange: true };
}

function figure(name: string, result: { latency: { p50: number; p99: number }; requests: { average: number }; serviceCpuMicroseconds?: number }): Figure {
  return { name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, cpuMicroseconds: result.serviceCpuMicroseconds };
}

/**
 * Seeds a new database (a temporary PGlite DATA_DIR, or a scratch database next to DATABASE_URL's),
 * measures the raw query and prints the plans with the bench process as the only client, then starts
 * the built service on it and loads each route. Removes the database at the end.
 */
export async function benchEmployeeList(kind: 'pglite' | 'postgres', log: (line: string) => void): Promise<EngineReport> {
  const engine = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-list-'));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  try {
    if (kind === 'postgres') scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    log(`\n== employee list on ${engine} ==`);
    const captured: Statement[] = [];
    let capturing = false;
    const database = await openDatabase({
      databaseUrl: scratch?.url,
      dataDir,
      logger: { logQuery: (sql, params) => void (capturing && captured.push({ sql, params })) },
    });
    let seed: Awaited<ReturnType<typeof seedEmployees>>;
    let raw: Awaited<ReturnType<typeof queryLoop>>;
    const plans: string[] = [];
    const pool = scratch ? new pg.Pool({ connectionString: scratch.url, max: 10 }) : undefined;
    try {
      await database.migrate(join(root, 'apps/api/drizzle'));
      seed = await seedEmployees(database, sizes, log);

      const run = pool ? (id: string) => pool.query(rawSql, [id]) : (id: string) => database.executeSql(rawSql, [id]);
      await queryLoop(run, seed.sampleIds, Math.min(2_000, rawQueries));
      raw = await queryLoop(run, seed.sampleIds, rawQueries);
      log(`  raw query through ${pool ? 'pg.Pool (10 connections)' : 'PGlite in-process'}: ${rawQueries} queries, 10 at a time`);

      if (showPlans) {
        const client = pool ? await pool.connect() : undefined;
        try {
          const exec: Exec = client ? (text, values) => client.query(text, values) : (text, values) => database.executeSql(text, values);
          plans.push(...(await explainListQueries(database, captured, (on) => (capturing = on), exec, seed.bigEnterpriseId)));
        } finally {
          client?.release();
        }
      }
    } finally {
      await pool?.end();
      await database.close();
    }

    const service = await startService({ DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' });
    try {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: benchAdmin.email, password: benchAdmin.password }),
      });
      if (login.status !== 200) throw new Error(`login as the big company's administrator failed: ${login.status}`);
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };

      const bare = figure('GET /api/health (bare route)', await warmLoad('GET /api/health', '/api/health', {}, service.child));
      const lists: Figure[] = [];
      for (const request of listRequests) {
        const path = listPath(request);
        const answer = await fetch(`${base}${path}`, { headers });
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        const body = (await answer.json()) as { employees: unknown[]; total: number; totalIsExact: boolean };
        const note = `${body.employees.length} rows, total ${body.total}${body.totalIsExact ? '' : ' (lower bound)'}`;
        lists.push({ ...figure(`GET ${path}`, await warmLoad(request.name, path, { headers }, service.child)), note });
      }
      for (const request of listRequests.filter(({ search }) => search)) lists.push(await afterChange(listPath(request), headers, seed.adminId));
      return {
        engine,
        seedSeconds: seed.seconds,
        employees: seed.employees,
        bare,
        raw: { name: `raw indexed query (${rawSql.replace('$1', '?')}) through ${pool ? 'pg.Pool' : 'PGlite'}`, ...raw },
        lists,
        plans,
      };
    } finally {
      await stopService(service.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

/** A database of its own next to DATABASE_URL's (its role needs CREATEDB), dropped at the end. */
export async function createScratchDatabase(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rumbo_bench_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    throw new Error(`could not create the scratch database ${name} (the role of DATABASE_URL needs CREATEDB): ${String(error)}`);
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

