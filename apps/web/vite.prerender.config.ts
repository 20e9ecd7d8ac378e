import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Builds src/prerender/public-pages.tsx for Node into .prerender/ (not shipped): the build runs it
 * once to write /login and /sign-up ahead with the SPA's components. The contract is TypeScript
 * source, so it is bundled rather than imported at run time.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { noExternal: ['@rumbo/contract'] },
  build: {
    ssr: 'src/prerender/public-pages.tsx',
    outDir: '.prerender',
    emptyOutDir: true,
    sourcemap: false,
  },
});
