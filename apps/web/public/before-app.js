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

// Zod compiles its object parsers with `new Function` after probing whether it may, as the first object
// schema is built while the modules load. The CSP forbids eval, so the probe fails and the browser
// reports a CSP issue on every page. Zod reads its settings from this global (kept if already set):
// set before any module runs, it never probes. The forms' schemas parse as fast without compiling.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
