import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('the job queue', () => {
  it('drains a backlog at once rather than one job per polling interval', async () => {
    const handled: number[] = [];
    await app.jobs.work<{ n: number }>('test.backlog', async ({ n }) => {
      handled.push(n);
    });
    const started = Date.now();
    for (let n = 0; n < 20; n++) await app.jobs.send('test.backlog', { n });
    expect(await waitUntil(() => handled.length === 20, 5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect([...handled].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it('retries a job whose handler failed', async () => {
    let attempts = 0;
    await app.jobs.work<{ n: number }>('test.retry', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('mail server unavailable');
    });
    await app.jobs.send('test.retry', { n: 1 });
    expect(await waitUntil(() => attempts >= 2, 8000)).toBe(true);
    // Handled once it worked: not again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(2);
  });
});
