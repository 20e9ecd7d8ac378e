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
