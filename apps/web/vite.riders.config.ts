import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { mantineStylesListed } from './vite-mantine-styles';
import portal from './vite.config.js';

/**
 * The riders' app (app.html, served at /app) built apart from the portal, into the same dist/: a
 * module shared by two inputs of one build is kept whole for both, so the portal's router and code
 * would have come into the riders' first load. Files equal in both builds carry the same name and hash.
 */
export default mergeConfig(portal, {
  plugins: [mantineStylesListed(fileURLToPath(new URL('./src/app/riders/mantine-styles.css', import.meta.url)))],
  publicDir: false,
  build: {
    emptyOutDir: false,
    // Every file the riders' app is built into, which its worker (public/app/sw.js) keeps at install,
    // so each of its pages opens offline, not only those visited before.
    manifest: 'app/files.json',
    rolldownOptions: { input: { app: 'app.html' } },
  },
});
