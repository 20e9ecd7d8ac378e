import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchDay } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as riders } from '../locales/es';
import { SearchPage } from './search-page';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, riders });
});

const ride = (offerId: string, driverFirstNames: string, departureAt: string, interCompany = false): MatchDay['rides'][number] => ({
  offerId,
  departureAt,
  driverFirstNames,
  pickupDistanceKm: 0.4,
  dropDistanceKm: 0.2,
  seatsLeft: 1,
  interCompany,
  booking: null,
});

const monday: MatchDay = {
  requestId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  date: '2026-03-02',
  departureAt: '2026-03-02T13:30:00.000Z',
  from: 'Coyoacán',
  to: 'Reforma 222',
  rides: [ride('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Roberto', '2026-03-02T13:30:00.000Z'), ride('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Ingrid', '2026-03-02T13:35:00.000Z', true)],
};

/** The search page with the server refusing each booking with `refusals[offerId]`, in the server's words. */
function openSearch(refusals: Record<string, string>) {
  answerRequests(async (request, path) => {
    if (path === '/api/trips/me/matches') return json(200, { success: true, timeZone: 'America/Mexico_City', data: [monday] });
    if (path === '/api/trips/me/booking-requests') return json(200, { success: true, timeZone: 'America/Mexico_City', data: [] });
    if (path === '/api/trips/bookings') {
      const { offerId } = (await request.json()) as { offerId: string };
      return json(409, { success: false, message: refusals[offerId] });
    }
    return json(404, { success: false, message: 'No encontrado' });
  });
  renderWithStore(<SearchPage language="es" commutePath="/app/commute" />);
}

describe('a booking the company’s trip rules refuse', () => {
  it('says why beside its ride, in the rider’s words, and leaves the other rides as they were', async () => {
    const sameGender = 'No puedes reservar este viaje: pediste que te lleve una persona de tu mismo género, y quien lo ofrece no indicó ese género';
    const carFull = 'Ya no hay lugar en este auto: cuando viajan personas de otras empresas caben como máximo 4, contando al conductor';
    openSearch({ [monday.rides[0]!.offerId]: sameGender, [monday.rides[1]!.offerId]: carFull });

    const roberto = await screen.findByRole('article', { name: 'Con Roberto a las 07:30 a.m.' });
    fireEvent.click(within(roberto).getByRole('button', { name: 'Reservar: Con Roberto a las 07:30 a.m.' }));
    const refusal = await within(roberto).findByRole('alert');
    expect(refusal).toHaveTextContent('No se hizo la reserva');
    expect(refusal).toHaveTextContent(sameGender);
    const ingrid = screen.getByRole('article', { name: 'Con Ingrid a las 07:35 a.m.' });
    expect(within(ingrid).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(within(ingrid).getByRole('button', { name: 'Reservar: Con Ingrid a las 07:35 a.m.' }));
    expect(await within(ingrid).findByRole('alert')).toHaveTextContent(carFull);
    // Both rides stay listed with their reasons, each can be tried again.
    expect(within(roberto).getByRole('alert')).toHaveTextContent(sameGender);
    expect(within(roberto).getByRole('button', { name: /^Reservar/ })).toBeEnabled();
  });
});
