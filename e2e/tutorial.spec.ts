import { expect, logIn, signUpThroughApi, test } from './fixtures';

test('the tutorial runs its four steps once and does not come back after a reload', async ({ page, request }) => {
  const company = await signUpThroughApi(request, { keepTutorial: true });
  await page.goto('/login');
  await logIn(page, company);
  await expect(page).toHaveURL(/\/home$/);

  const popover = page.locator('.driver-popover');
  await expect(popover.getByText('Este es Rumbo')).toBeVisible();
  await expect(popover.getByText('1 de 4')).toBeVisible();
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
  await page.waitForTimeout(800);
  await expect(popover).toBeHidden();

  // The button on /home starts it again.
  await page.getByRole('button', { name: 'Iniciar tutorial' }).click();
  await expect(popover.getByText('Este es Rumbo')).toBeVisible();
});
