import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportMetrics, ReportSnapshot, ReportSnapshotSummary } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as reports } from '../locales/es';
import { ReportsPage } from './reports-page';

beforeAll(() => startSpanishTexts({ common, reports, messages }));
// 18:00 UTC on 15 March 2026: noon in Mexico City. Only Date is faked, so requests still settle.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const day = (date: string, trips: number, participants: number, co2AvoidedKg: number) => ({ day: date, trips, participants, co2AvoidedKg });

const metrics: ReportMetrics = {
  from: '2026-03-01',
  to: '2026-03-15',
  timeZone: 'America/Mexico_City',
  participation: { share: 0.0755, numerator: 151, denominator: 2000 },
  trips: 1204,
  legs: 2310,
  seatsOffered: 3600,
  seatsUsed: 2310,
  averageOccupancy: 2.92,
  sharedKm: 23456.7,
  vehicleKmAvoided: 18400.4,
  co2AvoidedKg: 3109.7,
  commuteEmissionsKg: 1740.6,
  punctuality: { share: 0.9, numerator: 900, denominator: 1000 },
  matchRate: { share: 0.625, numerator: 5, denominator: 8 },
  proofQuality: { share: 0.5, numerator: 1155, denominator: 2310 },
  flaggedShare: { share: 0.0123, numerator: 29, denominator: 2358 },
  emissionFactor: {
    country: '',
    chosenBy: 'fallback',
    factor: {
      id: 'f-mx',
      region: 'MX',
      value: 0.169,
      unit: 'kg CO2e/vehicle-km',
      scope: 'tankToWheel',
      source: 'IEA Global Fuel Economy Initiative, Mexico 2021',
      year: 2021,
      validFrom: '2025-01-01',
      isComputed: true,
      note: '',
    },
  },
  days: [day('2026-03-01', 0, 0, 0), day('2026-03-02', 700, 120, 1800.3), day('2026-03-03', 504, 98, 1309.4)],
};

/** The reports issued so far, as the list endpoint answers them (none unless a test says otherwise). */
let issued: ReportSnapshot[] = [];
beforeEach(() => {
  issued = [];
});

const summaryOf = ({ figures, ...snapshot }: ReportSnapshot): ReportSnapshotSummary => ({
  ...snapshot,
  headline: {
    trips: figures.trips,
    participation: figures.participation.share,
    participationCount: figures.participation.numerator,
    participationOf: figures.participation.denominator,
    vehicleKmAvoided: figures.vehicleKmAvoided,
    co2AvoidedKg: figures.co2AvoidedKg,
    commuteEmissionsKg: figures.commuteEmissionsKg,
  },
});

/** The metrics endpoint answers `answers` in turn (each a response, or the period it was asked for → a response). */
function renderPage(...answers: ((url: URL) => Response | Promise<Response>)[]) {
  const asked: string[] = [];
  answerRequests((request, path) => {
    if (path === '/api/reports/snapshots') return json(200, { success: true, data: issued.map(summaryOf) });
    const snapshot = issued.find(({ id }) => path === `/api/reports/snapshots/${id}`);
    if (snapshot) return json(200, { success: true, data: snapshot });
    if (path !== '/api/reports/metrics') return networkDown();
    const url = new URL(request.url);
    asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return answer ? answer(url) : networkDown();
  });
  renderWithStore(
    <MemoryRouter>
      <ReportsPage language="es" timeZone="America/Mexico_City" plansPath="/home/plans" />
    </MemoryRouter>,
  );
  return asked;
}
const ok = (body: ReportMetrics) => () => json(200, { success: true, data: body });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The charts render in jsdom: slow on a busy machine.
describe('the reports page', { timeout: 20_000 }, () => {
  it('asks for this month in the company’s zone and shows each figure with its unit, in Spanish', async () => {
    // 237 of 283 is 83.745…%: 83.7 % rounded once from the counts, never 83.8 % from the ratio the API rounded to 0.8375.
    const asked = renderPage(ok({ ...metrics, participation: { share: 0.8375, numerator: 237, denominator: 283 } }));
    expect(await screen.findByRole('heading', { name: 'Cifras del periodo' })).toBeInTheDocument();
    expect(asked).toEqual(['2026-03-01..2026-03-15']);
    expect(screen.getByText('Del 01/03/2026 al 15/03/2026 (America/Mexico_City)')).toBeInTheDocument();
    expect(figure('Participación')).toHaveTextContent('83.7%237 de 283 personas activas');
    expect(figure('Viajes')).toHaveTextContent('1,204');
    expect(figure('Asientos ocupados')).toHaveTextContent('2,310de 3,600 ofrecidos');
    expect(figure('Ocupación promedio')).toHaveTextContent('2.92personas por viaje');
    expect(figure('Kilómetros compartidos')).toHaveTextContent('23,456.7km');
    expect(figure('Kilómetros de auto evitados')).toHaveTextContent('18,400.4km');
    expect(figure('Puntualidad')).toHaveTextContent('90.0%900 de 1,000 recogidas');
    expect(figure('Solicitudes con viaje')).toHaveTextContent('62.5%5 de 8 solicitudes');
    // Trips count cars, trayectos count passengers' rides: never one word for both.
    expect(figure('Trayectos de pasajeros')).toBeInTheDocument();
    expect(figure('Trayectos con alertas')).toHaveTextContent('1.2%29 de 2,358 trayectos, fuera de las cifras');
  });

  it('shows CO2 avoided apart from commute emissions, says they are never subtracted, and names the factor', async () => {
    renderPage(ok(metrics));
    const emissions = await screen.findByRole('region', { name: 'Emisiones' });
    expect(within(emissions).getByText('CO₂ evitado', { selector: 'dt' }).parentElement).toHaveTextContent('3,109.7kg CO₂e');
    expect(within(emissions).getByText('Emisiones de los traslados', { selector: 'dt' }).parentElement).toHaveTextContent('1,740.6kg CO₂e');
    expect(emissions).toHaveTextContent('Las emisiones evitadas se informan aparte: nunca se restan de las emisiones de los traslados.');
    const factor = screen.getByRole('region', { name: 'Factor de emisión' });
    expect(factor).toHaveTextContent('0.169 kg CO₂e por km de auto');
    expect(factor).toHaveTextContent('México (MX)');
    expect(factor).toHaveTextContent('IEA Global Fuel Economy Initiative, Mexico 2021');
    expect(factor).toHaveTextContent('Año2021');
    expect(factor).toHaveTextContent('Del tanque a la rueda');
    expect(factor).toHaveTextContent('Calculado por Rumbo a partir de cifras publicadas');
    expect(factor).toHaveTextContent('Tu empresa no tiene un país con factor propio, así que usamos el de México.');
  });

  it('names the country whose factor is missing', async () => {
    renderPage(ok({ ...metrics, emissionFactor: { ...metrics.emissionFactor, country: 'AR' } }));
    expect(await screen.findByText('Aún no tenemos un factor para AR, así que usamos el de México.')).toBeInTheDocument();
  });

  it('says nothing of Mexico when the company’s country chose the factor', async () => {
    const german = { ...metrics.emissionFactor.factor, region: 'DE', value: 0.215, year: null, isComputed: false, source: 'UBA TREMOD' };
    renderPage(ok({ ...metrics, emissionFactor: { country: 'DE', chosenBy: 'country', factor: german } }));
    const factor = await screen.findByRole('region', { name: 'Factor de emisión' });
    expect(factor).toHaveTextContent('Alemania (DE)');
    expect(factor).toHaveTextContent('0.215 kg CO₂e por km de auto');
    expect(factor).toHaveTextContent('La fuente no indica el año');
    expect(factor).not.toHaveTextContent('México');
    expect(factor).not.toHaveTextContent('Calculado por Rumbo');
  });

  it('gives the charts a text alternative: totals and best day in the caption, every day in a table', async () => {
    renderPage(ok(metrics));
    const charts = await screen.findByRole('region', { name: 'Día por día' });
    expect(within(charts).getByText('Viajes en el periodo: 1,204; el día con más: 700 (02/03/2026).')).toBeInTheDocument();
    expect(within(charts).getByText('Máximo de personas en un día: 120 (02/03/2026).')).toBeInTheDocument();
    expect(within(charts).getByText('Evitado en el periodo: 3,109.7 kg CO₂e; el día con más: 1,800.3 kg (02/03/2026).')).toBeInTheDocument();
    const table = within(charts).getByRole('table', { name: 'Cifras de cada día del periodo' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DíaViajes por díaPersonas por díaCO₂ evitado por día (kg CO₂e)',
      '01/03/2026000',
      '02/03/20267001201,800.3',
      '03/03/2026504981,309.4',
    ]);
  });

  it('asks again for the period picked: last month, then a custom one checked before it is sent', async () => {
    const asked = renderPage(ok(metrics));
    await screen.findByRole('heading', { name: 'Cifras del periodo' });
    fireEvent.click(screen.getByRole('radio', { name: 'Mes pasado' }));
    await waitFor(() => expect(asked).toContain('2026-02-01..2026-02-28'));
    await screen.findByText('Del 01/02/2026 al 28/02/2026 (America/Mexico_City)');
    fireEvent.click(screen.getByRole('radio', { name: 'Personalizado' }));
    // "Custom" starts at the period shown: its fields (fetched on this first choice) and the figures below agree.
    expect(await screen.findByLabelText('Desde')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-02-28');
    expect(screen.getByRole('heading', { name: 'Cifras del periodo' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-10' } });
    // Dates typed, not applied: February's figures no longer show under them.
    expect(await screen.findByText('Pulsa «Ver periodo» para ver las cifras de las fechas elegidas.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cifras del periodo' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(await screen.findByText('La fecha final debe ser igual o posterior a la inicial')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    await waitFor(() => expect(asked).toEqual(['2026-03-01..2026-03-15', '2026-02-01..2026-02-28', '2026-03-10..2026-03-12']));
    expect(await screen.findByText('Del 10/03/2026 al 12/03/2026 (America/Mexico_City)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cifras del periodo' })).toBeInTheDocument();
    // Four renders of the charts in jsdom: slow on a busy machine.
  }, 20_000);

  it('says it is loading until the figures arrive', async () => {
    let answer: (response: Response) => void = () => {};
    renderPage(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
    answer(json(200, { success: true, data: metrics }));
    expect(await screen.findByRole('heading', { name: 'Cifras del periodo' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando...' })).not.toBeInTheDocument();
  });

  it('says the report failed to load, and asks again on Reintentar', async () => {
    renderPage(() => json(500, { success: false, message: 'Ocurrió un error inesperado' }), ok(metrics));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el reporte.');
    expect(alert).toHaveTextContent('Ocurrió un error inesperado');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Cifras del periodo' })).toBeInTheDocument();
  });

  it('says the period has no trips when nothing counted', async () => {
    renderPage(ok({ ...metrics, trips: 0, legs: 0, participation: { share: 0, numerator: 0, denominator: 4 }, days: [] }));
    expect(await screen.findByRole('heading', { name: 'Sin viajes en este periodo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cifras del periodo' })).not.toBeInTheDocument();
  });

  it('sends a company with no subscription to the plans', async () => {
    renderPage(() => json(403, { success: false, message: 'Los reportes requieren una suscripción activa' }));
    expect(await screen.findByRole('heading', { name: 'Necesitas una suscripción' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/home/plans');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('issued reports', () => {
    const february: ReportSnapshot = {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      kind: 'monthly',
      from: '2026-02-01',
      to: '2026-02-28',
      issuedAt: '2026-03-01T07:07:00.000Z',
      contentHash: 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
      figures: { ...metrics, from: '2026-02-01', to: '2026-02-28', trips: 880, co2AvoidedKg: 2050.5 },
    };

    it('lists each issued report with its period, kind, issue date and headline figures', async () => {
      issued = [february];
      renderPage(ok(metrics));
      const section = await screen.findByRole('region', { name: 'Reportes emitidos' });
      const item = await within(section).findByRole('listitem');
      expect(item).toHaveTextContent('Del 01/02/2026 al 28/02/2026 · Mensual');
      // Issued at 07:07 UTC on 1 March: still 1 March in Mexico City.
      expect(item).toHaveTextContent('Emitido el 01/03/2026 · 880 viajes · 2,050.5 kg CO₂e evitados');
      expect(within(item).getByRole('button', { name: 'Descargar en PDF el reporte del 2026-02-01 al 2026-02-28' })).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Descargar en CSV el reporte del 2026-02-01 al 2026-02-28' })).toBeInTheDocument();
    });

    it('shows an issued report’s frozen figures with their hash, then the chosen period again', async () => {
      issued = [february];
      renderPage(ok(metrics));
      fireEvent.click(await screen.findByRole('button', { name: 'Ver las cifras del reporte Del 01/02/2026 al 28/02/2026' }));
      expect(await screen.findByRole('heading', { name: 'Reporte emitido Mensual: del 01/02/2026 al 28/02/2026' })).toBeInTheDocument();
      expect(screen.getByText(february.contentHash)).toBeInTheDocument();
      expect(figure('Viajes')).toHaveTextContent('880');
      fireEvent.click(screen.getByRole('button', { name: 'Volver al periodo elegido' }));
      await waitFor(() => expect(figure('Viajes')).toHaveTextContent('1,204'));
      expect(screen.queryByText(february.contentHash)).not.toBeInTheDocument();
    }, 20_000);

    it('says when no report has been issued yet', async () => {
      renderPage(ok(metrics));
      expect(await screen.findByRole('heading', { name: 'Aún no hay reportes emitidos' })).toBeInTheDocument();
    });
  });
});
