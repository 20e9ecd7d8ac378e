import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run build`, then `npm start`, in a copy of the repository's scripts whose two workspaces build
// in a moment: each build writes its output and a line to builds.log, and the "service" only says so.

const run = promisify(execFile);
const here = dirname(new URL(import.meta.url).pathname);
const { scripts } = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

let root;
const write = async (path, text) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};
const npm = (...args) => run('npm', args, { cwd: root, env: { ...process.env, npm_config_loglevel: 'silent' } });
const builtSoFar = async () => (await readFile(join(root, 'builds.log'), 'utf8')).trim().split('\n');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rumbo-build-'));
  await write('package.json', JSON.stringify({ name: 'rumbo-copy', private: true, workspaces: ['apps/*'], scripts: { build: scripts.build, start: scripts.start } }));
  for (const file of ['build.mjs', 'builds.mjs', 'build-freshness.mjs', 'start.mjs']) await write(`scripts/${file}`, await readFile(join(here, file), 'utf8'));
  await write(
    'record-build.mjs',
    `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const name = process.argv[2];
mkdirSync('dist', { recursive: true });
if (name === 'api') writeFileSync('dist/server.js', "console.log('serving');");
appendFileSync('../../builds.log', name + '\\n');`,
  );
  for (const [folder, workspace] of [['web', '@rumbo/web'], ['api', '@rumbo/api']]) {
    await write(`apps/${folder}/package.json`, JSON.stringify({ name: workspace, private: true, scripts: { build: `node ../../record-build.mjs ${folder}` } }));
    await write(`apps/${folder}/src/main.ts`, `export const app = '${folder}';`);
  }
  await write('packages/contract/src/index.ts', 'export const contract = 1;');
  await write('package-lock.json', '{}');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run build, then npm start', () => {
  it('serves what the build made without building it again, and builds again only what changed since', async () => {
    await npm('run', 'build');
    expect(await builtSoFar()).toEqual(['web', 'api']);

    const started = await npm('start');
    expect(started.stdout).toContain('serving');
    expect(await builtSoFar()).toEqual(['web', 'api']);

    await write('apps/api/src/main.ts', `export const app = 'api, changed';`);
    await npm('start');
    expect(await builtSoFar()).toEqual(['web', 'api', 'api']);
    await npm('start');
    expect(await builtSoFar()).toEqual(['web', 'api', 'api']);
  }, 60_000);
});
