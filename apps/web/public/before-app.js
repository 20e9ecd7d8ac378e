// Runs before the app's modules, as a classic script in the page's head (an external file: the CSP
// forbids inline scripts).

// The last known colour scheme, applied before the first paint (the app itself starts after its texts
// load), so a dark company never sees a white flash. The app writes the key whenever the scheme in
// force changes (app/providers.tsx).
try {
  if (window.localStorage.getItem('rumbo-color-scheme') === 'dark') {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // Storage may be blocked: the page starts light.
}

// A start that fails (the app's first file, or a file it imports, cannot be fetched: a dropped
// connection, or files a new version replaced) would leave the page as it is: a page rendered ahead,
// looking ready and doing nothing, or an empty one. The page loads itself again instead, once a minute
// at most (the last time kept in this tab's sessionStorage, so a page that fails each time does not
// loop) and, offline, once the connection is back (a reload then shows the browser's error page). A
// module script that cannot be fetched says so here (its error does not bubble: caught on the way
// down); the app calls the same for a part it imports later (src/app/failed-start.ts).
{
  const reloadAfterFailedStart = () => {
    if (!navigator.onLine) {
      window.addEventListener('online', reloadAfterFailedStart, { once: true });
      return;
    }
    try {
      const key = 'rumbo:reloaded-after-failed-start';
      const last = Number(window.sessionStorage.getItem(key) ?? 0);
      // A time ahead of the clock (the clock set back) is stale, not recent.
      if (last <= Date.now() && Date.now() - last < 60000) return;
      window.sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // Storage blocked: no way to tell a loop, so no reload.
      return;
    }
    window.location.reload();
  };
  window.__rumboReloadAfterFailedStart = reloadAfterFailedStart;
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') reloadAfterFailedStart();
    },
    true,
  );
}

// Zod compiles its object parsers with `new Function` after probing whether it may, as the first object
// schema is built while the modules load. The CSP forbids eval, so the probe fails and the browser
// reports a CSP issue on every page. Zod reads its settings from this global (kept if already set):
// set before any module runs, it never probes. The forms' schemas parse as fast without compiling.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// The riders' home asks first for the person's rides and this month's impact. Asked for here, as the
// page starts, they travel beside the app's script instead of after it; the app's first request for
// each takes the answer (src/lib/api/prefetched.ts). Only with a saved token still valid for a while:
// otherwise the app refreshes it first, and asks itself. The home's texts in the saved language are
// announced the same way: the build lists each language's files in app.html (meta rumbo-texts).
try {
  if (/^\/app\/?$/.test(window.location.pathname)) {
    const saved = JSON.parse(window.localStorage.getItem('persist:rumbo') || '{}');
    const token = JSON.parse(saved.session || '{}').accessToken;
    const language = JSON.parse(saved.userConfig || '{}').language || 'es';
    const claims = token ? JSON.parse(atob(token.split('.')[1].replaceAll('-', '+').replaceAll('_', '/'))) : undefined;
    if (claims && typeof claims.exp === 'number' && claims.exp * 1000 - Date.now() > 30000) {
      const headers = { authorization: `Bearer ${token}`, 'accept-language': language };
      const ask = (path) => fetch(path, { headers, credentials: 'include' }).catch(() => null);
      window.__rumboPrefetched = { token, at: Date.now(), answers: { '/api/trips/me/rides': ask('/api/trips/me/rides'), '/api/trips/me/summary': ask('/api/trips/me/summary') } };
      const texts = document.querySelector('meta[name="rumbo-texts"]');
      for (const href of (texts?.getAttribute(`data-${language}`) ?? '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
    }
  }
} catch {
  // A saved state this cannot read: the app asks for everything itself.
}
