import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const webBuildIndexHtml = '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';

/** A stand-in for apps/web/dist, so page tests do not depend on whether the web app was built. */
export async function createWebBuild(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'rumbo-web-'));
  await mkdir(join(directory, 'assets'));
  await writeFile(join(directory, 'index.html'), webBuildIndexHtml);
  await writeFile(join(directory, 'assets', 'app-3f2a1b.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  return directory;
}
