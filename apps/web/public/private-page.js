// The only script of a private page rendered ahead (/home, /employees, /home/reports:
// src/prerender/private-pages.tsx). The page shows from its markup and stylesheet; the app's module
// (data-app) is added right after that first paint, so a slow phone paints the page before it fetches
// and runs the app, instead of after. The app then replaces the page with its own (main.tsx).
(() => {
  const app = document.currentScript?.dataset.app;
  // The files the app imports (data-preload), fetched with it: it imports its parts one after the
  // other (main.tsx), and would otherwise ask for each only once the part before has run.
  const preloads = document.currentScript?.dataset.preload?.split(' ').filter(Boolean) ?? [];
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
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  // A frame's callback runs before its paint, a task queued from it after. A tab opened in the
  // background paints nothing and runs no frames: the timer starts the app there.
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
})();
