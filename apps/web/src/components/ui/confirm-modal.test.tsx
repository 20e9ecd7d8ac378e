import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmModalProps } from './confirm-dialog';
import { ConfirmModal } from './confirm-modal';

// The dialog's module (Mantine's modal) stood in by one that says how it is.
vi.mock('./confirm-dialog', () => ({ ConfirmDialog: ({ opened, title }: ConfirmModalProps) => <p>{`${title}: ${opened ? 'abierto' : 'cerrado'}`}</p> }));

const question = { message: 'Ana deja de poder entrar.', confirmLabel: 'Mover', cancelLabel: 'Cancelar', closeLabel: 'Cerrar', onConfirm: () => {}, onCancel: () => {} };

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmModal', () => {
  it('mounts its dialog closed only after the page around it is painted; asked open, at once', async () => {
    // The browser's next frame, run when the test says the page has been painted.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    render(<ConfirmModal {...question} title="¿Mover a la papelera?" opened={false} />);
    render(<ConfirmModal {...question} title="¿Borrar para siempre?" opened />);
    // The open one is drawn: the dialog's code is here, and still the closed one waits for the paint.
    expect(await screen.findByText('¿Borrar para siempre?: abierto')).toBeInTheDocument();
    expect(screen.queryByText('¿Mover a la papelera?: cerrado')).not.toBeInTheDocument();
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(await screen.findByText('¿Mover a la papelera?: cerrado')).toBeInTheDocument();
  });
});
