import type { Language } from '@rumbo/contract';

/** The files index.html preloads for the app, in its order. */
function appPreloads(indexHtml: string): string {
  return [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((link) => link[1]).join(' ');
}

/** Text put between tags. */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The SPA's index.html with the page in its root and its title (as the app's DocumentTitle writes it),
 * and instead of the app's module (and its preloads) the small script that fetches it on demand, told
 * where the app is and which files to fetch with it.
 */
export function prerenderedDocument(indexHtml: string, markup: string, language: Language, title: string): string {
  const app = indexHtml.match(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/);
  if (!app) throw new Error('dist/index.html has no module script: build the SPA first.');
  return indexHtml
    // Mantine's colours hang on the scheme attribute, which its provider sets only in the browser.
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-mantine-color-scheme="light"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(app[0], `<script src="/public-page.js" data-app="${app[1]}" data-preload="${appPreloads(indexHtml)}" defer></script>`)
    // Sent before the app is there, a form must never become a GET with the password in the address.
    .replace('<div id="root"></div>', `<div id="root">${markup.replaceAll('<form ', '<form method="post" ')}</div>`);
}


/**
 * The SPA's index.html with a private page rendered ahead in its root and its title, and instead of
 * the app's module (and its preloads) the small script that adds them right after the first paint. The
 * page's font (`fontHref`, its Latin letters) is preloaded. The scheme is light unless
 * public/before-app.js finds the company's dark one. The page is inert until the app replaces it (a
 * click on it would do nothing) and marked, so a measure of the app's own first page can tell the two apart.
 */
export function privatePrerenderedDocument(indexHtml: string, markup: string, language: Language, title: string, fontHref: string): string {
  const app = indexHtml.match(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/);
  if (!app) throw new Error('dist/index.html has no module script: build the SPA first.');
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-mantine-color-scheme="light"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    // Fetched beside the stylesheet, the font is more often there for the first paint, so the text
    // is not drawn in the fallback and moved when it comes.
    .replace(/(\s*)<link rel="stylesheet"/, `$1<link rel="preload" as="font" type="font/woff2" crossorigin href="${fontHref}">$1<link rel="stylesheet"`)
    // Preloaded, the app's chunks would share the slow network with the stylesheet and the font.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(app[0], `<script src="/private-page.js" data-app="${app[1]}" data-preload="${appPreloads(indexHtml)}" defer></script>`)
    .replace('<div id="root"></div>', `<div id="root"><div data-rendered-ahead="" inert="">${markup}</div></div>`);
}
