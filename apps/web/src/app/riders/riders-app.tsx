import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { documentTitle, type TitleKey } from '../document-title';
import { useAppSelector } from '../hooks';
import type { Namespace } from '../i18n/resources';
import { onlyTextsFor } from '../i18n/texts';
import { RouteErrorPage } from '../pages/route-error-page';

/** A page of the riders' app: its address, its name in the document's title, the texts it shows beside the layout's, its code. */
type RidersPage = { path: string; title: TitleKey; namespaces: Namespace[]; load: () => Promise<ComponentType> };

/**
 * Every page of the riders' app (app.html, src/riders-main.tsx): a new page is one more line here,
 * its address in config/paths.ts and its title a key of the shared texts. The layout loads the
 * `riders` texts; a page names any other namespace it shows (the contract's messages too, if it shows them).
 */
export const ridersPages: RidersPage[] = [
  { path: paths.riders, title: 'breadcrumbs.home', namespaces: [], load: () => import('./riders-routes').then((module) => module.RidersHomeRoute) },
  { path: paths.myRides, title: 'titles.myRides', namespaces: [], load: () => import('./riders-routes').then((module) => module.MyRidesRoute) },
  { path: paths.myCommute, title: 'titles.myCommute', namespaces: [], load: () => import('./commute-route').then((module) => module.MyCommuteRoute) },
  { path: paths.rideSearch, title: 'titles.rideSearch', namespaces: [], load: () => import('./search-route').then((module) => module.RideSearchRoute) },
  { path: paths.riderNotices, title: 'titles.riderNotices', namespaces: ['notifications', 'messages'], load: () => import('./rider-notices').then((module) => module.RiderNoticesRoute) },
  { path: paths.riderProfile, title: 'titles.riderProfile', namespaces: [], load: () => import('./profile-route').then((module) => module.RiderProfileRoute) },
];

/**
 * A component whose code and texts are fetched side by side, once: `fetch` starts both (before the
 * first render, for the page opened), and React gets the component as soon as both are here.
 */
function lazyWithTexts(load: () => Promise<ComponentType>, namespaces: Namespace[]) {
  let loading: Promise<ComponentType> | undefined;
  const fetch = () => (loading ??= Promise.all([load(), onlyTextsFor(...namespaces)()]).then(([component]) => component));
  return { fetch, Lazy: lazy(() => fetch().then((component) => ({ default: component }))) };
}

const layout = lazyWithTexts(() => import('./riders-layout').then((module) => module.RidersLayout), ['riders']);
const pages = ridersPages.map((page) => ({ ...page, ...lazyWithTexts(page.load, page.namespaces) }));

/** Starts fetching the layout and the page at `pathname` with their texts: called before i18next has started. */
export function preloadRidersPage(pathname: string) {
  void layout.fetch().catch(() => undefined);
  void pages.find((page) => matchPath(page.path, pathname))?.fetch().catch(() => undefined);
}

/**
 * The login is the administrators' app's page (/login): it is loaded whole, told where the person
 * was, as its router reads a page's state (`usr` of the history entry, which a reload keeps), so a
 * login brings them back here.
 */
export function leaveForLogin(from: string) {
  window.history.replaceState({ usr: { from }, key: 'riders', idx: 0 }, '', paths.login);
  window.location.reload();
}

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

function Titled({ title, children }: { title: TitleKey; children: ReactNode }) {
  const { t } = useTranslation();
  const text = documentTitle(t(title));
  useEffect(() => {
    document.title = text;
  }, [text]);
  return children;
}

/** Only a person logged in sees the app; anyone else logs in first. */
function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector((state) => Boolean(state.session.accessToken));
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!loggedIn) leaveForLogin(`${pathname}${search}`);
  }, [loggedIn, pathname, search]);
  return loggedIn ? children : null;
}

/** An address outside /app (the portal's /home, /login after a logout) is the other app's: the server sends it whole. */
function OtherApp() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

/** A page that could not be drawn (most often its code could not be fetched) says so and offers a reload. */
class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The riders' app: its layout around its pages, an unknown /app address leading to its home. */
export function RidersApp() {
  return (
    <PageError>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route
            path={paths.riders}
            element={
              <RequireSession>
                <layout.Lazy />
              </RequireSession>
            }
          >
            {pages.map(({ path, title, Lazy }) => (
              <Route
                key={path}
                index={path === paths.riders}
                path={path === paths.riders ? undefined : path}
                element={
                  <Titled title={title}>
                    <Suspense fallback={<PageLoader />}>
                      <Lazy />
                    </Suspense>
                  </Titled>
                }
              />
            ))}
            <Route path="*" element={<Navigate to={paths.riders} replace />} />
          </Route>
          <Route path="*" element={<OtherApp />} />
        </Routes>
      </Suspense>
    </PageError>
  );
}
