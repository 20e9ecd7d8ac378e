// The sandbox's charges, read as Stripe's test dashboard would show them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createEmployeeWhoCanLogIn, saveTestCard, signUpAndLogIn, verifyEmailOf, type AuthHeaders } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';

const start = new Date('2026-11-01T18:00:00Z');
const clock = createTestClock(start);
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => clock.set(start));

const get = (url: string, headers: AuthHeaders) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: AuthHeaders, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });

type Charge = { id: string; amount: number; currency: string; status: string; created: number; paymentMethodId: string };
async function chargesOf(headers: AuthHeaders): Promise<Charge[]> {
  const response = await get('/api/stripe/sandbox/charges', headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function checkoutReady(number = '4242424242424242') {
  const admin = await signUpAndLogIn(app);
  await verifyEmailOf(app, admin.headers);
  return { admin, paymentMethodId: await saveTestCard(app, admin.headers, number) };
}

describe('the sandbox’s charges', () => {
  it('lists the company’s charges newest first, as Stripe’s test dashboard does, refused ones too, and no other company’s', async () => {
    const { admin, paymentMethodId: refusing } = await checkoutReady('4000000000000341');
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
