import { Component, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { loadable } from '@/lib/loadable';
import { isRidersAddress, navigate, usePathname } from '@/lib/navigation/navigation';
import { documentTitle, type TitleKey } from '../document-title';
import { useAppSelector } from '../hooks';
import type { ridersTextLoaders } from '../i18n/riders-text-loaders';
import { onlyTextsFor } from '../i18n/texts';
import { RouteErrorPage } from '../pages/route-error-page';
import { store, type AppDispatch } from '../store';

/**
 * What a page draws from its first paint: its requests, asked for in the store (each drops its
 * subscription once here: the page's own hooks subscribe as it mounts), and any code its data needs.
 */
export type FirstData = (dispatch: AppDispatch) => Array<PromiseLike<unknown> & { unsubscribe?: () => void }>;

/** A namespace of texts the riders' app has (one more is one more line of ridersTextLoaders). */
type RidersNamespace = keyof typeof ridersTextLoaders;

/**
 * A page of the riders' app: its address, its name in the document's title, the texts it shows beside
 * the layout's, its code, and the data it draws from its first paint (from its own module, so the
 * first load carries no page's requests).
 */
type RidersPage = {
  path: string;
  title: TitleKey;
  namespaces: RidersNamespace[];
  load: () => Promise<ComponentType>;
  firstData?: () => Promise<FirstData>;
  /** Built into the layout's file (vite.riders.config.ts): its code is taken as the layout comes, so a move to it draws it at once. */
  withLayout?: true;
};

/**
 * Every page of the riders' app (app.html, src/riders-main.tsx): a new page is one more line here,
 * its address in config/paths.ts and its title a key of the shared texts. The layout loads the
 * `riders` texts; a page names any other namespace it shows (the contract's messages too, if it shows them).
 */
export const ridersPages: RidersPage[] = [
  {
    path: paths.riders,
    title: 'breadcrumbs.home',
    namespaces: [],
    load: () => import('./riders-routes').then((module) => module.RidersHomeRoute),
    firstData: () => import('./riders-routes').then((module) => module.askHomeData),
    withLayout: true,
  },
  {
    path: paths.myRides,
    title: 'titles.myRides',
    namespaces: [],
    load: () => import('./riders-routes').then((module) => module.MyRidesRoute),
    firstData: () => import('./riders-routes').then((module) => module.askMyRidesData),
    withLayout: true,
  },
  { path: paths.myCommute, title: 'titles.myCommute', namespaces: [], load: () => import('./commute-route').then((module) => module.MyCommuteRoute) },
  { path: paths.rideSearch, title: 'titles.rideSearch', namespaces: [], load: () => import('./search-route').then((module) => module.RideSearchRoute) },
  { path: paths.riderNotices, title: 'titles.riderNotices', namespaces: ['notifications', 'messages'], load: () => import('./rider-notices').then((module) => module.RiderNoticesRoute) },
  { path: paths.riderProfile, title: 'titles.riderProfile', namespaces: [], load: () => import('./profile-route').then((module) => module.RiderProfileRoute) },
];

/**
 * A component whose code and texts are fetched side by side, once: `fetch` starts both (before the
 * first render, for the page opened, so the first paint draws it at once).
 */
function lazyWithTexts<Props extends object>(load: () => Promise<ComponentType<Props>>, namespaces: RidersNamespace[]) {
  return loadable(() => Promise.all([load(), onlyTextsFor(...namespaces)()]).then(([component]) => component));
}

const layout = lazyWithTexts(() => import('./riders-layout').then((module) => module.RidersLayout), ['riders']);
const pages = ridersPages.map((page) => ({ ...page, ...lazyWithTexts(page.load, page.namespaces) }));

/** The page at `pathname` (without a trailing slash), if the riders' app has one there. */
function pageAt(pathname: string) {
  return pages.find((page) => page.path === pathname);
}

/**
 * Longest the first paint waits for a page's first data once the page's code is here. The answers
 * are most often here before the code (public/before-app.js asks for /app's as the page starts); on a
 * slow connection the page is drawn past this with its loading state.
 */
const firstDataWaitMs = 1_000;

/** Asks for the page's first data and settles once it is here (or failed: the page says so), or after `firstDataWaitMs`. */
async function askFirstData(page: (typeof pages)[number]) {
  if (!page.firstData) return;
  const requests = (await page.firstData())(store.dispatch);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.allSettled(requests), new Promise((resolve) => (timer = setTimeout(resolve, firstDataWaitMs)))]);
  clearTimeout(timer);
  // The store keeps an answer nobody reads for a minute: the page mounts, and subscribes, well before.
  for (const request of requests) request.unsubscribe?.();
}

/**
 * Starts fetching the layout and the page at `pathname` with their texts, and the page's first data:
 * called before the texts have started. Settles (never fails) once all are here, so the first paint
 * draws the page whole, in one go: its figures and rides drawn later each held a phone's browser for a
 * long task after the first paint. A failure is shown by the page itself.
 */
export function startRidersPage(pathname: string): Promise<void> {
  const page = pageAt(pathname.replace(/(.)\/+$/, '$1'));
  // The pages in the layout's file need no request of their own: taken now, a move to one draws it
  // at once (a page fetched on the move suspends, and its loader is committed for a frame).
  const withLayout = layout.fetch().then(() => Promise.all(pages.filter((other) => other.withLayout).map((other) => other.preload())));
  return Promise.all([withLayout, page?.fetch(), page && askFirstData(page)]).then(
    () => undefined,
    () => undefined,
  );
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
          <layout.Loaded>
            <Titled title={page.title}>
              <Suspense fallback={<PageLoader />}>
                <page.Loaded />
              </Suspense>
            </Titled>
          </layout.Loaded>
        </RequireSession>
      </Suspense>
    </PageError>
  );
}
