// The administrators' first private pages rendered ahead, per language, as they first paint: the
// shell (header, menu, breadcrumbs, footer) and the page's heading and intro with its loading
// skeleton, from the SPA's own components with an empty store: no company, person or figure. The
// service sends one only to a browser holding a session (plugins/web.ts); unlike /login's, the page
// starts the app on its own, right after its first paint (public/private-page.js), which replaces it
// with the live page (main.tsx keeps it until the route's code and texts are here).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { languages, type Language } from '@rumbo/contract';
import { documentTitle, type TitleKey } from '@/app/document-title';
import type { Namespace } from '@/app/i18n/resources';
import { PrivateLayout } from '@/app/layout/private-layout';
import { HomeRoute } from '@/app/pages/home-route';
import { ReportsRoute } from '@/app/pages/reports-route';
import { cssVariablesResolver, theme } from '@/app/theme';
import { paths } from '@/config/paths';
import { EmployeeListPage } from '@/features/employees/components/employee-list-page';
import { employeeSlice } from '@/features/employees/employee-slice';
import { enterpriseSlice } from '@/features/enterprise/enterprise-slice';
import { userConfigSlice } from '@/features/user-config/user-config-slice';
import { api } from '@/lib/api/api';
import { sessionSlice } from '@/lib/api/session-slice';
import { feedbackSlice } from '@/lib/feedback/feedback-slice';
import { TextsProvider } from '@/lib/i18n';
import { RenderedAheadContext } from '@/lib/rendered-ahead';
import { privatePrerenderedDocument } from './prerendered-document';
import { textsOf } from './texts-of';

/** The pages rendered ahead, by the folder they are written to, each with its title and texts as its route names them (app/router.tsx). */
const pages: Record<string, { path: string; element: ReactElement; title: TitleKey; namespaces: Namespace[] }> = {
  home: { path: paths.home, element: <HomeRoute />, title: 'breadcrumbs.home', namespaces: ['home'] },
  employees: { path: paths.employees, element: <EmployeeListPage />, title: 'breadcrumbs.employees', namespaces: ['employees'] },
  reports: { path: paths.reports, element: <ReportsRoute />, title: 'breadcrumbs.reports', namespaces: ['reports'] },
};

/** The layout's own namespaces (app/router.tsx). */
const layoutNamespaces: Namespace[] = ['common', 'tutorial'];

/**
 * The markup once every lazy part (the menu's entries) is loaded, so they are in the page itself: a
 * streamed render would send them later with inline scripts to put them in place, which the CSP
 * forbids. A lazy part that was still loading renders its fallback, marked `<!--$!-->`; rendered
 * again once its code is here, it renders at once.
 */
async function markupOf(element: ReactElement): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const markup = renderToString(element);
    if (!markup.includes('<!--$!-->')) return markup;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('a lazy part of the private shell did not load within a second');
}

/** The page as an administrator's browser first paints it, in `language`, and its document title. */
async function renderPage(path: string, element: ReactElement, title: TitleKey, namespaces: Namespace[], language: Language) {
  // An administrator's session with nothing loaded yet: the role is known from the login, the rest is not.
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionSlice.reducer,
      userConfig: userConfigSlice.reducer,
      enterprise: enterpriseSlice.reducer,
      employee: employeeSlice.reducer,
      feedback: feedbackSlice.reducer,
    },
    preloadedState: {
      userConfig: { ...userConfigSlice.getInitialState(), language },
      employee: { employeeId: null, employeeRole: 'admin' as const },
    },
    // RTK Query's hooks want it in the store; rendered to markup, no request leaves.
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const i18n = await textsOf(language, [...new Set([...layoutNamespaces, ...namespaces])]);
  const markup = await markupOf(
    <RenderedAheadContext value>
      <Provider store={store}>
        <TextsProvider value={i18n}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
            <StaticRouter location={path}>
              <Routes>
                <Route element={<PrivateLayout />}>
                  <Route path={path} element={element} />
                </Route>
              </Routes>
            </StaticRouter>
          </MantineProvider>
        </TextsProvider>
      </Provider>
    </RenderedAheadContext>,
  );
  return { markup, title: documentTitle(i18n.t(title)) };
}

/** Writes dist/prerendered/<page>/<language>.html for each private page rendered ahead. */
export async function writePrivatePages(distDir: URL, indexHtml: string): Promise<void> {
  // Inter's Latin letters, which Spanish, English and German are written in.
  const font = readdirSync(new URL('assets/', distDir)).find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  if (!font) throw new Error('dist/assets holds no inter-latin-wght-normal-*.woff2: build the SPA first.');
  for (const [folder, { path, element, title, namespaces }] of Object.entries(pages)) {
    const outDir = new URL(`prerendered/${folder}/`, distDir);
    mkdirSync(outDir, { recursive: true });
    for (const language of languages) {
      const rendered = await renderPage(path, element, title, namespaces, language);
      writeFileSync(new URL(`${language}.html`, outDir), privatePrerenderedDocument(indexHtml, rendered.markup, language, rendered.title, `/assets/${font}`));
    }
  }
}
