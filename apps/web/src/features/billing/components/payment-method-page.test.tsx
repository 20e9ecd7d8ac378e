import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, networkDown, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as billing } from '../locales/es';
import { PaymentMethodPage } from './payment-method-page';

beforeAll(() => startSpanishTexts({ common, billing, messages }));

const visa = { id: 'pm_visa', brand: 'visa', holderName: 'Lucía Hernández', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true };
const mastercard = { id: 'pm_mc', brand: 'mastercard', holderName: 'Lucía Hernández', last4: '4444', expMonth: 1, expYear: 2035, isDefault: false };
const subscription = {
  id: 'sub_1',
  status: 'active',
  plan: { id: 'price_pro_monthly', product: 'pro' },
  items: { data: [{ price: { id: 'price_pro_monthly', product: 'pro', nickname: 'Plan Pro', unit_amount: 449900, currency: 'mxn' } }] },
  current_period_start: 1_790_000_000,
  current_period_end: 1_792_600_000,
  cancel_at_period_end: false,
  default_payment_method: 'pm_visa',
  credit_balance: 0,
};

function renderCards(cards: (typeof visa)[], live: boolean) {
  answerRequests((_request, path) => {
    if (path === '/api/stripe/cards') return json(200, { success: true, data: cards });
    if (path === '/api/stripe/subscription') return json(200, { success: true, subscription: live ? subscription : null });
    return networkDown();
  });
  renderWithStore(
    <MemoryRouter>
      <PaymentMethodPage />
    </MemoryRouter>,
  );
}

const deleteDialogFor = async (card: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Eliminar ${card}` }));
  return screen.findByRole('dialog', { name: '¿Eliminar esta tarjeta?' });
};

describe('the saved cards', () => {
  it('offer “Usar esta tarjeta” on every card but the default, which is in use already', async () => {
    renderCards([visa, mastercard], true);
    expect(await screen.findByRole('button', { name: 'Usar Mastercard •••• 4444' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar Visa •••• 4242' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Usar/ })).toHaveLength(1);
  });

  it('warn before deleting the card that pays the subscription, naming the card that will pay instead', async () => {
    renderCards([visa, mastercard], true);
    const dialog = await deleteDialogFor('Visa •••• 4242');
    expect(
      within(dialog).getByText(
        'Se eliminará Visa •••• 4242 de tus métodos de pago. Tu suscripción se paga con esta tarjeta: si la eliminas, las renovaciones se cobrarán a Mastercard •••• 4444.',
      ),
    ).toBeInTheDocument();
  });

  it('say when the card paying the subscription is the only one', async () => {
    renderCards([visa], true);
    const dialog = await deleteDialogFor('Visa •••• 4242');
    expect(within(dialog).getByText(/es la única guardada: agrega otra antes de eliminarla\.$/)).toBeInTheDocument();
  });

  it('delete another card without that warning', async () => {
    renderCards([visa, mastercard], true);
    expect(within(await deleteDialogFor('Mastercard •••• 4444')).getByText('Se eliminará Mastercard •••• 4444 de tus métodos de pago.')).toBeInTheDocument();
  });
});
