import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, logInThroughApi, signUpThroughApi, test } from './fixtures';

async function openProfile(page: Page) {
  await page.goto('/home/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function settled(page: Page) {
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

function row(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

async function editRow(page: Page, label: string) {
  await page.getByRole('button', { name: `Editar ${label}` }).click();
}

test('an administrator edits each row of the profile and sees it after reloading', async ({ page, request }) => {
  const company = await signUpThroughApi(request);
  await logInThroughApi(page, company);
  await openProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de la empresa' })).toBeVisible();
  await expect(row(page, 'Nombre')).toContainText(company.companyName);
  await expect(row(page, 'Dirección de la empresa')).toContainText('Sin dirección');

  // Name: an empty one is refused under the field; then saved.
  await editRow(page, 'Nombre');
  await row(page, 'Nombre').getByLabel('Nombre').fill('   ');
  await row(page, 'Nombre').getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, 'Nombre')).toContainText('El nombre no puede estar vacío');
  await row(page, 'Nombre').getByLabel('Nombre').fill('Rumbo Logística');
  await row(page, 'Nombre').getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, 'Nombre')).toContainText('Rumbo Logística');

  // Email: lowercased.
  await editRow(page, 'Correo de contacto');
  await row(page, 'Correo de contacto').getByLabel('Correo de contacto').fill('no-es-correo');
  await row(page, 'Correo de contacto').getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, 'Correo de contacto')).toContainText('Formato de correo no válido');
  await row(page, 'Correo de contacto').getByLabel('Correo de contacto').fill('Contacto@Rumbo.MX');
  await row(page, 'Correo de contacto').getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, 'Correo de contacto')).toContainText('contacto@rumbo.mx');

  // Address, part by part.
  await editRow(page, 'Dirección de la empresa');
  const address = row(page, 'Dirección de la empresa');
  await address.getByRole('button', { name: 'Guardar' }).click();
  await expect(address).toContainText('La dirección no puede estar vacía');
  await address.getByLabel('Calle').fill('Av. Constitución');
  await address.getByLabel('Número').fill('1200');
  await address.getByLabel('Ciudad').fill('Monterrey');
  await address.getByLabel('Estado').fill('Nuevo León');
  await address.getByLabel('Código postal').fill('64000');
  await address.getByLabel('País').fill('México');
  await address.getByRole('button', { name: 'Guardar' }).click();
  await expect(address).toContainText('Av. Constitución 1200, Monterrey, Nuevo León, 64000, México');

  // Time zone, with a preview of the time there.
  await editRow(page, 'Zona horaria');
  const zone = row(page, 'Zona horaria');
  await zone.getByLabel('Zona horaria').selectOption('UTC+09:00');
  await expect(zone).toContainText('Hora actual ahí:');
  const settingsSaved: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/user/configure') settingsSaved.push(request.postData() ?? '');
  });
  const settingsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/configure' && response.request().method() === 'GET');
  await zone.getByRole('button', { name: 'Guardar' }).click();
  await expect(zone).toContainText('UTC+09:00 — Tokio, Seúl');
  // The administrator never chose a zone: theirs is the company's, read again, not saved as their choice.
  expect(await (await settingsRead).json()).toMatchObject({ data: { timeZoneName: 'Asia/Tokyo' } });
  expect(settingsSaved).toEqual([]);

  // Cancel restores what was shown and saves nothing.
  await editRow(page, 'Nombre');
  await row(page, 'Nombre').getByLabel('Nombre').fill('Nombre descartado');
  await row(page, 'Nombre').getByRole('button', { name: 'Cancelar' }).click();
  await expect(row(page, 'Nombre')).toContainText('Rumbo Logística');
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  await page.reload();
  await expect(row(page, 'Nombre')).toContainText('Rumbo Logística');
  await expect(row(page, 'Correo de contacto')).toContainText('contacto@rumbo.mx');
  await expect(row(page, 'Dirección de la empresa')).toContainText('Av. Constitución 1200, Monterrey, Nuevo León, 64000, México');
  await expect(row(page, 'Zona horaria')).toContainText('UTC+09:00 — Tokio, Seúl');
  for (const link of ['Inicio de sesión y seguridad', 'Configuración avanzada', 'Reglas de viaje', 'Mis pagos']) {
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Inicio de sesión y seguridad' })).toHaveAttribute('href', '/home/profile/login-and-security');
});

test('the company’s language and dark appearance apply to the UI at once and after reloading', async ({ page, request }) => {
  const company = await signUpThroughApi(request);
  await logInThroughApi(page, company);
  await openProfile(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');

  await editRow(page, 'Apariencia');
  await row(page, 'Apariencia').getByLabel('Apariencia').selectOption('dark');
  await row(page, 'Apariencia').getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, 'Apariencia')).toContainText('Oscuro');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(background).not.toBe('rgb(255, 255, 255)');
  const [red, green, blue] = (await background()).match(/\d+/g)!.map(Number);
  expect(red! + green! + blue!).toBeLessThan(3 * 80);

  // Dark from the first paint: the scheme is on <html> before the app's script runs.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html[data-mantine-color-scheme="dark"]', { timeout: 2_000 });
  await expect(row(page, 'Apariencia')).toContainText('Oscuro');

  for (const path of ['/home', '/employees', '/home/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  await editRow(page, 'Idioma');
  await row(page, 'Idioma').getByLabel('Idioma').selectOption('english');
  await row(page, 'Idioma').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  await expect(row(page, 'Language')).toContainText('English');
  // The confirmation speaks the language just chosen, as the page now does.
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // In English, the refusal reads in English.
  await page.getByRole('button', { name: 'Edit Name' }).click();
  await row(page, 'Name').getByLabel('Name').fill('');
  await row(page, 'Name').getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Name')).toContainText('Name cannot be empty');
});
