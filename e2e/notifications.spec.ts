import { subscribeThroughApi } from './billing-support';
import { apiToken, expect, logInThroughApi, pendingPersonThroughApi, signUpThroughApi, test, waitForMailLinks } from './fixtures';

test.describe('the inbox’s notices and the statistics box', () => {
  test('before subscribing: the inbox has the pending person and no notices, and the statistics box asks for a plan', async ({ page, request }) => {
    const company = await signUpThroughApi(request);
    await pendingPersonThroughApi(request, { authorization: `Bearer ${await apiToken(request, company)}` }, 'Rosa', 'Campos');

    await logInThroughApi(page, company, { sameBrowserAs: request });
    await page.goto('/home');

    await page.getByRole('button', { name: /Estadísticas/ }).click();
    const modal = page.getByRole('dialog', { name: 'Necesitas una suscripción' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Ver planes' }).click();
    await expect(page).toHaveURL(/\/home\/plans$/);

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const inboxLink = menu.getByRole('link', { name: /Bandeja de entrada/ });
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente');
    await inboxLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de entrada' })).toBeVisible();
    const people = page.getByRole('region', { name: 'Personas por aprobar' });
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await expect(people).toContainText('Rosa Campos');
    const notices = page.getByRole('region', { name: 'Avisos' });
    await expect(notices.getByRole('heading', { name: 'No tienes avisos' })).toBeVisible();
  });

  test('a payment: the notice and its mail, counted in the menu until opened, and the figures on /home', async ({ page, request }) => {
    const company = await signUpThroughApi(request, { verified: true });
    const token = await apiToken(request, company);
    await pendingPersonThroughApi(request, { authorization: `Bearer ${token}` }, 'Tomás', 'Ibarra');
    await subscribeThroughApi(request, token, 'price_pro_monthly');
    const plans = (await (await request.get('/api/stripe/subscription-plans')).json()) as { data: { products: { id: string; default_price: { unit_amount: number } }[] } };
    const proCents = plans.data.products.find((product) => product.id === 'pro')!.default_price.unit_amount;
    const amount = `$${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format(proCents / 100)} MXN`;

    // The administrator is told by mail too, with the way to the receipts.
    const links = await waitForMailLinks(company.email, /Pago recibido: Plan Pro/);
    expect(links.some((link) => link.endsWith('/home/subscription-payment-history'))).toBe(true);

    await logInThroughApi(page, company, { sameBrowserAs: request });
    await page.goto('/home');

    // Subscribed: the real figures, no modal. The administrator is active, Tomás waits: 2 of Pro's 200.
    const statistics = page.getByRole('region', { name: 'Estadísticas' });
    await expect(statistics).toBeVisible();
    await expect(statistics).toContainText('Activos1');
    await expect(statistics).toContainText('Pendientes1');
    await expect(statistics).toContainText('Administradores1');
    await expect(statistics).toContainText('2 de 200');
    await expect(page.getByRole('button', { name: /Ver estadísticas/ })).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const inboxLink = menu.getByRole('link', { name: /Bandeja de entrada/ });
    await expect(inboxLink).toContainText('2');
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente, 1 aviso sin leer');
    await inboxLink.click();

    const notices = page.getByRole('region', { name: 'Avisos' });
    const notice = notices.getByRole('button', { name: new RegExp(`Pago recibido: Plan Pro, ${amount.replace(/[$.]/g, '\\$&')}`) });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAccessibleName(/^Sin leer: /);
    await expect(notices).toContainText('1 aviso sin leer.');

    // Opening it (with the keyboard) marks it read and goes to the receipts; the count drops.
    await notice.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\/subscription-payment-history$/);
    await expect(inboxLink).toHaveAccessibleName('Bandeja de entrada 1 persona pendiente');
    await expect(inboxLink).toContainText('1');

    await inboxLink.click();
    await expect(notices.getByRole('button', { name: /Pago recibido/ })).not.toHaveAccessibleName(/Sin leer/);
    // Read for the company: it stays read after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Avisos' }).getByRole('button', { name: /Pago recibido/ })).not.toHaveAccessibleName(/Sin leer/);
  });
});
