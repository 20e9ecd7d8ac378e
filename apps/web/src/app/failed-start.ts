import { browserStorage } from '@/lib/browser-storage';

/** When the page last loaded itself again after a failed start (sessionStorage: this tab only). */
const reloadedAtKey = 'rumbo:reloaded-after-failed-start';
/** A second failure within this time is left as it is: a page that fails each time must not loop. */
const reloadSpacingMs = 60_000;

type Surroundings = { storage?: Pick<Storage, 'getItem' | 'setItem'> | null; now?: number; reload?: () => void };

/**
 * A start that failed (a part of the app could not be fetched: the connection dropped, or a new
 * version replaced the files the page names) would leave the page as it was: the page rendered ahead,
 * looking ready and doing nothing, or an empty one. It is loaded again instead, once a minute at most.
 * Returns whether it reloads; the error is reported either way.
 */
export function reloadAfterFailedStart(
  error: unknown,
  { storage = browserStorage('sessionStorage') ?? null, now = Date.now(), reload = () => window.location.reload() }: Surroundings = {},
): boolean {
  console.error('the app could not start', error);
  if (!storage) return false;
  const last = Number(storage.getItem(reloadedAtKey) ?? 0);
  if (now - last < reloadSpacingMs) return false;
  storage.setItem(reloadedAtKey, String(now));
  reload();
  return true;
}
