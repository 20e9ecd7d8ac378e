import { mergeConfig } from 'vite';
import portal from './vite.config.js';

/**
 * The riders' app (app.html, served at /app) built apart from the portal, into the same dist/: a
 * module shared by two inputs of one build is kept whole for both, so react-router's data router,
 * which the portal uses, would have come into the riders' first load beside the declarative router
 * they use. Files equal in both builds carry the same name and hash.
 */
export default mergeConfig(portal, {
  publicDir: false,
  build: {
    emptyOutDir: false,
    rolldownOptions: { input: { app: 'app.html' } },
  },
});
