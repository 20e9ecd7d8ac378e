import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiToken, expect, logInThroughApi, signUpThroughApi, test } from './fixtures';

/** WCAG 2.1 AA, contrast included, once the page has settled (no transition half-way). */
async function expectNoViolations(page: Page) {
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an administrator sets the company location from the profile, is told about a bad latitude, saves and reads it back', async ({ page, request }) => {
  const company = await signUpThroughApi(request);
  // The profile's address is what the empty location offers.
  const token = await apiToken(request, company);
  const contact = { street: 'Av. Paseo de la Reforma', buildingNumber: '222', city: 'Ciudad de México', state: 'CDMX', postalCode: '06600', country: 'México' };
  const profile = await request.patch('/api/enterprise/profile', { data: { contact }, headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await logInThroughApi(page, company);
  await page.goto('/home/profile');
  await page.getByRole('link', { name: 'Ubicación de la empresa' }).click();
  await expect(page).toHaveURL(/\/home\/profile\/company-location$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ubicación de la empresa' })).toBeVisible();

  const address = page.getByRole('textbox', { name: 'Dirección' });
  const latitude = page.getByRole('textbox', { name: 'Latitud' });
  const longitude = page.getByRole('textbox', { name: 'Longitud' });
  await expect(address).toHaveValue('Av. Paseo de la Reforma 222, Ciudad de México, CDMX, 06600, México');
  await expect(page.getByText('La tomamos de la dirección del perfil de tu empresa')).toBeVisible();
  await expect(latitude).toHaveValue('');
  await expect(longitude).toHaveValue('');
  // Nothing sideways at a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page);

  // A latitude out of range is told under its field, and nothing is saved.
  await latitude.fill('95');
  await longitude.fill('-99.1332');
  await expect(latitude).toHaveAccessibleDescription(/La latitud debe estar entre -90 y 90/);
  await page.getByRole('button', { name: 'Guardar ubicación' }).click();
  await expect(page.getByText('La latitud debe estar entre -90 y 90')).toBeVisible();
  await expect(page.getByText('Ubicación de la empresa guardada')).toHaveCount(0);
  // Error texts are read as easily as the rest (the theme's error red meets AA).
  await expectNoViolations(page);
  // A comma is not read as a decimal point.
  await latitude.fill('19,4326');
  await expect(page.getByText('Escribe un número con punto decimal, por ejemplo 19.4326')).toBeVisible();

  // Fixed, and saved from the keyboard.
  await latitude.fill('19.4326');
  await expect(page.getByText('La latitud debe estar entre -90 y 90')).toHaveCount(0);
  await longitude.press('Enter');
  await expect(page.getByText('Ubicación de la empresa guardada')).toBeVisible();

  await page.reload();
  await expect(address).toHaveValue('Av. Paseo de la Reforma 222, Ciudad de México, CDMX, 06600, México');
  await expect(latitude).toHaveValue('19.4326');
  await expect(longitude).toHaveValue('-99.1332');
  // Saved now: no longer offered from the profile.
  await expect(page.getByText('La tomamos de la dirección del perfil de tu empresa')).toHaveCount(0);
  const saved = await request.get('/api/enterprise/location', { headers: { authorization: `Bearer ${token}` } });
  expect((await saved.json()).data).toMatchObject({ address: 'Av. Paseo de la Reforma 222, Ciudad de México, CDMX, 06600, México', latitude: 19.4326, longitude: -99.1332 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Volver al perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de la empresa' })).toBeVisible();
});
