import { apiToken, expect, newEmployee, signUpThroughApi, test } from './fixtures';

test.describe('the join page', () => {
  test('an invalid link says so once, under its own heading, and offers a way on', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/join/no-existe-este-codigo');
    await expect(page.getByRole('heading', { name: 'Enlace de registro no válido' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Este enlace de registro no es válido. Pide uno nuevo a tu empresa.');
    // The sentence is not repeated as the heading.
    await expect(page.getByText('Este enlace de registro no es válido. Pide uno nuevo a tu empresa.')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Conocer Rumbo' })).toHaveAttribute('href', '/');
    // On a phone both ways read whole: no label is cut.
    for (const name of ['Conocer Rumbo', 'Ir a iniciar sesión']) {
      const cut = await page.getByRole('link', { name }).evaluate((link) => {
        const label = link.querySelector('.mantine-Button-label') ?? link;
        return label.scrollWidth > label.clientWidth;
      });
      expect(cut).toBe(false);
    }
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after signing up, the page says what happens next and its button says where it goes', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const headers = { authorization: `Bearer ${await apiToken(request, company)}` };
    const { url } = ((await (await request.get('/api/enterprise/join-link', { headers })).json()) as { data: { url: string } }).data;
    const person = newEmployee('Julia', 'Paredes');
    await page.goto(new URL(url).pathname);
    await page.getByLabel('Nombres').fill(person.firstNames);
    await page.getByLabel('Apellidos').fill(person.lastNames);
    await page.getByRole('textbox', { name: 'Correo' }).fill(person.email);
    await page.getByLabel('Teléfono').fill(person.phone);
    await page.getByLabel(/^Contraseña/).fill('camino-al-trabajo');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Un administrador de tu empresa debe aprobar tu cuenta' })).toBeVisible();
    // Waiting for approval, the person cannot log in yet: the button leads to Rumbo's page, and says so.
    await expect(page.getByRole('link', { name: 'Rumbo', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Conocer Rumbo' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
