import { expect, logIn, signUpThroughApi, test } from './fixtures';

test.describe('plans', () => {
  test('the plans page shows each plan with its monthly price and what it includes, marking the one chosen at sign-up', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await logIn(page, company);
    await expect(page).toHaveURL(/\/home$/);
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
    await page.goto('/login');
    await logIn(page, company);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/home/plans');
    await expect(page.getByRole('article')).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
