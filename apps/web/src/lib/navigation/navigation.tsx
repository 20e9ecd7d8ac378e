import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { paths } from '@/config/paths';

/**
 * The riders' app's navigation (app.html, under /app): a handful of fixed addresses, changed in place
 * with the History API. The portal routes with react-router's data router; the riders' app does not
 * load it (12 KiB gzipped of a phone's first load) for what it needs of a router: the address, links
 * and a way to change it. An address outside /app is the portal's, which the service sends whole, so
 * going there loads it.
 */

/** Whether `path` is an address of the riders' app: /app or below. */
export function isRidersAddress(path: string): boolean {
  const pathname = new URL(path, window.location.origin).pathname;
  return pathname === paths.riders || pathname.startsWith(`${paths.riders}/`);
}

/** How the browser loads a page whole: one place, so a test can watch it (jsdom loads no page). */
export const wholePageLoad = {
  open: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
};

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The page's address, without a trailing slash (/app/rides/ is /app/rides); renders again when it changes. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname.replace(/(.)\/+$/, '$1'));
}

/** Goes to `to`: in place inside the riders' app, by loading the page otherwise; `replace` takes the current entry of the history. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (!isRidersAddress(to)) {
    if (replace) wholePageLoad.replace(to);
    else wholePageLoad.open(to);
    return;
  }
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A click the browser should handle itself: another tab or window, a download, a button other than the main one. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || Boolean(event.currentTarget.target);
}

/** A link: a real `<a href>` (it opens in a new tab, copies, reads as a link), followed in place inside the riders' app. */
export function Link({ to, onClick, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event) || !isRidersAddress(to)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/**
 * A link of a navigation bar: `aria-current="page"` while its page, or with `end` false a page below
 * it, is the one shown (what its style and a screen reader read).
 */
export function NavLink({ to, end = false, ...link }: LinkProps & { end?: boolean }) {
  const pathname = usePathname();
  const current = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return <Link {...link} to={to} aria-current={current ? 'page' : undefined} />;
}
