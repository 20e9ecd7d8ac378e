import { browserStorage } from '@/lib/browser-storage';

/**
 * When the page last loaded itself again after a failed start (sessionStorage: this tab only). The
 * pages rendered ahead do the same for the app's first file, with this key and spacing
 * (public/public-page.js, public/private-page.js).
 */
const reloadedAtKey = 'rumbo:reloaded-after-failed-start';
/** A second failure within this time is left as it is: a page that fails each time must not loop. */
const reloadSpacingMs = 60_000;

type Surroundings = {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  online?: boolean;
  whenOnline?: (then: () => void) => void;
  reload?: () => void;
};

/**
 * A start that failed (a part of the app could not be fetched: the connection dropped, or a new
 * version replaced the files the page names) would leave the page as it was: the page rendered ahead,
 * looking ready and doing nothing, or an empty one. It is loaded again instead, once a minute at most;
 * offline, once the connection is back (a reload then would show the browser's offline page).
 * Returns whether it reloads now; the error is reported either way.
 */
export function reloadAfterFailedStart(
  error: unknown,
  {
    storage = browserStorage('sessionStorage') ?? null,
    now = Date.now,
    online = navigator.onLine,
    whenOnline = (then) => window.addEventListener('online', then, { once: true }),
    reload = () => window.location.reload(),
  }: Surroundings = {},
): boolean {
  console.error('the app could not start', error);
  if (!online) {
    whenOnline(() => reloadAfterFailedStart(error, { storage, now, online: true, reload }));
    return false;
  }
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(reloadedAtKey) ?? 0);
    // A time ahead of the clock (the clock set back) is stale, not recent.
    if (last <= now() && now() - last < reloadSpacingMs) return false;
    storage.setItem(reloadedAtKey, String(now()));
  } catch {
    // Storage refused midway: no way to tell a loop, so no reload.
    return false;
  }
  reload();
  return true;
}
