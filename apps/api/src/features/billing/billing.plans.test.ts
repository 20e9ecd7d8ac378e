// The plan catalogue: what is on sale, at which monthly price, named in the reader's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signUpAndLogIn } from '../../testing/factories.js';
import { syncPlanCatalogue } from './billing.service.js';
import { plansTable } from './billing.table.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ planPrices: { basic: 99_900, pro: 299_900, enterprise: 899_900 } });
});
afterAll(async () => {
  await app.close();
});

const listPlans = (language = 'es') => app.inject({ method: 'GET', url: '/api/stripe/subscription-plans', headers: { 'accept-language': language } });

describe('GET /api/stripe/subscription-plans', () => {
  it('answers the three plans, cheapest first, with the configured prices and their facts, to anyone', async () => {
    const response = await listPlans();
    expect(response.statusCode).toBe(200);
    const { products } = response.json().data;
    expect(products).toEqual([
      {
        id: 'basic',
        name: 'Plan Básico',
        description: 'Para empezar a compartir viajes: hasta 50 personas y un reporte cada mes.',
        employeeLimit: 50,
        reportCadence: 'monthly',
        support24x7: false,
        default_price: { id: 'price_basic_monthly', unit_amount: 99_900, currency: 'mxn', recurring: { interval: 'month' } },
      },
      expect.objectContaining({ id: 'pro', name: 'Plan Pro', employeeLimit: 200, reportCadence: 'biweekly', support24x7: false }),
      expect.objectContaining({ id: 'enterprise', name: 'Plan Enterprise', employeeLimit: null, reportCadence: 'live', support24x7: true }),
    ]);
    expect(products[1].default_price).toMatchObject({ id: 'price_pro_monthly', unit_amount: 299_900 });
    expect(products[2].default_price).toMatchObject({ id: 'price_enterprise_monthly', unit_amount: 899_900 });
  });

  it('names the plans in the reader’s language', async () => {
    const english = (await listPlans('en')).json().data.products;
    expect(english.map((product: { name: string }) => product.name)).toEqual(['Basic plan', 'Pro plan', 'Enterprise plan']);
    const german = (await listPlans('de')).json().data.products;
    expect(german[2].description).toBe('Für das ganze Unternehmen: unbegrenzt viele Personen, Live-Berichte und Support rund um die Uhr.');
  });

  it('is stored in the database, and a price changed in the configuration takes effect at the next start', async () => {
    const stored = await app.db.select({ id: plansTable.id, unitAmount: plansTable.unitAmount }).from(plansTable);
    expect(Object.fromEntries(stored.map((row) => [row.id, row.unitAmount]))).toEqual({ basic: 99_900, pro: 299_900, enterprise: 899_900 });

    await syncPlanCatalogue({ ...app.ctx, config: { ...app.ctx.config, planPrices: { basic: 99_900, pro: 349_900, enterprise: 899_900 } } });
    const products = (await listPlans()).json().data.products;
    expect(products.map((product: { default_price: { unit_amount: number } }) => product.default_price.unit_amount)).toEqual([99_900, 349_900, 899_900]);
    await syncPlanCatalogue(app.ctx);
  });
});

describe('GET /api/stripe/subscriptions/:priceId', () => {
  it('answers a price with its plan, for the checkout', async () => {
    const admin = await signUpAndLogIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/stripe/subscriptions/price_pro_monthly', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        product: { id: 'pro', name: 'Plan Pro', description: 'Para programas en marcha: hasta 200 personas y un reporte cada quince días.' },
        price: { id: 'price_pro_monthly', unit_amount: 299_900, currency: 'mxn', recurring: { interval: 'month' } },
      },
    });
  });

  it('answers 404 for a price not on sale, and 401 without a session', async () => {
    const admin = await signUpAndLogIn(app);
    const unknown = await app.inject({ method: 'GET', url: '/api/stripe/subscriptions/price_gratis', headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Ese precio no existe. Elige un plan de la lista.' });
    expect((await app.inject({ method: 'GET', url: '/api/stripe/subscriptions/price_pro_monthly' })).statusCode).toBe(401);
  });
});
