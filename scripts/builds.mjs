// The builds `npm run build` makes and `npm start` makes again when its sources changed: each
// workspace's build script, and the sources its output is made from.
import { spawnSync } from 'node:child_process';
import { markBuilt, sourceFingerprint } from './build-freshness.mjs';

const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

export const builds = [
  {
    workspace: '@rumbo/web',
    output: 'apps/web/dist',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/app.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.landing.config.ts',
      'apps/web/vite.riders.config.ts',
      'apps/web/vite.prerender.config.ts',
      'apps/web/vite-precompress.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  { workspace: '@rumbo/api', output: 'apps/api/dist', sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared] },
];

/**
 * Runs the workspace's build and records the sources it was made from (read before it starts, so a
 * file saved meanwhile makes the next start build again); exits with the build's status if it fails.
 */
export function runBuild(root, { workspace, output, sources }) {
  const fingerprint = sourceFingerprint(root, sources);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(root, output, fingerprint);
}
