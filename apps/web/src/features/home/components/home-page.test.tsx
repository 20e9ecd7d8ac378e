import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as home } from '../locales/es';
import { HomePage } from './home-page';

beforeAll(() => startSpanishTexts({ common, home }));

const people = { subscribed: true, active: 30, pending: 7, suspended: 2, newThisMonth: 4, administrators: 3, headCount: 37, employeeLimit: 200 };
const month = {
  from: '2026-03-01',
  to: '2026-03-15',
  timeZone: 'America/Mexico_City',
  participation: { share: 0.0755, numerator: 3, denominator: 40 },
  trips: 1204,
  co2AvoidedKg: 3109.7,
};

/** The statistics and the month's metrics answer these; answers the periods the metrics were asked for. */
function renderHome(statistics: object, metrics: () => Response = networkDown) {
  const asked: string[] = [];
  answerRequests((request, path) => {
    if (path === '/api/enterprise/statistics') return json(200, { success: true, data: statistics });
    if (path === '/api/reports/metrics') {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return metrics();
    }
    return networkDown();
  });
  renderWithStore(
    <MemoryRouter>
      <HomePage userName="Lucía Hernández" onStartTutorial={() => {}} isAdmin language="es" monthPeriod={{ from: '2026-03-01', to: '2026-03-15' }} />
    </MemoryRouter>,
  );
  return asked;
}

describe('the /home statistics box', () => {
  it('shows a subscribed company this month’s rides, participation and CO2 avoided, and leads to the reports', async () => {
    const asked = renderHome(people, () => json(200, { success: true, data: month }));
    const box = await screen.findByRole('region', { name: 'Viajes compartidos este mes' });
    const figure = (label: string) => within(box).getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(figure('Viajes')).toHaveTextContent('1,204'));
    // 3 of 40, rounded once from the counts (the ratio 0.0755 the API rounded would read 7.6 %).
    expect(figure('Participación')).toHaveTextContent('7.5%');
    expect(figure('CO₂ evitado')).toHaveTextContent('3,109.7 kg CO₂e');
    expect(within(box).getByRole('link', { name: 'Ver reportes' })).toHaveAttribute('href', '/home/reports');
    expect(asked).toEqual(['2026-03-01..2026-03-15']);
    // The people figures stay in the same box.
    expect(screen.getByRole('region', { name: 'Estadísticas' })).toContainElement(box);
  });

  it('keeps the people figures when the month’s figures answer that a subscription is needed', async () => {
    renderHome(people, () => json(403, { success: false, message: 'Se necesita una suscripción' }));
    expect(await screen.findByRole('region', { name: 'Estadísticas' })).toHaveTextContent('Activos30');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Viajes compartidos este mes' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps asking an unsubscribed company to choose a plan, and never asks for its figures', async () => {
    const asked = renderHome({ subscribed: false });
    fireEvent.click(await screen.findByRole('button', { name: /Ver estadísticas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Necesitas una suscripción' });
    expect(dialog).toHaveTextContent('Las estadísticas están disponibles con un plan activo. Elige el plan que mejor le quede a tu empresa.');
    expect(within(dialog).getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/home/plans');
    expect(asked).toEqual([]);
  });
});
