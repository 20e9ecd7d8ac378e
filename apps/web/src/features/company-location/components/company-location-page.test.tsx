import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useStoreSelector } from '@/lib/store-selector';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { FeedbackNotice } from '@/lib/feedback/feedback-notice';
import { es as common } from '@/lib/i18n/locales/es';
import type { createTestStore } from '@/testing/render-with-store';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { companyLocationApi } from '../api/company-location-api';
import { es as companyLocation } from '../locales/es';
import { CompanyLocationPage } from './company-location-page';

beforeAll(async () => {
  // jsdom has no font loading, which Mantine's autosizing textarea listens to.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
  await startSpanishTexts({ common, messages, companyLocation });
});

const empty = { address: null, latitude: null, longitude: null, updatedAt: null };
const suggestedAddress = 'Av. Paseo de la Reforma 222, Ciudad de México, CDMX, 06600, México';

type TestState = ReturnType<ReturnType<typeof createTestStore>['getState']>;

/** Says when the saved location has reached the store: in the same render as the page, which reads it too. */
function LocationArrived() {
  const arrived = useStoreSelector((state: TestState) => companyLocationApi.endpoints.getCompanyLocation.select()(state).isSuccess);
  return arrived ? <p>Ubicación recibida</p> : null;
}

/** The page with the server answering each request in turn from `answers`; answers the fetch spy. */
function renderPage(answers: (() => Response)[], props: { suggestedAddress?: string; suggestionLoading?: boolean } = {}) {
  const queue = [...answers];
  const fetch = answerRequests(() => (queue.shift() ?? networkDown)());
  const page = (pageProps: typeof props) => (
    <MemoryRouter>
      <CompanyLocationPage suggestedAddress={pageProps.suggestedAddress ?? ''} suggestionLoading={pageProps.suggestionLoading} />
      <FeedbackNotice closeLabel="Cerrar" />
      <LocationArrived />
    </MemoryRouter>
  );
  const view = renderWithStore(page(props));
  return { fetch, rerender: (next: typeof props) => view.rerender(page(next)) };
}

const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the company location page', () => {
  it('offers the profile’s address while no location is saved, and says where it came from', async () => {
    renderPage([() => json(200, { success: true, data: empty })], { suggestedAddress });
    expect(await field('Dirección')).toHaveValue(suggestedAddress);
    expect(screen.getByText('La tomamos de la dirección del perfil de tu empresa. Revísala y guárdala.')).toBeInTheDocument();
    expect(await field('Latitud')).toHaveValue('');
  });

  it('shows the saved location, not the profile’s address', async () => {
    const saved = { address: 'Av. Constitución 1200, Monterrey', latitude: 25.6866, longitude: -100.3161, updatedAt: '2026-03-01T00:00:00.000Z' };
    renderPage([() => json(200, { success: true, data: saved })], { suggestedAddress });
    expect(await field('Dirección')).toHaveValue('Av. Constitución 1200, Monterrey');
    expect(await field('Latitud')).toHaveValue('25.6866');
    expect(await field('Longitud')).toHaveValue('-100.3161');
    expect(screen.queryByText(/La tomamos de la dirección del perfil/)).not.toBeInTheDocument();
  });

  it('waits for the profile’s address before showing the form, so it is not filled in under the person’s hands', async () => {
    const { rerender } = renderPage([() => json(200, { success: true, data: empty })], { suggestionLoading: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    expect(await screen.findByText('Ubicación recibida')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('textbox', { name: /^Dirección/ })).not.toBeInTheDocument();
    rerender({ suggestedAddress, suggestionLoading: false });
    expect(await field('Dirección')).toHaveValue(suggestedAddress);
  });

  it('sends the coordinates as numbers and says it saved', async () => {
    const saved = { address: suggestedAddress, latitude: 19.4326, longitude: -99.1332, updatedAt: '2026-03-01T00:00:00.000Z' };
    const { fetch } = renderPage(
      [() => json(200, { success: true, data: empty }), () => json(200, { success: true, message: 'Ubicación de la empresa guardada', data: saved })],
      { suggestedAddress },
    );
    fireEvent.change(await field('Latitud'), { target: { value: ' 19.4326 ' } });
    fireEvent.change(await field('Longitud'), { target: { value: '-99.1332' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ubicación' }));
    expect(await screen.findByText('Ubicación de la empresa guardada')).toBeInTheDocument();
    const request = fetch.mock.calls[1]![0];
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/enterprise/location');
    expect(await request.json()).toEqual({ address: suggestedAddress, latitude: 19.4326, longitude: -99.1332 });
  });

  it('refuses a lone coordinate before sending anything', async () => {
    const { fetch } = renderPage([() => json(200, { success: true, data: empty })], { suggestedAddress });
    fireEvent.change(await field('Latitud'), { target: { value: '19.4326' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ubicación' }));
    expect(await screen.findByText('Escribe la latitud y la longitud, o deja las dos vacías')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal on the fields and in an alert, keeping what was typed', async () => {
    const refusal = { success: false, message: 'Revisa los datos enviados', errors: [{ field: 'address', message: 'La dirección es obligatoria' }] };
    renderPage([() => json(200, { success: true, data: empty }), () => json(400, refusal)]);
    fireEvent.change(await field('Dirección'), { target: { value: 'Calle Hidalgo 5, Puebla' } });
    fireEvent.change(await field('Latitud'), { target: { value: '19.0414' } });
    fireEvent.change(await field('Longitud'), { target: { value: '-98.2063' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ubicación' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos guardar la ubicación.');
    expect(alert).toHaveTextContent('Revisa los datos enviados');
    expect(await field('Dirección')).toHaveAccessibleDescription(/La dirección es obligatoria/);
    expect(await field('Dirección')).toHaveValue('Calle Hidalgo 5, Puebla');
    expect(await field('Latitud')).toHaveValue('19.0414');
    expect(await field('Longitud')).toHaveValue('-98.2063');
  });

  it('says when the location cannot be loaded, and asks again on retry', async () => {
    const { fetch } = renderPage([() => json(500, { success: false, message: 'Ocurrió un error inesperado' }), () => json(200, { success: true, data: empty })], {
      suggestedAddress,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la ubicación de la empresa.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await field('Dirección')).toHaveValue(suggestedAddress);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
