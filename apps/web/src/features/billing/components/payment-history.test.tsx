import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentHistoryItem } from '@rumbo/contract';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as billing } from '../locales/es';
import { PaymentHistory } from './payment-history';

beforeAll(() => startSpanishTexts({ common, billing }));

/** The history answers these bodies in turn; every other request fails as if the network were down. */
function renderHistory(...answers: Response[]) {
  answerRequests((_request, path) => (path === '/api/stripe/getPaymentHistory' ? answers.shift() : undefined) ?? networkDown());
  renderWithStore(<PaymentHistory language="es" timeZone="America/Mexico_City" />);
}

const paid: PaymentHistoryItem = {
  id: '1b6f3f52-5a0e-4d4f-9a77-7d1c2b6e0a01',
  number: 'R-000002',
  // 23:30 in Mexico City on 28 February.
  date: '2026-03-01T05:30:00.000Z',
  name: 'Cambio a Plan Enterprise (prorrateado)',
  kind: 'plan_change',
  status: 'paid',
  amount: 750000,
  currency: 'mxn',
  pdfUrl: '/api/stripe/receipts/1b6f3f52-5a0e-4d4f-9a77-7d1c2b6e0a01',
};
const failed: PaymentHistoryItem = { ...paid, id: 'f2', number: null, date: '2026-02-01T15:05:00.000Z', name: 'Plan Pro: renovación mensual', kind: 'renewal', status: 'failed', amount: 449900, pdfUrl: null };

describe('the payment history', () => {
  it('shows each payment’s date in the company’s zone, concept, amount in MXN and receipt', async () => {
    renderHistory(json(200, { success: true, paymentHistory: [paid, failed] }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Fecha', 'Concepto', 'Monto', 'Recibo']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('28/02/2026 - 11:30 p.m.');
    expect(first).toHaveTextContent('Cambio a Plan Enterprise (prorrateado)');
    expect(first).toHaveTextContent('$7,500.00');
    expect(within(first!).getByRole('button', { name: 'Descargar recibo R-000002' })).toBeInTheDocument();
    expect(second).toHaveTextContent('01/02/2026 - 09:05 a.m.');
    expect(second).toHaveTextContent('Pago fallido');
    expect(second).toHaveTextContent('$4,499.00');
    expect(second).toHaveTextContent('No disponible');
  });

  it('says there are no payments yet when the history is empty', async () => {
    renderHistory(json(200, { success: true, paymentHistory: [] }));
    expect(await screen.findByText('Todavía no tienes pagos registrados. Cuando pagues tu plan, tus recibos aparecerán aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the history failed to load, and asks again on Reintentar', async () => {
    renderHistory(json(500, { success: false, message: 'Ocurrió un error inesperado' }), json(200, { success: true, paymentHistory: [paid] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tu historial de pagos.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cambio a Plan Enterprise (prorrateado)')).toBeInTheDocument();
  });
});
