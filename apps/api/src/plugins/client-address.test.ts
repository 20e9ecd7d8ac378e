// Behind one proxy: the client address is the one the proxy appended, whatever the client wrote,
// with the proxy named by address, by TRUST_PROXY=true (private networks) or by a hop count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

let byAddress: TestApp;
let byPrivateNetwork: TestApp;
let byHops: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [byAddress, byPrivateNetwork, byHops, direct] = await Promise.all([
    buildTestApp({ runJobs: false, trustProxy: ['10.20.0.1'] }),
    buildTestApp({ runJobs: false, trustProxy: ['loopback', 'linklocal', 'uniquelocal'] }),
    buildTestApp({ runJobs: false, trustProxy: 1 }),
    buildTestApp({ runJobs: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([byAddress, byPrivateNetwork, byHops, direct].map((app) => app.close()));
});

const proxy = '10.20.0.1';
/** A login of an unknown user, as the proxy forwards it: the client's own header, then the address the proxy saw. */
const attempt = (app: TestApp, spoofed: string, client: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    payload: { username: `nadie-${n}@proxy.mx`, password: 'adivinanza' },
  });

describe('the client address', () => {
  it.each([
    ['named by address', () => byAddress],
    ['on a private network', () => byPrivateNetwork],
    ['one hop away', () => byHops],
  ])('is the hop a proxy %s appended: rotating the left-most entry buys no attempts', async (_how, app) => {
    const statuses = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await attempt(app(), `198.51.100.${n}`, '203.0.113.7', n)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(401), 429]);
    // Another client behind the same proxy is counted on its own.
    expect((await attempt(app(), '198.51.100.1', '203.0.113.8', 99)).statusCode).toBe(401);
  });

  it('is the connection’s own address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const statuses = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await attempt(direct, `198.51.100.${n}`, `203.0.113.${n}`, n)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(401), 429]);
  });
});
