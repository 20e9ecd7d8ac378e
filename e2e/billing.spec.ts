import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '@rumbo/test-support/pdf';
import { addCardThroughApi, billingInformation, saveBillingInformationThroughApi, shownDate, subscribeThroughApi, subscriptionThroughApi } from './billing-support';
import { apiToken, expect, logInThroughApi, signUpThroughApi, test } from './fixtures';

/** Fills the test-mode card form and saves the card. */
async function fillCard(page: Page, number: string, holder = 'Lucía Hernández') {
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo método de pago' })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByLabel('Nombre del titular').fill(holder);
  await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

test.describe('plans', () => {
  test('the plans page shows each plan with its monthly price and what it includes, marking the one chosen at sign-up', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);
    await page.goto('/home');
    await page.getByRole('button', { name: /Estadísticas/ }).click();
    await page.getByRole('dialog', { name: 'Necesitas una suscripción' }).getByRole('link', { name: 'Ver planes' }).click();
    await expect(page).toHaveURL(/\/home\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Planes' })).toBeVisible();

    const basic = page.getByRole('article', { name: 'Plan Básico' });
    await expect(basic).toContainText('$1,499.00');
    await expect(basic).toContainText('al mes');
    await expect(basic).toContainText('Hasta 50 personas');
    await expect(basic).toContainText('Reporte de viajes mensual');
    const pro = page.getByRole('article', { name: 'Plan Pro' });
    await expect(pro).toContainText('$4,499.00');
    await expect(pro).toContainText('Hasta 200 personas');
    await expect(pro).toContainText('Reporte de viajes quincenal');
    // The company named pro when it signed up.
    await expect(pro).toContainText('Elegido al registrarte');
    await expect(basic).not.toContainText('Elegido al registrarte');
    const enterprise = page.getByRole('article', { name: 'Plan Enterprise' });
    await expect(enterprise).toContainText('Personas sin límite');
    await expect(enterprise).toContainText('Reportes de viajes en vivo');
    await expect(enterprise).toContainText('Soporte 24/7');
    await expect(pro.getByRole('link', { name: 'Elegir Plan Pro' })).toHaveAttribute('href', '/home/purchase-detail?priceId=price_pro_monthly');

    await page.getByRole('button', { name: /^Idioma/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Basic plan' })).toContainText('Up to 50 people');
    await expect(page.getByRole('article', { name: 'Enterprise plan' })).toContainText('24/7 support');
  });

  test('at 375 px the plans stack and nothing scrolls sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);
    await page.goto('/home/plans');
    await expect(page.getByRole('article')).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('subscribing and paying', () => {
  test('from no subscription: choose Plan Pro, add a test card, buy, and download the receipt', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await saveBillingInformationThroughApi(request, token);
    await logInThroughApi(page, company);

    // No subscription yet: the subscriptions page offers the plans.
    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripciones' })).toBeVisible();
    await page.getByRole('article', { name: 'Plan Pro' }).getByRole('link', { name: 'Elegir Plan Pro' }).click();

    await expect(page).toHaveURL(/\/home\/purchase-detail\?priceId=price_pro_monthly$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Plan Pro' })).toBeVisible();
    await expect(page.getByText('$4,499.00')).toBeVisible();
    await expect(page.getByText('IVA incluido', { exact: true })).toBeVisible();
    await expect(page.getByText('modo de prueba').first()).toBeVisible();
    // No card yet: the checkout asks for one.
    await page.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor, selecciona un método de pago antes de continuar.' })).toBeVisible();

    await page.getByRole('link', { name: 'Agregar tarjeta' }).click();
    await expect(page).toHaveURL(/\/home\/new-payment-method$/);
    await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
    // The holder's name is required.
    await page.getByLabel('Número de tarjeta').fill('4242424242424242');
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento (MM/AA)').fill('1234');
    await expect(page.getByLabel('Vencimiento (MM/AA)')).toHaveValue('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await expect(page.getByText('El nombre del titular es obligatorio')).toBeVisible();
    await page.getByLabel('Nombre del titular').fill('Lucía Hernández');
    await page.getByRole('button', { name: 'Guardar tarjeta' }).click();

    // Back at the checkout with the new card chosen.
    await expect(page).toHaveURL(/\/home\/purchase-detail\?setup_intent=[^&]+&priceId=price_pro_monthly$/);
    await expect(page.getByText('¡Método de pago agregado!')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await page.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(page.getByRole('dialog', { name: 'Tu compra ha sido registrada' })).toBeVisible();

    // After 3 s, the history with its one payment.
    await expect(page).toHaveURL(/\/home\/subscription-payment-history$/, { timeout: 8_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
    for (const column of ['Fecha', 'Concepto', 'Monto', 'Recibo']) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2);
    const payment = rows.nth(1);
    await expect(payment).toContainText('Plan Pro');
    await expect(payment).toContainText('$4,499.00');
    await expect(payment).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} [ap]\.m\./);

    const [download] = await Promise.all([page.waitForEvent('download'), payment.getByRole('button', { name: /^Descargar recibo R-\d{6}$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^recibo-R-\d{6}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(billingInformation.rfc);
    expect(text).toContain('Plan Pro');

    // The subscription now shows the plan, its price, the next payment and the card.
    await page.goto('/subscriptions');
    const subscription = await subscriptionThroughApi(request, token);
    await expect(page.getByRole('heading', { level: 2, name: 'Plan Pro' })).toBeVisible();
    await expect(page.getByText('Activa', { exact: true })).toBeVisible();
    await expect(page.getByText(shownDate(subscription!.current_period_end))).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  });

  test('changing to Plan Enterprise from the subscription shows the prorated difference before the click, and charges exactly that', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await subscribeThroughApi(request, token, 'price_pro_monthly');
    await logInThroughApi(page, company);

    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 2, name: 'Plan Pro' })).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar plan' }).click();
    await expect(page).toHaveURL(/\/home\/plans$/);
    await expect(page.getByRole('article', { name: 'Plan Pro' }).getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
    await page.getByRole('link', { name: 'Elegir Plan Enterprise' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar de plan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    // Almost the whole month is left: Enterprise's 11,999 less Pro's 4,499, a few cents less by now.
    const today = page.getByRole('heading', { name: /^Hoy se cobra / });
    await expect(today).toHaveText(/^Hoy se cobra \$7,(4\d\d|500)\.\d\d$/);
    const amount = (await today.textContent())!.replace('Hoy se cobra ', '');
    await page.getByRole('button', { name: 'Confirmar cambio de plan' }).click();
    const done = page.getByRole('dialog', { name: 'Cambio de plan realizado' });
    await expect(done).toContainText(`Tu plan ahora es Plan Enterprise. Se cobraron ${amount} a tu tarjeta.`);
    await expect(page).toHaveURL(/\/home\/subscription-payment-history$/, { timeout: 8_000 });
    await expect(page.getByRole('row').filter({ hasText: 'Cambio a Plan Enterprise (prorrateado)' })).toContainText(amount);
    await expect(page.getByRole('row')).toHaveCount(3);

    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 2, name: 'Plan Enterprise' })).toBeVisible();
  });

  test('cancelling keeps the plan until the end of the period, says until when, and can be taken back', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await subscribeThroughApi(request, token, 'price_basic_monthly');
    const until = shownDate((await subscriptionThroughApi(request, token))!.current_period_end);
    await logInThroughApi(page, company);

    await page.goto('/subscriptions');
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cancelar tu suscripción?' });
    await expect(confirm).toContainText(until);
    await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
    const done = page.getByRole('dialog', { name: '¡Suscripción cancelada!' });
    await expect(done).toContainText(`Tu plan sigue activo hasta el ${until}`);
    await done.getByRole('button', { name: 'Entendido' }).click();

    await expect(page.getByText(`Cancelada: activa hasta el ${until}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar suscripción' })).toHaveCount(0);
    expect((await subscriptionThroughApi(request, token))!.cancel_at_period_end).toBe(true);

    await page.getByRole('button', { name: 'Reanudar suscripción' }).click();
    const resumed = page.getByRole('dialog', { name: '¡Suscripción reanudada!' });
    await expect(resumed).toContainText('tu plan se renovará al final del periodo');
    await resumed.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByRole('button', { name: 'Cancelar suscripción' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reanudar suscripción' })).toHaveCount(0);
    expect((await subscriptionThroughApi(request, token))!.cancel_at_period_end).toBe(false);
  });

  test('a declined card says why, keeps what was typed but the number, and buys nothing', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await logInThroughApi(page, company);

    await page.goto('/home/purchase-detail?priceId=price_basic_monthly');
    await page.getByRole('link', { name: 'Agregar tarjeta' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: 'Tu tarjeta fue rechazada' })).toBeVisible();
    await expect(page).toHaveURL(/\/home\/new-payment-method$/);
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('');
    await expect(page.getByLabel('Nombre del titular')).toHaveValue('Lucía Hernández');

    expect(await subscriptionThroughApi(request, token)).toBeNull();
    const cards = await request.get('/api/stripe/cards', { headers: { authorization: `Bearer ${token}` } });
    expect(((await cards.json()) as { data: unknown[] }).data).toEqual([]);
  });

  test('saved cards: choosing one makes it the default and returns to the subscription; an empty list offers to add one', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await logInThroughApi(page, company);
    await page.goto('/home/payment-method');
    await expect(page.getByRole('heading', { name: 'No hay método de pago guardado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar tarjeta' })).toBeVisible();

    await subscribeThroughApi(request, token, 'price_basic_monthly');
    await addCardThroughApi(request, token, '5555555555554444');
    await page.goto('/subscriptions');
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar tarjeta' }).click();
    await expect(page).toHaveURL(/\/home\/payment-method$/);
    await page.getByRole('button', { name: 'Usar Mastercard •••• 4444' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByText('Mastercard •••• 4444')).toBeVisible();

    // The card no longer in use can go.
    await page.goto('/home/payment-method');
    await page.getByRole('button', { name: 'Eliminar Visa •••• 4242' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar esta tarjeta?' }).getByRole('button', { name: 'Eliminar tarjeta' }).click();
    await expect(page.getByText('Visa •••• 4242')).toHaveCount(0);
    await expect(page.getByText('Mastercard •••• 4444')).toBeVisible();
  });
});

test.describe('billing information and payments', () => {
  test('a bad RFC is refused; a good one is saved and read back', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    await logInThroughApi(page, company);
    await page.goto('/home/profile/my-payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pagos' })).toBeVisible();
    await expect(page.getByText('No hay método de pago guardado')).toBeVisible();
    await expect(page.getByText('Todavía no tienes pagos registrados.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Editar datos de facturación' }).click();

    await expect(page).toHaveURL(/\/home\/profile\/billing-information$/);
    await page.getByLabel('Razón social').fill(billingInformation.invoiceName);
    await page.getByLabel('RFC', { exact: false }).fill('ABC123');
    await page.getByLabel('Domicilio fiscal').fill(billingInformation.fiscalAddress);
    await page.getByLabel('Código postal').fill(billingInformation.postalCode);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El RFC no es válido', { exact: false })).toBeVisible();

    await page.getByLabel('RFC', { exact: false }).fill(billingInformation.rfc.toLowerCase());
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos de facturación guardados')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Razón social')).toHaveValue(billingInformation.invoiceName);
    await expect(page.getByLabel('RFC', { exact: false })).toHaveValue(billingInformation.rfc);
    await expect(page.getByLabel('Código postal')).toHaveValue(billingInformation.postalCode);
  });

  test('/payments shows the plan and the card above the history', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await subscribeThroughApi(request, token, 'price_pro_monthly');
    await logInThroughApi(page, company);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan' })).toContainText('Plan Pro');
    await expect(page.getByRole('region', { name: 'Tarjeta predeterminada' })).toContainText('Visa •••• 4242');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Ver suscripción' })).toHaveAttribute('href', '/subscriptions');
  });

  test('at 375 px the billing pages do not scroll sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await subscribeThroughApi(request, token, 'price_pro_monthly');
    await logInThroughApi(page, company);
    for (const path of ['/subscriptions', '/home/purchase-detail?priceId=price_enterprise_monthly', '/home/payment-method', '/home/new-payment-method', '/home/subscription-payment-history', '/home/profile/my-payments', '/home/profile/billing-information', '/payments']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
