import { MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '@/lib/i18n';
import { es } from '../locales/es';
import { ProfileRow } from './profile-row';

beforeAll(async () => {
  await startI18n({ language: 'es', namespaces: ['profile'], load: async () => es });
});

function renderRow(onSave: (draft: string) => Promise<string | undefined>) {
  return render(
    <MantineProvider>
      <ProfileRow
        label="Nombre"
        value="Rumbo Norte"
        display={<span>Rumbo Norte</span>}
        onSave={onSave}
        renderEditor={(draft, setDraft, error) => (
          <TextInput label="Nombre" value={draft} error={error} onChange={(event) => setDraft(event.currentTarget.value)} />
        )}
      />
    </MantineProvider>,
  );
}

describe('a profile row', () => {
  it('edits a copy of the value and cancelling restores what was shown', () => {
    const save = vi.fn();
    renderRow(save);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Nombre' }));
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveValue('Rumbo Norte');
    fireEvent.change(input, { target: { value: 'Otra empresa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Rumbo Norte')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Nombre' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rumbo Norte');
  });

  it('saves the draft and shows a refusal under the field, keeping the edit open', async () => {
    const save = vi.fn().mockResolvedValueOnce('El nombre no puede estar vacío').mockResolvedValueOnce(undefined);
    renderRow(save);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Nombre' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre no puede estar vacío')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith('  ');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Rumbo Sur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(save).toHaveBeenLastCalledWith('Rumbo Sur');
  });
});
