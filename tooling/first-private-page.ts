/// <reference lib="dom" />
// npm run first-private-page: how soon a private page shows its main heading after a login, in a
// fresh browser, how much script it fetched until then, and how much React drew until the network
// was quiet (commits, components rendered: counts that do not follow the machine's speed). For each page: a new Chromium context
// (empty cache), a login through the API, the session saved as the app saves it, then the page opened.
// Prints each page's median of the runs; exits 1 when a median misses its target (1.0 s to the
// heading, 200 KiB of gzipped script until then; the riders' app, /app, opened by the demo passenger:
// 150 KiB).
//
//   npm run first-private-page [-- --runs 5] [--only /home] [--ports 4590-4599] [--latency 150]
//
// --latency MS: each request takes MS more of round trip, at 10 Mbit/s (Chrome's network emulation),
// as on a phone's network, where what one request waits for costs a round trip each.
//
// Builds nothing: it measures apps/web/dist and apps/api/dist as `npm run build` left them, on
// 127.0.0.1, the demo company seeded in a new temporary DATA_DIR. Chrome: CHROME_PATH, else
// /usr/bin/chromium. Like `npm run lighthouse`, a measure of a shared machine: run it when it is quiet.
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { demoAdmin, demoRider, freePort, logInThroughApi, root, savedSession, startBuiltService, type BuiltService } from './built-service.js';
import { median } from './lighthouse-figures.js';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const headingMs = 1000;
/** Each page, who opens it and its most gzipped script until the heading shows. */
const privatePages: Record<string, { account: typeof demoAdmin; scriptKiB: number }> = {
  '/home': { account: demoAdmin, scriptKiB: 200 },
  '/employees': { account: demoAdmin, scriptKiB: 200 },
  '/home/reports': { account: demoAdmin, scriptKiB: 200 },
  '/app': { account: demoRider, scriptKiB: 150 },
};

type Run = { headingMs: number; scriptKiB: number; scriptFiles: number; firstApiMs: number; lastScript: string; commits: number; renders: number };

/**
 * Counts React's commits and the components rendered in them (a component React skipped because
 * nothing of its own changed does not count), through the hook React DevTools uses. Unlike the
 * times, the counts do not follow the machine's speed: a page drawing the same things more often than
 * it needs to shows here first. A string: the page runs it before any script.
 */
const renderCounter = `(() => {
  const counts = { commits: 0, renders: 0 };
  let before = new WeakSet();
  window.__rumboRenders = counts;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      // A subtree React skipped keeps the very fibers of the last commit's tree; elsewhere a fiber
      // counts when flagged PerformedWork (1), which React clears on the ones it only cloned.
      const now = new WeakSet();
      const stack = [root.current];
      counts.commits += 1;
      while (stack.length) {
        const fiber = stack.pop();
        now.add(fiber);
        const component = typeof fiber.type === 'function' || (fiber.type !== null && typeof fiber.type === 'object');
        if (component && !before.has(fiber) && (fiber.flags & 1) === 1) counts.renders += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      before = now;
    },
  };
})();`;

/** One page in a new context: the time from navigation to the app's visible `main h1`, and the script fetched until then. */
async function measurePage(browser: Browser, base: string, path: string, latency: number): Promise<Run> {
  const login = await logInThroughApi(base, privatePages[path]!.account);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' });
  try {
    await context.addInitScript((saved) => window.localStorage.setItem('persist:rumbo', saved), savedSession(login));
    await context.addInitScript({ content: renderCounter });
    // As a login in this browser would have left them: with them the service sends the page rendered ahead.
    await context.addCookies(login.cookies.map((cookie) => ({ ...cookie, domain: new URL(base).hostname })));
    const page = await context.newPage();
    if (latency > 0) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 });
    }
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(response.url(), response.body().then((body) => gzipSync(body).length, () => Number.NaN));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    // Checked every frame, so the time is the frame the heading was first painted in: the app's own
    // heading, not the one of the page rendered ahead (data-rendered-ahead), which shows before any script.
    const shown = await page.waitForFunction(
      () => {
        if (document.querySelector('[data-rendered-ahead]')) return null;
        const heading = document.querySelector('main h1');
        if (!heading?.checkVisibility()) return null;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          at: performance.now(),
          scripts: entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.name),
        };
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const { at, scripts } = (await shown.jsonValue())!;
    // A request shows in the resource timings once answered: the API's are read when all are.
    await page.waitForLoadState('networkidle');
    const { navigationStart, firstApi, commits, renders } = await page.evaluate(() => ({
      ...(window as unknown as { __rumboRenders: { commits: number; renders: number } }).__rumboRenders,
      navigationStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).startTime,
      firstApi: Math.min(...performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).map((entry) => entry.startTime)),
    }));
    const sizes = await Promise.all(scripts.map((url) => bodies.get(url) ?? Promise.resolve(Number.NaN)));
    const lastScript = scripts.length ? new URL(scripts.at(-1)!).pathname : '';
    return { headingMs: at - navigationStart, scriptKiB: sizes.reduce((sum, size) => sum + size, 0) / 1024, scriptFiles: scripts.length, firstApiMs: firstApi - navigationStart, lastScript, commits, renders };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, ports: { type: 'string' }, latency: { type: 'string', default: '0' } } });
  const runs = Number(values.runs);
  const latency = Number(values.latency);
  if (!Number.isInteger(latency) || latency < 0) throw new Error(`--latency wants a whole number of milliseconds, not ${values.latency}`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not ${values.runs}`);
  if (values.only && !privatePages[values.only]) throw new Error(`--only wants one of ${Object.keys(privatePages).join(', ')}`);
  const pages = values.only ? [values.only] : Object.keys(privatePages);
  const [first, last] = (values.ports ?? '').split('-').map(Number);
  const ports = first && last ? Array.from({ length: last - first + 1 }, (_, index) => first + index) : undefined;
  const missing = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].filter((file) => !existsSync(join(root, file)));
  if (missing.length) throw new Error(`${missing.join(' and ')} missing: run \`npm run build\` first`);

  let service: BuiltService | undefined;
  let browser: Browser | undefined;
  try {
    service = await startBuiltService({ port: await freePort(ports), demo: true, prefix: 'rumbo-first-page-' });
    const { token } = await logInThroughApi(service.base, demoAdmin);
    // The demo's administrator starts with the guided tour pending: it would cover the page.
    await fetch(`${service.base}/api/user/configure`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ showTutorial: false }) });
    browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    const results = new Map<string, Run[]>(pages.map((page) => [page, []]));
    // Round by round: a slow spell of the machine touches every page alike.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const figures = await measurePage(browser, service.base, page, latency);
        results.get(page)!.push(figures);
        console.error(
          `first-private-page: run ${run}/${runs} ${page}: ${figures.headingMs.toFixed(0)} ms, ${figures.scriptKiB.toFixed(1)} KiB in ${figures.scriptFiles} files, first API call at ${figures.firstApiMs.toFixed(0)} ms, ${figures.renders} components rendered in ${figures.commits} commits`,
        );
      }
    }
    let pass = true;
    console.log(`\nMedian of ${runs} run(s), fresh context each, 1280×800, loopback${latency ? ` with ${latency} ms of round trip at 10 Mbit/s` : ''} (targets: heading ≤ ${headingMs} ms; script ≤ 200 KiB, /app ≤ 150 KiB)\n`);
    console.log('| page | main heading shown | gzipped script until then | script files | first API call | React commits | components rendered |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [page, figures] of results) {
      const heading = median(figures.map((figure) => figure.headingMs));
      const script = median(figures.map((figure) => figure.scriptKiB));
      const ok = heading <= headingMs && script <= privatePages[page]!.scriptKiB;
      pass &&= ok;
      const files = median(figures.map((figure) => figure.scriptFiles));
      const firstApi = median(figures.map((figure) => figure.firstApiMs));
      const commits = median(figures.map((figure) => figure.commits));
      const renders = median(figures.map((figure) => figure.renders));
      console.log(`| \`${page}\` | ${heading.toFixed(0)} ms | ${script.toFixed(1)} KiB | ${files} | ${firstApi.toFixed(0)} ms | ${commits} | ${renders} |${ok ? '' : ' FAIL'}`);
    }
    return pass ? 0 : 1;
  } finally {
    await browser?.close();
    await service?.stop();
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`first-private-page: failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
