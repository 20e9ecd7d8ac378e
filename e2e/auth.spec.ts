import { expect, logIn, newCompany, signUpThroughApi, skipTutorial, test, waitForMailLinks } from './fixtures';

test.describe('accounts, as an administrator lives them', () => {
  test('signs up, logs in, lands on /home and logs out', async ({ page }) => {
    const company = newCompany();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El nombre de la empresa es obligatorio')).toBeVisible();
    await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();

    await page.getByLabel('Nombre de la empresa').fill(company.companyName);
    await page.getByLabel('Nombre del representante').fill(company.representativeName);
    await page.getByLabel('Correo').fill(company.email);
    await page.getByLabel(/^Contraseña/).fill(company.password);
    await page.getByRole('combobox', { name: 'Plan de interés' }).click();
    await page.getByRole('option', { name: /Pro/ }).click();
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, company);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('status').filter({ hasText: 'Has iniciado sesión con éxito' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByText(`Verifica tu correo ${company.email}`)).toBeVisible();
    await skipTutorial(page);

    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a duplicate email gets a clear message and keeps what was typed', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/sign-up');
    await page.getByLabel('Nombre de la empresa').fill('Otra empresa');
    await page.getByLabel('Nombre del representante').fill('Pedro Ruiz');
    await page.getByLabel('Correo').fill(company.email);
    await page.getByLabel(/^Contraseña/).fill('otra-contraseña');
    await page.getByRole('combobox', { name: 'Plan de interés' }).click();
    await page.getByRole('option', { name: /Básico/ }).click();
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ya existe una cuenta con este correo' })).toBeVisible();
    // The field at fault is marked, with the reason under it, not only in the notice.
    await expect(page.getByLabel('Correo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Correo')).toHaveAccessibleDescription('Ya existe una cuenta con este correo');
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Otra empresa');
  });

  test('a wrong password shows the login notice', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await logIn(page, { ...company, password: 'no-es-la-contraseña' });
    await expect(page.getByRole('alert').filter({ hasText: 'Error de autenticación: Credenciales inválidas' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a private URL typed while logged out opens after login', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/paper-bin');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, company);
    await expect(page).toHaveURL(/\/paper-bin$/);
    await expect(page.getByRole('heading', { name: 'Papelera', exact: true })).toBeVisible();
  });

  test('unknown paths go to /login', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired access token is renewed without the person noticing', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await logIn(page, company);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    // Leave the app (so it cannot write its state back), then swap the stored access token for one
    // the server no longer accepts, as if it had expired while the tab was closed.
    await page.goto('/rumbo-mark.svg');
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('persist:rumbo') ?? '{}');
      const session = JSON.parse(stored.session);
      session.accessToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCIsImV4cCI6MX0.expired';
      stored.session = JSON.stringify(session);
      window.localStorage.setItem('persist:rumbo', JSON.stringify(stored));
    });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/token') && response.status() === 200);
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refusals.push(response.url());
    });
    const refreshes: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/auth/token')) refreshes.push(sent.url());
    });
    await page.goto('/home');
    await refreshed;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de perfil' })).toContainText(company.companyName);
    // Refreshed once, before the page's requests went out: none of them was refused first.
    expect(refreshes).toHaveLength(1);
    expect(refusals).toEqual([]);
  });

  test('forgot password: the mailed link sets a new password that logs in', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo').fill(company.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Si el correo está registrado, te enviamos un enlace')).toBeVisible();

    const links = await waitForMailLinks(company.email, /Restablece tu contraseña/);
    const resetLink = links.find((link) => link.includes('/reset-password?token='));
    expect(resetLink).toBeTruthy();
    await page.goto(resetLink!);
    await page.getByLabel('Nueva contraseña').fill('nueva-ruta-2026');
    await page.getByLabel('Repite la contraseña').fill('otra-cosa');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Repite la contraseña').fill('nueva-ruta-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, company);
    await expect(page.getByRole('alert').filter({ hasText: 'Credenciales inválidas' })).toBeVisible();
    await logIn(page, { ...company, password: 'nueva-ruta-2026' });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the verification link from the sign-up mail removes the banner', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const links = await waitForMailLinks(company.email, /Confirma tu correo/);
    await page.goto('/login');
    await logIn(page, company);
    await expect(page.getByText(`Verifica tu correo ${company.email}`)).toBeVisible();
    await page.goto(links.find((link) => link.includes('/verify-email?token='))!);
    await expect(page.getByText('Tu correo quedó verificado.')).toBeVisible();
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByText(`Verifica tu correo ${company.email}`)).toBeHidden();
  });
});
