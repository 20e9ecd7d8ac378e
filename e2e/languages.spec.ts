import { expect, signUpThroughApi, test } from './fixtures';

const journeys = [
  {
    code: 'En',
    name: 'English',
    login: { username: 'Email or phone', password: 'Password', submit: 'Log in' },
    welcome: 'Hi, Lucía',
    statistics: 'Statistics',
    viewPlans: 'View Plans',
    sidebar: ['Employees', 'Trash'],
  },
  {
    code: 'De',
    name: 'Deutsch',
    login: { username: 'E-Mail-Adresse oder Telefonnummer', password: 'Passwort', submit: 'Anmelden' },
    welcome: 'Hallo, Lucía',
    statistics: 'Statistiken',
    viewPlans: 'Pläne ansehen',
    sidebar: ['Mitarbeitende', 'Papierkorb'],
  },
];

for (const journey of journeys) {
  test(`the same journey in ${journey.name}`, async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitem', { name: journey.name }).click();
    await expect(page.getByRole('button', { name: journey.login.submit })).toBeVisible();

    await page.getByLabel(journey.login.username).fill(company.email);
    await page.getByLabel(journey.login.password, { exact: true }).fill(company.password);
    await page.getByRole('button', { name: journey.login.submit }).click();
    await expect(page.getByRole('heading', { name: journey.welcome })).toBeVisible();
    for (const entry of journey.sidebar) await expect(page.getByRole('navigation').getByRole('link', { name: entry, exact: true })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(journey.statistics) }).click();
    await page.getByRole('link', { name: journey.viewPlans }).click();
    await expect(page).toHaveURL(/\/home\/plans$/);

    // The choice is kept: after a reload the page is still in that language.
    await page.reload();
    await expect(page.getByRole('navigation').getByRole('link', { name: journey.sidebar[0], exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', journey.code.toLowerCase());
  });
}

test('a page fetches the texts of the language it shows, and another language only once chosen', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  const fetched = async () => (await Promise.all(scripts.splice(0))).join('\n');
  // One text of each language in each namespace /login shows: the shared texts, its own, the contract's messages.
  const english = ['Get there together', 'Email or phone', 'Invalid credentials'];
  const german = ['Gemeinsam ankommen', 'E-Mail-Adresse oder Telefonnummer', 'Ungültige Anmeldedaten'];

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  // The page is rendered ahead; its first touch fetches the app, which then renders it (its form has no method).
  await page.getByLabel('Correo o teléfono').click();
  await page.locator('#root form:not([method])').waitFor();
  await page.waitForLoadState('networkidle');
  const spanishPage = await fetched();
  expect(spanishPage).toContain('Credenciales inválidas');
  for (const text of [...english, ...german]) expect(spanishPage).not.toContain(text);

  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const englishTexts = await fetched();
  for (const text of english) expect(englishTexts).toContain(text);
  for (const text of german) expect(englishTexts).not.toContain(text);
});

test('opening /de and following “Anmelden” shows the German login, and the app after it stays German', async ({ page, request }) => {
  const company = await signUpThroughApi(request);
  await page.goto('/de');
  await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await page.getByLabel('E-Mail-Adresse oder Telefonnummer').fill(company.email);
  await page.getByLabel('Passwort', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo, Lucía' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('a first visit with no language chosen, from a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets /, /login and /sign-up in German, and the app takes the page over in German', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/sign-up');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    // The first touch fetches the app, which renders the page over the one rendered ahead (its form has no method).
    await page.getByLabel('E-Mail-Adresse oder Telefonnummer').click();
    await page.locator('#root form:not([method])').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('a first visit from a browser asking for none of the three languages', () => {
  test.use({ locale: 'fr-FR' });

  test('gets / and /login in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión');
  });
});
