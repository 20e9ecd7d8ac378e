// The last step of `npm run build -w @rumbo/web` (built by Vite for Node, then run): renders /login
// and /sign-up in each language with the SPA's own components to dist/prerendered/<page>/<language>.html,
// from the SPA's dist/index.html, then the first private pages (private-pages.tsx). The service serves them on a first visit (plugins/web.ts): the page
// shows and takes typing before any of the app's script is fetched; public/public-page.js fetches the
// app at the first touch, key or focus and hands over what was typed (see there).
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { languages, type Language } from '@rumbo/contract';
import { prerenderedDocument } from './prerendered-document';
import { writePrivatePages } from './private-pages';
import { textsOf } from './texts-of';
import { AppLanguagePicker } from '@/app/app-language-picker';
import { documentTitle, type TitleKey } from '@/app/document-title';
import { cssVariablesResolver, theme } from '@/app/theme';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { userConfigSlice } from '@/features/user-config/user-config-slice';
import { api } from '@/lib/api/api';
import { sessionSlice } from '@/lib/api/session-slice';
import { feedbackSlice } from '@/lib/feedback/feedback-slice';
import { TextsProvider } from '@/lib/i18n';

/** The pages rendered ahead, by the folder they are written to, each with its title as its route names it. */
const pages: Record<string, { path: string; element: ReactElement; title: TitleKey }> = {
  login: { path: paths.login, element: <LoginPage languageControl={<AppLanguagePicker />} />, title: 'titles.login' },
  'sign-up': { path: paths.signUp, element: <SignUpPage languageControl={<AppLanguagePicker />} />, title: 'titles.signUp' },
};

/** The namespaces the two pages show, as their routes load them (app/router.tsx). */
const namespaces = ['common', 'messages', 'auth'] as const;

/** The page as the SPA renders it for a visitor not logged in, in `language`, and its document title. */
async function renderPage(path: string, element: ReactElement, title: TitleKey, language: Language): Promise<{ markup: string; title: string }> {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionSlice.reducer,
      userConfig: userConfigSlice.reducer,
      feedback: feedbackSlice.reducer,
    },
    preloadedState: { userConfig: { ...userConfigSlice.getInitialState(), language } },
  });
  const i18n = await textsOf(language, namespaces);
  const markup = renderToString(
    <Provider store={store}>
      <TextsProvider value={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          <StaticRouter location={path}>{element}</StaticRouter>
        </MantineProvider>
      </TextsProvider>
    </Provider>,
  );
  return { markup, title: documentTitle(i18n.t(title)) };
}

const distDir = new URL('../dist/', import.meta.url);
const indexHtml = readFileSync(new URL('index.html', distDir), 'utf8');
for (const [folder, { path, element, title }] of Object.entries(pages)) {
  const outDir = new URL(`prerendered/${folder}/`, distDir);
  mkdirSync(outDir, { recursive: true });
  for (const language of languages) {
    const rendered = await renderPage(path, element, title, language);
    writeFileSync(new URL(`${language}.html`, outDir), prerenderedDocument(indexHtml, rendered.markup, language, rendered.title));
  }
}
await writePrivatePages(distDir, indexHtml);
