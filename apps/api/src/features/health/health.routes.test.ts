import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('answers 200 {status: ok} without a login', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers 503 while the database cannot be reached', async () => {
    // The health check asks on a connection of its own, which fails here; the job queue's queries go on.
    const spy = vi.spyOn(app.database, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      spy.mockRestore();
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
