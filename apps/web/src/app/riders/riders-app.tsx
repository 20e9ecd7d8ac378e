import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { isRidersAddress, navigate, usePathname } from '@/lib/navigation/navigation';
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
function lazyWithTexts<Props extends object>(load: () => Promise<ComponentType<Props>>, namespaces: Namespace[]) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetch = () => (loading ??= Promise.all([load(), onlyTextsFor(...namespaces)()]).then(([component]) => component));
  return { fetch, Lazy: lazy(() => fetch().then((component) => ({ default: component }))) };
}

const layout = lazyWithTexts(() => import('./riders-layout').then((module) => module.RidersLayout), ['riders']);
const pages = ridersPages.map((page) => ({ ...page, ...lazyWithTexts(page.load, page.namespaces) }));

/** The page at `pathname` (without a trailing slash), if the riders' app has one there. */
function pageAt(pathname: string) {
  return pages.find((page) => page.path === pathname);
}

/** Starts fetching the layout and the page at `pathname` with their texts: called before the texts have started. */
export function preloadRidersPage(pathname: string) {
  void layout.fetch().catch(() => undefined);
  void pageAt(pathname.replace(/(.)\/+$/, '$1'))?.fetch().catch(() => undefined);
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
  useEffect(() => {
    if (!loggedIn) leaveForLogin(`${window.location.pathname}${window.location.search}`);
  }, [loggedIn]);
  return loggedIn ? children : null;
}

/** An address outside /app (reached by the browser's back button) is the portal's: the server sends it whole. */
function OtherApp() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

/** An unknown address under /app leads to the riders' home. */
function ToRidersHome() {
  useEffect(() => navigate(paths.riders, { replace: true }), []);
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

/** The riders' app: its layout around the page at the address, an unknown /app address leading to its home. */
export function RidersApp() {
  const pathname = usePathname();
  if (!isRidersAddress(pathname)) return <OtherApp />;
  const page = pageAt(pathname);
  if (!page) return <ToRidersHome />;
  return (
    <PageError>
      <Suspense fallback={<PageLoader />}>
        <RequireSession>
          <layout.Lazy>
            <Titled title={page.title}>
              <Suspense fallback={<PageLoader />}>
                <page.Lazy />
              </Suspense>
            </Titled>
          </layout.Lazy>
        </RequireSession>
      </Suspense>
    </PageError>
  );
}
