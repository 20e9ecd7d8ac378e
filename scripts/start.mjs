// npm start: builds what is missing or older than its sources (web app, API bundle), then runs the
// one service process. After a `git pull` the next start builds again.
import { spawnSync } from 'node:child_process';
import { isStale, markBuilt } from './build-freshness.mjs';

const root = process.cwd();
const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];
const builds = [
  { workspace: '@rumbo/web', output: 'apps/web/dist', sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite.landing.config.ts', 'apps/web/package.json', ...shared] },
  { workspace: '@rumbo/api', output: 'apps/api/dist', sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared] },
];

for (const { workspace, output, sources } of builds) {
  if (!isStale(root, output, sources)) continue;
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(root, output, sources);
}
await import('../apps/api/dist/server.js');
