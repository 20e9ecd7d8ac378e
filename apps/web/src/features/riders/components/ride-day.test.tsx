import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { driversRide } from '@/testing/rides';
import { es as riders } from '../locales/es';
import { RideDay, typedKm } from './ride-day';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, riders });
});

const bookingId = '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a01';
const drive = driversRide({ bookingId, departureAt: '2026-03-02T13:30:00.000Z' });

/** The driver's card on the day, the server answering the completion with `answer`; gives the bodies it was sent. */
async function openDay(answer: (body: unknown) => Response = () => json(200, { success: true, message: 'Viaje realizado', data: {} })) {
  const sent: unknown[] = [];
  answerRequests(async (request, path) => {
    if (path === `/api/trips/bookings/${bookingId}` && request.method === 'PATCH') {
      const body: unknown = await request.json();
      sent.push(body);
      return answer(body);
    }
    return json(200, { success: true, timeZone: 'America/Mexico_City', upcoming: [], past: [] });
  });
  // Acted out, so the km field drawn once its code has come (the first test fetches it) is committed.
  await act(async () => {
    renderWithStore(<RideDay ride={drive} showSteps={false} />);
  });
  return sent;
}

/** The km field, its code fetched apart: found once it has come. */
const km = () => screen.findByRole('textbox', { name: /Km que manejaste \(opcional\)/ });
const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Terminamos el viaje' }));

describe('the driver’s km on finishing the ride', () => {
  it('sends the km typed, with a comma or a point, with the completion', async () => {
    const sent = await openDay();
    fireEvent.change(await km(), { target: { value: '18,5' } });
    finish();
    await waitFor(() => expect(sent).toEqual([{ status: 'COMPLETED_PENDING_VALIDATION', vehicleKm: 18.5 }]));
  });

  it('finishes without km when none are typed', async () => {
    const sent = await openDay();
    finish();
    await waitFor(() => expect(sent).toEqual([{ status: 'COMPLETED_PENDING_VALIDATION' }]));
  });

  it('says what to write when the km are no number, sending nothing', async () => {
    const sent = await openDay();
    fireEvent.change(await km(), { target: { value: 'dieciocho' } });
    finish();
    expect(await screen.findByText('Escribe los km con un número mayor que 0, por ejemplo 18.5')).toBeInTheDocument();
    expect(await km()).toHaveAccessibleDescription(/Escribe los km con un número mayor que 0/);
    expect(sent).toEqual([]);
  });

  it('shows the service’s refusal under the field', async () => {
    const message = 'Los kilómetros del vehículo no pueden ser menos que la línea recta entre el origen y el destino del viaje (4.5 km)';
    await openDay(() => json(400, { success: false, message: 'Datos inválidos', errors: [{ field: 'vehicleKm', message }] }));
    fireEvent.change(await km(), { target: { value: '2' } });
    finish();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('typedKm', () => {
  it('reads a number above 0 with one decimal, and nothing from an empty field', () => {
    expect(typedKm(' 18.5 ')).toBe(18.5);
    expect(typedKm('7')).toBe(7);
    expect(typedKm('')).toBeUndefined();
    for (const text of ['0', '-3', '18.55', '1e3', 'abc']) expect(typedKm(text)).toBeNaN();
  });
});
