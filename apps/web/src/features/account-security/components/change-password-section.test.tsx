import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { sessionSlice } from '@/lib/api/session-slice';
import { feedbackSlice } from '@/lib/feedback/feedback-slice';
import { startI18n } from '@/lib/i18n';
import { es as common } from '@/lib/i18n/locales/es';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as accountSecurity } from '../locales/es';
import { ChangePasswordSection } from './change-password-section';

beforeAll(async () => {
  const texts = { accountSecurity, common, messages };
  await startI18n({ language: 'es', namespaces: ['common', 'accountSecurity', 'messages'], load: async (_language, namespace) => texts[namespace as keyof typeof texts] });
});

afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The section against one answer of the server; `posted` collects the bodies it sends. */
function renderSection(answer?: Response) {
  const posted: unknown[] = [];
  // Node's Request does not resolve '/api/...' against the page as a browser does.
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost').toString() : input, init);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      posted.push(await input.json());
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, feedback: feedbackSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <MantineProvider>
        <ChangePasswordSection />
      </MantineProvider>
    </Provider>,
  );
  return { posted, store };
}

function fill(current: string, next: string, repeated: string) {
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), { target: { value: repeated } });
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('changing the password', () => {
  it('says when the new password and its repetition differ, and sends nothing', async () => {
    const { posted } = renderSection();
    fill('viajes-compartidos', 'rutas-nuevas-2026', 'rutas-nuevas-2025');
    await waitFor(() => expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden'));
    expect(posted).toEqual([]);
  });

  it('shows a refused current password on its field', async () => {
    const { posted } = renderSection(
      json(400, { success: false, message: 'Revisa los datos enviados', errors: [{ field: 'currentPassword', message: 'La contraseña no es correcta' }] }),
    );
    fill('no-es-la-clave', 'rutas-nuevas-2026', 'rutas-nuevas-2026');
    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('La contraseña no es correcta'));
    expect(posted).toEqual([{ currentPassword: 'no-es-la-clave', newPassword: 'rutas-nuevas-2026' }]);
  });

  it('says it is done with the server’s words and empties the form', async () => {
    const { store } = renderSection(json(200, { success: true, message: 'Contraseña actualizada. Cerramos tus sesiones en otros dispositivos.' }));
    fill('viajes-compartidos', 'rutas-nuevas-2026', 'rutas-nuevas-2026');
    await waitFor(() => expect(store.getState().feedback).toMatchObject({ type: 'success', message: 'Contraseña actualizada. Cerramos tus sesiones en otros dispositivos.' }));
    for (const label of ['Contraseña actual', 'Nueva contraseña', 'Repite la nueva contraseña']) expect(screen.getByLabelText(label)).toHaveValue('');
  });
});
