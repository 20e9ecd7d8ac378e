import { lazy, Suspense } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { es as common } from '@/lib/i18n/locales/es';
import { renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { RouteErrorPage } from './route-error-page';

beforeAll(() => startSpanishTexts({ common }));

describe('a page whose code cannot be fetched', () => {
  it('says so in the person’s words and reloads on request, instead of the router’s developer message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Gone = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/ride-day-x.js')));
    const router = createMemoryRouter(
      [{ path: '/app/rides', errorElement: <RouteErrorPage />, element: <Suspense fallback={null}><Gone /></Suspense> }],
      { initialEntries: ['/app/rides'] },
    );
    renderWithStore(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos abrir esta página' })).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a cargar' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
