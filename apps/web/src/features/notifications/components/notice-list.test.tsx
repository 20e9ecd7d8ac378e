import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language, Notification } from '@rumbo/contract';
import { es as messagesEs } from '@rumbo/contract/messages/es';
import { startI18n } from '@/lib/i18n';
import { es as commonEs } from '@/lib/i18n/locales/es';
import { es } from '../locales/es';
import { NoticeList } from './notice-list';

const namespaces: Record<string, Record<Language, unknown>> = {
  notifications: { es, en: es, de: es },
  messages: { es: messagesEs, en: messagesEs, de: messagesEs },
  common: { es: commonEs, en: commonEs, de: commonEs },
};

beforeAll(async () => {
  await startI18n({ language: 'es', namespaces: ['common', 'messages', 'notifications'], load: async (language, namespace) => namespaces[namespace]![language] as never });
});

const base = { readAt: null, plan: 'pro' as const, amount: null, paymentId: null, until: null, details: null };
const notices: Notification[] = [
  { ...base, id: '00000000-0000-4000-8000-000000000001', kind: 'payment_succeeded', amount: 449_900, createdAt: '2026-03-01T05:30:00Z' },
  { ...base, id: '00000000-0000-4000-8000-000000000002', kind: 'payment_failed', amount: 449_900, until: '2026-03-04T18:00:00Z', createdAt: '2026-02-27T18:00:00Z', readAt: '2026-02-27T19:00:00Z' },
  { ...base, id: '00000000-0000-4000-8000-000000000003', kind: 'subscription_ending', until: '2026-03-01T03:00:00Z', createdAt: '2026-02-20T18:00:00Z' },
  { ...base, id: '00000000-0000-4000-8000-000000000004', kind: 'subscription_ended', until: '2026-03-01T03:00:00Z', createdAt: '2026-03-01T03:00:00Z', readAt: '2026-03-01T04:00:00Z' },
];

function renderList(onOpen = vi.fn()) {
  render(
    <MantineProvider>
      <NoticeList notifications={notices} language="es" timeZone="America/Mexico_City" onOpen={onOpen} />
    </MantineProvider>,
  );
  return onOpen;
}

describe('the inbox’s notices', () => {
  it('say what happened in the reader’s words, with money in MXN and dates in the company’s zone', () => {
    renderList();
    const items = within(screen.getByRole('list', { name: 'Avisos de pagos, suscripción y seguridad' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Pago recibido: Plan Pro, $4,499.00 MXN');
    expect(items[0]).toHaveTextContent('Ver tus recibos');
    // 05:30 UTC on 1 March is 23:30 on 28 February in Mexico City.
    expect(items[0]).toHaveTextContent('Recibido el 28/02/2026 - 11:30 p.m.');
    expect(items[1]).toHaveTextContent('Pago rechazado: Plan Pro, $4,499.00 MXN');
    expect(items[1]).toHaveTextContent('Lo intentaremos de nuevo el 04/03/2026');
    expect(items[2]).toHaveTextContent('Tu suscripción termina el 28/02/2026');
    expect(items[3]).toHaveTextContent('Tu suscripción terminó el 28/02/2026');
  });

  it('mark the unread ones in words and bold, not by colour alone', () => {
    renderList();
    const [unread, read] = within(screen.getByRole('list')).getAllByRole('button');
    expect(unread).toHaveAccessibleName(/^Sin leer: Pago recibido/);
    expect(read).not.toHaveAccessibleName(/Sin leer/);
    expect(within(unread!).getByText('Pago recibido: Plan Pro, $4,499.00 MXN')).toHaveStyle({ fontWeight: '700' });
  });

  it('open with a click or the keyboard', () => {
    const onOpen = renderList();
    fireEvent.click(screen.getByRole('button', { name: /Pago rechazado/ }));
    expect(onOpen).toHaveBeenCalledWith(notices[1]);
    const ending = screen.getByRole('button', { name: /termina el/ });
    ending.focus();
    // A native button: Enter activates it.
    expect(ending.tagName).toBe('BUTTON');
    expect(document.activeElement).toBe(ending);
  });

  it('tell a person of their own sign-in security: the codes left, the browser and address of a new sign-in', () => {
    const security = { ...base, plan: null, createdAt: '2026-03-02T18:00:00Z' };
    render(
      <MantineProvider>
        <NoticeList
          notifications={[
            { ...security, id: '00000000-0000-4000-8000-000000000011', kind: 'new_sign_in', details: { browser: 'Firefox', os: 'Linux', ipAddress: '203.0.113.7' } },
            { ...security, id: '00000000-0000-4000-8000-000000000012', kind: 'recovery_code_used', details: { recoveryCodesLeft: 1 } },
            { ...security, id: '00000000-0000-4000-8000-000000000013', kind: 'recovery_code_used', details: { recoveryCodesLeft: 7 } },
            { ...security, id: '00000000-0000-4000-8000-000000000014', kind: 'password_changed' },
            { ...security, id: '00000000-0000-4000-8000-000000000015', kind: 'two_step_disabled' },
            { ...security, id: '00000000-0000-4000-8000-000000000016', kind: 'login_email_changed' },
          ]}
          language="es"
          timeZone="America/Mexico_City"
          onOpen={vi.fn()}
        />
      </MantineProvider>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nuevo inicio de sesión: Firefox en Linux');
    expect(items[0]).toHaveTextContent('Desde la dirección 203.0.113.7.');
    expect(items[1]).toHaveTextContent('Te queda 1 código.');
    expect(items[2]).toHaveTextContent('Te quedan 7 códigos.');
    expect(items[3]).toHaveTextContent('Tu contraseña cambió');
    expect(items[4]).toHaveTextContent('Desactivaste la verificación en dos pasos');
    expect(items[5]).toHaveTextContent('Cambió tu correo de inicio de sesión');
  });
});
