import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyTrip, CompanyTripDetail } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as trips } from '../locales/es';
import { TripsPage } from './trips-page';

beforeAll(() => startSpanishTexts({ common, trips, messages }));

const flagged: CompanyTrip = {
  tripId: '6f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a01',
  // 08:00 in Mexico City on 2 March.
  plannedDepartureAt: '2026-03-02T14:00:00.000Z',
  driver: { employeeId: '0b6f3f52-5a0e-4d4f-9a77-7d1c2b6e0a02', fullName: 'Ana López Pérez', isOtherCompany: false },
  passengers: 2,
  status: 'completed',
  proofClass: 'B',
  isFlagged: true,
  km: 1.5,
  isInterCompany: false,
};
const shared: CompanyTrip = {
  ...flagged,
  tripId: '7f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a03',
  plannedDepartureAt: '2026-03-01T14:30:00.000Z',
  driver: { employeeId: null, fullName: null, isOtherCompany: true },
  passengers: 1,
  status: 'planned',
  proofClass: 'A',
  isFlagged: false,
  km: null,
  isInterCompany: true,
};
const page = (data: CompanyTrip[], total = data.length) => ({ success: true, data, total, totalIsExact: true, page: 1, pageSize: 10, timeZone: 'America/Mexico_City' });
const detail: CompanyTripDetail = {
  ...flagged,
  plannedArrivalAt: null,
  actualDepartureAt: '2026-03-02T14:02:00.000Z',
  actualArrivalAt: '2026-03-02T14:20:00.000Z',
  vehicleSeats: 3,
  legs: [
    {
      legId: '8f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a04',
      passenger: { employeeId: '9f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a05', fullName: 'Luis Ramírez', isOtherCompany: false },
      bookingStatus: 'VALIDATED',
      pickup: { label: 'Colonia del Valle', plannedAt: '2026-03-02T14:00:00.000Z', actualAt: '2026-03-02T14:02:00.000Z' },
      drop: { label: 'Insurgentes Sur 1602', plannedAt: null, actualAt: '2026-03-02T14:20:00.000Z' },
      sharedKm: 1.5,
      proofClass: 'B',
      isCancelled: false,
      countsInFigures: false,
      flags: [{ reason: 'shortLeg', message: 'Trayecto de menos de 2 km', flaggedAt: '2026-03-02T14:25:00.000Z' }],
      proofEvents: [{ kind: 'pickup', by: 'passenger', latitude: 19.38, longitude: -99.16, recordedAt: '2026-03-02T14:02:00.000Z', receivedAt: '2026-03-02T14:02:05.000Z' }],
    },
  ],
};

const luis = { employeeId: '9f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a05', fullName: 'Luis Ramírez', firstNames: 'Luis', lastNames: 'Ramírez' };

/** The page at `url` against a server that answers the list with `list(query)` and the detail with `detail`; every other request fails. */
function renderPage(url: string, list: (query: URLSearchParams) => Response, trip: () => Response = () => json(200, { success: true, data: detail })) {
  const queries: URLSearchParams[] = [];
  answerRequests((request, path) => {
    if (path === '/api/trips/company') {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return list(query);
    }
    if (path === `/api/trips/company/${flagged.tripId}`) return trip();
    if (path === `/api/employee/${luis.employeeId}`) return json(200, { employee: luis });
    return networkDown();
  });
  const router = createMemoryRouter([{ path: '/home/trips', element: <TripsPage language="es" /> }], { initialEntries: [url] });
  renderWithStore(<RouterProvider router={router} />);
  return { queries, router };
}

describe('the trips page', () => {
  it('lists each trip’s departure in the company’s zone, driver, passengers, status, proof, flag and km', async () => {
    renderPage('/home/trips', () => json(200, page([flagged, shared])));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Salida', 'Conductor', 'Pasajeros', 'Estado', 'Prueba', 'Revisión', 'Km', 'Acciones']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('02/03/2026 - 08:00 a.m.');
    expect(first).toHaveTextContent('Ana López Pérez');
    expect(first).toHaveTextContent('Realizado');
    expect(within(first!).getByLabelText('Clase B: el teléfono de una persona confirmó su posición al subir y al bajar.')).toHaveTextContent('Clase B');
    expect(first).toHaveTextContent('Marcado');
    expect(first).toHaveTextContent('1.5');
    expect(second).toHaveTextContent('Persona de otra empresa');
    expect(second).toHaveTextContent('Con otra empresa');
    expect(second).toHaveTextContent('Sin marcas');
    expect(screen.getByText('2 viajes')).toBeInTheDocument();
  });

  it('shows no proof class on a cancelled trip: nobody rode it', async () => {
    renderPage('/home/trips', () => json(200, page([{ ...flagged, status: 'cancelled', isFlagged: false }])));
    const [row] = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Cancelado');
    expect(row).not.toHaveTextContent('Clase');
    expect(within(row!).getByText('Sin prueba: viaje cancelado')).toBeInTheDocument();
  });

  // Three requests and five renders: slow on a busy machine.
  it('sends the filters and the person from the address to the server, and names the person', { timeout: 15_000 }, async () => {
    const { queries } = renderPage('/home/trips?employee=9f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a05', () => json(200, page([flagged])));
    await screen.findByRole('table');
    expect(await screen.findByRole('heading', { level: 1, name: 'Viajes de Luis Ramírez' })).toBeInTheDocument();
    expect(screen.getByText('Estás viendo solo los viajes de Luis Ramírez.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'completed' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Solo viajes marcados para revisar' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ from: '2026-03-01', status: 'completed', flagged: 'true', employeeId: '9f1c8a52-5a0e-4d4f-9a77-7d1c2b6e0a05', page: '1', pageSize: '10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver los viajes de todos' }));
    await waitFor(() => expect(queries.at(-1)!.has('employeeId')).toBe(false));
  });

  it('says the end date comes before the start date, without asking the server', async () => {
    const { queries } = renderPage('/home/trips?from=2026-03-05&to=2026-03-01', () => json(200, page([])));
    expect(await screen.findByText('La fecha final debe ser igual o posterior a la inicial')).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('opens a trip: its legs, the proof class in words and each flag’s reason', async () => {
    renderPage('/home/trips', () => json(200, page([flagged])));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver el viaje del 02/03/2026 - 08:00 a.m.' }));
    const drawer = await screen.findByRole('dialog', { name: 'Viaje del 02/03/2026 - 08:00 a.m.' });
    const leg = await within(drawer).findByRole('region', { name: 'Trayecto de Luis Ramírez' });
    expect(leg).toHaveTextContent('Colonia del Valle');
    expect(leg).toHaveTextContent('Real: 02/03/2026 - 08:02 a.m.');
    expect(leg).toHaveTextContent('Trayecto de menos de 2 km');
    expect(leg).toHaveTextContent('No cuenta en las cifras de tus reportes.');
    expect(leg).toHaveTextContent('Subida · Pasajero · 02/03/2026 - 08:02 a.m.');
    expect(within(drawer).getAllByText(/el teléfono de una persona confirmó su posición al subir y al bajar/).length).toBeGreaterThan(0);
  });

  it('says when there are no trips yet, and when no trip matches the filters', async () => {
    renderPage('/home/trips', () => json(200, page([])));
    expect(await screen.findByText('Todavía no hay viajes. Aparecerán aquí cuando tu equipo comparta su primer viaje desde la app.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Solo viajes marcados para revisar' }));
    expect(await screen.findByText('Ningún viaje coincide con estos filtros.')).toBeInTheDocument();
  });

  it('says the list failed to load, and asks again on Reintentar', async () => {
    const answers = [json(500, { success: false, message: 'Ocurrió un error inesperado' }), json(200, page([flagged]))];
    renderPage('/home/trips', () => answers.shift() ?? networkDown());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los viajes.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ana López Pérez')).toBeInTheDocument();
  });
});
