import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource-variable/inter/index.css';
import '@mantine/core/styles.css';
import { textLoaders } from './app/i18n/text-loaders';
import { startTexts } from './app/i18n/texts';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { store } from './app/store';
import './app/global.css';

/** Settles in a task of its own, after what the browser has waiting (a paint, an input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Settles once the first route's loaders (its code and texts) have run. */
function routeLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The first paint is in the saved language, with its texts loaded: never a key, never a second language. */
async function start() {
  const { language } = store.getState().userConfig;
  document.documentElement.lang = language;
  const textsStarted = startTexts(language, textLoaders);
  // The router (its routes ranked, the first route's loaders started) in a task of its own: with the
  // modules' evaluation it made one task of 130 ms (a 2-core machine, CPU not slowed), where 50 is long.
  await nextTask();
  // The first route's code and texts are fetched beside the shared texts, not after them.
  const router = createAppRouter();
  await textsStarted;
  const container = document.getElementById('root')!;
  // A page rendered ahead (/login, /sign-up) stays until the route's code and texts are here, so it
  // is replaced by itself, not by the loader first.
  if (container.hasChildNodes()) await routeLoaded(router);
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole shell and page in one long task (what Lighthouse counts as blocking
  // time). The shell may then commit before its page; its menu waits for the page (PageShown).
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

void start();
