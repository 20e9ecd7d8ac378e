// Applies the last known colour scheme before the first paint (the app itself starts after its texts
// load), so a dark company never sees a white flash. An external file: the CSP forbids inline scripts.
// The app writes the key whenever the scheme in force changes (app/providers.tsx).
try {
  if (window.localStorage.getItem('rumbo-color-scheme') === 'dark') {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // Storage may be blocked: the page starts light.
}
