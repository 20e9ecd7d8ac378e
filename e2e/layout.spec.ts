import type { Locator, Page } from '@playwright/test';
import { expect, logIn, logInThroughApi, signUpThroughApi, test } from './fixtures';

/** Whether two elements' boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('an element is not on screen');
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

/** The notice after logging in must leave the header's controls, and the verification banner's link, free to use. */
async function expectNoticeClearOf(page: Page, controls: Locator[]) {
  const notice = page.getByRole('status').filter({ hasText: 'Has iniciado sesión con éxito' });
  await expect(notice).toBeVisible();
  for (const control of controls) expect(await overlap(notice, control)).toBe(false);
}

test.describe('the private layout', () => {
  test('at 1280 px: sidebar with every entry, breadcrumbs, footer with the version', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await logIn(page, company);
    await expectNoticeClearOf(page, [
      page.getByRole('button', { name: 'Menú de perfil' }),
      page.getByRole('button', { name: /^Idioma/ }),
      page.getByRole('button', { name: 'Reenviar enlace' }),
    ]);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    for (const entry of ['Perfil', 'Bandeja de entrada', 'Configuración', 'Inicio', 'Reportes', 'Empleados', 'Viajes', 'Suscripciones', 'Pagos', 'Papelera']) {
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('v0.9.6');
    // Once: the footer has it, the menu does not repeat it.
    await expect(page.getByText('v0.9.6').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terms');
    await menu.getByRole('link', { name: 'Empleados' }).click();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Empleados');
    await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();
    await page.getByRole('link', { name: 'Rumbo, ir al inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.screenshot({ path: test.info().outputPath('home-1280.png'), fullPage: true });
  });

  test('at 375 px: the menu opens from the burger and the footer is hidden', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await logIn(page, company);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expectNoticeClearOf(page, [
      page.getByRole('button', { name: 'Abrir menú' }),
      page.getByRole('button', { name: 'Menú de perfil' }),
      page.getByRole('button', { name: 'Reenviar enlace' }),
    ]);
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Papelera' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    // Without the footer, the menu tells the version.
    await expect(menu.getByText('v0.9.6')).toBeVisible();
    await menu.getByRole('link', { name: 'Papelera' }).click();
    await expect(page).toHaveURL(/\/paper-bin$/);
    await expect(page.getByRole('heading', { name: 'Papelera', exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('paper-bin-375.png'), fullPage: true });
  });

  test('the statistics box asks for a subscription and leads to the plans', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);
    await page.goto('/home');
    await page.getByRole('button', { name: /Estadísticas/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Necesitas una suscripción' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Ver planes' }).click();
    await expect(page).toHaveURL(/\/home\/plans$/);
  });
});

test.describe('each page named', () => {
  test('the document title says where one is, in the UI language, on public and private pages', async ({ page, request, context, baseURL }) => {
    const company = await signUpThroughApi(request);
    // Rendered ahead: named before the app is there.
    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar sesión · Rumbo');
    await page.goto('/sign-up');
    await expect(page).toHaveTitle('Registra tu empresa · Rumbo');
    await page.goto('/terms');
    await expect(page).toHaveTitle('Términos y condiciones · Rumbo');

    await logInThroughApi(page, company);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expect(page).toHaveTitle('Inicio · Rumbo');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Empleados' }).click();
    await expect(page).toHaveTitle('Empleados · Rumbo');
    await menu.getByRole('link', { name: 'Reportes' }).click();
    await expect(page).toHaveTitle('Reportes · Rumbo');
    await page.getByRole('button', { name: /^Idioma/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveTitle('Berichte · Rumbo');

    await context.clearCookies();
    await context.addCookies([{ name: 'rumbo_language', value: 'de', url: baseURL! }]);
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await expect(fresh).toHaveTitle('Anmelden · Rumbo');
  });
});

test.describe('an unknown address', () => {
  test('logged in, shows a page not found inside the app, with the way home', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);
    await page.goto('/no-existe/para-nada');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-existe\/para-nada$/);
    await expect(page).toHaveTitle('Página no encontrada · Rumbo');
    // Inside the shell: the menu and the profile are there.
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empleados' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de perfil' })).toBeVisible();
    await page.goto('/home/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
  });
});
