import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as billing } from '../locales/es';
import { PurchaseDetailPage } from './purchase-detail-page';
import { errorRedirectMs, successRedirectMs } from './purchase-result';

beforeAll(() => startSpanishTexts({ common, billing, messages }));
afterEach(() => vi.useRealTimers());

/**
 * The page's timers from here on run on a clock that keeps real time (so requests, the screen and
 * Testing Library's waits go on as usual) and that the test can also move ahead (`waitOnClock`), so
 * a redirect seconds away takes none.
 */
const controlTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
const waitOnClock = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const card = { id: 'pm_1', brand: 'visa', holderName: 'Lucía Hernández', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true };
const price = {
  success: true,
  data: { product: { id: 'pro', name: 'Plan Pro', description: 'Hasta 200 personas' }, price: { id: 'price_pro_monthly', unit_amount: 449900, currency: 'mxn', recurring: { interval: 'month' } } },
};

const subscription = {
  id: 'sub_1',
  status: 'active',
  plan: { id: 'price_pro_monthly', product: 'pro' },
  items: { data: [{ price: { id: 'price_pro_monthly', product: 'pro', nickname: 'Plan Pro', unit_amount: 449900, currency: 'mxn' } }] },
  current_period_start: 1_790_000_000,
  current_period_end: 1_792_600_000,
  cancel_at_period_end: false,
  default_payment_method: 'pm_1',
  credit_balance: 0,
};

/** The checkout of Plan Pro against answers per path; `posted` collects the bodies it sends. */
function renderCheckout(cards: (typeof card)[], purchase: Response) {
  const posted: { path: string; body: unknown }[] = [];
  answerRequests(async (request, path) => {
    if (path === '/api/stripe/subscriptions/price_pro_monthly') return json(200, price);
    if (path === '/api/stripe/cards') return json(200, { success: true, data: cards });
    // Once bought, the company has its subscription.
    if (path === '/api/stripe/subscription') return json(200, { success: true, subscription: posted.length > 0 ? subscription : null });
    if (path === '/api/stripe/config') return json(200, { success: true, data: { mode: 'sandbox', publishableKey: null } });
    if (path === '/api/stripe/create-subscription') {
      posted.push({ path, body: await request.json() });
      return purchase;
    }
    return networkDown();
  });
  const router = createMemoryRouter(
    [
      { path: '/home/purchase-detail', element: <PurchaseDetailPage language="es" timeZone="America/Mexico_City" /> },
      { path: '/home/subscription-payment-history', element: <p>historial</p> },
      { path: '/home', element: <p>inicio</p> },
    ],
    { initialEntries: ['/home/purchase-detail?priceId=price_pro_monthly'] },
  );
  renderWithStore(<RouterProvider router={router} />);
  return { posted, router };
}

describe('the checkout', () => {
  it('asks for a card before it buys anything', async () => {
    const { posted } = renderCheckout([], json(201, {}));
    expect(await screen.findByRole('heading', { name: 'Plan Pro' })).toBeInTheDocument();
    expect(screen.getByText('$4,499.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecciona un método de pago antes de continuar.');
    expect(posted).toEqual([]);
  });

  it('buys with the default card, says so, and shows the receipts 3 s later', async () => {
    const { posted, router } = renderCheckout([card], json(201, { success: true, message: 'Tu compra ha sido registrada', subscription: {} }));
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    controlTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByRole('dialog', { name: 'Tu compra ha sido registrada' })).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/stripe/create-subscription', body: { priceId: 'price_pro_monthly', paymentMethodId: 'pm_1' } }]);
    expect(router.state.location.pathname).toBe('/home/purchase-detail');
    // Behind the window the page is still the purchase just made, not a change of the new plan.
    await waitOnClock(500);
    expect(screen.getByRole('heading', { name: 'Detalle de compra', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cambiar de plan', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar cambio de plan', hidden: true })).toBeNull();
    await waitOnClock(successRedirectMs);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/subscription-payment-history'));
    expect(successRedirectMs).toBe(3000);
  });

  it('shows why a purchase failed (the server’s words), then goes home', async () => {
    const { router } = renderCheckout([card], json(402, { success: false, message: 'Tu tarjeta fue rechazada. Usa otra tarjeta o consulta a tu banco.' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked());
    controlTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se pudo completar la compra' });
    expect(dialog).toHaveTextContent('Tu tarjeta fue rechazada. Usa otra tarjeta o consulta a tu banco.');
    expect(router.state.location.pathname).toBe('/home/purchase-detail');
    await waitOnClock(errorRedirectMs);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(errorRedirectMs).toBe(5000);
  });
});

describe('a plan change', () => {
  const toEnterprise = {
    success: true,
    data: { product: { id: 'enterprise', name: 'Plan Enterprise', description: 'Sin límite' }, price: { id: 'price_enterprise_monthly', unit_amount: 1199900, currency: 'mxn', recurring: { interval: 'month' } } },
  };
  const preview = { chargeToday: 375000, creditToday: 0, creditApplied: 0, creditBalanceAfter: 0, currency: 'mxn', periodEnd: 1_792_600_000, prorationDate: 1_791_300_000 };

  /** The change of a Pro subscription to Enterprise; the preview answers once `release` is called. */
  function renderChange(previewAnswer: () => Response, current = subscription) {
    const posted: { path: string; body: unknown }[] = [];
    let release: () => void = () => {};
    const previewReady = new Promise<void>((resolve) => (release = resolve));
    answerRequests(async (request, path) => {
      if (path === '/api/stripe/subscriptions/price_enterprise_monthly') return json(200, toEnterprise);
      if (path === '/api/stripe/cards') return json(200, { success: true, data: [card] });
      if (path === '/api/stripe/subscription') return json(200, { success: true, subscription: current, creditBalance: 0 });
      if (path === '/api/stripe/config') return json(200, { success: true, data: { mode: 'sandbox', publishableKey: null } });
      if (path === '/api/stripe/preview-plan-change') {
        posted.push({ path, body: await request.json() });
        await previewReady;
        return previewAnswer();
      }
      if (path === '/api/stripe/changeSubscriptionPlan') {
        posted.push({ path, body: await request.json() });
        const changed = { ...subscription, plan: { id: 'price_enterprise_monthly', product: 'enterprise' } };
        return json(200, { success: true, message: 'Tu plan ahora es Plan Enterprise', subscription: changed, amountCharged: 375000 });
      }
      return networkDown();
    });
    const router = createMemoryRouter(
      [
        { path: '/home/purchase-detail', element: <PurchaseDetailPage language="es" timeZone="America/Mexico_City" /> },
        { path: '/home/subscription-payment-history', element: <p>historial</p> },
      ],
      { initialEntries: ['/home/purchase-detail?priceId=price_enterprise_monthly'] },
    );
    renderWithStore(<RouterProvider router={router} />);
    return { posted, release };
  }

  it('shows what is charged today before the button, which waits for it, then sends the preview’s date and repeats the amount', async () => {
    const { posted, release } = renderChange(() => json(200, { success: true, preview }));
    expect(await screen.findByRole('heading', { name: 'Cambiar de plan' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Calculando el importe de hoy…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cambio de plan' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Hoy se cobra $3,750.00' })).toBeInTheDocument();
    expect(screen.getByText('A partir del 21/10/2026 pagas $11,999.00 al mes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cambio de plan' }));
    const done = await screen.findByRole('dialog', { name: 'Cambio de plan realizado' });
    expect(done).toHaveTextContent('Tu plan ahora es Plan Enterprise. Se cobraron $3,750.00 a tu tarjeta.');
    expect(posted).toEqual([
      { path: '/api/stripe/preview-plan-change', body: { subscriptionId: 'sub_1', newProductId: 'price_enterprise_monthly' } },
      { path: '/api/stripe/changeSubscriptionPlan', body: { subscriptionId: 'sub_1', newProductId: 'price_enterprise_monthly', paymentMethodId: 'pm_1', prorationDate: 1_791_300_000 } },
    ]);
  });

  it('a downgrade names the credit it leaves', async () => {
    const { release } = renderChange(() => json(200, { success: true, preview: { ...preview, chargeToday: 0, creditToday: 525000, creditBalanceAfter: 525000 } }));
    release();
    expect(await screen.findByRole('heading', { name: 'Hoy no se cobra nada; quedan $5,250.00 a tu favor' })).toBeInTheDocument();
  });

  it('says before the click that changing the plan of a cancelled subscription resumes it', async () => {
    const { release } = renderChange(() => json(200, { success: true, preview }), { ...subscription, cancel_at_period_end: true });
    release();
    expect(await screen.findByRole('heading', { name: 'Hoy se cobra $3,750.00' })).toBeInTheDocument();
    expect(screen.getByText('Tu suscripción está cancelada')).toBeInTheDocument();
    expect(screen.getByText(/Al cambiar de plan la reanudas/)).toBeInTheDocument();
  });

  it('says nothing of resuming a subscription that renews', async () => {
    const { release } = renderChange(() => json(200, { success: true, preview }));
    release();
    expect(await screen.findByRole('heading', { name: 'Hoy se cobra $3,750.00' })).toBeInTheDocument();
    expect(screen.queryByText('Tu suscripción está cancelada')).not.toBeInTheDocument();
  });

  it('a preview the server refuses says why, offers no retry of the same refusal, and keeps the button off', async () => {
    const refusal = 'Tu empresa tiene 51 empleados y el Plan Básico admite hasta 50. Mueve empleados a la papelera antes de cambiar a este plan.';
    const { release } = renderChange(() => json(409, { success: false, message: refusal }));
    release();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cambio de plan' })).toBeDisabled();
  });
});
