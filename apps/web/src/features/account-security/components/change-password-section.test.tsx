import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as accountSecurity } from '../locales/es';
import { ChangePasswordSection } from './change-password-section';

beforeAll(() => startSpanishTexts({ common, accountSecurity, messages }));

/** The section against one answer of the server (none: the network is down); `posted` collects the bodies it sends. */
function renderSection(answer?: Response) {
  const posted: unknown[] = [];
  answerRequests(async (request) => {
    posted.push(await request.json());
    return answer ?? networkDown();
  });
  const { store } = renderWithStore(<ChangePasswordSection />);
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
