import { defineConfig } from 'vite';
import { precompressed } from './vite-precompress';

/**
 * The landing's own build, separate from the SPA's so no chunk is shared: its script and stylesheet
 * (src/landing/client.ts imports landing.css) become hashed files in dist/assets (the font files are
 * the same, by name and hash, as the SPA's, so a visitor downloads them once), listed in
 * dist/landing/manifest.json, which src/landing/render-landing.tsx reads to write the pages.
 */
export default defineConfig({
  publicDir: false,
  plugins: [precompressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: 'landing/manifest.json',
    modulePreload: false,
    rolldownOptions: {
      input: { landing: 'src/landing/client.ts' },
      output: { entryFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
});
