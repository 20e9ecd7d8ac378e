import { apiToken, asNewClient, expect, logInThroughApi, newEmployee, signUpThroughApi, test } from './fixtures';

test('a person without the administrator role sees their rides, their own data and their login and security: three menu entries, no admin tour, no company settings', async ({ page, request }) => {
  // The person joins through the company's link and is approved: an ordinary employee who may log in.
  const company = await signUpThroughApi(request);
  const headers = { authorization: `Bearer ${await apiToken(request, company)}` };
  const { code } = ((await (await request.get('/api/enterprise/join-link', { headers })).json()) as { data: { code: string } }).data;
  const { address: _address, ...person } = newEmployee('Elena', 'Rivas');
  const password = 'camino-al-trabajo';
  expect((await request.post(`/api/join/${code}`, { data: { ...person, password }, headers: asNewClient() })).status()).toBe(201);
  const pending = (await (await request.get('/api/enterprise/employees/pending', { headers })).json()) as { employees: { employeeId: string }[] };
  expect((await request.patch(`/api/employee/${pending.employees[0]!.employeeId}/approve`, { headers })).status()).toBe(200);

  // Their preferences still say "show the tutorial", as every new account's do.
  await logInThroughApi(page, { email: person.email, password });
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
  await currentPassword.fill(password);
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
