// The faults, each in the middle of a load phase: one process killed with SIGKILL (taken out of the
// rotation at once, as a balancer's health check would, and started again on the same database), and
// PostgreSQL restarted by PROOF_POSTGRES_RESTART. What each must show is in its line.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { isHealthy, type Node } from './cluster.js';
import { send, type Recorder } from './http.js';
import type { LoadContext, VirtualUser } from './kinds.js';
import { runLoad, type LoadRun } from './load.js';
import { passOrFail, tallyProblems, totalOf, type Line } from './table.js';

/** During the outage every request is answered within this (the pool waits 2 s at most for a connection). */
export const outageAnswerLimitMs = 2_000;
/** Once PostgreSQL takes connections again, both processes answer within this, with no restart. */
export const recoveryLimitMs = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Context = Omit<LoadContext, 'recorder'>;

export async function killPhase(context: Context, users: VirtualUser[], loadSeconds: number): Promise<{ line: Line; run: LoadRun }> {
  const victim = context.cluster.nodes[1]!;
  let restartMs = 0;
  let restartError: string | undefined;
  const run = await runLoad(context, users, loadSeconds, async () => {
    await sleep((loadSeconds * 1000) / 4);
    context.cluster.kill(victim);
    try {
      restartMs = await context.cluster.restart(victim);
    } catch (error) {
      restartError = (error as Error).message.split('\n')[0];
    }
  });
  const total = totalOf(run.recorder.tallies.values());
  const problems = tallyProblems(total);
  if (restartError) problems.push(`restart failed: ${restartError}`);
  return {
    run,
    line: {
      name: 'fault: kill -9 of one process mid-traffic',
      result: passOrFail(problems.length === 0),
      figures: [
        `${total.count.toLocaleString('en')} req over ${run.seconds.toFixed(0)} s; ${total.cutByKill} in flight on the killed process cut (counted apart)`,
        `the other took all traffic meanwhile; started again in ${seconds(restartMs)} on the same database`,
        ...problems,
      ].join('; '),
    },
  };
}

/** Whether PostgreSQL answers a query on a fresh connection within a second. */
async function postgresAnswers(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs the restart command (a shell line), bounded to a minute; answers its exit status and output's tail. */
function runCommand(command: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-400)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output: output.trim() });
    });
  });
}

/** Both processes answer /api/health 200, and a real authenticated route 200. */
async function bothServe(nodes: Node[], user: VirtualUser): Promise<boolean> {
  const answers = await Promise.all(
    nodes.map(async (node) => {
      if (!(await isHealthy(node.base))) return false;
      const reply = await send(node, { method: 'GET', path: '/enterprise/employees', token: user.adminToken, client: user.client });
      return reply.kind === 'answer' && reply.status === 200;
    }),
  );
  return answers.every(Boolean);
}

export async function restartPhase(context: Context, users: VirtualUser[], loadSeconds: number, command: string, databaseUrl: string): Promise<{ line: Line; run: LoadRun; recoveryMs: number | undefined }> {
  const nodes = context.cluster.nodes;
  const healthDown = new Set<number>();
  let commandResult: { status: number | null; output: string } | undefined;
  let commandAt = 0;
  let downAt: number | undefined;
  let upAt: number | undefined;
  let servingAt: number | undefined;
  const watched: { sentAt: number; ms: number; what: string }[] = [];
  const run = await runLoad(context, users, loadSeconds, async (recorder: Recorder) => {
    await sleep((loadSeconds * 1000) / 4);
    let watching = true;
    recorder.observers.push(
      (reply, label) => watching && watched.push({ sentAt: reply.sentAt, ms: reply.ms, what: `${label}: ${reply.kind === 'answer' ? reply.status : reply.kind}` }),
    );
    // What a balancer's health check sees, every 100 ms on each process.
    const health = (async () => {
      while (watching) {
        await Promise.all(nodes.map(async (node) => !(await isHealthy(node.base)) && healthDown.add(node.index)));
        await sleep(100);
      }
    })();
    // When PostgreSQL stops taking connections, then takes them again.
    let commandDone = false;
    const probe = (async () => {
      while (upAt === undefined) {
        const answers = await postgresAnswers(databaseUrl);
        if (!answers) downAt ??= performance.now();
        // Away for less than a probe: the restart's end stands for both.
        else if (downAt !== undefined || commandDone) upAt = performance.now();
        if (upAt === undefined) await sleep(50);
      }
    })();
    commandAt = performance.now();
    commandResult = await runCommand(command);
    commandDone = true;
    await probe;
    const deadline = upAt! + 30_000;
    while (performance.now() < deadline) {
      if (await bothServe(nodes, users[0]!)) {
        servingAt = performance.now();
        break;
      }
      await sleep(100);
    }
    watching = false;
    await health;
  });
  const total = totalOf(run.recorder.tallies.values());
  const problems = tallyProblems(total, { allowUnavailable: true });
  if (commandResult?.status !== 0) problems.push(`the command failed (${commandResult?.status}): ${commandResult?.output}`);
  // Every request sent while PostgreSQL was away (from the command to it taking connections again): answered within the limit.
  const outageEnd = upAt ?? Infinity;
  const during = watched.filter((reply) => reply.sentAt >= commandAt && reply.sentAt <= outageEnd).sort((a, b) => b.ms - a.ms);
  const slowest = during[0]?.ms ?? 0;
  if (slowest > outageAnswerLimitMs) problems.push(`a request sent during the outage took ${Math.round(slowest)} ms (${during[0]!.what}; limit ${outageAnswerLimitMs})`);
  if (healthDown.size < nodes.length) problems.push(`/api/health said down on ${healthDown.size} of ${nodes.length} processes`);
  const recoveryMs = servingAt !== undefined && upAt !== undefined ? servingAt - upAt : undefined;
  if (recoveryMs === undefined) problems.push('the processes did not serve again within 30 s of PostgreSQL');
  else if (recoveryMs > recoveryLimitMs) problems.push(`serving again took ${seconds(recoveryMs)} (limit ${seconds(recoveryLimitMs)})`);
  const outage = downAt !== undefined && upAt !== undefined ? seconds(upAt - downAt) : 'not seen';
  return {
    run,
    recoveryMs,
    line: {
      name: 'fault: PostgreSQL restarted mid-traffic',
      result: passOrFail(problems.length === 0),
      figures: [
        `PostgreSQL away ${outage}; ${total.unavailable.toLocaleString('en')} answers 503 with Retry-After; slowest answer to a request sent during the outage ${Math.round(slowest)} ms (limit ${outageAnswerLimitMs})`,
        `/api/health 503 on ${healthDown.size} of ${nodes.length} processes`,
        `both serving again (health and an authenticated list) ${recoveryMs === undefined ? 'never' : seconds(recoveryMs)} after PostgreSQL took connections (limit ${seconds(recoveryLimitMs)}), no restart`,
        `${total.count.toLocaleString('en')} req over ${run.seconds.toFixed(0)} s`,
        ...problems,
      ].join('; '),
    },
  };
}
