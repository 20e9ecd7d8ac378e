import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

const headlines = {
  es: 'El camino al trabajo, compartido y a tiempo',
  en: 'The commute to work, shared and on time',
  de: 'Gemeinsam zur Arbeit, pünktlich am Ziel',
};

test.describe('the landing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads whole in Spanish, with the ways in, even on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: headlines.es })).toBeVisible();
    // Without the script the menu cannot fold, so its links show.
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Registrar mi empresa' }).first()).toHaveAttribute('href', '/sign-up');
    await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
  });
});

test('the language picker moves to /en and /de, and / keeps the last choice, also for the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: headlines.en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: headlines.en })).toBeVisible();
  // The app before login starts in the language picked on the landing.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 1, name: headlines.de })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: headlines.de })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('on a phone the menu opens and closes by click and by Escape, and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menú' });
  const benefits = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Beneficios' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(benefits).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(benefits).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(benefits).toBeHidden();

  // By keyboard: Enter opens, Tab reaches the first link, Escape closes and returns to the button.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(benefits).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(benefits).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(benefits).toBeHidden();
  await expect(menu).toBeFocused();
});

test('loading the page asks nothing of any host but the service', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
});

/**
 * The scripts the page loads, each measured as its body gzipped here with node:zlib (default level),
 * so the budget holds whether or not the server compresses the answer.
 */
async function scriptsLoaded(page: Page, path: string) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(responses.map(async (response) => ({ url: new URL(response.url()).pathname, gzipped: gzipSync(await response.body()).length })));
}

test('the page loads at most 60 KiB of gzipped script, and none of the app', async ({ page, request }) => {
  const scripts = await scriptsLoaded(page, '/');
  expect(scripts.map(({ url }) => url)).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);
  const total = scripts.reduce((sum, { gzipped }) => sum + gzipped, 0);
  expect(total).toBeLessThanOrEqual(60 * 1024);
  // The app page's own scripts (its entry and the chunks it preloads) are not among them.
  const appPage = await (await request.get('/login')).text();
  const appScripts = [...appPage.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(appScripts.length).toBeGreaterThan(0);
  for (const url of appScripts) expect(scripts.map((script) => script.url)).not.toContain(url);
});

test('the login and sign-up buttons lead to their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Registrar mi empresa' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's logo leads back to the landing, loaded as a page of its own.
  await page.getByRole('link', { name: 'Rumbo, ir al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: headlines.es })).toBeVisible();
});
