import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { FeedbackNotice } from '@/lib/feedback/feedback-notice';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, networkDown, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as notifications } from '../locales/es';
import { NotificationsInbox } from './notifications-inbox';

beforeAll(() => startSpanishTexts({ common, messages, notifications }));

const base = { plan: 'pro' as const, amount: 449_900, paymentId: null, until: null, kind: 'payment_succeeded' as const };
const unread = [
  { ...base, id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-03-01T05:30:00Z', readAt: null },
  { ...base, id: '00000000-0000-4000-8000-000000000002', createdAt: '2026-02-01T05:30:00Z', readAt: null },
];

describe('the inbox’s notices', () => {
  it('are all marked read with one request, and the inbox says so', async () => {
    const sent: string[] = [];
    answerRequests((request, path) => {
      sent.push(`${request.method} ${path}`);
      if (request.method === 'PATCH' && path === '/api/notifications/read') {
        return json(200, { success: true, message: 'Todo está marcado como leído', data: { marked: 2 } });
      }
      if (path === '/api/notifications') {
        const read = sent.includes('PATCH /api/notifications/read');
        const list = unread.map((notice) => ({ ...notice, readAt: read ? '2026-03-02T00:00:00Z' : null }));
        return json(200, { success: true, data: { notifications: list, unread: read ? 0 : 2 } });
      }
      return networkDown();
    });
    renderWithStore(
      <MemoryRouter>
        <NotificationsInbox language="es" timeZone="America/Mexico_City" />
        <FeedbackNotice closeLabel="Cerrar" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 avisos sin leer.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    expect(await screen.findByText('Todo está marcado como leído')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2 avisos sin leer.')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Marcar todo como leído' })).toBeNull();
    expect(sent.filter((line) => line.startsWith('PATCH'))).toEqual(['PATCH /api/notifications/read']);
  });
});
