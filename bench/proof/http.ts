// One request of the load: sent through the balancer with a deadline, its answer classified and
// counted under its kind. fetch keeps its connections alive (Node's undici agent), so the generator
// stays light beside the two services and PostgreSQL on the same cores.
import type { Cluster, Node } from './cluster.js';

/** A request still unanswered after this long is a hang: it fails its line whatever it answers later. */
export const hangMs = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Reply =
  | { kind: 'answer'; status: number; json: unknown; retryAfter: string | null; sentAt: number; ms: number; node: Node }
  | { kind: 'connection error'; code: string; sentAt: number; ms: number; node: Node; cutByKill: boolean }
  | { kind: 'hang'; sentAt: number; ms: number; node: Node };

/** What a write's answer says about it: done (2xx), refused (4xx: nothing was done), or unknown. */
export type Outcome = 'ok' | 'refused' | 'unknown';

export function outcomeOf(reply: Reply): Outcome {
  if (reply.kind !== 'answer') return 'unknown';
  if (reply.status >= 200 && reply.status < 300) return 'ok';
  if (reply.status >= 400 && reply.status < 500) return 'refused';
  return 'unknown';
}

/** The message of an error body, as the service words it. */
export const messageOf = (json: unknown) => String((json as { message?: unknown } | undefined)?.message ?? '');

export type Tally = {
  count: number;
  ok: number;
  expected4xx: number;
  tooMany: number;
  unexpected4xx: Map<string, number>;
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  /** The slowest 503 (ms): one answered after more than 2 s kept a client waiting on a database that was away. */
  slowestUnavailable: number;
  otherServerErrors: Map<string, number>;
  connectionErrors: Map<string, number>;
  cutByKill: number;
  hangs: number;
  latencies: number[];
};

/** Every request of a phase, counted per kind. */
export type Recorder = {
  tallies: Map<string, Tally>;
  started: number;
  stopped: number | undefined;
  record: (label: string, reply: Reply, expected: readonly number[]) => void;
  /** Sees every reply as it is recorded (a fault watches the ones sent while the database was away). */
  observers: ((reply: Reply, label: string) => void)[];
};

/** A kind's tally before its first request. */
export function emptyTally(): Tally {
  return {
    count: 0,
    ok: 0,
    expected4xx: 0,
    tooMany: 0,
    unexpected4xx: new Map(),
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    slowestUnavailable: 0,
    otherServerErrors: new Map(),
    connectionErrors: new Map(),
    cutByKill: 0,
    hangs: 0,
    latencies: [],
  };
}

export function createRecorder(): Recorder {
  const tallies = new Map<string, Tally>();
  const tallyOf = (label: string) => {
    let tally = tallies.get(label);
    if (!tally) {
      tally = emptyTally();
      tallies.set(label, tally);
    }
    return tally;
  };
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    tallies,
    started: performance.now(),
    stopped: undefined,
    observers: [],
    record(label, reply, expected) {
      for (const observe of this.observers) observe(reply, label);
      const tally = tallyOf(label);
      tally.count += 1;
      if (reply.kind === 'hang') {
        tally.hangs += 1;
        return;
      }
      if (reply.kind === 'connection error') {
        if (reply.cutByKill) tally.cutByKill += 1;
        else bump(tally.connectionErrors, reply.code);
        return;
      }
      tally.latencies.push(reply.ms);
      const { status } = reply;
      if (status < 400) tally.ok += 1;
      else if (expected.includes(status)) tally.expected4xx += 1;
      else if (status === 429) tally.tooMany += 1;
      else if (status === 503) {
        tally.unavailable += 1;
        if (!reply.retryAfter) tally.unavailableWithoutRetryAfter += 1;
        tally.slowestUnavailable = Math.max(tally.slowestUnavailable, reply.ms);
      } else if (status >= 500) bump(tally.otherServerErrors, `${status} ${messageOf(reply.json)}`.trim());
      else bump(tally.unexpected4xx, `${status} ${messageOf(reply.json)}`.trim());
    },
  };
}

export type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  token?: string;
  /** The client address the balancer reports (X-Forwarded-For). */
  client: string;
};

/** Sends one request to a process, waiting at most `hangMs`; never throws. */
export async function send(node: Node, call: Call): Promise<Reply> {
  const started = performance.now();
  const generation = node.generation;
  const headers: Record<string, string> = { 'x-forwarded-for': call.client, 'accept-language': 'es' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${node.base}/api${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(hangMs),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = { message: text.slice(0, 80) };
    }
    return { kind: 'answer', status: response.status, json, retryAfter: response.headers.get('retry-after'), sentAt: started, ms: performance.now() - started, node };
  } catch (error) {
    const ms = performance.now() - started;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'hang', sentAt: started, ms, node };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const code = cause?.code ?? cause?.message ?? String(error);
    return { kind: 'connection error', code, sentAt: started, ms, node, cutByKill: node.generation !== generation };
  }
}

/** Sends through the balancer and counts the reply under `label`; `expected` lists the 4xx this kind may answer. */
export async function request(cluster: Cluster, recorder: Recorder, user: number, label: string, call: Call, expected: readonly number[] = []): Promise<Reply> {
  const reply = await send(cluster.route(user), call);
  recorder.record(label, reply, expected);
  // A client told to come back later waits as told (2 s); one whose connection broke, a moment.
  if (reply.kind === 'answer' && reply.status === 503) await sleep(Math.min(Number(reply.retryAfter) || 1, 2) * 1000);
  else if (reply.kind === 'connection error') await sleep(100);
  return reply;
}
