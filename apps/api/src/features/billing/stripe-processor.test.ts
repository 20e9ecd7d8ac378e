import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProcessor } from './payment-processor.js';
import { createStripeProcessor } from './stripe-processor.js';

/** One request as Stripe's API would receive it. */
type CapturedRequest = { method: string; path: string; form: Record<string, string>; idempotencyKey: string | undefined };
type CannedAnswer = { status: number; body: unknown };

/**
 * Stands in for api.stripe.com on 127.0.0.1: records each request (Stripe's SDK sends form-encoded
 * bodies) and answers the canned JSON queued for it.
 */
let server: Server;
let requests: CapturedRequest[] = [];
let answers: CannedAnswer[] = [];
let processor: PaymentProcessor;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
      const key = request.headers['idempotency-key'];
      requests.push({ method: request.method ?? '', path: url.pathname, form, idempotencyKey: typeof key === 'string' ? key : undefined });
      const answer = answers.shift() ?? { status: 500, body: { error: { type: 'api_error', message: 'no canned answer' } } };
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  processor = createStripeProcessor(
    { secretKey: 'sk_test_rumbo', publishableKey: 'pk_test_rumbo', webhookSecret: 'whsec_rumbo' },
    { host: '127.0.0.1', port, protocol: 'http' },
  );
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  answers = [];
});

function answer(status: number, body: unknown) {
  answers.push({ status, body });
}

const card = {
  id: 'pm_visa',
  object: 'payment_method',
  type: 'card',
  customer: 'cus_rumbo',
  billing_details: { name: 'Ana López Pérez', email: null, phone: null, address: null },
  card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031, country: 'MX', funding: 'credit' },
  created: 1_780_000_000,
  livemode: false,
  metadata: {},
};

function paymentIntent(status: string) {
  return { id: 'pi_renewal', object: 'payment_intent', amount: 449_900, currency: 'mxn', status, customer: 'cus_rumbo', payment_method: 'pm_visa' };
}

describe('the stripe processor', () => {
  it('is Stripe mode and gives the card form the publishable key', () => {
    expect(processor.mode).toBe('stripe');
    expect(processor.publishableKey).toBe('pk_test_rumbo');
  });

  it('creates a customer with the company’s name, email and id, under the idempotency key given', async () => {
    answer(200, { id: 'cus_rumbo', object: 'customer' });
    const id = await processor.createCustomer({ name: 'Viajes Peña', email: 'pagos@viajes.mx', enterpriseId: 'ent-1' }, 'customer:ent-1');
    expect(id).toBe('cus_rumbo');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/customers',
        form: { name: 'Viajes Peña', email: 'pagos@viajes.mx', 'metadata[enterpriseId]': 'ent-1' },
        idempotencyKey: 'customer:ent-1',
      },
    ]);
  });

  it('updates the customer’s name, email, fiscal address and RFC', async () => {
    answer(200, { id: 'cus_rumbo', object: 'customer' });
    await processor.updateCustomer(
      'cus_rumbo',
      { name: 'Viajes Peña SA de CV', email: 'pagos@viajes.mx', rfc: 'VPE010101AB1', fiscalAddress: 'Av. Reforma 222, CDMX', postalCode: '06600' },
      'billing-info:1',
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/customers/cus_rumbo',
        form: {
          name: 'Viajes Peña SA de CV',
          email: 'pagos@viajes.mx',
          'address[line1]': 'Av. Reforma 222, CDMX',
          'address[postal_code]': '06600',
          'address[country]': 'MX',
          'metadata[rfc]': 'VPE010101AB1',
        },
        idempotencyKey: 'billing-info:1',
      },
    ]);
  });

  it('clears the address and RFC that are no longer given', async () => {
    answer(200, { id: 'cus_rumbo', object: 'customer' });
    await processor.updateCustomer('cus_rumbo', { name: 'Viajes Peña', email: 'pagos@viajes.mx' }, 'billing-info:2');
    expect(requests[0]!.form).toEqual({ name: 'Viajes Peña', email: 'pagos@viajes.mx', address: '', 'metadata[rfc]': '' });
  });

  it('creates an off-session setup intent for cards and answers its client secret', async () => {
    answer(200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_abc', status: 'requires_payment_method' });
    expect(await processor.createSetupIntent('cus_rumbo', 'setup:1')).toEqual({ id: 'seti_1', clientSecret: 'seti_1_secret_abc' });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/setup_intents',
        form: { customer: 'cus_rumbo', usage: 'off_session', 'allowed_payment_method_types[0]': 'card' },
        idempotencyKey: 'setup:1',
      },
    ]);
  });

  it('reads a setup intent, and answers null for one Stripe does not have', async () => {
    answer(200, { id: 'seti_1', object: 'setup_intent', status: 'succeeded', customer: 'cus_rumbo', payment_method: 'pm_visa' });
    expect(await processor.retrieveSetupIntent('seti_1')).toEqual({ id: 'seti_1', status: 'succeeded', customerId: 'cus_rumbo', paymentMethodId: 'pm_visa' });
    answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent', param: 'intent' } });
    expect(await processor.retrieveSetupIntent('seti_gone')).toBeNull();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v1/setup_intents/seti_1', 'GET /v1/setup_intents/seti_gone']);
  });

  it('reads a card as brand, last 4 digits, expiry and holder name', async () => {
    answer(200, card);
    expect(await processor.retrievePaymentMethod('pm_visa')).toEqual({
      id: 'pm_visa',
      customerId: 'cus_rumbo',
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031, holderName: 'Ana López Pérez' },
    });
    expect(requests).toEqual([{ method: 'GET', path: '/v1/payment_methods/pm_visa', form: {}, idempotencyKey: undefined }]);
  });

  it('answers null for a card Stripe does not have (404, resource_missing)', async () => {
    answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod', param: 'payment_method' } });
    expect(await processor.retrievePaymentMethod('pm_gone')).toBeNull();
  });

  it('makes a card the customer’s default', async () => {
    answer(200, { id: 'cus_rumbo', object: 'customer' });
    await processor.setDefaultPaymentMethod('cus_rumbo', 'pm_visa', 'default:pm_visa');
    expect(requests).toEqual([
      { method: 'POST', path: '/v1/customers/cus_rumbo', form: { 'invoice_settings[default_payment_method]': 'pm_visa' }, idempotencyKey: 'default:pm_visa' },
    ]);
  });

  it('detaches a card, and takes one Stripe no longer has as detached', async () => {
    answer(200, { ...card, customer: null });
    await processor.detachPaymentMethod('pm_visa', 'detach:pm_visa');
    answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } });
    await processor.detachPaymentMethod('pm_gone', 'detach:pm_gone');
    expect(requests).toEqual([
      { method: 'POST', path: '/v1/payment_methods/pm_visa/detach', form: {}, idempotencyKey: 'detach:pm_visa' },
      { method: 'POST', path: '/v1/payment_methods/pm_gone/detach', form: {}, idempotencyKey: 'detach:pm_gone' },
    ]);
  });

  const charge = {
    customerId: 'cus_rumbo',
    paymentMethodId: 'pm_visa',
    amount: 449_900,
    description: 'Rumbo Pro, 1 jun - 30 jun 2026',
    metadata: { enterpriseId: 'ent-1', paymentId: 'pay-1' },
  };

  it('charges the saved card off session in MXN and answers the payment intent as the reference', async () => {
    answer(200, paymentIntent('succeeded'));
    expect(await processor.charge(charge, 'renewal:sub-1:2026-06')).toEqual({ status: 'succeeded', reference: 'pi_renewal' });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        form: {
          amount: '449900',
          currency: 'mxn',
          customer: 'cus_rumbo',
          payment_method: 'pm_visa',
          off_session: 'true',
          confirm: 'true',
          description: 'Rumbo Pro, 1 jun - 30 jun 2026',
          'metadata[enterpriseId]': 'ent-1',
          'metadata[paymentId]': 'pay-1',
        },
        idempotencyKey: 'renewal:sub-1:2026-06',
      },
    ]);
  });

  it('answers a declined card (402) as a failed charge with Stripe’s codes, not an exception', async () => {
    answer(402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: { ...paymentIntent('requires_payment_method'), id: 'pi_declined' },
      },
    });
    expect(await processor.charge(charge, 'renewal:sub-1:2026-07')).toEqual({
      status: 'failed',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      reference: 'pi_declined',
    });
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['renewal:sub-1:2026-07']);
  });

  it('answers a charge the bank wants authenticated, with nobody there to do it, as refused', async () => {
    answer(200, paymentIntent('requires_action'));
    expect(await processor.charge(charge, 'renewal:sub-1:2026-08')).toEqual({ status: 'failed', code: 'authentication_required', reference: 'pi_renewal' });
  });

  const lookup = { idempotencyKey: 'attempt:att-1', customerId: 'cus_rumbo', attemptId: 'att-1', notBefore: new Date('2026-06-01T12:00:00Z') };
  const listOf = (data: object[], hasMore = false) => ({ object: 'list', url: '/v1/payment_intents', has_more: hasMore, data });
  const intentOf = (id: string, attemptId: string, fields: object = {}) => ({ ...paymentIntent('succeeded'), id, metadata: { enterpriseId: 'ent-1', attemptId }, ...fields });

  it('finds a charge again by the attempt its metadata names, listing the customer’s payment intents since the attempt (with five minutes’ leeway)', async () => {
    answer(200, listOf([intentOf('pi_other', 'att-0'), intentOf('pi_found', 'att-1')]));
    expect(await processor.findCharge(lookup)).toEqual({ status: 'succeeded', reference: 'pi_found' });
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/v1/payment_intents',
        form: { customer: 'cus_rumbo', 'created[gte]': String(Date.parse('2026-06-01T12:00:00Z') / 1000 - 300), limit: '100' },
        idempotencyKey: undefined,
      },
    ]);
  });

  it('answers a found charge the bank declined as refused, with its codes', async () => {
    const declined = intentOf('pi_declined', 'att-1', {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    answer(200, listOf([declined]));
    expect(await processor.findCharge(lookup)).toEqual({ status: 'failed', code: 'card_declined', declineCode: 'insufficient_funds', reference: 'pi_declined' });
  });

  it('reads every page before answering that no charge was made', async () => {
    answer(200, listOf([intentOf('pi_a', 'att-7'), intentOf('pi_b', 'att-8')], true));
    answer(200, listOf([intentOf('pi_c', 'att-9')]));
    expect(await processor.findCharge(lookup)).toBeNull();
    expect(requests.map((request) => request.form.starting_after)).toEqual([undefined, 'pi_b']);
  });

  it('throws any other error from Stripe', async () => {
    answer(400, { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid integer: -1', param: 'amount' } });
    await expect(processor.charge({ ...charge, amount: -1 }, 'renewal:bad')).rejects.toThrow(/Invalid integer/);
  });
});
