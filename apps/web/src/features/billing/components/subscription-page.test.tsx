import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, networkDown, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as billing } from '../locales/es';
import { SubscriptionPage } from './subscription-page';

beforeAll(() => startSpanishTexts({ common, billing, messages }));

// 21/10/2026 in Mexico City.
const periodEnd = 1_792_600_000;
const subscription = {
  id: 'sub_1',
  status: 'active',
  plan: { id: 'price_basic_monthly', product: 'basic' },
  items: { data: [{ price: { id: 'price_basic_monthly', product: 'basic', nickname: 'Plan Básico', unit_amount: 149900, currency: 'mxn' } }] },
  current_period_start: periodEnd - 30 * 24 * 3600,
  current_period_end: periodEnd,
  cancel_at_period_end: false,
  default_payment_method: 'pm_1',
  credit_balance: 50000,
  next_charge: { date: periodEnd, price: 149900, credit_applied: 50000, amount: 99900 },
};
const cancelled = { ...subscription, cancel_at_period_end: true, next_charge: null };

/** The page against a subscription that `current()` answers; `posted` collects the resumes sent. */
function renderPage(current: () => unknown) {
  const posted: unknown[] = [];
  let resumed = false;
  answerRequests(async (request, path) => {
    if (path === '/api/stripe/subscription') return json(200, { success: true, subscription: resumed ? subscription : current(), creditBalance: 50000 });
    if (path === '/api/stripe/getDefaultPaymentMethod') return json(200, { success: true, paymentMethod: null });
    if (path === '/api/stripe/config') return json(200, { success: true, data: { mode: 'sandbox', publishableKey: null } });
    if (path === '/api/stripe/resume-subscription') {
      posted.push(await request.json());
      resumed = true;
      return json(200, { success: true, message: 'Suscripción reanudada: tu plan se renovará al final del periodo.', subscription });
    }
    return networkDown();
  });
  renderWithStore(
    <MemoryRouter>
      <SubscriptionPage language="es" timeZone="America/Mexico_City" suggestedPlan={null} />
    </MemoryRouter>,
  );
  return { posted };
}

describe('the subscription page', () => {
  it('shows the next renewal: its date and what the card is charged once the credit is taken', async () => {
    renderPage(() => subscription);
    const plan = await screen.findByRole('region', { name: 'Plan Básico' });
    expect(within(plan).getByText('Próximo pago').nextSibling).toHaveTextContent('21/10/2026');
    expect(within(plan).getByText('Importe del próximo pago').nextSibling).toHaveTextContent('$999.00');
    expect(within(plan).getByText('$1,499.00 menos $500.00 de tu saldo a favor')).toBeInTheDocument();
    expect(within(plan).getByText('Saldo a favor: $500.00, se descuenta de tus próximos pagos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reanudar suscripción' })).toBeNull();
  });

  it('offers to resume a cancelled plan that still runs, and says it was resumed', async () => {
    const { posted } = renderPage(() => cancelled);
    fireEvent.click(await screen.findByRole('button', { name: 'Reanudar suscripción' }));
    const done = await screen.findByRole('dialog', { name: '¡Suscripción reanudada!' });
    expect(done).toHaveTextContent('Suscripción reanudada: tu plan se renovará al final del periodo.');
    expect(posted).toEqual([{ subscriptionId: 'sub_1' }]);
    expect(await screen.findByRole('button', { name: 'Cancelar suscripción' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reanudar suscripción' })).toBeNull();
  });

  it('a past-due plan names the next try in its banner', async () => {
    renderPage(() => ({ ...subscription, status: 'past_due', next_charge: { ...subscription.next_charge, date: periodEnd + 24 * 3600 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo intentaremos de nuevo el 22/10/2026');
    expect(screen.getByText('Próximo intento de cobro')).toBeInTheDocument();
  });
});
