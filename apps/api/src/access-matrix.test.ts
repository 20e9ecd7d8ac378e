// Every endpoint of the contract × every kind of caller, against company A's real objects: each
// answers exactly what the endpoint's declared access says. A new endpoint joins by itself, and fails
// here until it has an access and an example call.
import { listEndpoints, pathOf, successStatusOf, type AccessLevel, type Endpoint } from '@rumbo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples, runLast, type Call } from './testing/access-matrix-examples.js';
import { buildMatrixFixture, callers, type Caller, type CallerIdentity, type MatrixFixture } from './testing/access-matrix-fixture.js';
import { freshAddress } from './testing/factories.js';

let f: MatrixFixture;
beforeAll(async () => {
  f = await buildMatrixFixture();
}, 120_000);
afterAll(async () => {
  await f?.app.close();
});

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const endpoints = listEndpoints().sort((a, b) => runLast.indexOf(keyOf(a)) - runLast.indexOf(keyOf(b)));
// Every access the contract knows, each with the answers below: a new one fails to compile until added.
const accessLevels = Object.keys({ anonymous: true, signed: true, sandbox: true, person: true, admin: true, owner: true } satisfies Record<AccessLevel, true>);

/** Routes the service answers below /api that are not the contract's: the OpenAPI document and its page. */
const routesOutsideContract = [/^\/api\/docs(\/|$)/];

/** What a caller must get: the allowed answer, 401, 403, 404 for another's object, or the other company's own answer. */
type Expected = 'allowed' | 401 | 403 | 404 | 'own company';

function expectedFor(endpoint: Endpoint, caller: Caller, referencesA: boolean): Expected {
  if (!endpoint.authenticated) return 'allowed';
  if (caller === 'anonymous' || caller === 'trashed' || caller === 'suspended') return 401;
  if (caller === 'otherCompanyAdmin') return referencesA ? 404 : 'own company';
  if (caller === 'employee') return endpoint.access === 'person' ? 'allowed' : endpoint.access === 'admin' ? 403 : 404;
  return 'allowed';
}

async function send(endpoint: Endpoint, call: Call, who: CallerIdentity) {
  const url = `/api${pathOf(endpoint, call.params)}${call.query ?? ''}`;
  return f.app.inject({
    method: endpoint.method,
    url,
    headers: { ...who.headers, ...call.headers },
    ...(call.payload !== undefined && { payload: call.payload as object }),
    // Each call from an address of its own: the limits per address are not this test's subject.
    remoteAddress: freshAddress(),
  });
}

describe('every endpoint declares who may call it', () => {
  it('has an access the matrix knows, and an example call', () => {
    const undeclared = endpoints.filter((endpoint) => !accessLevels.includes((endpoint as { access?: string }).access ?? ''));
    expect(undeclared.map(keyOf)).toEqual([]);
    expect(endpoints.filter((endpoint) => !examples[keyOf(endpoint)]).map(keyOf)).toEqual([]);
    expect(Object.keys(examples).filter((key) => !endpoints.some((endpoint) => keyOf(endpoint) === key))).toEqual([]);
  });

  it('registers no route below /api but the contract’s (and the listed ones)', () => {
    const declared = new Set(endpoints.map((endpoint) => `${endpoint.method} /api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`));
    const document = f.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const outside = registered.filter((route) => !declared.has(route) && !routesOutsideContract.some((pattern) => pattern.test(route.split(' ')[1]!)));
    expect(outside).toEqual([]);
    expect([...declared].filter((route) => !registered.includes(route))).toEqual([]);
  });
});

describe.each(endpoints.map((endpoint) => ({ route: `${keyOf(endpoint)} (${endpoint.access})`, endpoint })))('$route', ({ endpoint }) => {
  const example = examples[keyOf(endpoint)] ?? {};

  it.each(callers)('as %s', async (caller) => {
    let who: CallerIdentity = f.identities[caller];
    if (example.selfContained) who = await f.freshIdentity(who);
    const call = (await example.call?.(f, who)) ?? {};
    const secrets = await f.secretsOfA();
    const sent = `${pathOf(endpoint, call.params)} ${JSON.stringify(call.payload ?? '')}`;
    const expected = expectedFor(endpoint, caller, secrets.some((secret) => sent.includes(secret)));
    const response = await send(endpoint, call, who);
    const status = response.statusCode;
    const said = `${caller} expected ${expected}, got ${status}: ${response.body.slice(0, 300)}`;

    if (expected === 'allowed') {
      expect(status, said).toBe(example.allowed ?? successStatusOf(endpoint));
    } else if (expected === 'own company') {
      // Another company's administrator on a route that names nothing of A acts on their own company.
      expect([successStatusOf(endpoint), example.allowed, ...(endpoint.errors ?? [])].filter((each) => each !== 401), said).toContain(status);
    } else {
      expect(status, said).toBe(expected === 404 && caller === 'otherCompanyAdmin' ? (example.otherCompany ?? 404) : expected);
      expect(response.json(), said).toMatchObject({ success: false });
    }
    if (caller === 'otherCompanyAdmin' && endpoint.authenticated) {
      for (const secret of secrets) expect(response.body, `${caller} read ${secret} of company A`).not.toContain(secret);
    }
  });
});
