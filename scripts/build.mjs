// npm run build: the web app, then the API bundle, each recorded as built from its sources as they
// are, so the next `npm start` serves them without building them again.
import { builds, runBuild } from './builds.mjs';

for (const build of builds) runBuild(process.cwd(), build);
