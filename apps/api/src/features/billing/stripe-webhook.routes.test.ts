import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { billingCustomersTable, paymentMethodsTable, paymentsTable, processedWebhookEventsTable } from './billing.table.js';
import type { PaymentProcessor } from './payment-processor.js';

const stripeSettings = { secretKey: 'sk_test_rumbo', publishableKey: 'pk_test_rumbo', webhookSecret: 'whsec_rumbo_test' };
const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

let app: TestApp;
let enterpriseId: string;
let customerId: string;
let sequence = 0;

beforeAll(async () => {
  app = await buildTestApp({ runJobs: false, clock, stripe: stripeSettings });
  ({
    user: { enterpriseId },
  } = await signUpAndLogIn(app));
  customerId = 'cus_rumbo';
  await app.db.insert(billingCustomersTable).values({ enterpriseId, processorCustomerId: customerId });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(paymentMethodsTable);
});

type StripeObject = Record<string, unknown> & { id: string };

/** An event as Stripe sends it: `created` in seconds, the object as it stood then. */
function eventOf(type: string, object: StripeObject, created = nowSeconds(), id = `evt_${++sequence}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function card(id: string, overrides: Partial<{ customer: string | null; last4: string; expMonth: number; expYear: number; name: string }> = {}): StripeObject {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer: overrides.customer === undefined ? customerId : overrides.customer,
    billing_details: { name: overrides.name ?? 'Ana López Pérez', email: null, phone: null, address: null },
    card: { brand: 'visa', last4: overrides.last4 ?? '4242', exp_month: overrides.expMonth ?? 8, exp_year: overrides.expYear ?? 2031 },
    livemode: false,
    metadata: {},
  };
}

/** Posts the payload as Stripe does, signed now (or at `signedAt`) with the endpoint's secret. */
function deliver(payload: string, { signedAt = nowSeconds(), body = payload }: { signedAt?: number; body?: string } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeSettings.webhookSecret, timestamp: signedAt });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: body,
  });
}

async function savedCards() {
  return app.db
    .select({ id: paymentMethodsTable.id, last4: paymentMethodsTable.last4, expMonth: paymentMethodsTable.expMonth, expYear: paymentMethodsTable.expYear, holderName: paymentMethodsTable.holderName, isDefault: paymentMethodsTable.isDefault })
    .from(paymentMethodsTable)
    .where(eq(paymentMethodsTable.enterpriseId, enterpriseId));
}

async function isRecorded(eventId: string) {
  return (await app.db.select().from(processedWebhookEventsTable).where(eq(processedWebhookEventsTable.id, eventId))).length === 1;
}

describe('Stripe webhooks', () => {
  it('save the card a payment_method.attached names among its company’s cards, as the default when it has none', async () => {
    const response = await deliver(eventOf('payment_method.attached', card('pm_first')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await savedCards()).toEqual([{ id: 'pm_first', last4: '4242', expMonth: 8, expYear: 2031, holderName: 'Ana López Pérez', isDefault: true }]);

    await deliver(eventOf('payment_method.attached', card('pm_second', { last4: '5556' })));
    expect((await savedCards()).map(({ id, isDefault }) => ({ id, isDefault }))).toEqual(
      expect.arrayContaining([
        { id: 'pm_first', isDefault: true },
        { id: 'pm_second', isDefault: false },
      ]),
    );
  });

  it('refuse a body changed by a single byte (400), applying nothing', async () => {
    const payload = eventOf('payment_method.attached', card('pm_tampered'), nowSeconds(), 'evt_tampered');
    const response = await deliver(payload, { body: payload.replace('"4242"', '"4243"') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Firma del webhook no válida' });
    expect(await savedCards()).toEqual([]);
    expect(await isRecorded('evt_tampered')).toBe(false);
  });

  it('refuse an event signed more than 300 s ago, and take one signed within them', async () => {
    const stale = await deliver(eventOf('payment_method.attached', card('pm_replayed')), { signedAt: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Firma del webhook no válida');
    expect(await savedCards()).toEqual([]);

    const recent = await deliver(eventOf('payment_method.attached', card('pm_replayed')), { signedAt: nowSeconds() - 290 });
    expect(recent.statusCode).toBe(200);
    expect((await savedCards()).map((saved) => saved.id)).toEqual(['pm_replayed']);
  });

  it('refuse a delivery with no signature, or one made with another secret', async () => {
    const payload = eventOf('payment_method.attached', card('pm_unsigned'));
    const unsigned = await app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }) },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(await savedCards()).toEqual([]);
  });

  it('apply an event delivered twice once', async () => {
    const payload = eventOf('payment_method.attached', card('pm_twice'), nowSeconds(), 'evt_twice');
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await savedCards()).map((saved) => saved.id)).toEqual(['pm_twice']);
    // The company removes the card; the same delivery again must not bring it back.
    await app.db.delete(paymentMethodsTable).where(eq(paymentMethodsTable.id, 'pm_twice'));

    const again = await deliver(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(await savedCards()).toEqual([]);
  });

  it('update a saved card’s expiry, last 4 digits and holder, and remove a detached one', async () => {
    const created = nowSeconds();
    await deliver(eventOf('payment_method.attached', card('pm_renewed'), created - 20));
    await deliver(eventOf('payment_method.automatically_updated', card('pm_renewed', { last4: '1881', expMonth: 1, expYear: 2033, name: 'Ana López' }), created - 10));
    expect(await savedCards()).toEqual([{ id: 'pm_renewed', last4: '1881', expMonth: 1, expYear: 2033, holderName: 'Ana López', isDefault: true }]);

    await deliver(eventOf('payment_method.detached', card('pm_renewed', { customer: null }), created));
    expect(await savedCards()).toEqual([]);
  });

  it('keep the newer state when events arrive out of order', async () => {
    const created = nowSeconds();
    await deliver(eventOf('payment_method.attached', card('pm_late'), created - 60));
    await deliver(eventOf('payment_method.detached', card('pm_late', { customer: null }), created - 30));
    expect(await savedCards()).toEqual([]);

    // Older than the detach, delivered after it: neither an update nor the attach brings the card back.
    const lateUpdate = await deliver(eventOf('payment_method.updated', card('pm_late', { expYear: 2035 }), created - 45));
    expect(lateUpdate.statusCode).toBe(200);
    await deliver(eventOf('payment_method.attached', card('pm_late'), created - 50));
    expect(await savedCards()).toEqual([]);

    // An update older than the last applied one does not overwrite it.
    await deliver(eventOf('payment_method.attached', card('pm_kept', { expYear: 2030 }), created - 40));
    await deliver(eventOf('payment_method.updated', card('pm_kept', { expYear: 2034 }), created - 20));
    await deliver(eventOf('payment_method.updated', card('pm_kept', { expYear: 2032 }), created - 30));
    expect((await savedCards()).map(({ id, expYear }) => ({ id, expYear }))).toEqual([{ id: 'pm_kept', expYear: 2034 }]);
  });

  it('never save a card from an update: one the company removed stays removed while its detach is on the way', async () => {
    await deliver(eventOf('payment_method.updated', card('pm_removed_here', { expYear: 2036 })));
    expect(await savedCards()).toEqual([]);
  });

  it('save the card of a succeeded setup intent, read from the processor', async () => {
    const original = app.ctx.payments;
    const asked: string[] = [];
    const processor: PaymentProcessor = {
      ...original,
      retrievePaymentMethod: async (id) => {
        asked.push(id);
        return { id, customerId, card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2030, holderName: 'Beto Ruiz' } };
      },
    };
    app.ctx.payments = processor;
    try {
      const intent = { id: 'seti_1', object: 'setup_intent', status: 'succeeded', customer: customerId, payment_method: 'pm_from_setup', usage: 'off_session' };
      expect((await deliver(eventOf('setup_intent.succeeded', intent))).statusCode).toBe(200);
      expect(asked).toEqual(['pm_from_setup']);
      expect(await savedCards()).toEqual([{ id: 'pm_from_setup', last4: '4444', expMonth: 3, expYear: 2030, holderName: 'Beto Ruiz', isDefault: true }]);
      // Already saved: Stripe is not asked again.
      await deliver(eventOf('setup_intent.succeeded', intent));
      expect(asked).toEqual(['pm_from_setup']);
    } finally {
      app.ctx.payments = original;
    }
  });

  it('acknowledge and ignore events for customers Rumbo does not know, and event types it does not use', async () => {
    const unknown = await deliver(eventOf('payment_method.attached', card('pm_stranger', { customer: 'cus_someone_else' })));
    expect(unknown.statusCode).toBe(200);
    const unused = await deliver(eventOf('invoice.paid', { id: 'in_1', object: 'invoice' }, nowSeconds(), 'evt_unused'));
    expect(unused.statusCode).toBe(200);
    expect(unused.json()).toEqual({ received: true });
    expect(await savedCards()).toEqual([]);
    expect(await isRecorded('evt_unused')).toBe(false);
  });

  it('settle a payment whose intent failed or succeeded later, by its reference', async () => {
    const [payment] = await app.db
      .insert(paymentsTable)
      .values({
        enterpriseId,
        kind: 'renewal',
        status: 'paid',
        receiptNumber: 9_000_001,
        planId: 'pro',
        amount: 449_900,
        lines: [],
        periodStart: new Date('2026-06-01T00:00:00Z'),
        periodEnd: new Date('2026-07-01T00:00:00Z'),
        billing: { companyName: 'Empresa', email: 'pagos@empresa.mx', invoiceName: null, rfc: null, fiscalAddress: null, postalCode: null },
        processorReference: 'pi_async',
      })
      .returning({ id: paymentsTable.id });
    const paymentRow = async () =>
      (await app.db.select({ status: paymentsTable.status, failureCode: paymentsTable.failureCode, receiptNumber: paymentsTable.receiptNumber }).from(paymentsTable).where(eq(paymentsTable.id, payment!.id)))[0];
    const intent = (status: string, error: unknown = null) => ({ id: 'pi_async', object: 'payment_intent', status, amount: 449_900, currency: 'mxn', customer: customerId, last_payment_error: error });
    const created = nowSeconds();

    await deliver(eventOf('payment_intent.payment_failed', intent('requires_payment_method', { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }), created - 20));
    expect(await paymentRow()).toEqual({ status: 'failed', failureCode: 'insufficient_funds', receiptNumber: 9_000_001 });

    await deliver(eventOf('payment_intent.succeeded', intent('succeeded'), created - 10));
    expect(await paymentRow()).toEqual({ status: 'paid', failureCode: null, receiptNumber: 9_000_001 });

    // The failure again, older than the success: ignored.
    await deliver(eventOf('payment_intent.payment_failed', intent('requires_payment_method', { type: 'card_error', code: 'card_declined' }), created - 15));
    expect((await paymentRow())!.status).toBe('paid');
  });

  it('forget the customer Stripe deleted, and the cards it held there', async () => {
    await deliver(eventOf('payment_method.attached', card('pm_of_deleted')));
    await deliver(eventOf('customer.deleted', { id: customerId, object: 'customer', deleted: true }));
    const [row] = await app.db.select({ processorCustomerId: billingCustomersTable.processorCustomerId }).from(billingCustomersTable).where(eq(billingCustomersTable.enterpriseId, enterpriseId));
    expect(row).toEqual({ processorCustomerId: null });
    expect(await savedCards()).toEqual([]);
    await app.db.update(billingCustomersTable).set({ processorCustomerId: customerId }).where(eq(billingCustomersTable.enterpriseId, enterpriseId));
  });
});

describe('the webhook in sandbox mode', () => {
  it('does not exist (404)', async () => {
    const sandbox = await buildTestApp({ runJobs: false });
    try {
      const payload = eventOf('payment_method.attached', card('pm_sandbox'));
      const response = await sandbox.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeSettings.webhookSecret }) },
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'No encontrado' });
    } finally {
      await sandbox.close();
    }
  });
});
