import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledPagination } from './labelled-pagination';

const labels = { label: 'Páginas', controlLabel: (control: string) => `control ${control}`, pageLabel: (page: number) => `Página ${page}` };

describe('the pages of a list', () => {
  it('are not shown for a list that fits on one page', () => {
    render(
      <MantineProvider>
        <LabelledPagination total={20} pageSize={20} page={1} onPage={() => {}} {...labels} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('are a named landmark whose every control is named, and say which page was chosen', () => {
    const onPage = vi.fn();
    render(
      <MantineProvider>
        <LabelledPagination total={45} pageSize={20} page={1} onPage={onPage} {...labels} />
      </MantineProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    expect(nav).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'control next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
