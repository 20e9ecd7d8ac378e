import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageShown, PageShownContext } from './page-shown';

describe('PageShown', () => {
  it('tells the layout once the page beside it is on screen, not while its boundary shows the loader', async () => {
    let settle!: () => void;
    const codeHere = new Promise<void>((resolve) => (settle = resolve));
    const Page = lazy(() => codeHere.then(() => ({ default: () => <h1>Empleados</h1> })));
    const shown = vi.fn();
    render(
      <PageShownContext.Provider value={shown}>
        <Suspense fallback={<p>Cargando…</p>}>
          <Page />
          <PageShown />
        </Suspense>
      </PageShownContext.Provider>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    await act(async () => settle());
    expect(await screen.findByRole('heading', { name: 'Empleados' })).toBeInTheDocument();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside a private layout (the public pages)', () => {
    expect(() => render(<PageShown />)).not.toThrow();
  });
});
