import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressed } from './vite-precompress';

/** `texts-<namespace>-<language>` for a module of texts (see src/app/i18n/texts.ts), else undefined. */
function textsChunkName(moduleId: string | null): string | undefined {
  const match = moduleId?.match(/(?:features\/([\w-]+)\/locales|lib\/i18n\/locales|contract\/src\/(messages))\/(es|en|de)\.ts$/);
  return match ? `texts-${match[1] ?? match[2] ?? 'common'}-${match[3]}` : undefined;
}

const appShellScrollClasses = '\0app-shell-scroll-classes';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll for one constant: the class
 * a scroll lock pads (`RemoveScroll.classNames.zeroRight`). For them it resolves to that constant
 * alone, from the same module the library reads it from, so the shell's first load leaves out the
 * library's 4.6 KiB (gzipped); a modal, which locks the scroll, still loads the library itself.
 */
function appShellWithoutScrollLock(): Plugin {
  return {
    name: 'app-shell-without-scroll-lock',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer && /[\\/]@mantine[\\/]core[\\/].*[\\/]AppShell[\\/]/.test(importer) ? appShellScrollClasses : undefined;
    },
    load(id) {
      if (id !== appShellScrollClasses) return undefined;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}

/**
 * Two of Mantine's hooks set their first value from an effect, and React renders an effect's update at
 * once, whole, in one task: right after the first page's commit, that was one long task more. The
 * built app is rendered in the browser only (no server render to match), so both can know their value
 * from the first render. Each replacement takes the hook's arguments (useMediaQuery's third, whether
 * to wait for an effect, no longer matters).
 */
const mantineHooksFromFirstRender: Record<string, { pattern: RegExp; code: string[] }> = {
  // useId started from React's id, then set a random one in a layout effect: every menu, input and
  // checkbox drew itself twice on mount. Here it keeps React's id, unique in the app and the same from
  // the first render, with the same `mantine-` prefix and no effect.
  '\0mantine-stable-id': {
    pattern: /(^|[\\/])use-id[\\/]use-id\.mjs$/,
    code: [
      "import { useId as useReactId } from 'react';",
      'export function useId(staticId) {',
      '  const reactId = useReactId();',
      "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\\w-]/g, '')}`;",
      '}',
    ],
  },
  // useMediaQuery started from `undefined` and set the answer in an effect, so each list or table
  // that chooses its layout by width, and each transition (prefers-reduced-motion), drew itself twice.
  // Here the first render asks the browser; the effect only follows changes.
  '\0mantine-media-query-at-once': {
    pattern: /(^|[\\/])use-media-query[\\/]use-media-query\.mjs$/,
    code: [
      "import { useEffect, useState } from 'react';",
      'const matchesNow = (query) => { try { return window.matchMedia(query).matches; } catch { return false; } };',
      'export function useMediaQuery(query, initialValue) {',
      "  const [matches, setMatches] = useState(() => (typeof initialValue === 'boolean' ? initialValue : matchesNow(query)));",
      '  useEffect(() => {',
      '    let list;',
      '    try { list = window.matchMedia(query); } catch { return undefined; }',
      '    setMatches(list.matches);',
      '    const follow = (event) => setMatches(event.matches);',
      "    list.addEventListener('change', follow);",
      "    return () => list.removeEventListener('change', follow);",
      '  }, [query]);',
      '  return matches;',
      '}',
    ],
  },
};

function mantineHooksWithoutSecondRender(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'mantine-hooks-without-second-render',
    // The built app only: the development server and the unit tests load Mantine as it is.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return undefined;
      return Object.entries(mantineHooksFromFirstRender).find(([, hook]) => hook.pattern.test(source))?.[0];
    },
    buildEnd(error) {
      // A Mantine that moved a hook would otherwise bring the second render back unnoticed.
      const missing = Object.keys(mantineHooksFromFirstRender).filter((id) => !replaced.has(id));
      if (!error && missing.length > 0) this.error(`mantine-hooks-without-second-render: not found to replace: ${missing.join(', ')}`);
    },
    load(id) {
      const hook = mantineHooksFromFirstRender[id];
      if (!hook) return undefined;
      replaced.add(id);
      return hook.code.join('\n');
    },
  };
}

/**
 * main.tsx imports the app's parts one after the other, each evaluated in a task of its own. Their
 * files (and the files they import) are announced in index.html beside the entry's own, so they are
 * fetched at once rather than each after the part before has run. The build fails if it finds no part:
 * they would be fetched one after the other again, unnoticed.
 */
function appPartsAnnounced(): Plugin {
  let parts = new Set<string>();
  return {
    name: 'app-parts-announced',
    apply: 'build',
    buildEnd(error) {
      parts = new Set();
      const main = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
      // The riders' and the landing's builds have entries of their own, which import no parts.
      if (error || !main) return;
      parts = new Set(this.getModuleInfo(main)?.dynamicallyImportedIds);
      if (parts.size === 0) this.error('app-parts-announced: main.tsx imports no part of the app');
    },
    transformIndexHtml: {
      // After the bundle's last changes (stylesheets-only chunks dropped), as Vite writes index.html.
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (parts.size === 0 || !bundle || !entry) return [];
        const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
        const reach = (names: string[]) => {
          const seen = new Set<string>();
          const visit = (name: string) => {
            if (seen.has(name) || !chunks.has(name)) return;
            seen.add(name);
            for (const imported of chunks.get(name)!.imports) visit(imported);
          };
          for (const name of names) visit(name);
          return seen;
        };
        // A part imported elsewhere too (the store, by the router) is the chunk holding its module.
        const partFiles = [...parts].flatMap((id) => [...chunks.values()].filter((chunk) => chunk.moduleIds.includes(id)).map((chunk) => chunk.fileName));
        if (partFiles.length !== parts.size) throw new Error(`app-parts-announced: ${parts.size} parts imported by main.tsx, ${partFiles.length} found in the bundle`);
        const announced = reach([entry.fileName]);
        return [...reach(partFiles)]
          .filter((name) => !announced.has(name))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The development server answers /app and its pages with the riders' entry (app.html), as the service
 * does (apps/api/src/plugins/web.ts); its files (/app/sw.js, the manifest, the icons) stay themselves.
 */
function ridersEntryInDevelopment(): Plugin {
  return {
    name: 'riders-entry-in-development',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (/^\/app(?:\/[^.]*)?$/.test(path)) request.url = '/app.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), appShellWithoutScrollLock(), mantineHooksWithoutSecondRender(), appPartsAnnounced(), ridersEntryInDevelopment(), precompressed()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // A text chunk says whose texts it holds and in which language: texts-auth-es-<hash>.js.
        chunkFileNames: (chunk) => `assets/${textsChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        // Shared chunks under 20 kB (before minifying) are copied into the chunks that use them: split
        // per page, /login fetched 31 scripts, each with ~1 KiB of headers and a turn on one of the
        // browser's six connections; then 14, for ~3 KiB more script.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 20_000 },
          // React in one chunk of its own: shared by every chunk, it was otherwise copied into several
          // of those one page loads (twice on /home, ~5 KiB gzipped).
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    // A page for each file to render in; a file that renders nothing (pure functions, slices, CSV,
    // formats) says `// @vitest-environment node` at its top and starts without building one.
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Beyond the 5 s a test waits for what a page shows (src/testing/setup-dom.ts), so a wait that
    // fails says what it looked for rather than only that the test ran out of time.
    testTimeout: 15_000,
  },
});
