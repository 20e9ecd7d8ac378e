import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { loggedIn } from '@/lib/api/session-slice';
import { FeedbackNotice } from '@/lib/feedback/feedback-notice';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as employees } from '../locales/es';
import { InviteUninvitedPanel } from './invite-uninvited-panel';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, employees });
});

const administrator = (emailVerified: boolean) => ({
  idEmployee: '00000000-0000-4000-8000-000000000001',
  fullName: 'Ana Pérez',
  email: 'ana@rumbo.mx',
  enterpriseId: '00000000-0000-4000-8000-000000000002',
  isAdmin: true,
  emailVerified,
});

/** The panel with the server answering how many wait, then the invitation; answers the requests sent. */
function renderPanel(waiting: { count: number; invitableToday: number }, emailVerified = true) {
  const sent: string[] = [];
  answerRequests((request, path) => {
    sent.push(`${request.method} ${path}`);
    if (request.method === 'POST') return json(200, { success: true, message: 'Invitaciones enviadas: 3', data: { invited: 3, left: 0 } });
    return json(200, { success: true, data: sent.some((line) => line.startsWith('POST')) ? { count: 0, invitableToday: 0 } : waiting });
  });
  const view = renderWithStore(
    <>
      <InviteUninvitedPanel />
      <FeedbackNotice closeLabel="Cerrar" />
    </>,
  );
  view.store.dispatch(loggedIn({ token: 'token', user: administrator(emailVerified) }));
  return sent;
}

describe('inviting everyone who has no invitation yet', () => {
  it('asks first, naming how many, then invites them in one request and says so', async () => {
    const sent = renderPanel({ count: 3, invitableToday: 3 });
    expect(await screen.findByText('3 personas sin invitación')).toBeInTheDocument();
    expect(screen.getByText('Todavía no pueden elegir su contraseña.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invitar a todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar invitaciones' });
    expect(within(dialog).getByText(/¿Enviar una invitación por correo a 3 personas\?/)).toBeInTheDocument();
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitaciones' }));
    expect(await screen.findByText('Invitaciones enviadas: 3')).toBeInTheDocument();
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual(['POST /api/enterprise/employees/invite-uninvited']);
    await waitFor(() => expect(screen.queryByText('3 personas sin invitación')).toBeNull());
  });

  it('says how many go today when the day’s allowance is short', async () => {
    renderPanel({ count: 250, invitableToday: 200 });
    fireEvent.click(await screen.findByRole('button', { name: 'Invitar a todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar invitaciones' });
    expect(within(dialog).getByText(/¿Enviar una invitación por correo a 200 personas\?/)).toBeInTheDocument();
    expect(within(dialog).getByText(/hoy se enviarán 200 de 250; a las demás, invítalas mañana/)).toBeInTheDocument();
  });

  it('waits for the administrator’s verified email', async () => {
    renderPanel({ count: 2, invitableToday: 2 }, false);
    expect(await screen.findByText('Verifica tu correo para enviar invitaciones: usa el enlace que te enviamos al registrarte.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invitar a todos' })).toBeDisabled();
  });
});
