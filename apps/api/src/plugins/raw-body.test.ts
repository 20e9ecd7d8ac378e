import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawBodyPlugin } from './raw-body.js';

const app = Fastify();
beforeAll(async () => {
  await app.register(rawBodyPlugin);
  // A webhook checks a signature over the exact bytes; an ordinary route only reads the parsed body.
  app.post('/webhook', { config: { rawBody: true } }, async (request) => ({
    signature: createHmac('sha256', 'secret').update(request.rawBody!).digest('hex'),
    parsed: request.body,
  }));
  app.post('/ordinary', async (request) => ({ hasRawBody: request.rawBody !== undefined, parsed: request.body }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('raw bodies', () => {
  // Spacing and key order a re-serialised object would lose.
  const payload = '{"type":  "invoice.paid", "data": {"amount":129900,"customer":"Peña"}}\n';

  it('reach a route that asks for them byte for byte, parsed as well', async () => {
    const response = await app.inject({ method: 'POST', url: '/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      signature: createHmac('sha256', 'secret').update(Buffer.from(payload, 'utf8')).digest('hex'),
      parsed: { type: 'invoice.paid', data: { amount: 129900, customer: 'Peña' } },
    });
  });

  it('are not kept for other routes', async () => {
    const response = await app.inject({ method: 'POST', url: '/ordinary', headers: { 'content-type': 'application/json' }, payload });
    expect(response.json()).toEqual({ hasRawBody: false, parsed: { type: 'invoice.paid', data: { amount: 129900, customer: 'Peña' } } });
  });

  it('hold no half of a surrogate pair: each becomes U+FFFD, a whole pair stays', async () => {
    const body = String.raw`{"name": "\ud800 Ana \udc00", "\udbff": ["\ud83d\ude00"]}`;
    const response = await app.inject({ method: 'POST', url: '/ordinary', headers: { 'content-type': 'application/json' }, payload: body });
    expect(response.json()).toEqual({ hasRawBody: false, parsed: { name: '\uFFFD Ana \uFFFD', '\uFFFD': ['😀'] } });
  });

  it('still refuse a prototype-poisoning body', async () => {
    const response = await app.inject({ method: 'POST', url: '/ordinary', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' });
    expect(response.statusCode).toBe(400);
  });
});
