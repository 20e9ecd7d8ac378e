declare global {
  interface Window {
    /** public/before-app.js: loads the page again after a failed start, once a minute at most. */
    __rumboReloadAfterFailedStart?: () => void;
  }
}

/**
 * A part of the app that could not be fetched as it started (main.tsx imports them one after the
 * other): the page is loaded again as for its first file, by public/before-app.js, which every page
 * runs first and which keeps a page that fails each time from looping.
 */
export function reloadAfterFailedStart(error: unknown): void {
  console.error('the app could not start', error);
  window.__rumboReloadAfterFailedStart?.();
}
