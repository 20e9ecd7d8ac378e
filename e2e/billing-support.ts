import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// Billing seeded through the real API, as the card form and the checkout would (sandbox processor).

export const billingInformation = {
  invoiceName: 'Transportes del Valle S.A. de C.V.',
  rfc: 'TDV010203AB1',
  fiscalAddress: 'Av. Paseo de la Reforma 222, Juárez, Cuauhtémoc, Ciudad de México',
  postalCode: '06600',
};

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Saves a test card (4242 4242 4242 4242 unless told) and answers its payment method id. */
export async function addCardThroughApi(request: APIRequestContext, token: string, number = '4242424242424242'): Promise<string> {
  const intent = await request.post('/api/stripe/create-setup-intent', { headers: auth(token) });
  expect(intent.status()).toBe(201);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/api/stripe/sandbox/confirm-setup', {
    data: { clientSecret, number, expMonth: 12, expYear: 2034, cvc: '123', holderName: 'Lucía Hernández' },
  });
  expect(confirm.status()).toBe(200);
  const { setupIntent } = (await confirm.json()) as { setupIntent: { payment_method: string } };
  const add = await request.post('/api/stripe/add-card', { data: { paymentMethodId: setupIntent.payment_method }, headers: auth(token) });
  expect(add.status()).toBe(201);
  return setupIntent.payment_method;
}

/** Subscribes the company to a plan with a new test card. */
export async function subscribeThroughApi(request: APIRequestContext, token: string, priceId = 'price_pro_monthly') {
  const paymentMethodId = await addCardThroughApi(request, token);
  const response = await request.post('/api/stripe/create-subscription', { data: { priceId, paymentMethodId }, headers: auth(token) });
  expect(response.status()).toBe(201);
}

export async function subscriptionThroughApi(request: APIRequestContext, token: string) {
  const response = await request.get('/api/stripe/subscription', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subscription: { current_period_end: number; cancel_at_period_end: boolean; plan: { product: string } } | null }).subscription;
}

export async function saveBillingInformationThroughApi(request: APIRequestContext, token: string) {
  const response = await request.put('/api/stripe/billing-information', { data: billingInformation, headers: auth(token) });
  expect(response.status()).toBe(200);
}

/** A date as the app shows it: dd/mm/yyyy in the company's zone (Mexico City, the default). */
export function shownDate(unixSeconds: number): string {
  return new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Mexico_City' }).format(unixSeconds * 1000);
}
