import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/index.css';
import './app/riders/mantine-styles.css';
import { ridersTextLoaders } from './app/i18n/riders-text-loaders';
import { startTexts } from './app/i18n/texts';
import { AppProviders } from './app/providers';
import { leaveForLogin, RidersApp, startRidersPage } from './app/riders/riders-app';
import { store } from './app/store';
import './app/global.css';

/**
 * The riders' app (app.html, served at /app and below): the same store, texts and providers as the
 * portal's, with the riders' pages and their own light navigation (lib/navigation), so a phone fetches
 * none of the administrators' code nor a router's.
 */
function start() {
  const { pathname, search } = window.location;
  if (!store.getState().session.accessToken) return leaveForLogin(`${pathname}${search}`);
  const { language } = store.getState().userConfig;
  document.documentElement.lang = language;
  const textsStarted = startTexts(language, ridersTextLoaders);
  // The layout's and the page's code, texts and first data are fetched beside the shared texts.
  const pageStarted = startRidersPage(pathname);
  // The first paint is in the saved language, with its texts loaded (never a key, never a second
  // language), and draws the page whole.
  void Promise.all([textsStarted, pageStarted]).then(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition the page is drawn in slices, the browser free in between, and shown in one commit.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <RidersApp />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
}

start();
