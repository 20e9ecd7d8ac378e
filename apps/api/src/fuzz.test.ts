// Every endpoint of the contract gets generated inputs (valid and mutated, from its schemas), each
// sent as nobody and as an administrator of a real, subscribed company: no answer may be a 5xx or
// show a stack trace. Seeded (FUZZ_SEED replays a run) and bounded in time (FUZZ_BUDGET_MS); a failure
// prints fast-check's seed, path and the smallest input it shrank to.
import { listEndpoints, type Endpoint } from '@rumbo/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottlesTable } from './features/auth/auth.table.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { freshAddress, logIn, registerEmployee, signUpAndLogIn, subscribe } from './testing/factories.js';
import { inputArbitrary, oddValue } from './testing/schema-arbitrary.js';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 200);
const endpoints = listEndpoints();
// The whole run's time: each endpoint may take its share of what is left, so a slow machine runs
// fewer inputs (and says which), never a longer CI.
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 120_000);
let deadline = 0;

/**
 * The time an endpoint may take: three times an even share of what is left, so a slow endpoint early
 * in the list still gets its inputs (most take a fraction of their share, and leave the rest to those
 * after them), within what is left in all.
 */
function sliceOf(endpointsLeft: number): number {
  const left = deadline - Date.now();
  // Well inside the test's own timeout.
  return Math.max(200, Math.min(20_000, left, (3 * left) / endpointsLeft));
}

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndLogIn>>;
let adminHeaders: Record<string, string>;
const counted = { requests: 0, inputs: 0, interrupted: [] as string[], startedAt: 0 };

beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
  admin = await signUpAndLogIn(app);
  adminHeaders = admin.headers;
  await subscribe(app, admin.headers, 'pro');
  for (let index = 0; index < 3; index++) await registerEmployee(app, admin.headers);
  console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${runsPerEndpoint} inputs an endpoint within ${budgetMs} ms in all`);
  counted.startedAt = Date.now();
  deadline = counted.startedAt + budgetMs;
}, 60_000);

afterAll(async () => {
  const seconds = ((Date.now() - counted.startedAt) / 1000).toFixed(1);
  console.log(`fuzz: ${counted.inputs} inputs, ${counted.requests} requests over ${endpoints.length} endpoints in ${seconds} s`);
  if (counted.interrupted.length) console.log(`fuzz: out of time before ${runsPerEndpoint} inputs: ${counted.interrupted.join(', ')}`);
  await app?.close();
});

/** How the body travels: as JSON mostly, sometimes broken or in a type the route does not take. */
const encodings = ['json', 'json', 'json', 'json', 'none', 'broken-json', 'text', 'form', 'multipart'] as const;
type Encoding = (typeof encodings)[number];

function bodyOf(body: unknown, encoding: Encoding): { payload?: string | Buffer; headers: Record<string, string> } {
  if (encoding === 'none' || body === undefined) return { headers: {} };
  const json = JSON.stringify(body) ?? 'null';
  if (encoding === 'json') return { payload: json, headers: { 'content-type': 'application/json' } };
  if (encoding === 'broken-json') return { payload: json.slice(0, Math.max(1, json.length - 1)), headers: { 'content-type': 'application/json' } };
  if (encoding === 'text') return { payload: json, headers: { 'content-type': 'text/plain' } };
  if (encoding === 'form') return { payload: `file=${encodeURIComponent(json)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  const boundary = 'fuzzboundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n${json}\r\n--${boundary}--\r\n`;
  return { payload: Buffer.from(part), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function queryOf(query: unknown): string {
  if (query === undefined) return '';
  if (!query || typeof query !== 'object' || Array.isArray(query)) return `?${encodeURIComponent(String(JSON.stringify(query)))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? value : [value]) search.append(key, typeof each === 'string' ? each : JSON.stringify(each) ?? '');
  }
  return `?${search.toString()}`;
}

/** A path segment as a client's bytes go on the wire: UTF-8, percent-encoded (a lone surrogate as U+FFFD). */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');
}

/** Segments sent as they are: broken escapes, encoded dots and slashes, an escaped NUL. */
const rawSegments = ['%', '%E0%A4%A', '%ZZ', '%00', '%2e%2e', '..', '%2F', '%C0%AF', '%ED%A0%80', 'a%20b'];

/** Path parameters: the schema's values, any text in their place, or raw bytes no encoder would send. */
function paramsArbitrary(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const valid = inputArbitrary(endpoint.params).map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {}));
  const odd = fc.oneof(
    oddValue.map((value) => encodeSegment(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom(...rawSegments),
  );
  return fc.tuple(valid, fc.array(odd, { minLength: names.length, maxLength: names.length }), fc.boolean()).map(([values, odds, useOdd]) =>
    Object.fromEntries(
      names.map((name, index) => [name, useOdd || typeof values[name] !== 'string' ? odds[index]! : encodeSegment(values[name] as string)]),
    ),
  );
}

/** The endpoint's path with its (already encoded) segments in place. */
function urlOf(endpoint: Endpoint, segments: Record<string, string>, query: unknown): string {
  return `/api${endpoint.path.replace(/:(\w+)/g, (_match, name: string) => segments[name]!)}${queryOf(query)}`;
}

const languages = fc.constantFrom(undefined, 'es', 'de-DE,de;q=0.9', '*', 'xx;q=abc', ''.padEnd(500, 'a,'));

/** A stack frame, or a path into the service's files: what an answer must never show. */
const stackTrace = /\n\s+at \S|\bat [\w.<>]+ \(|node_modules\/|\/src\/[\w/-]+\.[jt]s|file:\/\//;

async function ensureAdminSession(): Promise<void> {
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: adminHeaders });
  if (me.statusCode === 200) return;
  // An input ended the administrator's sessions (logging out everywhere), and the wrong passwords
  // the inputs tried count against their logins: forget those, and log in again.
  await app.db.delete(loginThrottlesTable);
  const login = await logIn(app, admin.company.email, admin.company.password, freshAddress());
  if (login.statusCode !== 200) throw new Error(`the administrator cannot log in again: ${login.body}`);
  adminHeaders = { authorization: `Bearer ${login.json().token}` };
}

describe.each(endpoints.map((endpoint, index) => ({ route: `${endpoint.method} ${endpoint.path}`, endpoint, left: endpoints.length - index })))('$route', ({ endpoint, left }) => {
  it('answers every generated input below 500, without a stack trace', async () => {
    await ensureAdminSession();
    const input = fc.record({
      params: paramsArbitrary(endpoint),
      query: inputArbitrary(endpoint.query),
      body: inputArbitrary(endpoint.body),
      encoding: fc.constantFrom(...encodings),
      language: languages,
    });
    let runs = 0;
    const result = await fc.check(
      fc.asyncProperty(input, async ({ params, query, body, encoding, language }) => {
        runs += 1;
        const sent = bodyOf(body, encoding);
        const url = urlOf(endpoint, params, query);
        for (const headers of [{}, adminHeaders]) {
          counted.requests += 1;
          const response = await app.inject({
            method: endpoint.method,
            url,
            headers: { ...headers, ...sent.headers, ...(language && { 'accept-language': language }) },
            ...(sent.payload !== undefined && { payload: sent.payload }),
            remoteAddress: freshAddress(),
          });
          const type = String(response.headers['content-type'] ?? '');
          const caller = headers === adminHeaders ? 'administrator' : 'anonymous';
          expect(response.statusCode, `${caller}: ${response.body.slice(0, 500)}`).toBeLessThan(500);
          if (/json|text/.test(type) || !type) expect(response.body, `${caller}: a stack trace`).not.toMatch(stackTrace);
        }
      }),
      { seed, numRuns: runsPerEndpoint, interruptAfterTimeLimit: sliceOf(left), markInterruptAsFailure: false },
    );
    counted.inputs += runs;
    if (result.interrupted) counted.interrupted.push(`${endpoint.method} ${endpoint.path} (${result.numRuns})`);
    if (result.failed) throw new Error(`${fc.defaultReportMessage(result)}\n${String(result.errorInstance)}`);
    // Whatever the inputs did, the service and its database still answer.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, `after ${endpoint.method} ${endpoint.path}: ${health.body}`).toBe(200);
  });
});
