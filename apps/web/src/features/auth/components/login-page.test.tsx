import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as auth } from '../locales/es';
import { LoginPage } from './login-page';

beforeAll(() => startSpanishTexts({ common, auth, messages }));

const user = { idEmployee: '00000000-0000-4000-8000-000000000001', fullName: 'Ana López', email: 'ana@empresa.mx', enterpriseId: '00000000-0000-4000-8000-000000000002', isAdmin: true, emailVerified: true };

/** The login page, arrived at from `from`, against answers per path in turn; `posted` collects what it sends. */
function renderLogin(answers: Record<string, Response[]>, from = '/paper-bin') {
  const posted: { path: string; body: unknown }[] = [];
  answerRequests(async (request, path) => {
    posted.push({ path, body: await request.json() });
    return answers[path]?.shift() ?? networkDown();
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage languageControl={null} /> },
      { path: '/paper-bin', element: <p>papelera</p> },
      { path: '/home', element: <p>inicio</p> },
    ],
    { initialEntries: [{ pathname: '/login', state: { from } }] },
  );
  const { store } = renderWithStore(<RouterProvider router={router} />);
  return { posted, router, store };
}

function logInWithPassword() {
  fireEvent.change(screen.getByLabelText('Correo o teléfono'), { target: { value: 'ana@empresa.mx' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'viajes-compartidos' } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('logging in with two-step verification', () => {
  it('asks for the code once the password is right, then opens the session and goes where the person was going', async () => {
    const { posted, router, store } = renderLogin({
      '/api/auth/login': [json(200, { twoStepRequired: true, challenge: 'challenge-1' })],
      '/api/auth/login/two-step': [json(200, { token: 'access-token', user })],
    });
    logInWithPassword();

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Código de verificación' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('Escribe el código de 6 dígitos de tu app de autenticación o uno de tus códigos de recuperación.');
    expect(store.getState().session.accessToken).toBeNull();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-bin'));
    expect(posted).toEqual([
      { path: '/api/auth/login', body: { username: 'ana@empresa.mx', password: 'viajes-compartidos' } },
      { path: '/api/auth/login/two-step', body: { challenge: 'challenge-1', code: '123456' } },
    ]);
    expect(store.getState().session.accessToken).toBe('access-token');
    expect(store.getState().session.user).toEqual(user);
  });

  it('takes a recovery code with letters, says under the field when a code is refused, and goes back to the password', async () => {
    const { posted, store } = renderLogin({
      '/api/auth/login': [json(200, { twoStepRequired: true, challenge: 'challenge-2' })],
      '/api/auth/login/two-step': [json(401, { success: false, message: 'El código de recuperación no es correcto o ya se usó. Escribe otro de los que guardaste.' })],
    });
    logInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    // The field says it wants a recovery code, and an empty one asks for that, not the app's.
    const code = screen.getByRole('textbox', { name: 'Código de recuperación' });
    expect(code).toHaveAttribute('inputmode', 'text');
    expect(code).toHaveAccessibleDescription('Escribe uno de los códigos de recuperación que guardaste, con o sin guiones. Cada uno sirve una sola vez.');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Escribe uno de tus códigos de recuperación')));
    expect(posted).toHaveLength(1);
    fireEvent.change(code, { target: { value: 'abcd-efgh-jk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('El código de recuperación no es correcto o ya se usó.')));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(posted[1]).toEqual({ path: '/api/auth/login/two-step', body: { challenge: 'challenge-2', code: 'ABCDEFGHJK' } });
    expect(store.getState().session.accessToken).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Volver a la contraseña' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo o teléfono')).toHaveValue('ana@empresa.mx');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('logs in at once when the account has no second step', async () => {
    const { router, store } = renderLogin({ '/api/auth/login': [json(200, { token: 'access-token', user })] }, '/login');
    logInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(store.getState().session.accessToken).toBe('access-token');
  });
});
