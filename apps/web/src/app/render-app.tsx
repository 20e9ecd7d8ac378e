import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

/**
 * Renders the app into `container`, replacing what is there. As a transition the first render yields
 * to the browser every few milliseconds instead of holding the main thread for the whole shell and
 * page in one long task (what Lighthouse counts as blocking time). The shell may then commit before
 * its page; its menu waits for the page (PageShown).
 */
export function renderApp(container: HTMLElement, router: ReturnType<typeof createAppRouter>) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
