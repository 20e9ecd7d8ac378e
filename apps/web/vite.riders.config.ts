import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import { mantineStylesListed } from './vite-mantine-styles';
import portal from './vite.config.js';

/** The riders' layout and home pages, which every visit to /app starts with. */
const ridersFirst = /[\\/]app[\\/]riders[\\/](riders-layout|riders-routes)\.tsx$/;
/** The chunk they are built into. */
const ridersFirstChunk = 'riders-first';

/**
 * The riders' first chunk (the layout and home) with the chunks it imports, announced in app.html:
 * the entry asks for it as it starts, but only once its own files are fetched and run, so the home's
 * cards waited one more round trip on a phone's network. Announced, they come beside the entry. So is
 * the text's font (as on the private pages rendered ahead): found by the stylesheet only once the
 * app has drawn its first text, it came as the page was painted, and first in the fallback font.
 */
function announceRidersHome(): Plugin {
  return {
    name: 'announce-riders-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk' && output.name === ridersFirstChunk);
        if (chunks.length !== 1) throw new Error(`announce-riders-home: the riders' first chunk was not found once (${chunks.length} found)`);
        const scripts = new Set(chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.fileName, ...chunk.imports] : [])));
        // Their stylesheets too: the entry waits for a chunk's styles before it draws the chunk.
        const styles = new Set(chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [])));
        const announced = (file: string) => html.includes(`/${file}"`);
        // The home's texts, per language: public/before-app.js announces the saved language's.
        const texts: Record<string, string[]> = {};
        for (const output of Object.values(bundle ?? {})) {
          const language = output.fileName.match(/^assets\/texts-(?:common|riders)-(\w+)-[\w-]+\.js$/)?.[1];
          if (language) (texts[`data-${language}`] ??= []).push(`/${output.fileName}`);
        }
        const font = Object.values(bundle ?? {}).find((output) => /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(output.fileName));
        if (!font) throw new Error("announce-riders-home: the text's font (inter-latin-wght-normal) was not found");
        return [
          { tag: 'meta', attrs: { name: 'rumbo-texts', ...Object.fromEntries(Object.entries(texts).map(([key, files]) => [key, files.join(' ')])) }, injectTo: 'head-prepend' as const },
          ...[
            ...[...scripts].filter((file) => !announced(file)).map((file) => ({ rel: 'modulepreload', crossorigin: true, href: `/${file}` })),
            ...[...styles].filter((file) => !announced(file)).map((file) => ({ rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` })),
            { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font.fileName}` },
          ].map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * The riders' app (app.html, served at /app) built apart from the portal, into the same dist/: a
 * module shared by two inputs of one build is kept whole for both, so the portal's router and code
 * would have come into the riders' first load. Files equal in both builds carry the same name and hash.
 */
export default mergeConfig(portal, {
  plugins: [mantineStylesListed(fileURLToPath(new URL('./src/app/riders/mantine-styles.css', import.meta.url))), announceRidersHome()],
  publicDir: false,
  build: {
    emptyOutDir: false,
    // Every file the riders' app is built into, which its worker (public/app/sw.js) keeps at install,
    // so each of its pages opens offline, not only those visited before.
    manifest: 'app/files.json',
    rolldownOptions: {
      input: { app: 'app.html' },
      output: {
        codeSplitting: {
          // The layout and the home in one chunk: apart, each held its own copy of the small modules
          // both use (a group, a link, an icon, each wrapped to run once), 7 KiB more of gzipped script
          // in 14 files instead of 8. The other pages fetch the home's code with the layout, once.
          groups: [{ name: ridersFirstChunk, test: ridersFirst }],
        },
      },
    },
  },
});
