import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as riders } from '@/features/riders/locales/es';
import { loggedIn } from '@/lib/api/session-slice';
import { wholePageLoad } from '@/lib/navigation/navigation';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, startSpanishTexts } from '@/testing/render-with-store';
import { passenger as paola } from '@/testing/users';
import { createStore } from '../store';
import { RiderProfileRoute } from './profile-route';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, riders });
});
afterEach(() => vi.restoreAllMocks());

const userConfig = { timeZone: 'UTC-06:00', timeZoneName: 'America/Mexico_City', language: 'es', preferences: { showTutorial: false, rideMails: true } };

/** /app/profile for this person, with the server answering what the page sends; answers what it was sent. */
function openProfile(user: SessionUser) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  answerRequests(async (request, path) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    sent.push({ method: request.method, path, body });
    if (path === '/api/user/configure') return json(200, { success: true, message: 'Guardado', data: { ...userConfig, ...(body as object), preferences: { ...userConfig.preferences, ...(body as object) } } });
    if (path === '/api/auth/logout') return json(200, { success: true, message: 'Sesión cerrada' });
    return json(404, { success: false, message: 'No encontrado' });
  });
  const store = createStore();
  store.dispatch(loggedIn({ token: 'token-1', user }));
  window.history.replaceState(null, '', '/app/profile');
  // The login and the portal are the other app's pages: the browser loads them whole.
  const pageLoads = { replace: vi.spyOn(wholePageLoad, 'replace').mockImplementation(() => {}) };
  render(
    <Provider store={store}>
      <MantineProvider>
        <RiderProfileRoute />
      </MantineProvider>
    </Provider>,
  );
  return { sent, store, pageLoads };
}

describe('the rider’s profile', () => {
  it('shows who is logged in, read only, and changes the app’s language and the ride mails, kept on the server', async () => {
    const { sent, store } = openProfile(paola);
    const account = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(within(account).getByText('Paola Ramírez')).toBeInTheDocument();
    expect(within(account).getByText('pasajera@demo.rumbo.mx')).toBeInTheDocument();
    expect(within(account).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir al portal de administración' })).not.toBeInTheDocument();

    const languages = screen.getByRole('radiogroup', { name: 'Idioma de la app' });
    expect(within(languages).getByRole('radio', { name: 'Español' })).toBeChecked();
    fireEvent.click(within(languages).getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', path: '/api/user/configure', body: { language: 'en' } }));
    expect(store.getState().userConfig.language).toBe('en');

    const rideMails = screen.getByRole('switch', { name: /Recibir mis avisos de viajes también por correo/ });
    expect(rideMails).toBeChecked();
    fireEvent.click(rideMails);
    await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', path: '/api/user/configure', body: { rideMails: false } }));
  });

  it('leads an administrator to the administrators’ portal', async () => {
    openProfile({ ...paola, isAdmin: true });
    expect(screen.getByRole('link', { name: 'Ir al portal de administración' })).toHaveAttribute('href', '/home');
  });

  it('logs out: the session ends on the server and here, and the login follows', async () => {
    const { sent, store, pageLoads } = openProfile(paola);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/login'));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain('POST /api/auth/logout');
    expect(store.getState().session.user).toBeNull();
  });
});
