import { useEffect } from 'react';

/** Where the riders' app's manifest and worker are (apps/web/public/app): served as they are, outside the build's hashes. */
const manifestPath = '/app/manifest.webmanifest';
const workerPath = '/app/sw.js';

/**
 * Makes /app an installable app while it is shown: its manifest linked from the page (the shared
 * index.html stays the administrators' own) and its worker registered, which keeps the app's shell
 * for offline use. The worker starts caching after this visit's files were fetched, so the page names
 * them to it. Only in a build: the development server's files change under the same names. Nothing
 * starts before `started` (the page's first frame painted).
 */
export function useInstallableApp(started: boolean) {
  useEffect(() => {
    if (!started) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestPath;
    const icon = document.createElement('link');
    icon.rel = 'apple-touch-icon';
    icon.href = '/app/icons/icon-192.png';
    document.head.append(link, icon);
    return () => {
      link.remove();
      icon.remove();
    };
  }, [started]);
  useEffect(() => {
    if (!started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .register(workerPath, { scope: '/app' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'cache-assets', urls });
      })
      // Without a worker the app works the same, online.
      .catch(() => undefined);
  }, [started]);
}
