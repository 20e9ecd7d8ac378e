// npm run proof: what the service promises under load and faults, shown against running processes.
// Two processes of the built service (built first when stale) on one scratch PostgreSQL database
// made next to DATABASE_URL's, as docs/deploy.md deploys them; everything on 127.0.0.1. Lines:
//
//   load             PROOF_CONNECTIONS virtual users for PROOF_SECONDS of mixed traffic, split between
//                    the processes: per kind of request, 0 5xx, 0 connection errors, 0 unanswered after
//                    10 s, no 4xx the kind does not expect; p50, p99 and req/s.
//   ledger           after each phase: every write answered 2xx is in the database, none refused is,
//                    none unanswered is half made; every charge has one receipt and every receipt its
//                    charge; the reports' day roll-ups equal a recount of their legs (ledger.ts).
//   races            twenty checkouts of one company, twenty plan changes of one subscription: one
//                    charge and one receipt per purchase; twenty people joining through every path
//                    while the plan changes, or with one seat left: never more than the plan admits.
//   kill -9          one process killed mid-traffic and started again: only its requests in flight
//                    fail (counted apart), the other serves everything meanwhile, then the ledger.
//   PostgreSQL       restarted mid-traffic by PROOF_POSTGRES_RESTART: every request answered within
//                    2 s (a 503 with Retry-After, or served), /api/health 503 on both processes, both
//                    serving again within 10 s of PostgreSQL taking connections, no restart; the ledger.
//
// It prints one table and exits 1 when any line fails (or did not run), 0 otherwise. Bounded: each
// load lasts its seconds, each request 10 s at most, and after PROOF_TIMEOUT_SECONDS the run kills
// every process it started, drops the scratch database and exits 1.
//
// Knobs (environment variables):
//   DATABASE_URL             (required)  PostgreSQL whose server gets the scratch database (its role needs CREATEDB)
//   PROOF_SECONDS            60      length of the load
//   PROOF_CONNECTIONS        200     virtual users at once, each one request at a time on a kept-alive connection
//   PROOF_FAULT_SECONDS      20      length of the load each fault happens in (a quarter of the way in)
//   PROOF_PORT               3931    the first process's port; the second takes the next
//   PROOF_POSTGRES_RESTART   (none)  shell command restarting DATABASE_URL's server, e.g. `pg_ctlcluster 15 main restart`;
//                                    unset, the restart line does not run and the proof fails; `skip` skips it knowingly
//   PROOF_COMPANIES          20      companies the virtual users administer (each with PROOF_STAFF people more)
//   PROOF_STAFF              100
//   PROOF_TIMEOUT_SECONDS    900     the whole run gives up after this
import { availableParallelism, loadavg } from 'node:os';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import { createScratchDatabase } from '../employee-list.js';
import { ensureBuilt, root } from '../service.js';
import { killEverything, startCluster, type Cluster } from './cluster.js';
import { subscribeCompany } from './flows.js';
import { createRecorder } from './http.js';
import { killPhase, restartPhase } from './faults.js';
import { checkLedger, createLedger, type Ledger } from './ledger.js';
import { prepareUser, type VirtualUser } from './kinds.js';
import { runLoad } from './load.js';
import { runRaces } from './races.js';
import { seedLoad, seedPassword } from './seed.js';
import { passOrFail, renderTable, tallyFigures, tallyProblems, totalOf, type Line } from './table.js';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const databaseUrl = process.env.DATABASE_URL;
const loadSeconds = number('PROOF_SECONDS', 60);
const connections = Math.round(number('PROOF_CONNECTIONS', 200));
const faultSeconds = number('PROOF_FAULT_SECONDS', 20);
const port = Math.round(number('PROOF_PORT', 3931));
const restartCommand = process.env.PROOF_POSTGRES_RESTART?.trim() || undefined;
const companies = Math.min(Math.round(number('PROOF_COMPANIES', 20)), connections);
const staff = Math.round(number('PROOF_STAFF', 100));
const timeoutSeconds = number('PROOF_TIMEOUT_SECONDS', 900);

if (!databaseUrl) {
  console.error('proof: DATABASE_URL is required (a PostgreSQL whose role may create the scratch database)');
  process.exit(1);
}

let cleanUp = async () => {};
async function abandon(why: string, code: number): Promise<never> {
  console.error(`proof: ${why}; stopping every process it started`);
  killEverything();
  await Promise.race([cleanUp().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  process.exit(code);
}
setTimeout(() => void abandon(`still running after ${timeoutSeconds} s`, 1), timeoutSeconds * 1000).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void abandon(signal, 130));

const lines: Line[] = [];
const startedAt = performance.now();
const log = (text: string) => console.log(`proof [${((performance.now() - startedAt) / 1000).toFixed(0)} s]: ${text}`);

async function ledgerLine(name: string, database: DatabaseHandle, ledger: Ledger, enterpriseIds: string[]): Promise<Line> {
  const tally = ledger.tally();
  const check = await checkLedger(database, ledger, enterpriseIds);
  const written = `${tally.ok.toLocaleString('en')} writes answered 2xx, ${tally.refused} refused, ${tally.unknown} unanswered`;
  return { name, result: passOrFail(check.problems.length === 0), figures: [written, ...check.figures, ...check.problems].join('; ') };
}

/** The load's lines: every kind of request, then all of them together. */
function loadLines(run: Awaited<ReturnType<typeof runLoad>>): Line[] {
  const kinds = [...run.recorder.tallies].sort(([a], [b]) => a.localeCompare(b));
  const total = totalOf(run.recorder.tallies.values());
  const kindLines = kinds.map(([label, tally]): Line => {
    const problems = tallyProblems(tally);
    return { name: `load: ${label}`, result: passOrFail(problems.length === 0), figures: [tallyFigures(tally, run.seconds), ...problems].join('; ') };
  });
  const totalProblems = tallyProblems(total);
  return [
    {
      name: `load: ${connections} connections, ${loadSeconds} s, 2 processes`,
      result: passOrFail(totalProblems.length === 0),
      figures: [tallyFigures(total, run.seconds), ...totalProblems].join('; '),
    },
    ...kindLines,
  ];
}

async function prepareUsers(cluster: Cluster, seedUsers: Parameters<typeof prepareUser>[2][]): Promise<VirtualUser[]> {
  const recorder = createRecorder();
  const users: VirtualUser[] = [];
  // A few at a time: each login hashes a password.
  for (let start = 0; start < seedUsers.length; start += 8) users.push(...(await Promise.all(seedUsers.slice(start, start + 8).map((seed) => prepareUser(cluster, recorder, seed)))));
  return users;
}

async function main(): Promise<void> {
  log(`${availableParallelism()} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} at the start`);
  ensureBuilt();
  const scratch = await createScratchDatabase(databaseUrl!);
  let database: DatabaseHandle | undefined;
  let cluster: Cluster | undefined;
  cleanUp = async () => {
    await cluster?.stopAll(lines.some((line) => line.result === 'FAIL'));
    await database?.close();
    await scratch.drop();
  };
  try {
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate(`${root}apps/api/drizzle`);
    const checkoutCompanies = Math.ceil(2 * (loadSeconds + 2 * faultSeconds));
    const seed = await seedLoad(database, { companies, users: connections, staffPerCompany: staff, checkoutCompanies });
    log(`seeded ${companies} companies of ${staff + 1 + Math.round((2 * connections) / companies)} people, ${checkoutCompanies} fresh companies to check out`);
    cluster = await startCluster(scratch.url, port);
    const setup = createRecorder();
    for (const [index, company] of seed.companies.entries()) {
      await subscribeCompany({ cluster, recorder: setup, user: index, client: `10.240.0.${index + 1}` }, company.adminEmail, seedPassword, 'enterprise');
    }
    const users = await prepareUsers(cluster, seed.users);
    log(`two processes on ${cluster.nodes.map((node) => node.port).join(' and ')}, ${users.length} virtual users logged in; load for ${loadSeconds} s`);

    const ledger = createLedger();
    const context = { cluster, ledger, seed, checkoutPool: [...seed.checkoutPool] };
    const loadCompanies = seed.companies.map((company) => company.enterpriseId);
    lines.push(...loadLines(await runLoad(context, users, loadSeconds)));
    lines.push(await ledgerLine('ledger after the load', database, ledger, loadCompanies));

    log('races');
    lines.push(...(await runRaces(cluster, database)));

    log(`kill -9 of one process, ${faultSeconds} s of load`);
    lines.push((await killPhase(context, users, faultSeconds)).line);
    lines.push(await ledgerLine('ledger after the kill', database, ledger, loadCompanies));

    let recovery = 'not measured: the restart line did not run';
    if (!restartCommand || restartCommand === 'skip') {
      const why = restartCommand
        ? 'PROOF_POSTGRES_RESTART=skip: skipped on purpose'
        : 'PROOF_POSTGRES_RESTART is not set: the proof cannot guess how to restart this PostgreSQL (e.g. pg_ctlcluster 15 main restart); set it, or set it to skip to run the rest knowingly';
      lines.push({ name: 'fault: PostgreSQL restarted mid-traffic', result: restartCommand ? 'SKIPPED' : 'NOT RUN', figures: why });
    } else {
      log(`PostgreSQL restarted (${restartCommand}), ${faultSeconds} s of load`);
      const restart = await restartPhase(context, users, faultSeconds, restartCommand, scratch.url);
      lines.push(restart.line);
      lines.push(await ledgerLine('ledger after the restart', database, ledger, loadCompanies));
      recovery =
        restart.recoveryMs === undefined
          ? 'not within 30 s of PostgreSQL taking connections again'
          : `${(restart.recoveryMs / 1000).toFixed(1)} s from PostgreSQL taking connections again to both processes serving`;
    }
    if (lines.some((line) => line.result === 'FAIL')) console.log(`\nthe processes' last log lines (all of them kept in ${cluster.logFile}):\n${cluster.logTail(20)}`);
    console.log(`\n${renderTable(lines)}\n`);
    log(`back after the PostgreSQL restart: ${recovery}`);
  } finally {
    await cleanUp();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  lines.push({ name: 'the proof itself', result: 'FAIL', figures: (error as Error).message.split('\n')[0]! });
  console.log(`\n${renderTable(lines)}\n`);
}
const failed = lines.filter((line) => line.result === 'FAIL' || line.result === 'NOT RUN');
log(failed.length ? `${failed.length} line(s) failed or did not run` : `all ${lines.length} lines passed`);
process.exit(failed.length ? 1 : 0);
