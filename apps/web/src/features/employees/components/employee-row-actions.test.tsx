import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Employee } from '@rumbo/contract';
import { es as common } from '@/lib/i18n/locales/es';
import { renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as employees } from '../locales/es';
import { EmployeeRowActions } from './employee-row-actions';

beforeAll(() => startSpanishTexts({ common, employees }));

const ana = { employeeId: '0d6f3c1e-5a1b-4c2d-9e8f-7a6b5c4d3e2f', fullName: 'Ana López', isPending: false } as Employee;

describe('EmployeeRowActions, compact', () => {
  it('sets its menu up on the first click, opens it, and gives the focus back to its button when closed', async () => {
    const onAction = vi.fn();
    renderWithStore(
      <MemoryRouter>
        <EmployeeRowActions employee={ana} compact onAction={onAction} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Acciones de Ana López' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    // jsdom cannot lay the dropdown out: it is there, not visible (the browser tests see it).
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Ver viajes', 'Cambiar rol', 'Ver detalle', 'Editar', 'Eliminar']);
    expect(screen.getByRole('button', { name: 'Acciones de Ana López' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(menu).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Acciones de Ana López' })).toHaveFocus());

    // Opened again from the keyboard, an action reaches the list.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar', hidden: true }));
    expect(onAction).toHaveBeenCalledWith('delete', ana);
  });
});
