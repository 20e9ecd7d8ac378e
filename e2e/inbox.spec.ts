import { apiToken, expect, logInThroughApi, pendingPersonThroughApi, signUpThroughApi, test } from './fixtures';

test.describe('the inbox', () => {
  test('lists the people waiting for approval, counts them in the menu, and approves them one by one', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    const admin = { authorization: `Bearer ${await apiToken(request, company)}` };
    await pendingPersonThroughApi(request, admin, 'Rosa', 'Campos');
    await pendingPersonThroughApi(request, admin, 'Tomás', 'Ibarra');

    await logInThroughApi(page, company, { sameBrowserAs: request });
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const inboxLink = menu.getByRole('link', { name: /Bandeja de entrada/ });
    await expect(inboxLink).toContainText('2');
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 2 personas pendientes');

    await inboxLink.click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole('heading', { name: 'Bandeja de entrada' })).toBeVisible();
    await expect(page.getByText('2 personas esperan tu aprobación para usar Rumbo.')).toBeVisible();
    await expect(page.getByText('Nadie espera tu aprobación')).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Personas pendientes de aprobación' });
    // Longest waiting first.
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Rosa Campos');
    await expect(list.getByRole('listitem').first()).toContainText(/Se registró el \d{2}\/\d{2}\/\d{4}/);

    await page.getByRole('button', { name: 'Aprobar a Rosa Campos' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rosa Campos ya puede usar Rumbo' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente');

    // The other is approved from his own page, where his name leads.
    await list.getByRole('link', { name: 'Tomás Ibarra' }).click();
    await expect(page.getByRole('heading', { name: 'Tomás Ibarra' })).toBeVisible();
    await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tomás Ibarra ya puede usar Rumbo' })).toBeVisible();
    await expect(page.getByText('Activo', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada');
    await inboxLink.click();
    await expect(page.getByRole('heading', { name: 'Nadie espera tu aprobación' })).toBeVisible();

    // Both now appear as active employees.
    await menu.getByRole('link', { name: 'Empleados' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Rosa Campos' })).toContainText('Activo');
    await expect(page.getByRole('row').filter({ hasText: 'Tomás Ibarra' })).toContainText('Activo');
  });
});
