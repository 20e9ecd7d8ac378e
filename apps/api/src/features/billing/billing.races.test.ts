// Charges that race through the real endpoints (and the renewal job): on PostgreSQL they run at once
// on separate connections. Whatever the order, a company is charged once for one thing, every charge
// has its payment row, and a plan never ends below the company's head count.
import { sql } from 'drizzle-orm';
import { planEmployeeLimits, type Plan } from '@rumbo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { holdCompanyLock, waitUntilWaiting } from '../../testing/company-lock.js';
import { subscribedCompany } from '../../testing/billing.js';
import { employeeData, insertEmployeesDirectly, saveTestCard, signUpAndLogIn, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';
import type { PaymentProcessor } from './payment-processor.js';
import { renewDueSubscriptions } from './renewals.service.js';

let app: TestApp;
beforeAll(async () => {
  // Eleven requests wait for the company's lock at once below, beside the test's own transaction: more
  // connections than the pool has on a small machine.
  app = await buildTestApp({ runJobs: false, poolSize: 16 });
});
afterAll(async () => {
  await app.close();
});

// On PGlite every transaction already runs alone; only a server shows what the lock and the attempt in flight prevent.
const onServer = Boolean(process.env.DATABASE_URL);

const post = (url: string, headers: AuthHeaders, payload: object) => app.inject({ method: 'POST', url, headers, payload });
const inProgress = { success: false, message: 'Hay un pago de tu empresa en curso. Espera unos minutos y revisa tu suscripción antes de intentarlo de nuevo.' };

/**
 * Runs the racers at once, each charge held until every racer has reached its charge or answered, so
 * they overlap however the machine schedules them: one held off answers at once, one let through charges.
 */
async function racing<T>(racers: (() => Promise<T>)[]): Promise<T[]> {
  let arrived = 0;
  let release = () => {};
  const everyone = new Promise<void>((resolve) => (release = resolve));
  const arrive = () => {
    arrived += 1;
    if (arrived >= racers.length) release();
  };
  const original = app.ctx.payments;
  const charge: PaymentProcessor['charge'] = async (request, key) => {
    arrive();
    await everyone;
    return original.charge(request, key);
  };
  app.ctx.payments = { ...original, charge };
  try {
    return await Promise.all(racers.map((racer) => racer().finally(arrive)));
  } finally {
    app.ctx.payments = original;
  }
}

async function succeededCharges(headers: AuthHeaders): Promise<{ id: string; amount: number }[]> {
  const response = await app.inject({ method: 'GET', url: '/api/stripe/sandbox/charges', headers });
  return (response.json().data as { id: string; amount: number; status: string }[]).filter((charge) => charge.status === 'succeeded');
}

/** The processor references of the company's paid payments: one per charge, never a charge without its row. */
async function paidReferences(enterpriseId: string): Promise<string[]> {
  const rows = await app.db.execute<{ reference: string }>(
    sql`select processor_reference as reference from payments where enterprise_id = ${enterpriseId} and status = 'paid' and processor_reference is not null`,
  );
  return rows.rows.map((row) => row.reference).sort();
}

async function expectEveryChargeRecorded(headers: AuthHeaders, enterpriseId: string) {
  const charges = await succeededCharges(headers);
  expect(await paidReferences(enterpriseId)).toEqual(charges.map((charge) => charge.id).sort());
}

describe.runIf(onServer)('charges racing', () => {
  it('four checkouts at once (two cards, two plans): one subscribes, three answer 409, one charge, one receipt', async () => {
    const admin = await signUpAndLogIn(app);
    await verifyEmailOf(app, admin.headers);
    const cards = [await saveTestCard(app, admin.headers), await saveTestCard(app, admin.headers, '5555555555554444')];
    const answers = await racing(
      ['price_pro_monthly', 'price_enterprise_monthly'].flatMap((priceId) =>
        cards.map((paymentMethodId) => () => post('/api/stripe/create-subscription', admin.headers, { priceId, paymentMethodId })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json())).toEqual([inProgress, inProgress, inProgress]);
    expect(await succeededCharges(admin.headers)).toHaveLength(1);
    const history = await app.inject({ method: 'GET', url: '/api/stripe/getPaymentHistory', headers: admin.headers });
    expect(history.json().paymentHistory).toHaveLength(1);
    await expectEveryChargeRecorded(admin.headers, admin.user.enterpriseId);
  });

  it('two plan changes at once: one changes the plan, the other answers 409, one charge', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'basic');
    const answers = await racing(
      ['pro', 'enterprise'].map((newProductId) => () => post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId, paymentMethodId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // The checkout's charge, and one change's.
    expect(await succeededCharges(admin.headers)).toHaveLength(2);
    await expectEveryChargeRecorded(admin.headers, admin.user.enterpriseId);
  });

  it('a renewal racing a plan change: one of them charges, and its charge has its payment row', async () => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'pro');
    // Due now, halfway through a period (as a renewal retried after a refusal is), so both would charge.
    await app.db.execute(sql`update subscriptions set renews_at = now() - interval '1 second' where id = ${subscription.id}`);
    const [renewals, change] = await racing<unknown>([
      () => renewDueSubscriptions(app.ctx),
      () => post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'enterprise', paymentMethodId }),
    ]);
    const changed = (change as { statusCode: number }).statusCode;
    const renewed = (renewals as { renewed: number }).renewed;
    // Whichever came first charged; the other was held off (409, or skipped for the next run).
    expect(renewed + (changed === 200 ? 1 : 0), `renewed ${renewed}, change answered ${changed}`).toBe(1);
    expect(await succeededCharges(admin.headers)).toHaveLength(2);
    await expectEveryChargeRecorded(admin.headers, admin.user.enterpriseId);
  });

  // The company's lock is held here until every request waits for it, so the order they queue in is
  // the order they run in: the change before the registrations, or after them.
  it.each([
    ['before', true],
    ['after', false],
  ])('a pro company of 49 changing to basic %s ten registrations never ends with more people than its plan admits', async (_order, changeFirst) => {
    const { admin, subscription, paymentMethodId } = await subscribedCompany(app, 'pro');
    await insertEmployeesDirectly(app, admin.user.enterpriseId, 48); // 49 with the administrator
    const change = () => post('/api/stripe/changeSubscriptionPlan', admin.headers, { subscriptionId: subscription.id, newProductId: 'basic', paymentMethodId });
    const registrations = () =>
      Array.from({ length: 10 }, () => post('/api/employee/register', admin.headers, { ...employeeData({ firstNames: 'Plantilla' }), sendInvitation: false }));
    const lock = await holdCompanyLock(app, admin.user.enterpriseId);
    const first = changeFirst ? [change()] : registrations();
    await waitUntilWaiting(app, first.length);
    const then = changeFirst ? registrations() : [change()];
    await waitUntilWaiting(app, first.length + then.length);
    await lock.release();
    const answers = await Promise.all([...first, ...then]);
    const changed = answers[changeFirst ? 0 : 10]!.statusCode;
    const registered = answers.filter((_answer, index) => index !== (changeFirst ? 0 : 10)).map((answer) => answer.statusCode);

    const total = (await app.inject({ method: 'GET', url: '/api/enterprise/employees', headers: admin.headers })).json().total as number;
    const plan = (await app.inject({ method: 'GET', url: '/api/stripe/subscription', headers: admin.headers })).json().subscription.plan.product as Plan;
    const outcome = `plan change ${changed}, ${registered.filter((status) => status === 201).length} registered: ${total} people on ${plan}`;
    expect(plan, outcome).toBe(changed === 200 ? 'basic' : 'pro');
    expect(total, outcome).toBe(49 + registered.filter((status) => status === 201).length);
    expect(total, outcome).toBeLessThanOrEqual(planEmployeeLimits[plan]!);
    // Either order is served as it queued: the change first leaves one seat of basic's 50; after ten, basic no longer fits.
    expect([changed, registered.filter((status) => status === 201).length]).toEqual(changeFirst ? [200, 1] : [409, 10]);
  });
});
