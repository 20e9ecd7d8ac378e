import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { landingOriginPlaceholder, landingVideoPlaceholder, languages, type Language } from '@rumbo/contract';

export const webBuildIndexHtml = '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';

/** The stand-in build's one script (dist/assets/app-3f2a1b.js), varied enough that compressors differ on it. */
export const webBuildScript = Array.from({ length: 200 }, (_, index) => `console.log('line ${index}', ${index * 7919 % 1000});`).join('\n');

/** A stand-in for the riders' app's entry (dist/app.html). */
export const webBuildRidersHtml = '<!doctype html><html><head><script type="module" src="/assets/riders-9c8d7e.js"></script></head><body><div id="root"></div></body></html>';

/** A stand-in for a prerendered landing page (dist/landing/<language>.html) of the web build. */
export function webBuildLandingHtml(language: Language): string {
  return `<!doctype html><html lang="${language}"><head><link rel="canonical" href="${landingOriginPlaceholder}/"></head><body><h1>landing ${language}</h1><video><source src="${landingVideoPlaceholder}"></video></body></html>`;
}

/** A stand-in for a prerendered questions page (dist/landing/faq/<language>.html). */
export function webBuildFaqHtml(language: Language): string {
  return `<!doctype html><html lang="${language}"><head><link rel="canonical" href="${landingOriginPlaceholder}/faq"></head><body><h1>faq ${language}</h1></body></html>`;
}

/** A stand-in for a page the web build renders ahead (dist/prerendered/<page>/<language>.html). */
export function webBuildPrerenderedHtml(page: 'login' | 'sign-up' | 'home' | 'employees' | 'reports', language: Language): string {
  return `<!doctype html><html lang="${language}"><head><script src="/public-page.js" data-app="/assets/app-3f2a1b.js" defer></script></head><body><div id="root"><h1>${page} ${language}</h1></div></body></html>`;
}

/** The address of the explainer video the stand-in build names (dist/landing/settings.json). */
export const webBuildVideoUrl = '/landing/rumbo-explainer.mp4';

/**
 * A stand-in for apps/web/dist, so page tests do not depend on whether the web app was built; without
 * `landing`, an older build: only the SPA, no page rendered ahead.
 */
export async function createWebBuild({ landing = true }: { landing?: boolean } = {}): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'rumbo-web-'));
  await mkdir(join(directory, 'assets'));
  await writeFile(join(directory, 'index.html'), webBuildIndexHtml);
  await writeFile(join(directory, 'app.html'), webBuildRidersHtml);
  await mkdir(join(directory, 'app'));
  await writeFile(join(directory, 'app', 'sw.js'), '// the riders app worker');
  await writeFile(join(directory, 'assets', 'app-3f2a1b.js'), webBuildScript);
  // Its brotli copy, as the web build writes one beside each script (at the highest quality).
  await writeFile(join(directory, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(webBuildScript, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  if (landing) {
    await mkdir(join(directory, 'landing'));
    for (const language of languages) await writeFile(join(directory, 'landing', `${language}.html`), webBuildLandingHtml(language));
    await writeFile(join(directory, 'landing', 'settings.json'), JSON.stringify({ videoUrl: webBuildVideoUrl }));
    await writeFile(join(directory, 'landing', 'manifest.json'), JSON.stringify({ 'src/landing/client.ts': { file: 'assets/landing-1a2b.js', isEntry: true } }));
    await mkdir(join(directory, 'landing', 'faq'));
    for (const language of languages) await writeFile(join(directory, 'landing', 'faq', `${language}.html`), webBuildFaqHtml(language));
    for (const page of ['login', 'sign-up', 'home', 'employees', 'reports'] as const) {
      await mkdir(join(directory, 'prerendered', page), { recursive: true });
      for (const language of languages) await writeFile(join(directory, 'prerendered', page, `${language}.html`), webBuildPrerenderedHtml(page, language));
    }
  }
  return directory;
}

/**
 * The service serving a stand-in web build of its own (see createWebBuild), with no job workers;
 * closing it removes the build too.
 */
export async function buildTestAppWithWeb({ landing = true, ...overrides }: { landing?: boolean } & Parameters<typeof buildTestApp>[0] = {}): Promise<TestApp> {
  const webDistDir = await createWebBuild({ landing });
  const app = await buildTestApp({ runJobs: false, webDistDir, ...overrides });
  const closeApp = app.close.bind(app);
  const close = async () => {
    await closeApp();
    await rm(webDistDir, { recursive: true, force: true });
  };
  return Object.assign(app, { close: close as TestApp['close'] });
}
