import type { APIRequestContext } from '@playwright/test';
import { apiToken, asNewClient, expect, logInThroughApi, newEmployee, signUpThroughApi, test, waitForMailLinks, type Company } from './fixtures';

/** One person signs up through the company's join link and waits for approval. */
async function joinThroughLink(request: APIRequestContext, company: Company, firstNames: string, lastNames: string): Promise<void> {
  const token = await apiToken(request, company);
  const link = await request.get('/api/enterprise/join-link', { headers: { authorization: `Bearer ${token}` } });
  const { code } = ((await link.json()) as { data: { code: string } }).data;
  const { address: _address, ...person } = newEmployee(firstNames, lastNames);
  const joined = await request.post(`/api/join/${code}`, { data: { ...person, password: 'camino-al-trabajo' }, headers: asNewClient() });
  expect(joined.status()).toBe(201);
}

/** Subscribes the company to the Pro plan through the API with the sandbox's test card, as the checkout does. */
async function subscribeToPro(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const intent = await request.post('/api/stripe/create-setup-intent', { headers });
  expect(intent.status()).toBeLessThan(300);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/stripe/sandbox/confirm-setup', {
    headers,
    data: { clientSecret, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ana' },
  });
  expect(confirmed.status()).toBeLessThan(300);
  const paymentMethodId = ((await confirmed.json()) as { setupIntent: { payment_method: string } }).setupIntent.payment_method;
  expect((await request.post('/api/stripe/add-card', { headers, data: { paymentMethodId } })).status()).toBeLessThan(300);
  const subscribed = await request.post('/api/stripe/create-subscription', { headers, data: { priceId: 'price_pro_monthly', paymentMethodId } });
  expect(subscribed.status()).toBeLessThan(300);
}

test.describe('the inbox’s notices and the statistics box', () => {
  test('before subscribing: the inbox has the pending person and no notices, and the statistics box asks for a plan', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await joinThroughLink(request, company, 'Rosa', 'Campos');

    await logInThroughApi(page, company, { sameBrowserAs: request });
    await page.goto('/home');

    await page.getByRole('button', { name: /Estadísticas/ }).click();
    const modal = page.getByRole('dialog', { name: 'Necesitas una suscripción' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Ver planes' }).click();
    await expect(page).toHaveURL(/\/home\/plans$/);

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const inboxLink = menu.getByRole('link', { name: /Bandeja de entrada/ });
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente');
    await inboxLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de entrada' })).toBeVisible();
    const people = page.getByRole('region', { name: 'Personas por aprobar' });
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await expect(people).toContainText('Rosa Campos');
    const notices = page.getByRole('region', { name: 'Avisos' });
    await expect(notices.getByRole('heading', { name: 'No tienes avisos' })).toBeVisible();
  });

  test('a payment: the notice and its mail, counted in the menu until opened, and the figures on /home', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    await joinThroughLink(request, company, 'Tomás', 'Ibarra');
    await subscribeToPro(request, await apiToken(request, company));
    const plans = (await (await request.get('/api/stripe/subscription-plans')).json()) as { data: { products: { id: string; default_price: { unit_amount: number } }[] } };
    const proCents = plans.data.products.find((product) => product.id === 'pro')!.default_price.unit_amount;
    const amount = `$${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format(proCents / 100)} MXN`;

    // The administrator is told by mail too, with the way to the receipts.
    const links = await waitForMailLinks(company.email, /Pago recibido: Plan Pro/);
    expect(links.some((link) => link.endsWith('/home/subscription-payment-history'))).toBe(true);

    await logInThroughApi(page, company, { sameBrowserAs: request });
    await page.goto('/home');

    // Subscribed: the real figures, no modal. The administrator is active, Tomás waits: 2 of Pro's 200.
    const statistics = page.getByRole('region', { name: 'Estadísticas' });
    await expect(statistics).toBeVisible();
    await expect(statistics).toContainText('Activos1');
    await expect(statistics).toContainText('Pendientes1');
    await expect(statistics).toContainText('Administradores1');
    await expect(statistics).toContainText('2 de 200');
    await expect(page.getByRole('button', { name: /Ver estadísticas/ })).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const inboxLink = menu.getByRole('link', { name: /Bandeja de entrada/ });
    await expect(inboxLink).toContainText('2');
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente, 1 aviso sin leer');
    await inboxLink.click();

    const notices = page.getByRole('region', { name: 'Avisos' });
    const notice = notices.getByRole('button', { name: new RegExp(`Pago recibido: Plan Pro, ${amount.replace(/[$.]/g, '\\$&')}`) });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAccessibleName(/^Sin leer: /);
    await expect(notices).toContainText('1 aviso sin leer.');

    // Opening it (with the keyboard) marks it read and goes to the receipts; the count drops.
    await notice.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\/subscription-payment-history$/);
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente');
    await expect(inboxLink).toContainText('1');

    await inboxLink.click();
    await expect(notices.getByRole('button', { name: /Pago recibido/ })).not.toHaveAccessibleName(/Sin leer/);
    // Read for the company: it stays read after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Avisos' }).getByRole('button', { name: /Pago recibido/ })).not.toHaveAccessibleName(/Sin leer/);
  });
});
