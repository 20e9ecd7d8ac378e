import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** `texts-<namespace>-<language>` for a module of texts (see src/app/i18n/texts.ts), else undefined. */
function textsChunkName(moduleId: string | null): string | undefined {
  const match = moduleId?.match(/(?:features\/([\w-]+)\/locales|lib\/i18n\/locales|contract\/src\/(messages))\/(es|en|de)\.ts$/);
  return match ? `texts-${match[1] ?? match[2] ?? 'common'}-${match[3]}` : undefined;
}

export default defineConfig({
  plugins: [react()],
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
        // browser's six connections; now 14, for ~3 KiB more script.
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
  },
});
