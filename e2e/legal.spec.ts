import type { Page } from '@playwright/test';
import { expect, newCompany, test } from './fixtures';

const legalPages = [
  {
    path: '/terms',
    titles: { Español: 'Términos y condiciones', English: 'Terms and conditions', Deutsch: 'Nutzungsbedingungen' },
    section: { Español: 'Planes y pagos', English: 'Plans and payment', Deutsch: 'Pläne und Zahlung' },
  },
  {
    path: '/privacy',
    titles: { Español: 'Aviso de privacidad', English: 'Privacy notice', Deutsch: 'Datenschutzhinweis' },
    section: { Español: 'Tus derechos ARCO', English: 'Your ARCO rights', Deutsch: 'Ihre ARCO-Rechte' },
  },
];

const updated = {
  Español: 'Última actualización: 24 de noviembre de 2026',
  English: 'Last updated: November 24, 2026',
  Deutsch: 'Zuletzt aktualisiert: 24. November 2026',
};

async function chooseLanguage(page: Page, name: 'English' | 'Deutsch') {
  await page.getByRole('button', { name: /^(Idioma|Language|Sprache):/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const legalPage of legalPages) {
  test(`${legalPage.path} reads in Spanish first, then in English and German from the language picker`, async ({ page }) => {
    await page.goto(legalPage.path);
    await expect(page.getByRole('heading', { level: 1, name: legalPage.titles.Español })).toBeVisible();
    await expect(page.getByText(updated.Español)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: legalPage.section.Español })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Rumbo, ir al inicio' })).toHaveAttribute('href', '/');

    for (const language of ['English', 'Deutsch'] as const) {
      await chooseLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1, name: legalPage.titles[language] })).toBeVisible();
      await expect(page.getByText(updated[language])).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: legalPage.section[language] })).toBeAttached();
    }
  });
}

test('a link of the contents moves to its section, and a reload keeps the place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/privacy');
  const heading = page.getByRole('heading', { level: 2, name: 'Cookies' });
  await expect(heading).not.toBeInViewport();

  await page.getByRole('navigation', { name: 'Contenido' }).getByRole('link', { name: 'Cookies' }).click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y).toBeLessThan(120);

  // A direct load of a section's address (the service answers /privacy with the app) lands on it too.
  await page.reload();
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y).toBeLessThan(120);
});

test('the terms open from sign-up in a new page, and the form keeps what was typed', async ({ page, context }) => {
  const company = newCompany();
  await page.goto('/sign-up');
  await page.getByLabel('Nombre de la empresa').fill(company.companyName);
  await page.getByLabel('Correo').fill(company.email);
  const checkbox = page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
  const link = page.getByRole('link', { name: 'términos y condiciones' });
  await expect(link).toHaveAttribute('target', '_blank');

  for (const checked of [false, true]) {
    if (checked) await checkbox.check();
    const [terms] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(terms).toHaveURL(/\/terms$/);
    await expect(terms.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    await terms.close();

    // Opening the terms neither ticks nor clears the box.
    await expect(checkbox).toBeChecked({ checked });
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue(company.companyName);
    await expect(page.getByLabel('Correo')).toHaveValue(company.email);
  }
});

test('at 375 px the legal pages scroll only downwards, in Spanish and in German', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const legalPage of legalPages) {
    await page.goto(legalPage.path);
    await expect(page.getByRole('heading', { level: 1, name: legalPage.titles.Español })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  }
  await chooseLanguage(page, 'Deutsch');
  for (const legalPage of legalPages) {
    await page.goto(legalPage.path);
    await expect(page.getByRole('heading', { level: 1, name: legalPage.titles.Deutsch })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  }
});
