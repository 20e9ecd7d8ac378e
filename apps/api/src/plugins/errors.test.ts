import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.js';
import { languagePlugin } from './language.js';

/** A query that failed in PostgreSQL as drizzle reports it: its own error, the driver's as the cause. */
function failedQuery(code: string): Error {
  return new Error('Failed query: update employees ...', { cause: Object.assign(new Error('database error'), { code }) });
}

const app = Fastify();
beforeAll(async () => {
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  app.get('/deadlock', async () => {
    throw failedQuery('40P01');
  });
  app.get('/serialization', async () => {
    throw failedQuery('40001');
  });
  app.get('/other', async () => {
    throw failedQuery('XX000');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('a transaction PostgreSQL abandoned for a concurrent change', () => {
  it('answers 409 asking to try again, in the request language', async () => {
    const deadlock = await app.inject({ method: 'GET', url: '/deadlock' });
    expect(deadlock.statusCode).toBe(409);
    expect(deadlock.json()).toEqual({ success: false, message: 'Alguien más cambió estos datos al mismo tiempo. Inténtalo nuevamente.' });
    const serialization = await app.inject({ method: 'GET', url: '/serialization', headers: { 'accept-language': 'en' } });
    expect(serialization.statusCode).toBe(409);
    expect(serialization.json().message).toBe('Someone else changed this at the same time. Please try again.');
  });

  it('leaves any other database failure a 500', async () => {
    expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
  });
});
