import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmModalProps } from './confirm-dialog';
import { ConfirmModal } from './confirm-modal';

// The dialog's module (Mantine's modal) stood in by one that says how it is; `loaded` counts its fetches.
const dialog = vi.hoisted(() => ({ loaded: 0, seen: [] as string[] }));
vi.mock('./confirm-dialog', () => {
  dialog.loaded += 1;
  return {
    ConfirmDialog: ({ opened, title }: ConfirmModalProps) => {
      const state = `${title}: ${opened ? 'abierto' : 'cerrado'}`;
      if (dialog.seen.at(-1) !== state) dialog.seen.push(state);
      return <p>{state}</p>;
    },
  };
});

const question = { message: 'Ana deja de poder entrar.', confirmLabel: 'Mover', cancelLabel: 'Cancelar', closeLabel: 'Cerrar', onConfirm: () => {}, onCancel: () => {} };

describe('ConfirmModal', () => {
  it('fetches its dialog only once asked, then shows it mounted closed and opened after', async () => {
    const { rerender } = render(<ConfirmModal {...question} title="¿Mover a la papelera?" opened={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog.loaded).toBe(0);
    expect(screen.queryByText(/¿Mover a la papelera\?/)).not.toBeInTheDocument();

    rerender(<ConfirmModal {...question} title="¿Mover a la papelera?" opened />);
    expect(await screen.findByText('¿Mover a la papelera?: abierto')).toBeInTheDocument();
    expect(dialog.loaded).toBe(1);
    // Closed first: Mantine's modal remembers what had the focus only when it sees itself opened.
    expect(dialog.seen).toEqual(['¿Mover a la papelera?: cerrado', '¿Mover a la papelera?: abierto']);

    rerender(<ConfirmModal {...question} title="¿Mover a la papelera?" opened={false} />);
    expect(await screen.findByText('¿Mover a la papelera?: cerrado')).toBeInTheDocument();
  });
});
