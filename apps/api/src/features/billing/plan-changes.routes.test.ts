// A plan change's amount before the click: the preview answers what the change then charges, with
// the change's own checks, on the sandbox processor with the clock moved through the period.
import { describe, expect, it } from 'vitest';
import { subscribedCompany } from '../../testing/billing.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, insertEmployeesDirectly, signUpAndLogIn, subscribe, type AuthHeaders } from '../../testing/factories.js';

const start = new Date('2026-11-01T18:00:00Z');
const { clock, app } = clockedTestApp(start, { everyTestFromStart: true });

const get = (url: string, headers: AuthHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: AuthHeaders, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const days = (count: number) => count * 24 * 60 * 60;
const minutes = (count: number) => count * 60;

async function charges(headers: AuthHeaders) {
  return (await get('/api/stripe/sandbox/charges', headers)).json().data as { amount: number; status: string }[];
}

async function preview(headers: AuthHeaders, subscriptionId: string, newProductId: string) {
  const response = await post('/api/stripe/preview-plan-change', headers, { subscriptionId, newProductId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().preview as { chargeToday: number; creditToday: number; creditApplied: number; creditBalanceAfter: number; currency: string; periodEnd: number; prorationDate: number };
}

describe('previewing a plan change', () => {
  it('an upgrade halfway: the preview names the charge, and the change right after charges exactly that', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'pro');
    clock.advance(days(15));
    const shown = await preview(admin.headers, subscription.id, 'enterprise');
    // 1,199,900 / 2 − 449,900 / 2
    expect(shown).toEqual({
      chargeToday: 375_000,
      creditToday: 0,
      creditApplied: 0,
      creditBalanceAfter: 0,
      currency: 'mxn',
      periodEnd: subscription.current_period_end,
      prorationDate: clock.now().getTime() / 1000,
    });
    // The preview changed nothing.
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription.plan.product).toBe('pro');
    expect(await charges(admin.headers)).toHaveLength(1);

    const changed = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise', paymentMethodId });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().amountCharged).toBe(shown.chargeToday);
    const [charge] = await charges(admin.headers);
    expect(charge).toMatchObject({ amount: shown.chargeToday, status: 'succeeded' });
    expect(changed.json().subscription.credit_balance).toBe(shown.creditBalanceAfter);
  });

  it('a downgrade: nothing to charge, the credit it leaves named before, and the change charges nothing and keeps that credit', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'enterprise');
    clock.advance(days(15));
    const shown = await preview(admin.headers, subscription.id, 'price_basic_monthly');
    // 1,199,900 / 2 credited, 149,900 / 2 charged.
    expect(shown).toMatchObject({ chargeToday: 0, creditToday: 525_000, creditApplied: 0, creditBalanceAfter: 525_000 });

    const changed = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'basic', paymentMethodId });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().amountCharged).toBe(0);
    expect(changed.json().subscription.credit_balance).toBe(shown.creditBalanceAfter);
    expect(await charges(admin.headers)).toHaveLength(1);

    // Back up to Pro five days later: the credit pays first, and the preview says how much of it.
    clock.advance(days(5));
    const up = await preview(admin.headers, subscription.id, 'pro');
    expect(up.creditApplied).toBeGreaterThan(0);
    expect(up.chargeToday).toBe(0);
    expect(up.creditBalanceAfter).toBe(525_000 - up.creditApplied);
    const again = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'pro', paymentMethodId, prorationDate: up.prorationDate });
    expect(again.json()).toMatchObject({ amountCharged: 0, subscription: { credit_balance: up.creditBalanceAfter } });
  });

  it('the change sent with the preview’s proration date charges what was shown minutes later; one over 15 minutes old is refused, charging nothing', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'basic');
    // Between two seconds, as a real clock is: the date sent back is in whole seconds.
    clock.advance(days(10) + 1.9);
    const shown = await preview(admin.headers, subscription.id, 'enterprise');
    clock.advance(minutes(16));
    const stale = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise', paymentMethodId, prorationDate: shown.prorationDate });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('El importe que viste ya no es vigente. Revisa el nuevo importe y confirma de nuevo.');
    const change = (prorationDate: number) => post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise', paymentMethodId, prorationDate });
    // A date still to come is no preview's, and one past any calendar is no date at all.
    expect((await change(shown.prorationDate + days(1))).statusCode).toBe(409);
    expect((await change(9_000_000_000_000_000)).statusCode).toBe(400);
    expect(await charges(admin.headers)).toHaveLength(1);

    // 10 days, 16 minutes and 3.4 s in: prorated to the millisecond it would be a cent less than at
    // the whole second the proration date names.
    clock.advance(1.5);
    const fresh = await preview(admin.headers, subscription.id, 'enterprise');
    // Later in the period, less is left to pay.
    expect(fresh.chargeToday).toBeLessThan(shown.chargeToday);
    clock.advance(minutes(5) + 0.3);
    const changed = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise', paymentMethodId, prorationDate: fresh.prorationDate });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().amountCharged).toBe(fresh.chargeToday);
    expect((await charges(admin.headers))[0]!.amount).toBe(fresh.chargeToday);
  });

  it('a preview whose credit a later change moved is refused as an old one (409), charging nothing', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'enterprise');
    clock.advance(days(15));
    const toPro = await preview(admin.headers, subscription.id, 'pro');
    // Meanwhile, in another tab: down to Basic, which leaves about 525,000 in credit the Pro preview never saw.
    clock.advance(minutes(1));
    const down = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'basic', paymentMethodId });
    expect(down.statusCode).toBe(200);
    const credit = down.json().subscription.credit_balance as number;
    expect(credit).toBeGreaterThan(toPro.creditBalanceAfter);
    clock.advance(minutes(1));
    const stale = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'pro', paymentMethodId, prorationDate: toPro.prorationDate });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('El importe que viste ya no es vigente. Revisa el nuevo importe y confirma de nuevo.');
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription).toMatchObject({ plan: { product: 'basic' }, credit_balance: credit });

    // Previewed again, the credit pays for Pro.
    const fresh = await preview(admin.headers, subscription.id, 'pro');
    expect(fresh).toMatchObject({ chargeToday: 0, creditApplied: expect.any(Number) });
    const changed = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'pro', paymentMethodId, prorationDate: fresh.prorationDate });
    expect(changed.json()).toMatchObject({ amountCharged: 0, subscription: { credit_balance: fresh.creditBalanceAfter } });
  });

  it('refuses as the change does: bad input 400, an employee 403, another company’s subscription or an unknown plan 404, the same plan or too many people 409', async () => {
    const { admin, subscription } = await subscribedCompany(app, 'pro');
    const missing = await post('/api/stripe/preview-plan-change', admin.headers, { subscriptionId: subscription.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { field: string }) => error.field)).toEqual(['newProductId']);

    const employee = await createEmployeeWhoCanLogIn(app, admin.headers);
    expect((await post('/api/stripe/preview-plan-change', employee.headers, { subscriptionId: subscription.id, newProductId: 'enterprise' })).statusCode).toBe(403);

    const stranger = await signUpAndLogIn(app);
    await subscribe(app, stranger.headers, 'basic');
    const foreign = await post('/api/stripe/preview-plan-change', stranger.headers, { subscriptionId: subscription.id, newProductId: 'enterprise' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('chargeToday');
    expect((await post('/api/stripe/preview-plan-change', admin.headers, { subscriptionId: subscription.id, newProductId: 'platinum' })).statusCode).toBe(404);

    const same = await post('/api/stripe/preview-plan-change', admin.headers, { subscriptionId: subscription.id, newProductId: 'price_pro_monthly' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Ya tienes este plan.');

    await insertEmployeesDirectly(app, admin.user.enterpriseId, 50);
    const tooMany = await post('/api/stripe/preview-plan-change', admin.headers, { subscriptionId: subscription.id, newProductId: 'basic' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^Tu empresa tiene 52 empleados y el Plan Básico admite hasta 50/);
  });

  it('while a charge of the company is in flight, the preview answers 409 as the change would', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'basic');
    // A processor that never answers leaves the change's attempt in flight until it is settled.
    const original = app.ctx.payments;
    app.ctx.payments = { ...original, charge: () => Promise.reject(new Error('processor unreachable')) };
    try {
      const lost = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'pro', paymentMethodId });
      expect(lost.statusCode).toBe(409);
    } finally {
      app.ctx.payments = original;
    }
    const waiting = await post('/api/stripe/preview-plan-change', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Hay un pago de tu empresa en curso. Espera unos minutos y revisa tu suscripción antes de intentarlo de nuevo.');
  });
});
