import { expect, logInThroughApi, signUpThroughApi, test } from './fixtures';

test('the tutorial runs its four steps once and does not come back after a reload', async ({ page, request }) => {
  const company = await signUpThroughApi(request, { keepTutorial: true });
  await logInThroughApi(page, company);
  await page.goto('/home');

  const popover = page.locator('.driver-popover');
  // The tour starts once the page, the person's role and settings, the menu and the tour's own code
  // are all in, one after the other: on a 2-core machine running two browsers it once took over 10 s.
  await expect(popover.getByText('Este es Rumbo')).toBeVisible({ timeout: 20_000 });
  await expect(popover.getByText('1 de 4')).toBeVisible();
  // Every control is named in the UI language, driver.js's own close button too.
  await expect(popover.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await popover.getByRole('button', { name: 'Siguiente' }).click();
  await expect(popover.getByText('Menú principal')).toBeVisible();
  await popover.getByRole('button', { name: 'Siguiente' }).click();
  await expect(popover.getByText('Método de pago y plan')).toBeVisible();
  await popover.getByRole('button', { name: 'Siguiente' }).click();
  await expect(popover.getByText('Tu perfil')).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/configure') && response.request().method() === 'PATCH');
  await popover.getByRole('button', { name: 'Terminar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(popover).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
  // The page is busy until the user's preferences are in; the tour starts in that same update or never.
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await expect(popover).toBeHidden();

  // The button on /home starts it again; its close button ends it, and so does Escape. Saving the
  // end answers with the settings: asking for them again let a late answer end the tour started next.
  const settingsAskedAgain: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/configure') && request.method() === 'GET') settingsAskedAgain.push(request.url());
  });
  await page.getByRole('button', { name: 'Iniciar tutorial' }).click();
  await expect(popover.getByText('Este es Rumbo')).toBeVisible();
  const closed = page.waitForResponse((response) => response.url().endsWith('/api/user/configure') && response.request().method() === 'PATCH');
  await popover.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(popover).toBeHidden();
  expect((await closed).status()).toBe(200);

  // Started again before the close's save is answered: the late answer does not end it.
  let answerCloseSave = () => {};
  const saveHeld = new Promise<void>((held) => {
    void page.route('**/api/user/configure', async (route) => {
      if (route.request().method() === 'PATCH') {
        const answered = new Promise<void>((resolve) => (answerCloseSave = resolve));
        held();
        await answered;
      }
      await route.continue();
    });
  });
  await page.getByRole('button', { name: 'Iniciar tutorial' }).click();
  await expect(popover.getByText('Este es Rumbo')).toBeVisible();
  const closedAgain = page.waitForResponse((response) => response.url().endsWith('/api/user/configure') && response.request().method() === 'PATCH');
  await popover.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(popover).toBeHidden();
  await saveHeld;
  await page.getByRole('button', { name: 'Iniciar tutorial' }).click();
  await expect(popover.getByText('Este es Rumbo')).toBeVisible();
  answerCloseSave();
  expect((await closedAgain).status()).toBe(200);
  await page.unroute('**/api/user/configure');
  await expect(popover.getByText('Este es Rumbo')).toBeVisible();
  await popover.getByRole('button', { name: 'Siguiente' }).click();
  await expect(popover.getByText('Menú principal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  expect(settingsAskedAgain).toEqual([]);
});
