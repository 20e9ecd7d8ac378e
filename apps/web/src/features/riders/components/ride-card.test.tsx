import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { driversRide } from '@/testing/rides';
import { es as riders } from '../locales/es';
import { fetchRideDayFor, RideCard } from './ride-card';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, riders });
});

const timeZone = 'America/Mexico_City';
const bookingId = '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a02';
/** The driver's ride that left a few minutes ago, its passenger picked up: his to finish. */
const drive = driversRide({ bookingId, departureAt: new Date(Date.now() - 10 * 60_000).toISOString() });

describe('a ride card on the ride’s day', () => {
  it('is drawn whole in its first render when its code was fetched ahead: the steps, and the driver’s km field', async () => {
    answerRequests(() => json(200, { success: true, timeZone, upcoming: [], past: [] }));
    await fetchRideDayFor({ success: true, timeZone, upcoming: [drive], past: [] });
    renderWithStore(<RideCard ride={drive} language="es" timeZone={timeZone} judged={false} />);
    // Found at the first render, not awaited: nothing of the card waits for code.
    expect(screen.getByRole('button', { name: 'Terminamos el viaje' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Km que manejaste/ })).toBeInTheDocument();
  });
});
