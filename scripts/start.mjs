// npm start: builds what is missing (web app, API bundle), then runs the one service process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) run(['run', 'build', '-w', '@rumbo/web']);
if (!existsSync('apps/api/dist/server.js')) run(['run', 'build', '-w', '@rumbo/api']);
await import('../apps/api/dist/server.js');
