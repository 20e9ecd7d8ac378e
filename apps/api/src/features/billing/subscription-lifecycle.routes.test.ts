// A subscription's later life on the sandbox processor: resuming a cancellation, the credit and the
// next charge in sight, a credit outliving its subscription, and a renewal refused for lack of funds
// seen through to the card that pays it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../testing/build-test-app.js';
import { subscribedCompany } from '../../testing/billing.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { saveTestCard, signUpAndLogIn, subscribe, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';
import { renewDueSubscriptions } from './renewals.service.js';

const start = new Date('2026-11-01T18:00:00Z');
const { clock, app } = clockedTestApp(start, { everyTestFromStart: true });

const get = (url: string, headers: AuthHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: AuthHeaders, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const days = (count: number) => count * 24 * 60 * 60;

async function subscriptionAnswer(headers: AuthHeaders) {
  const response = await get('/api/stripe/subscription', headers);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    creditBalance: number;
    subscription: { status: string; cancel_at_period_end: boolean; credit_balance: number; current_period_end: number; next_charge: { date: number; price: number; credit_applied: number; amount: number } | null } | null;
  };
}

async function charges(headers: AuthHeaders) {
  return (await get('/api/stripe/sandbox/charges', headers)).json().data as { amount: number; status: string; paymentMethodId: string }[];
}

async function history(headers: AuthHeaders) {
  return (await get('/api/stripe/getPaymentHistory', headers)).json().paymentHistory as { name: string; amount: number; status: string; pdfUrl: string | null }[];
}

describe('resuming a cancelled subscription', () => {
  it('takes the cancellation back without charging anything, and the plan renews at the period’s end', async () => {
    const { admin, subscription } = await subscribedCompany(app, 'pro');
    expect((await post('/api/stripe/cancel-subscription', admin.headers, { subscriptionId: subscription.id })).statusCode).toBe(200);
    expect((await subscriptionAnswer(admin.headers)).subscription!.next_charge).toBeNull();
    const chargesBefore = await charges(admin.headers);
    const attemptsBefore = await app.db.execute<{ count: number }>(sql`select count(*)::int as count from payment_attempts where enterprise_id = ${admin.user.enterpriseId}`);

    clock.advance(days(20));
    const resumed = await post('/api/stripe/resume-subscription', admin.headers, { subscriptionId: subscription.id });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      success: true,
      message: 'Suscripción reanudada: tu plan se renovará al final del periodo.',
      subscription: { id: subscription.id, status: 'active', cancel_at_period_end: false, next_charge: { date: subscription.current_period_end, price: 449_900, credit_applied: 0, amount: 449_900 } },
    });
    // Nothing charged or even tried: the period is paid already.
    expect(await charges(admin.headers)).toEqual(chargesBefore);
    const attemptsAfter = await app.db.execute<{ count: number }>(sql`select count(*)::int as count from payment_attempts where enterprise_id = ${admin.user.enterpriseId}`);
    expect(attemptsAfter.rows[0]!.count).toBe(attemptsBefore.rows[0]!.count);
    expect(await history(admin.headers)).toHaveLength(1);

    const again = await post('/api/stripe/resume-subscription', admin.headers, { subscriptionId: subscription.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta suscripción no está cancelada: no hay nada que reanudar.');

    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await renewDueSubscriptions(app.ctx);
    expect((await subscriptionAnswer(admin.headers)).subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect((await history(admin.headers))[0]).toMatchObject({ name: 'Plan Pro: renovación mensual', amount: 449_900, status: 'paid' });
  });

  it('tells the administrators it goes on, in their language, as the cancellation told them it would end', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await app.inject({ method: 'PATCH', url: '/api/user/configure', headers: admin.headers, payload: { language: 'de' } })).statusCode).toBe(200);
    const { subscription } = await subscribe(app, admin.headers, 'pro');
    // A minute apart each, so the inbox (newest first) lists the three notices in their order.
    clock.advance(60);
    expect((await post('/api/stripe/cancel-subscription', admin.headers, { subscriptionId: subscription.id })).statusCode).toBe(200);
    expect((await waitForMail(app, admin.company.email, { subject: /endet am/ })).subject).toBe('Ihr Pro-Tarif endet am 01.12.2026');

    clock.advance(60);
    expect((await post('/api/stripe/resume-subscription', admin.headers, { subscriptionId: subscription.id })).statusCode).toBe(200);
    const mail = await waitForMail(app, admin.company.email, { subject: /läuft weiter/ });
    expect(mail.subject).toBe('Ihr Pro-Tarif läuft weiter: Verlängerung am 01.12.2026');
    expect(mail.text).toContain('Sie haben Ihr Abonnement fortgesetzt.');
    const inbox = (await get('/api/notifications', admin.headers)).json().data.notifications as { kind: string; until: string | null }[];
    expect(inbox.map((notice) => notice.kind)).toEqual(['subscription_resumed', 'subscription_ending', 'payment_succeeded']);
    expect(inbox[0]!.until).toBe(new Date(subscription.current_period_end * 1000).toISOString());
  });

  it('refuses one that has ended (409) and another company’s (404)', async () => {
    const { admin, subscription } = await subscribedCompany(app, 'basic');
    await post('/api/stripe/cancel-subscription', admin.headers, { subscriptionId: subscription.id });
    const stranger = await signUpAndLogIn(app);
    const foreign = await post('/api/stripe/resume-subscription', stranger.headers, { subscriptionId: subscription.id });
    expect(foreign.statusCode).toBe(404);
    expect((await subscriptionAnswer(admin.headers)).subscription!.cancel_at_period_end).toBe(true);

    // Its period over, even before the renewal job ends it.
    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    expect((await post('/api/stripe/resume-subscription', admin.headers, { subscriptionId: subscription.id })).statusCode).toBe(409);
    await renewDueSubscriptions(app.ctx);
    const ended = await post('/api/stripe/resume-subscription', admin.headers, { subscriptionId: subscription.id });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('Esta suscripción ya terminó: elige un plan para suscribirte de nuevo.');
    expect((await subscriptionAnswer(admin.headers)).subscription).toBeNull();
  });
});

describe('the credit and the next charge', () => {
  it('a downgrade’s credit shows in the next charge, outlives the cancelled subscription, and pays the next one first', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'enterprise');
    clock.advance(days(15));
    await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'basic', paymentMethodId });
    const downgraded = await subscriptionAnswer(admin.headers);
    // 525,000 in the company's favour: the next month of Basic (149,900) is paid by it.
    expect(downgraded.creditBalance).toBe(525_000);
    expect(downgraded.subscription!.next_charge).toEqual({ date: subscription.current_period_end, price: 149_900, credit_applied: 149_900, amount: 0 });

    await post('/api/stripe/cancel-subscription', admin.headers, { subscriptionId: subscription.id });
    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await renewDueSubscriptions(app.ctx);
    const ended = await subscriptionAnswer(admin.headers);
    expect(ended.subscription).toBeNull();
    expect(ended.creditBalance).toBe(525_000);

    const chargesBefore = await charges(admin.headers);
    const again = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_pro_monthly', paymentMethodId });
    expect(again.statusCode).toBe(201);
    expect(await charges(admin.headers)).toEqual(chargesBefore);
    expect((await history(admin.headers))[0]).toMatchObject({ name: 'Plan Pro: suscripción mensual', amount: 0, status: 'paid' });
    const renewed = await subscriptionAnswer(admin.headers);
    expect(renewed.creditBalance).toBe(525_000 - 449_900);
    expect(renewed.subscription!.next_charge).toMatchObject({ price: 449_900, credit_applied: 75_100, amount: 449_900 - 75_100 });
  });
});

describe('a renewal refused for lack of funds (4000 0000 0000 9995)', () => {
  it('the card saves, the checkout with it is refused (402), and nothing is subscribed', async () => {
    const admin = await signUpAndLogIn(app);
    await verifyEmailOf(app, admin.headers);
    const noFunds = await saveTestCard(app, admin.headers, '4000000000009995');
    expect((await get('/api/stripe/cards', admin.headers)).json().data).toMatchObject([{ id: noFunds, last4: '9995', isDefault: true }]);
    const refused = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_basic_monthly', paymentMethodId: noFunds });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ message: 'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta.', error: { code: 'card_declined', decline_code: 'insufficient_funds' } });
    expect((await subscriptionAnswer(admin.headers)).subscription).toBeNull();
  });

  it('past due with a notice and a retry the next day; paid on the retry once another card is the default', async () => {
    const { admin, subscription, paymentMethodId: goodCard } = await subscribedCompany(app, 'pro');
    const noFunds = await saveTestCard(app, admin.headers, '4000000000009995');
    expect((await post('/api/stripe/default-card', admin.headers, { paymentMethodId: noFunds })).statusCode).toBe(200);

    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await renewDueSubscriptions(app.ctx);
    const pastDue = await subscriptionAnswer(admin.headers);
    expect(pastDue.subscription).toMatchObject({ status: 'past_due', next_charge: { date: subscription.current_period_end + 1 + days(1), amount: 449_900 } });
    expect((await history(admin.headers))[0]).toMatchObject({ status: 'failed', amount: 449_900, pdfUrl: null });
    expect((await charges(admin.headers))[0]).toMatchObject({ status: 'failed', amount: 449_900, paymentMethodId: noFunds });
    const failures = await app.db.execute<{ failure_code: string }>(sql`select failure_code from payments where enterprise_id = ${admin.user.enterpriseId} and status = 'failed'`);
    expect(failures.rows).toEqual([{ failure_code: 'insufficient_funds' }]);
    const notices = await app.db.execute<{ kind: string }>(sql`select kind from notifications where enterprise_id = ${admin.user.enterpriseId} order by created_at, kind`);
    expect(notices.rows.map((row) => row.kind)).toEqual(['payment_succeeded', 'payment_failed']);

    // Not retried before its day.
    clock.advance(days(1) - 60);
    await renewDueSubscriptions(app.ctx);
    expect(await charges(admin.headers)).toHaveLength(2);

    expect((await post('/api/stripe/default-card', admin.headers, { paymentMethodId: goodCard })).statusCode).toBe(200);
    clock.advance(120);
    await renewDueSubscriptions(app.ctx);
    const paid = await subscriptionAnswer(admin.headers);
    expect(paid.subscription).toMatchObject({ status: 'active' });
    expect(paid.subscription!.current_period_end).toBeGreaterThan(subscription.current_period_end);
    expect((await charges(admin.headers))[0]).toMatchObject({ status: 'succeeded', amount: 449_900, paymentMethodId: goodCard });
    const [renewal] = await history(admin.headers);
    expect(renewal).toMatchObject({ name: 'Plan Pro: renovación mensual', status: 'paid', amount: 449_900 });
    expect(renewal!.pdfUrl).not.toBeNull();
  });
});
