import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyRide } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { FeedbackNotice } from '@/lib/feedback/feedback-notice';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as riders } from '../locales/es';
import { CancelBookings } from './cancel-booking';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, riders });
});

const paola = '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a01';
const luis = '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a02';
const when = 'lun 2 mar, 07:30 a.m.';
const ride = (role: MyRide['role'], bookings: MyRide['bookings']): MyRide => ({
  rideId: bookings[0]!.bookingId,
  role,
  departureAt: '2026-03-02T13:30:00.000Z',
  from: 'Coyoacán',
  to: 'Reforma 222',
  companions: role === 'passenger' ? ['Carlos'] : bookings.map((booking) => booking.passengerFirstNames),
  status: bookings[0]!.status,
  proofClass: null,
  sharedKm: null,
  counts: false,
  reasons: [],
  bookings,
});

/** The card's cancel buttons, the service answering each move with `answer`; gives the moves it was sent. */
function show(shown: MyRide, answer: () => Response = () => json(200, { success: true, message: 'Reserva cancelada', data: {} })) {
  const sent: { path: string; body: unknown }[] = [];
  answerRequests(async (request, path) => {
    if (request.method === 'PATCH') {
      sent.push({ path, body: await request.json() });
      return answer();
    }
    return json(200, { success: true, timeZone: 'America/Mexico_City', upcoming: [], past: [] });
  });
  renderWithStore(
    <>
      <CancelBookings ride={shown} when={when} />
      <FeedbackNotice closeLabel="Cerrar" />
    </>,
  );
  return sent;
}

describe('cancelling until a ride’s steps open', () => {
  it('lets a passenger give up a place asked for, after saying whom it tells', async () => {
    const sent = show(ride('passenger', [{ bookingId: paola, status: 'WAITING_CONFIRMATION', passengerFirstNames: 'Paola', proofs: [] }]));
    fireEvent.click(screen.getByRole('button', { name: `Cancelar mi lugar del ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar tu lugar en este viaje?' });
    expect(dialog).toHaveTextContent('Le avisaremos a Carlos.');
    // The question starts on "no": nothing is cancelled by Enter pressed twice.
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar mi lugar' }));
    await waitFor(() => expect(sent).toEqual([{ path: `/api/trips/bookings/${paola}`, body: { status: 'CANCELLED' } }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Reserva cancelada');
  });

  it('lets a driver take back each confirmed place, by name, not one still to answer', () => {
    show(
      ride('driver', [
        { bookingId: paola, status: 'CONFIRMED', passengerFirstNames: 'Paola', proofs: [] },
        { bookingId: luis, status: 'WAITING_CONFIRMATION', passengerFirstNames: 'Luis', proofs: [] },
      ]),
    );
    expect(screen.getByRole('button', { name: `Cancelar a Paola del ${when}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Luis/ })).not.toBeInTheDocument();
  });

  it('sends nothing when the person goes back, and gives the focus back to the button', async () => {
    const sent = show(ride('passenger', [{ bookingId: paola, status: 'CONFIRMED', passengerFirstNames: 'Paola', proofs: [] }]));
    const button = screen.getByRole('button', { name: `Cancelar mi lugar del ${when}` });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('says why the service refused', async () => {
    show(ride('passenger', [{ bookingId: paola, status: 'CONFIRMED', passengerFirstNames: 'Paola', proofs: [] }]), () =>
      json(409, { success: false, message: 'Una reserva en estado VALIDATED no puede pasar a CANCELLED' }),
    );
    fireEvent.click(screen.getByRole('button', { name: `Cancelar mi lugar del ${when}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar mi lugar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cancelar. Una reserva en estado VALIDATED no puede pasar a CANCELLED');
  });

  it('offers nothing on a ride already cancelled', () => {
    show(ride('passenger', [{ bookingId: paola, status: 'CANCELLED', passengerFirstNames: 'Paola', proofs: [] }]));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
