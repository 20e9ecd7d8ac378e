import { apiToken, expect, joinedPersonThroughApi, logInThroughApi, signUpThroughApi, test } from './fixtures';

test('a person without the administrator role sees their rides, their own data and their login and security: three menu entries, no admin tour, no company settings', async ({ page, request }) => {
  // The person joins through the company's link and is approved: an ordinary employee who may log in.
  const company = await signUpThroughApi(request);
  const person = await joinedPersonThroughApi(request, { authorization: `Bearer ${await apiToken(request, company)}` }, 'Elena', 'Rivas');

  // Their preferences still say "show the tutorial", as every new account's do.
  await logInThroughApi(page, person);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Mis datos de contacto' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  // Their email is still to verify: they are asked to, without the administrators' talk of plans.
  await expect(page.getByText(`Verifica tu correo ${person.email} con el enlace que te enviamos`)).toBeVisible();
  await expect(page.getByText(/suscribirte a un plan/)).toHaveCount(0);
  await expect(page.locator('.driver-popover')).toBeHidden();

  // A new phone signs in too: it takes the current password, asked for in the same form.
  const contact = page.getByRole('main');
  await contact.getByLabel('Teléfono').fill('55 8765 4321');
  await contact.getByLabel('Dirección').fill('Calle Luna 4, Monterrey');
  await contact.getByRole('button', { name: 'Guardar' }).click();
  const currentPassword = contact.getByLabel('Tu contraseña actual', { exact: true });
  await expect(currentPassword).toHaveAccessibleDescription(/La contraseña es obligatoria/);
  await currentPassword.fill(person.password);
  await contact.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Empleado actualizado')).toBeVisible();
  await expect(currentPassword).toHaveValue('');

  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link')).toHaveText(['Mis viajes', 'Mis datos', 'Inicio de sesión y seguridad']);
  await expect(menu.getByRole('link', { name: 'Mis datos' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Menú de perfil' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Cerrar sesión']);
  await page.keyboard.press('Escape');

  // An administrators' address typed by hand leads to their rides, and no company data is asked for.
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) forbidden.push(response.url());
  });
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Tus viajes compartidos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Empleados' })).toHaveCount(0);
  await page.goto('/home');

  // Their own login and security: two-step verification, password and sessions, like anyone's.
  await menu.getByRole('link', { name: 'Inicio de sesión y seguridad' }).click();
  await expect(page).toHaveURL(/\/home\/profile\/login-and-security$/);
  await expect(page.getByRole('heading', { name: 'Inicio de sesión y seguridad', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inicio de sesión y seguridad' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();
  expect(forbidden).toEqual([]);
});
