// Cards, subscriptions and receipts on the sandbox processor: what an administrator (or a Stripe
// client) sees through the API, with the clock moved to check periods, prorations and renewals.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@rumbo/test-support/pdf';
import { companyReadyToPay, subscribedCompany } from '../../testing/billing.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, insertEmployeesDirectly, saveTestCard, signUpAndLogIn, subscribe, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';
import { renewDueSubscriptions } from './renewals.service.js';

const start = new Date('2026-11-01T18:00:00Z');
const logLines: string[] = [];
// The clock moves by months here.
const { clock, app } = clockedTestApp(start, { everyTestFromStart: true, logStream: { write: (line: string) => logLines.push(line) } });

const get = (url: string, headers: AuthHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: AuthHeaders, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const days = (count: number) => count * 24 * 60 * 60;

async function confirmCard(headers: AuthHeaders, number: string, extra: object = {}) {
  const intent = await post('/api/stripe/create-setup-intent', headers);
  expect(intent.statusCode).toBe(201);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/sandbox/confirm-setup',
    payload: { clientSecret: intent.json().clientSecret, number, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ana Torres', ...extra },
  });
}

async function history(headers: AuthHeaders) {
  const response = await get('/api/stripe/getPaymentHistory', headers);
  expect(response.statusCode).toBe(200);
  return response.json().paymentHistory as { id: string; number: string | null; name: string; amount: number; status: string; pdfUrl: string | null; date: string }[];
}

async function receiptText(headers: AuthHeaders, pdfUrl: string) {
  const response = await app.inject({ method: 'GET', url: pdfUrl, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=recibo-R-\d{6}\.pdf$/);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

describe('billing information', () => {
  it('refuses an RFC that is not Mexican in form, then saves one and reads it back (uppercased)', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await get('/api/stripe/billing-information', admin.headers)).json().data).toBeNull();
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/stripe/billing-information',
      headers: admin.headers,
      payload: { invoiceName: 'Movilidad Norte SA de CV', rfc: 'MNO991332AB1', fiscalAddress: 'Av. Constitución 100, Monterrey, NL', postalCode: '6400' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'rfc', message: expect.stringContaining('El RFC no es válido') },
        { field: 'postalCode', message: 'El código postal debe tener 5 dígitos' },
      ]),
    );
    const information = { invoiceName: 'Movilidad Norte SA de CV', rfc: 'mno991231ab1', fiscalAddress: 'Av. Constitución 100, Monterrey, NL', postalCode: '64000' };
    const saved = await app.inject({ method: 'PUT', url: '/api/stripe/billing-information', headers: admin.headers, payload: information });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/stripe/billing-information', admin.headers)).json().data).toEqual({ ...information, rfc: 'MNO991231AB1' });
  });
});

describe('cards on the sandbox', () => {
  it('saves 4242 with only brand, last 4, expiry and holder; the first card is the default', async () => {
    const admin = await signUpAndLogIn(app);
    expect((await get('/api/stripe/cards', admin.headers)).json().data).toEqual([]);
    const confirmed = await confirmCard(admin.headers, '4242 4242 4242 4242', { expYear: 30 });
    expect(confirmed.statusCode).toBe(200);
    const { setupIntent } = confirmed.json();
    expect(setupIntent).toEqual({ id: expect.stringMatching(/^seti_/), status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    const fromIntent = await get(`/api/stripe/getPaymentMethod/${setupIntent.id}`, admin.headers);
    expect(fromIntent.json().paymentMethod).toEqual({
      id: setupIntent.payment_method,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      billing_details: { name: 'Ana Torres' },
    });
    expect((await get('/api/stripe/cards', admin.headers)).json().data).toEqual([
      { id: setupIntent.payment_method, brand: 'visa', holderName: 'Ana Torres', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true },
    ]);
    // The same client secret cannot confirm a second card.
    expect((await confirmCard(admin.headers, '4242424242424242')).statusCode).toBe(200);
  });

  it('answers a declined card (0002) and a wrong number as Stripe does: 402 with its error object, nothing saved', async () => {
    const admin = await signUpAndLogIn(app);
    const declined = await confirmCard(admin.headers, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      success: false,
      message: 'Tu tarjeta fue rechazada. Usa otra tarjeta o consulta a tu banco.',
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Tu tarjeta fue rechazada. Usa otra tarjeta o consulta a tu banco.' },
    });
    expect((await confirmCard(admin.headers, '4242424242424241')).json().error.code).toBe('incorrect_number');
    expect((await get('/api/stripe/cards', admin.headers)).json().data).toEqual([]);
  });

  it('checks the form: a short number, a past expiry, a missing holder', async () => {
    const admin = await signUpAndLogIn(app);
    const invalid = await confirmCard(admin.headers, '4242', { expMonth: 13, holderName: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['expMonth', 'holderName', 'number']);
    const expired = await confirmCard(admin.headers, '4242424242424242', { expMonth: 10, expYear: 2026 });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().error.code).toBe('expired_card');
  });

  it('changes the default card and removes one; a subscription’s only card stays', async () => {
    const { admin, paymentMethodId: first } = await subscribedCompany(app, 'basic');
    const removeOnly = await app.inject({ method: 'DELETE', url: `/api/stripe/cards/${first}`, headers: admin.headers });
    expect(removeOnly.statusCode).toBe(409);
    const second = await saveTestCard(app, admin.headers, '5555555555554444', 'Luis Pérez');
    expect((await post('/api/stripe/setDefaultPaymentMethod', admin.headers, { paymentMethodId: second })).statusCode).toBe(200);
    const byDefault = (await get('/api/stripe//getDefaultPaymentMethod', admin.headers)).json().paymentMethod;
    expect(byDefault).toMatchObject({ id: second, card: { brand: 'mastercard', last4: '4444' } });
    expect((await app.inject({ method: 'DELETE', url: `/api/stripe/cards/${second}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await get('/api/stripe/cards', admin.headers)).json().data).toEqual([expect.objectContaining({ id: first, isDefault: true })]);
  });
});

describe('subscribing', () => {
  it('waits for a verified email, then buys Plan Pro with 4242: active for a month, charged once, with a numbered PDF receipt naming the company’s RFC and the IVA', async () => {
    const admin = await signUpAndLogIn(app);
    await app.inject({
      method: 'PUT',
      url: '/api/stripe/billing-information',
      headers: admin.headers,
      payload: { invoiceName: 'Transportes del Bajío SA de CV', rfc: 'TBA850101AB1', fiscalAddress: 'Blvd. López Mateos 200, León, Gto.', postalCode: '37000' },
    });
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription).toBeNull();
    const paymentMethodId = await saveTestCard(app, admin.headers);
    const unverified = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_pro_monthly', paymentMethodId });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('Verifica tu correo antes de suscribirte: usa el enlace que te enviamos al registrarte.');
    await verifyEmailOf(app, admin.headers);
    const created = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_pro_monthly', paymentMethodId });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Tu compra ha sido registrada');
    const { subscription } = (await get('/api/stripe/subscription', admin.headers)).json();
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { id: 'price_pro_monthly', product: 'pro' },
      items: { data: [{ price: { nickname: 'Plan Pro', unit_amount: 449_900 } }] },
      current_period_end: Date.parse('2026-12-01T18:00:00Z') / 1000,
      cancel_at_period_end: false,
      default_payment_method: paymentMethodId,
    });
    const again = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_pro_monthly', paymentMethodId });
    expect(again.statusCode).toBe(409);

    const [payment] = await history(admin.headers);
    expect(payment).toMatchObject({ name: 'Plan Pro: suscripción mensual', amount: 449_900, status: 'paid', number: expect.stringMatching(/^R-\d{6}$/) });
    expect(payment!.pdfUrl).toBe(`/api/stripe/receipts/${payment!.id}`);
    const text = await receiptText(admin.headers, payment!.pdfUrl!);
    expect(text).toContain(payment!.number!);
    expect(text).toContain('Transportes del Bajío SA de CV');
    expect(text).toContain('TBA850101AB1');
    expect(text).toContain('Subtotal $3,878.45 MXN');
    expect(text).toContain('$620.55 MXN');
    expect(text).toContain('$4,499.00 MXN');
    expect(text).toMatch(/MODO DE PRUEBA/);

    // The plan now sets the company's limit: 200 people.
    const statisticsPlan = await app.db.execute<{ plan: string }>(sql`select plan from enterprises where id = ${admin.user.enterpriseId}`);
    expect(statisticsPlan.rows[0]!.plan).toBe('pro');
  });

  it('a card refused when charged (0341) leaves no subscription, no receipt, and says why', async () => {
    const { admin, paymentMethodId } = await companyReadyToPay(app, '4000000000000341');
    const refused = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_basic_monthly', paymentMethodId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ message: 'Tu tarjeta fue rechazada. Usa otra tarjeta o consulta a tu banco.', error: { code: 'card_declined' } });
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription).toBeNull();
    expect(await history(admin.headers)).toEqual([]);
  });

  it('refuses a plan smaller than the company’s head count, with how many it has', async () => {
    const admin = await signUpAndLogIn(app);
    await verifyEmailOf(app, admin.headers);
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 50);
    const paymentMethodId = await saveTestCard(app, admin.headers);
    const refused = await post('/api/stripe/create-subscription', admin.headers, { priceId: 'price_basic_monthly', paymentMethodId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tu empresa tiene 51 empleados y el Plan Básico admite hasta 50. Mueve empleados a la papelera antes de cambiar a este plan.');
  });
});

describe('changing plan', () => {
  it('upgrades halfway through the period: the unused half of Pro is credited, half of Enterprise charged, and the receipt shows both', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'pro');
    clock.advance(days(15));
    const changed = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise', paymentMethodId });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ plan: { product: 'enterprise' }, current_period_end: subscription.current_period_end, credit_balance: 0 });
    const [change] = await history(admin.headers);
    // 1,199,900 / 2 − 449,900 / 2 = 599,950 − 224,950
    expect(change).toMatchObject({ name: 'Cambio a Plan Enterprise (prorrateado)', amount: 375_000 });
    const text = await receiptText(admin.headers, change!.pdfUrl!);
    expect(text).toContain('-$2,249.50 MXN');
    expect(text).toContain('$5,999.50 MXN');
    expect(text).toContain('$3,750.00 MXN');
  });

  it('downgrades: nothing charged, the difference kept as credit and taken from the next renewal', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'enterprise');
    clock.advance(days(15));
    const changed = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'price_basic_monthly', paymentMethodId });
    expect(changed.statusCode).toBe(200);
    // 1,199,900 / 2 credited, 149,900 / 2 charged: 525,000 in the company's favour.
    expect(changed.json().subscription.credit_balance).toBe(525_000);
    expect((await history(admin.headers))[0]).toMatchObject({ amount: 0, status: 'paid' });
    const same = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'basic', paymentMethodId });
    expect(same.statusCode).toBe(409);

    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await renewDueSubscriptions(app.ctx);
    const [renewal] = await history(admin.headers);
    expect(renewal).toMatchObject({ name: 'Plan Básico: renovación mensual', amount: 0, status: 'paid' });
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription.credit_balance).toBe(525_000 - 149_900);
  });

  it('needs the subscription id', async () => {
    const admin = await signUpAndLogIn(app);
    const response = await post('/api/stripe/changeSubscriptionPlan', admin.headers, { newProductId: 'pro', paymentMethodId: 'pm_x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'subscriptionId', message: 'Se necesita el ID de la suscripción para cambiar el plan.' });
  });
});

describe('cancelling and renewing', () => {
  it('cancels at the period’s end: active until then, ended by the renewal job, back to the basic plan', async () => {
    const admin = await signUpAndLogIn(app, {}, { 'accept-language': 'en' });
    const { subscription } = await subscribe(app, admin.headers, 'pro');
    const cancelled = await app.inject({ method: 'POST', url: '/api/stripe/cancel-subscription', headers: { ...admin.headers, 'accept-language': 'en' }, payload: { subscriptionId: subscription.id } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^Subscription Cancelled!/);
    expect(cancelled.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await post('/api/stripe/cancel-subscription', admin.headers, { subscriptionId: subscription.id })).statusCode).toBe(409);

    clock.advance(days(29));
    await renewDueSubscriptions(app.ctx);
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription).toMatchObject({ cancel_at_period_end: true });
    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await renewDueSubscriptions(app.ctx);
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription).toBeNull();
    expect(await history(admin.headers)).toHaveLength(1);
    const none = await post('/api/stripe/cancel-subscription', admin.headers, { subscriptionId: subscription.id });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No hay suscripción activa para cancelar.');
  });

  it('renews at the period’s end with a new receipt, once even when the job runs twice', async () => {
    const { admin, subscription } = await subscribedCompany(app, 'basic');
    clock.set(new Date(subscription.current_period_end * 1000 + 60_000));
    await Promise.all([renewDueSubscriptions(app.ctx), renewDueSubscriptions(app.ctx)]);
    const payments = await history(admin.headers);
    expect(payments.map((payment) => [payment.name, payment.amount])).toEqual([
      ['Plan Básico: renovación mensual', 149_900],
      ['Plan Básico: suscripción mensual', 149_900],
    ]);
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription.current_period_end).toBe(Date.parse('2027-01-01T18:00:00Z') / 1000);
  });

  it('a refused renewal makes it past due, is tried again 1, 3 and 5 days later, then ends', async () => {
    const { admin, subscription } = await subscribedCompany(app, 'pro');
    const refusing = await saveTestCard(app, admin.headers, '4000000000000341');
    await post('/api/stripe/default-card', admin.headers, { paymentMethodId: refusing });
    clock.set(new Date(subscription.current_period_end * 1000 + 1000));
    await renewDueSubscriptions(app.ctx);
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription.status).toBe('past_due');
    expect((await history(admin.headers))[0]).toMatchObject({ status: 'failed', pdfUrl: null, amount: 449_900 });
    for (const wait of [1, 3]) {
      clock.advance(days(wait));
      await renewDueSubscriptions(app.ctx);
      expect((await get('/api/stripe/subscription', admin.headers)).json().subscription.status).toBe('past_due');
    }
    clock.advance(days(5));
    await renewDueSubscriptions(app.ctx);
    expect((await get('/api/stripe/subscription', admin.headers)).json().subscription).toBeNull();
    expect((await history(admin.headers)).filter((payment) => payment.status === 'failed')).toHaveLength(4);
    const notices = await app.db.execute<{ kind: string }>(sql`select kind from notifications where enterprise_id = ${admin.user.enterpriseId} order by created_at, kind`);
    expect(notices.rows.map((row) => row.kind)).toEqual(['payment_succeeded', 'payment_failed', 'payment_failed', 'payment_failed', 'payment_failed', 'subscription_ended']);
  });
});

describe('isolation and secrecy', () => {
  it('another company’s cards, receipts and subscription are not found; employees may not touch billing', async () => {
    const owner = await signUpAndLogIn(app);
    const { subscription, paymentMethodId } = await subscribe(app, owner.headers, 'basic');
    const [payment] = await history(owner.headers);
    const stranger = await signUpAndLogIn(app);
    expect((await get(`/api/stripe/payment-methods/${paymentMethodId}`, stranger.headers)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/stripe/cards/${paymentMethodId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await post('/api/stripe/default-card', stranger.headers, { paymentMethodId })).statusCode).toBe(404);
    expect((await post('/api/stripe/add-card', stranger.headers, { paymentMethodId })).statusCode).toBe(404);
    expect((await get(payment!.pdfUrl!, stranger.headers)).statusCode).toBe(404);
    expect((await post('/api/stripe/cancel-subscription', stranger.headers, { subscriptionId: subscription.id })).statusCode).toBe(404);
    const strangerCard = await saveTestCard(app, stranger.headers);
    expect((await post('/api/stripe/create-subscription', owner.headers, { priceId: 'price_pro_monthly', paymentMethodId: strangerCard })).statusCode).toBe(409);

    const employee = await createEmployeeWhoCanLogIn(app, owner.headers);
    expect((await get('/api/stripe/getPaymentHistory', employee.headers)).statusCode).toBe(403);
    expect((await get('/api/stripe/cards', employee.headers)).statusCode).toBe(403);
  });

  it('never stores or logs a card number or CVC: only its last 4 digits', async () => {
    const admin = await signUpAndLogIn(app);
    await subscribe(app, admin.headers, 'basic', '5555555555554444');
    await confirmCard(admin.headers, '4000000000009995', { cvc: '987' });
    const tables = await app.db.execute<{ schema: string; name: string }>(
      sql`select table_schema as schema, table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    );
    let everything = '';
    for (const { schema, name } of tables.rows) {
      const rows = await app.db.execute<{ row: string }>(sql.raw(`select row_to_json(t)::text as row from "${schema}"."${name}" t`));
      everything += rows.rows.map((row) => row.row).join('\n');
    }
    expect(everything).toContain('4444');
    for (const secret of ['5555555555554444', '555555555555', '4000000000009995', '"987"', '"123"']) expect(everything).not.toContain(secret);
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/stripe/sandbox/confirm-setup');
    for (const secret of ['5555555555554444', '4000000000009995', 'cvc', 'Ana Torres']) expect(logs).not.toContain(secret);
  });
});
