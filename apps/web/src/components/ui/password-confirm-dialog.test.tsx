import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasswordConfirmationBody } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { PasswordConfirmDialog } from './password-confirm-dialog';

beforeAll(() => startSpanishTexts({ common, messages }));

type Done = { success: true; message: string };
/** What an RTK Query trigger resolves to: the answer's data, or its error. */
type Answer = { data: Done } | { error: FetchBaseQueryError };

/** The open dialog, confirming with `confirm`; `reopen` closes it and opens it again. */
function renderDialog(confirm: (body: PasswordConfirmationBody) => Promise<Answer>, serverField?: string) {
  const onConfirmed = vi.fn();
  const onClose = vi.fn();
  const dialog = (opened: boolean) => (
    <PasswordConfirmDialog
      opened={opened}
      title="Eliminar la cuenta"
      passwordLabel="Contraseña"
      confirmLabel="Eliminar definitivamente"
      loading={false}
      serverField={serverField}
      confirm={confirm}
      onConfirmed={onConfirmed}
      onClose={onClose}
    >
      <p>Se borrarán todos los datos de tu empresa.</p>
    </PasswordConfirmDialog>
  );
  const view = renderWithStore(dialog(true));
  const reopen = async () => {
    view.rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(dialog(true));
    return screen.findByRole('dialog', { name: 'Eliminar la cuenta' });
  };
  return { onConfirmed, onClose, reopen, user: userEvent.setup() };
}

const password = () => screen.getByLabelText('Contraseña');
const submit = () => screen.getByRole('button', { name: 'Eliminar definitivamente' });

describe('confirming with the password', () => {
  it('says the password is required and sends nothing', async () => {
    const confirm = vi.fn<(body: PasswordConfirmationBody) => Promise<Answer>>();
    const { user } = renderDialog(confirm);
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('La contraseña es obligatoria'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows a refused password on its field and puts the cursor back there', async () => {
    const refusal: FetchBaseQueryError = {
      status: 400,
      data: { success: false, message: 'Revisa los datos enviados', errors: [{ field: 'password', message: 'La contraseña no es correcta' }] },
    };
    const confirm = vi.fn(async (_body: PasswordConfirmationBody): Promise<Answer> => ({ error: refusal }));
    const { user, onConfirmed } = renderDialog(confirm);
    await user.type(password(), 'no-es-la-clave');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('La contraseña no es correcta'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({ password: 'no-es-la-clave' });
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('shows a refusal on the field the server names for the password (a change sent with currentPassword)', async () => {
    const refusal: FetchBaseQueryError = {
      status: 400,
      data: { success: false, message: 'Revisa los datos enviados', errors: [{ field: 'currentPassword', message: 'La contraseña no es correcta' }] },
    };
    const { user } = renderDialog(async () => ({ error: refusal }), 'currentPassword');
    await user.type(password(), 'no-es-la-clave');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('La contraseña no es correcta'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, FetchBaseQueryError, string]>([
    ['too many attempts', { status: 429, data: { success: false, message: 'Demasiados intentos. Espera 15 minutos e inténtalo nuevamente.' } }, 'Demasiados intentos. Espera 15 minutos e inténtalo nuevamente.'],
    ['a server failure', { status: 500, data: 'Internal Server Error' }, 'Ocurrió un error inesperado'],
    ['no connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.'],
  ])('says so in an alert on %s, keeping the dialog open with what was typed', async (_case, error, said) => {
    const { user, onConfirmed, onClose } = renderDialog(async () => ({ error }));
    await user.type(password(), 'viajes-compartidos');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(screen.getByRole('dialog', { name: 'Eliminar la cuenta' })).toBeInTheDocument();
    expect(password()).toHaveValue('viajes-compartidos');
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hands the answer’s data on once the password is right', async () => {
    const done: Done = { success: true, message: 'Cuenta eliminada. Cerramos tu sesión.' };
    const confirm = vi.fn(async (_body: PasswordConfirmationBody): Promise<Answer> => ({ data: done }));
    const { user, onConfirmed } = renderDialog(confirm);
    await user.type(password(), 'viajes-compartidos');
    await user.click(submit());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(done));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith({ password: 'viajes-compartidos' });
  });

  it('closes on Cancelar and opens again empty, without the last failure', async () => {
    const { user, onClose, reopen } = renderDialog(async () => ({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }));
    await user.type(password(), 'viajes-compartidos');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await reopen();
    expect(password()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
