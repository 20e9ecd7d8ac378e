import '@fontsource-variable/inter/index.css';
import '@mantine/core/styles.css';
import './app/global.css';
import { reloadAfterFailedStart } from './app/failed-start';
import { textLoaders } from './app/i18n/text-loaders';
import { startTexts } from './app/i18n/texts';
import type { createAppRouter } from './app/router';

/**
 * Settles in a task of its own, after what the browser has waiting (a paint, an input). A message, not
 * a timer: a tab opened in the background runs its timers once a second at most.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

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

/**
 * The first paint is in the saved language, with its texts loaded: never a key, never a second language.
 *
 * The app's modules are evaluated part by part, each in a task of its own: the API's client, the
 * store, the router (with the routes' components), then React's renderer and the providers. Imported
 * all at once, their evaluation was one task of 60 to 85 ms on a 2-core machine with the CPU not
 * slowed, where 50 is long; on a phone, four times that, before any input could be handled.
 */
async function start() {
  // The API's client (RTK Query's set-up) and the store around it are the largest part: two tasks.
  await import('./lib/api/api');
  await nextTask();
  const { store } = await import('./app/store');
  const { language } = store.getState().userConfig;
  document.documentElement.lang = language;
  const textsStarted = startTexts(language, textLoaders);
  await nextTask();
  const { createAppRouter } = await import('./app/router');
  // The router (its routes ranked, the first route's loaders started) in a task of its own too. Its
  // first route's code and texts are fetched beside the shared texts, not after them.
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const [{ renderApp }] = await Promise.all([import('./app/render-app'), textsStarted]);
  const container = document.getElementById('root')!;
  // A page rendered ahead (/login, /sign-up) stays until the route's code and texts are here, so it
  // is replaced by itself, not by the loader first.
  if (container.hasChildNodes()) await routeLoaded(router);
  renderApp(container, router);
}

start().catch((error: unknown) => reloadAfterFailedStart(error));
