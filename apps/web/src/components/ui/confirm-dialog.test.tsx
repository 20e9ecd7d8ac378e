import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/testing/render-with-store';
import { ConfirmDialog } from './confirm-dialog';

const question = { opened: true, title: '¿El viaje no se realizó?', message: 'Se cancela para los dos.', confirmLabel: 'Sí, no se realizó', cancelLabel: 'Volver', closeLabel: 'Cerrar', onConfirm: () => {}, onCancel: () => {} };

describe('ConfirmDialog', () => {
  it('opens on its answer when it only asks, and on "no" when the answer destroys', async () => {
    const { rerender } = renderWithStore(<ConfirmDialog {...question} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sí, no se realizó' })).toHaveFocus());
    rerender(<ConfirmDialog {...question} opened={false} />);
    rerender(<ConfirmDialog {...question} danger />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Volver' })).toHaveFocus());
  });

  it('opens on "no" for a weighty question that destroys nothing (an administrator’s rights)', async () => {
    renderWithStore(<ConfirmDialog {...question} title="Cambiar rol" confirmLabel="Cambiar rol" startOnCancel />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Volver' })).toHaveFocus());
  });
});
