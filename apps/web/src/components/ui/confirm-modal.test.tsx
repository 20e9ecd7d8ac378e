import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackNotice } from '@/lib/feedback/feedback-notice';
import { es as common } from '@/lib/i18n/locales/es';
import { renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import type { ConfirmModalProps } from './confirm-dialog';
import { ConfirmModal } from './confirm-modal';

// The dialog's module (Mantine's modal) stood in by one that says how it is; `loaded` counts its
// fetches. A question titled "falla" stands for a dialog that cannot be drawn (its code not fetched).
const dialog = vi.hoisted(() => ({ loaded: 0, seen: [] as string[] }));
vi.mock('./confirm-dialog', () => {
  dialog.loaded += 1;
  return {
    ConfirmDialog: ({ opened, title }: ConfirmModalProps) => {
      if (title === 'falla') throw new Error('Failed to fetch dynamically imported module');
      const state = `${title}: ${opened ? 'abierto' : 'cerrado'}`;
      if (dialog.seen.at(-1) !== state) dialog.seen.push(state);
      return <p>{state}</p>;
    },
  };
});

beforeAll(async () => {
  await startSpanishTexts({ common });
});

const question = { message: 'Ana deja de poder entrar.', confirmLabel: 'Mover', cancelLabel: 'Cancelar', closeLabel: 'Cerrar', onConfirm: () => {} };

/** A page with a question, opened and closed as a caller does, `asked` from the start. */
function Page({ title, asked }: { title: string; asked: boolean }) {
  const [opened, setOpened] = useState(asked);
  return (
    <>
      <p>La página</p>
      <p>{opened ? 'pregunta abierta' : 'pregunta cerrada'}</p>
      <ConfirmModal {...question} title={title} opened={opened} onCancel={() => setOpened(false)} />
      <FeedbackNotice closeLabel="Cerrar" />
    </>
  );
}

describe('ConfirmModal', () => {
  it('fetches its dialog only once asked, then shows it mounted closed and opened after', async () => {
    const { rerender } = renderWithStore(<ConfirmModal {...question} onCancel={() => {}} title="¿Mover a la papelera?" opened={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog.loaded).toBe(0);
    expect(screen.queryByText(/¿Mover a la papelera\?/)).not.toBeInTheDocument();

    rerender(<ConfirmModal {...question} onCancel={() => {}} title="¿Mover a la papelera?" opened />);
    expect(await screen.findByText('¿Mover a la papelera?: abierto')).toBeInTheDocument();
    expect(dialog.loaded).toBe(1);
    // Closed first: Mantine's modal remembers what had the focus only when it sees itself opened.
    expect(dialog.seen).toEqual(['¿Mover a la papelera?: cerrado', '¿Mover a la papelera?: abierto']);

    rerender(<ConfirmModal {...question} onCancel={() => {}} title="¿Mover a la papelera?" opened={false} />);
    expect(await screen.findByText('¿Mover a la papelera?: cerrado')).toBeInTheDocument();
  });

  it('gives up a question whose dialog cannot be drawn: the page stays, the question closes and the person is told why', async () => {
    // React reports the error it caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithStore(<Page title="falla" asked />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.');
    expect(screen.getByText('La página')).toBeInTheDocument();
    expect(screen.getByText('pregunta cerrada')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
