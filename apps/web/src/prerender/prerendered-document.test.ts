// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderedDocument, privatePrerenderedDocument } from './prerendered-document';

const indexHtml = `<!doctype html>
<html lang="es">
  <head>
    <title>Rumbo</title>
    <script src="/before-app.js"></script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-X1.js">
    <link rel="stylesheet" crossorigin href="/assets/web-Z9.css">
    <link rel="modulepreload" crossorigin="" href="/assets/part-Y2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedDocument', () => {
  const page = prerenderedDocument(indexHtml, '<main><form novalidate=""><input name="username"/></form></main>', 'de', 'Anmelden · Rumbo');

  it('puts the page in the root, in its language, with the light scheme Mantine colours by', () => {
    expect(page).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(page).toContain('<div id="root"><main>');
  });

  it('names the page in its title', () => {
    expect(page).toContain('<title>Anmelden · Rumbo</title>');
    expect(prerenderedDocument(indexHtml, '', 'es', 'Términos & <condiciones>')).toContain('<title>Términos &amp; &lt;condiciones&gt;</title>');
  });

  it('loads the app only through the on-demand script, told where the app is and what to fetch with it, and preloads none of it', () => {
    expect(page).toContain('<script src="/public-page.js" data-app="/assets/index-AbC123.js" data-preload="/assets/vendor-X1.js /assets/part-Y2.js" defer></script>');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/web-Z9.css">');
  });

  it('sends a form filled before the app is there by POST, never with the password in the address', () => {
    expect(page).toContain('<form method="post" novalidate="">');
  });

  it('refuses an index.html without the app’s module', () => {
    expect(() => prerenderedDocument('<html lang="es"><div id="root"></div></html>', '', 'es', 'Rumbo')).toThrow(/module script/);
  });
});

describe('privatePrerenderedDocument', () => {
  const page = privatePrerenderedDocument(indexHtml, '<header>Menú</header><main><h1>Personas</h1></main>', 'en', 'Employees · Rumbo', '/assets/inter-latin-Q1.woff2');

  it('puts the page in the root, marked as rendered ahead and inert until the app replaces it, in its language and title', () => {
    expect(page).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(page).toContain('<div id="root"><div data-rendered-ahead="" inert=""><header>Menú</header><main><h1>Personas</h1></main></div></div>');
    expect(page).toContain('<title>Employees · Rumbo</title>');
  });

  it('starts the app right after the first paint, through the script told where it is and what to fetch with it, and preloads none of it', () => {
    expect(page).toContain('<script src="/private-page.js" data-app="/assets/index-AbC123.js" data-preload="/assets/vendor-X1.js /assets/part-Y2.js" defer></script>');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
  });

  it('fetches its font beside the stylesheet, so its text is drawn once', () => {
    expect(page).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-Q1.woff2">\n    <link rel="stylesheet" crossorigin href="/assets/web-Z9.css">');
  });
});
