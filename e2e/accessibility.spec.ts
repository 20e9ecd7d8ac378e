import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { saveBillingInformationThroughApi, subscribeThroughApi } from './billing-support';
import { apiToken, expect, logInThroughApi, newEmployee, registerEmployeeThroughApi, signUpThroughApi, test } from './fixtures';

/** WCAG 2.1 AA, contrast included, on the pages a new administrator sees first. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ')})`).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * The private page as it stays: the user's preferences are in (main is no longer busy), and no
 * transition is half-way, whose colours would be measured mid-fade.
 */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

for (const width of [375, 1280]) {
  test(`public pages meet WCAG AA at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/faq', '/login', '/sign-up', '/forgot-password', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    }
  });

  test(`/home and the plans meet WCAG AA at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page);
    // The plans, with the one chosen at sign-up marked.
    await page.goto('/home/plans');
    await expect(page.getByText('Elegido al registrarte')).toBeVisible();
    await settled(page);
    await expectNoViolations(page);
    // A page whose data failed to load: the error and its retry button, on the alert's tint.
    await page.route('**/api/enterprise/profile', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Error interno' } }));
    await page.goto('/home/profile');
    await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar los datos' }).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page);
  });

  test(`the employee list and an employee's detail meet WCAG AA at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const company = await signUpThroughApi(request);
    const token = await apiToken(request, company);
    const { employeeId } = await registerEmployeeThroughApi(request, token, newEmployee('María Guadalupe', 'Hernández de la Garza'));
    await logInThroughApi(page, company);
    await page.goto('/employees');
    await expect(page.getByText('María Guadalupe Hernández de la Garza', { exact: true })).toBeVisible();
    await settled(page);
    await expectNoViolations(page);
    // The detail shows its values as text: every one of them is measured for contrast.
    await page.goto(`/employees/manager-employee?id=${employeeId}&mode=mostrar`);
    await expect(page.getByRole('heading', { name: 'María Guadalupe Hernández de la Garza' })).toBeVisible();
    await expect(page.getByText('Av. Reforma 222, Ciudad de México')).toBeVisible();
    await settled(page);
    await expectNoViolations(page);
  });

  test(`the billing pages meet WCAG AA at ${width} px`, async ({ page, request }) => {
    // Nine pages, after a verified sign-up and a purchase.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await saveBillingInformationThroughApi(request, token);
    await subscribeThroughApi(request, token, 'price_pro_monthly');
    await logInThroughApi(page, company);
    const pages: [string, string][] = [
      ['/subscriptions', 'Suscripciones'],
      ['/home/plans', 'Planes'],
      ['/home/purchase-detail?priceId=price_enterprise_monthly', 'Cambiar de plan'],
      ['/home/payment-method', 'Método de pago'],
      ['/home/new-payment-method', 'Nuevo método de pago'],
      ['/home/subscription-payment-history', 'Historial de pagos'],
      ['/home/profile/my-payments', 'Mis pagos'],
      ['/home/profile/billing-information', 'Datos de facturación'],
      ['/payments', 'Pagos'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Loaded: no skeleton is left.
      await expect(page.getByRole('status')).toHaveCount(0);
      await settled(page);
      await expectNoViolations(page);
    }
  });
}
