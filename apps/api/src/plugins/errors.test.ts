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

describe('a request the framework could not read', () => {
  it('answers 400 and is logged as one line, without a stack trace', async () => {
    const lines: string[] = [];
    const logged = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    await logged.register(languagePlugin);
    await logged.register(errorsPlugin);
    logged.get('/unreadable', async () => {
      throw Object.assign(new Error('Unexpected end of form'), { statusCode: 400, code: 'FST_BROKEN' });
    });
    try {
      const response = await logged.inject({ method: 'GET', url: '/unreadable' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'No se pudo leer la solicitud' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(expect.objectContaining({ msg: 'unreadable request', reason: 'Unexpected end of form', code: 'FST_BROKEN' }));
      expect(lines.join('')).not.toContain('"stack"');
    } finally {
      await logged.close();
    }
  });
});
