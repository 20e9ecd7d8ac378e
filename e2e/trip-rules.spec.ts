import type { Page } from '@playwright/test';
import { asNewClient, expect, logIn, logInThroughApi, signUpThroughApi, test } from './fixtures';

/** Where to save screenshots at a phone's and a desktop's width, when asked (never in the repository). */
const shotsDir = process.env.RULES_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.describe('trip rules and the advanced configuration', () => {
  test('rules turned on stay on after a reload, on both routes', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);

    await page.goto('/home/profile/trip-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Reglas de viaje' })).toBeVisible();
    await expect(page.getByText('Los viajes entre empresas llevan como máximo 4 personas por vehículo')).toBeVisible();
    const interCompany = page.getByRole('switch', { name: /Viajes con otras empresas/ });
    const approvedOnly = page.getByRole('switch', { name: /Solo conductores aprobados/ });
    const sameGender = page.getByRole('switch', { name: /Conductor del mismo género/ });
    for (const rule of [interCompany, approvedOnly, sameGender]) await expect(rule).not.toBeChecked();

    await interCompany.click();
    await expect(interCompany).toBeChecked();
    await expect(page.getByText('Reglas de viaje guardadas')).toBeVisible();
    await approvedOnly.click();
    await expect(approvedOnly).toBeChecked();
    await expect(page.getByText('Reglas de viaje guardadas')).toBeVisible();
    await shoot(page, 'trip-rules');

    await page.reload();
    await expect(interCompany).toBeChecked();
    await expect(approvedOnly).toBeChecked();
    await expect(sameGender).not.toBeChecked();

    // The same screen under the advanced configuration, reached through its link.
    await page.goto('/home/profile/advanced-configuration');
    await page.getByRole('link', { name: 'Reglas de viaje' }).first().click();
    await expect(page).toHaveURL(/\/home\/profile\/advanced-configuration\/rules$/);
    await expect(interCompany).toBeChecked();
    await interCompany.click();
    await expect(interCompany).not.toBeChecked();
    await expect(page.getByText('Reglas de viaje guardadas')).toBeVisible();
    await page.reload();
    await expect(interCompany).not.toBeChecked();
    await expect(approvedOnly).toBeChecked();
  });

  test('deleting the account asks for the password, ends the session and refuses the old credentials', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await logInThroughApi(page, company);

    await page.goto('/home/profile/advanced-configuration');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración avanzada' })).toBeVisible();
    await shoot(page, 'advanced-configuration');
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const modal = page.getByRole('dialog', { name: 'Eliminar cuenta' });
    await expect(modal.getByText('¿Seguro que quieres eliminar tu cuenta?')).toBeVisible();

    await modal.getByLabel('Tu contraseña').fill('no-es-la-clave');
    await modal.getByRole('button', { name: 'Sí, eliminar la cuenta' }).click();
    await expect(modal.getByText('La contraseña no es correcta')).toBeVisible();
    await shoot(page, 'delete-account-modal');

    await modal.getByLabel('Tu contraseña').fill(company.password);
    await modal.getByRole('button', { name: 'Sí, eliminar la cuenta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Eliminamos la cuenta de tu empresa')).toBeVisible();

    await logIn(page, company);
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const login = await request.post('/api/auth/login', { data: { username: company.email, password: company.password }, headers: asNewClient() });
    expect(login.status()).toBe(401);
  });
});
