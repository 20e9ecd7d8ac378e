import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MutationResult, RequestError } from '@/lib/api/errors';
import { es as common } from '@/lib/i18n/locales/es';
import { createTestStore, startSpanishTexts } from '@/testing/render-with-store';
import { FeedbackNotice } from './feedback-notice';
import { useNotifyOutcome, type OutcomeNotices } from './use-notify-outcome';

beforeAll(() => startSpanishTexts({ common }));

type Answer = { success: true; message: string };
const saved: Answer = { success: true, message: 'Empleado actualizado' };
const answered = (result: MutationResult<Answer>) => Promise.resolve(result);
const refused = (error: RequestError) => answered({ error });

/** The hook beside the one notice on screen; calls it as a page would and answers what it resolved to. */
function renderNotifier() {
  const store = createTestStore();
  const { result } = renderHook(() => useNotifyOutcome(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MantineProvider>
          <FeedbackNotice closeLabel="Cerrar" />
          {children}
        </MantineProvider>
      </Provider>
    ),
  });
  return (sent: Promise<MutationResult<Answer>>, notices?: OutcomeNotices<Answer>) => act(() => result.current(sent, notices));
}

describe('saying how a mutation went', () => {
  it('says the text read from the answer, and hands the answer on', async () => {
    const notifyOutcome = renderNotifier();
    expect(await notifyOutcome(answered({ data: saved }), { success: (answer) => answer.message, failure: 'No se pudo guardar.' })).toEqual(saved);
    expect(screen.getByRole('status')).toHaveTextContent('Empleado actualizado');
  });

  it('says a fixed success text, or nothing when the page has none', async () => {
    const notifyOutcome = renderNotifier();
    await notifyOutcome(answered({ data: saved }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await notifyOutcome(answered({ data: saved }), { success: 'Enlace guardado' });
    expect(screen.getByRole('status')).toHaveTextContent('Enlace guardado');
  });

  it('says the server’s message on a failure before the page’s own text, and hands nothing on', async () => {
    const notifyOutcome = renderNotifier();
    const answer = await notifyOutcome(refused({ status: 409, data: { success: false, message: 'Ya existe una cuenta con este correo' } }), {
      success: (done) => done.message,
      failure: 'No se pudo guardar.',
    });
    expect(answer).toBeUndefined();
    expect(screen.getByRole('alert')).toHaveTextContent('Ya existe una cuenta con este correo');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the page’s text when the server gives no reason, and what happened when no answer came', async () => {
    const notifyOutcome = renderNotifier();
    await notifyOutcome(refused({ status: 500, data: 'Internal Server Error' }), { failure: 'No se pudo guardar.' });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar.');
    await notifyOutcome(refused({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }), { failure: 'No se pudo guardar.' });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.');
    await notifyOutcome(refused({ status: 500, data: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado');
  });

  it('lets the page word a failure, title it, or say it elsewhere', async () => {
    const notifyOutcome = renderNotifier();
    const error: RequestError = { status: 401, data: { success: false, message: 'Credenciales inválidas' } };
    const worded = vi.fn((_error: RequestError) => 'Usuario o contraseña incorrectos');
    await notifyOutcome(refused(error), { failure: worded, failureTitle: 'Inicio de sesión' });
    expect(worded).toHaveBeenCalledWith(error);
    expect(screen.getByRole('alert')).toHaveTextContent('Inicio de sesión');
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    act(() => screen.getByRole('button', { name: 'Cerrar' }).click());
    expect(await notifyOutcome(refused(error), { failure: () => null })).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
