// npm start: builds what is missing or older than its sources (web app, API bundle), then runs the
// one service process. After a `git pull` the next start builds again; after `npm run build`, not.
import { isStale } from './build-freshness.mjs';
import { builds, runBuild } from './builds.mjs';

const root = process.cwd();
for (const build of builds) {
  if (isStale(root, build.output, build.sources)) runBuild(root, build);
}
await import('../apps/api/dist/server.js');
