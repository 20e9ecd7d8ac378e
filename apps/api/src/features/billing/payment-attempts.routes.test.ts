// Payment attempts whose answer was lost (the processor failed, or the service stopped, between the
// charge and its record), settled later by asking the processor about the attempt's key; and the
// sandbox's charges, read as Stripe's test dashboard would show them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyReadyToPay, subscribedCompany } from '../../testing/billing.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, employeeData, insertEmployeesDirectly, saveTestCard, setEnterprisePlan, signUpAndLogIn, type AuthHeaders } from '../../testing/factories.js';
import { settleAttemptsInFlight } from './payment-attempts.service.js';
import type { PaymentProcessor } from './payment-processor.js';
import { renewDueSubscriptions } from './renewals.service.js';

const start = new Date('2026-11-01T18:00:00Z');
// The clock moves by months here.
const { clock, app } = clockedTestApp(start, { everyTestFromStart: true });
const settlementAgeSeconds = () => app.ctx.config.paymentSettlementAgeSeconds;

const get = (url: string, headers: AuthHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: AuthHeaders, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const inProgress = { success: false, message: 'Hay un pago de tu empresa en curso. Espera unos minutos y revisa tu suscripción antes de intentarlo de nuevo.' };

type Charge = { id: string; amount: number; currency: string; status: string; created: number; paymentMethodId: string };
async function chargesOf(headers: AuthHeaders): Promise<Charge[]> {
  const response = await get('/api/stripe/sandbox/charges', headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function history(headers: AuthHeaders) {
  return (await get('/api/stripe/getPaymentHistory', headers)).json().paymentHistory as { kind: string; status: string; amount: number; number: string | null }[];
}

async function subscriptionOf(headers: AuthHeaders) {
  return (await get('/api/stripe/subscription', headers)).json().subscription as { status: string; plan: { product: string } } | null;
}

/**
 * Runs `work` with the processor's charges made by `charge` (given the real one), as a processor
 * that fails, or a service that stops, around a charge would.
 */
async function withCharges(charge: (real: PaymentProcessor['charge'], ...args: Parameters<PaymentProcessor['charge']>) => ReturnType<PaymentProcessor['charge']>, work: () => Promise<void>) {
  const original = app.ctx.payments;
  app.ctx.payments = { ...original, charge: (request, key) => charge(original.charge, request, key) };
  try {
    await work();
  } finally {
    app.ctx.payments = original;
  }
}
const lostAfterCharging = async (real: PaymentProcessor['charge'], ...[request, key]: Parameters<PaymentProcessor['charge']>) => {
  await real(request, key);
  throw new Error('connection reset after the charge');
};
const lostBeforeCharging = async () => {
  throw new Error('processor unreachable');
};

describe('a checkout whose charge was made but whose answer was lost', () => {
  it('answers 409, holds off another checkout, and is settled once past the settlement age: subscription and receipt written once', async () => {
    const { admin, paymentMethodId } = await companyReadyToPay(app);
    const checkout = { priceId: 'price_pro_monthly', paymentMethodId };
    await withCharges(lostAfterCharging, async () => {
      const lost = await post('/api/stripe/create-subscription', admin.headers, checkout);
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual(inProgress);
    });
    expect(await subscriptionOf(admin.headers)).toBeNull();
    expect(await chargesOf(admin.headers)).toEqual([expect.objectContaining({ amount: 449_900, status: 'succeeded', paymentMethodId })]);
    const again = await post('/api/stripe/create-subscription', admin.headers, checkout);
    expect(again.json()).toEqual(inProgress);
    expect(await chargesOf(admin.headers)).toHaveLength(1);

    // Too young: its request might still be waiting for the processor.
    clock.advance(settlementAgeSeconds() - 10);
    await settleAttemptsInFlight(app.ctx);
    expect(await subscriptionOf(admin.headers)).toBeNull();

    clock.advance(20);
    await Promise.all([settleAttemptsInFlight(app.ctx), settleAttemptsInFlight(app.ctx)]);
    await settleAttemptsInFlight(app.ctx);
    expect(await subscriptionOf(admin.headers)).toMatchObject({ status: 'active', plan: { product: 'pro' } });
    expect(await history(admin.headers)).toEqual([expect.objectContaining({ kind: 'subscription', status: 'paid', amount: 449_900, number: expect.stringMatching(/^R-\d{6}$/) })]);
    const notices = await app.db.execute<{ kind: string }>(sql`select kind from notifications where enterprise_id = ${admin.user.enterpriseId}`);
    expect(notices.rows).toEqual([{ kind: 'payment_succeeded' }]);
    expect((await post('/api/stripe/create-subscription', admin.headers, checkout)).statusCode).toBe(409);
    expect(await chargesOf(admin.headers)).toHaveLength(1);
  });
});

describe('a checkout to a plan that admits fewer people, while it is being paid', () => {
  it('holds that plan’s limit already: no one joins whom it would not admit, so the payment, once settled, fits', async () => {
    const { admin, paymentMethodId } = await companyReadyToPay(app);
    await setEnterprisePlan(app, admin.user.enterpriseId, 'enterprise');
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 48); // 49 with the administrator
    await withCharges(lostAfterCharging, async () => {
      expect((await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_basic_monthly', paymentMethodId })).statusCode).toBe(409);
    });
    const register = () => post('/api/employee/register', admin.headers, { ...employeeData(), sendInvitation: false });
    expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tu Plan Básico permite hasta 50 empleados. Cambia de plan para sumar más.');

    clock.advance(settlementAgeSeconds() + 1);
    await settleAttemptsInFlight(app.ctx);
    expect(await subscriptionOf(admin.headers)).toMatchObject({ status: 'active', plan: { product: 'basic' } });
    expect((await get('/api/enterprise/employees', admin.headers)).json().total).toBe(50);
  });
});

describe('a checkout whose charge never reached the processor', () => {
  it('answers 409, and once settled as never charged leaves the company free to subscribe, charged once', async () => {
    const { admin, paymentMethodId } = await companyReadyToPay(app);
    const checkout = { priceId: 'price_basic_monthly', paymentMethodId };
    await withCharges(lostBeforeCharging, async () => {
      expect((await post('/api/stripe/create-subscription', admin.headers, checkout)).json()).toEqual(inProgress);
    });
    expect(await chargesOf(admin.headers)).toEqual([]);
    expect((await post('/api/stripe/create-subscription', admin.headers, checkout)).statusCode).toBe(409);

    clock.advance(settlementAgeSeconds() + 1);
    await settleAttemptsInFlight(app.ctx);
    expect(await subscriptionOf(admin.headers)).toBeNull();
    expect(await history(admin.headers)).toEqual([]);

    const subscribed = await post('/api/stripe/create-subscription', admin.headers, checkout);
    expect(subscribed.statusCode).toBe(201);
    expect(await chargesOf(admin.headers)).toEqual([expect.objectContaining({ amount: 149_900, status: 'succeeded' })]);
    expect(await history(admin.headers)).toHaveLength(1);
  });
});

describe('a checkout charged while the company closed its account', () => {
  it('keeps the payment with its receipt, and leaves no subscription to renew', async () => {
    const { admin, paymentMethodId } = await companyReadyToPay(app);
    await withCharges(lostAfterCharging, async () => {
      expect((await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_pro_monthly', paymentMethodId })).statusCode).toBe(409);
    });
    const closed = await app.inject({ method: 'PATCH', url: '/api/enterprise/delete', headers: admin.headers, payload: { password: 'contraseña-segura' } });
    expect(closed.statusCode).toBe(200);
    clock.advance(settlementAgeSeconds() + 1);
    await settleAttemptsInFlight(app.ctx);
    const rows = await app.db.execute(
      sql`select s.status, s.renews_at as "renewsAt", p.status as payment, p.receipt_number is not null as numbered
          from payments p join subscriptions s on s.id = p.subscription_id where p.enterprise_id = ${admin.user.enterpriseId}`,
    );
    expect(rows.rows).toEqual([{ status: 'canceled', renewsAt: null, payment: 'paid', numbered: true }]);
  });
});

describe('a renewal whose refusal was lost', () => {
  it('is skipped by the renewal job while in flight, then settled as refused: past due, with its failed payment and the next try', async () => {
    const { admin, subscription } = await subscribedCompany(app, 'basic');
    const refusing = await saveTestCard(app, admin.headers, '4000000000000341');
    await post('/api/stripe/default-card', admin.headers, { paymentMethodId: refusing });
    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await withCharges(lostAfterCharging, () => renewDueSubscriptions(app.ctx).then(() => {}));
    await renewDueSubscriptions(app.ctx);
    expect(await subscriptionOf(admin.headers)).toMatchObject({ status: 'active' });
    expect(await history(admin.headers)).toHaveLength(1);
    expect((await chargesOf(admin.headers)).map(({ status, paymentMethodId }) => [status, paymentMethodId])).toEqual([
      ['failed', refusing],
      ['succeeded', expect.any(String)],
    ]);

    clock.advance(settlementAgeSeconds() + 1);
    await settleAttemptsInFlight(app.ctx);
    expect(await subscriptionOf(admin.headers)).toMatchObject({ status: 'past_due' });
    expect((await history(admin.headers)).map(({ kind, status }) => `${kind} ${status}`)).toEqual(['renewal failed', 'subscription paid']);
    const notices = await app.db.execute<{ kind: string }>(sql`select kind from notifications where enterprise_id = ${admin.user.enterpriseId} order by created_at`);
    expect(notices.rows.map((row) => row.kind)).toEqual(['payment_succeeded', 'payment_failed']);
    // Tried again a day later, not before.
    await renewDueSubscriptions(app.ctx);
    expect(await history(admin.headers)).toHaveLength(2);
    expect(await chargesOf(admin.headers)).toHaveLength(2);
  });
});

describe('the sandbox’s charges', () => {
  it('lists the company’s charges newest first, as Stripe’s test dashboard does, refused ones too, and no other company’s', async () => {
    const { admin, paymentMethodId: refusing } = await companyReadyToPay(app, '4000000000000341');
    const refused = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_basic_monthly', paymentMethodId: refusing });
    expect(refused.statusCode).toBe(402);
    clock.advance(60);
    const good = await saveTestCard(app, admin.headers);
    expect((await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_pro_monthly', paymentMethodId: good })).statusCode).toBe(201);
    const seconds = Math.floor(start.getTime() / 1000);
    expect(await chargesOf(admin.headers)).toEqual([
      { id: expect.stringMatching(/^pi_sbx_/), amount: 449_900, currency: 'mxn', status: 'succeeded', created: seconds + 60, paymentMethodId: good },
      { id: expect.stringMatching(/^pi_sbx_/), amount: 149_900, currency: 'mxn', status: 'failed', created: seconds, paymentMethodId: refusing },
    ]);

    const other = await signUpAndLogIn(app);
    expect(await chargesOf(other.headers)).toEqual([]);
    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    expect((await get('/api/stripe/sandbox/charges', employee.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/stripe/sandbox/charges' })).statusCode).toBe(401);
  });

  it('are not found when Stripe takes the cards', async () => {
    const stripeApp = await buildTestApp({ stripe: { secretKey: 'sk_test_rumbo', publishableKey: 'pk_test_rumbo', webhookSecret: 'whsec_rumbo' } });
    try {
      const admin = await signUpAndLogIn(stripeApp);
      const response = await stripeApp.inject({ method: 'GET', url: '/api/stripe/sandbox/charges', headers: admin.headers });
      expect(response.statusCode).toBe(404);
    } finally {
      await stripeApp.close();
    }
  });
});
