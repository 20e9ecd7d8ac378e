// The only script of a private page rendered ahead (/home, /employees, /home/reports:
// src/prerender/private-pages.tsx). The page shows from its markup and stylesheet; the app's module
// (data-app) is added right after that first paint, so a slow phone paints the page before it fetches
// and runs the app, instead of after. The app then replaces the page with its own (main.tsx).
(() => {
  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.append(script);
  };
  // A frame's callback runs before its paint, a task queued from it after. A tab opened in the
  // background paints nothing and runs no frames: the timer starts the app there.
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
})();
