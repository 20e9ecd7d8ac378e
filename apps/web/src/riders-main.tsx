import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/index.css';
import './app/riders/mantine-styles.css';
import { startTexts } from './app/i18n/texts';
import { AppProviders } from './app/providers';
import { leaveForLogin, preloadRidersPage, RidersApp } from './app/riders/riders-app';
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
  const textsStarted = startTexts(language);
  // The layout's and the page's code and texts are fetched beside the shared texts, not after them.
  preloadRidersPage(pathname);
  // The first paint is in the saved language, with its texts loaded: never a key, never a second language.
  void textsStarted.then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RidersApp />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

start();
