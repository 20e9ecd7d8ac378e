// npm run lighthouse: Lighthouse's mobile scores of the public pages (/, /login, /sign-up) and of the
// first private pages (/home, /employees, /home/reports, logged in as the demo company's administrator;
// the riders' app, /app, as its passenger)
// on the built service, each figure the median of several runs beside its floor (tooling/lighthouse-figures.ts).
// Exits 1 when a median misses its floor. Not part of npm test: timings on a shared 2-core machine
// vary from run to run, so a floor missed once is a reason to look, not a broken build.
//
//   npm run lighthouse [-- --runs N] [--only /login] [--json FILE] [--reports DIR] [--ports 4590-4599] [--cpu-slowdown N]
//
// --json writes the figures; --reports keeps each run's full Lighthouse report (open it in the
// Lighthouse viewer to see why an audit failed); --ports takes the service's and Chrome's ports
// from a range instead of any free ones; --cpu-slowdown replaces the mobile preset's 4x slower CPU
// (8 on a host twice as fast as another gives about what 4 gives there: Lighthouse's scores follow the
// host's CPU power, which it prints).
//
// Builds nothing: it measures apps/web/dist and apps/api/dist as `npm run build` left them. The service
// runs on 127.0.0.1 with a new temporary DATA_DIR (the embedded database, the demo company seeded when a
// private page is measured), removed at the end. A private page's run starts logged in: a login
// through the API, its session saved in the new Chrome as the app saves it, and Lighthouse told to
// keep that storage.
// Chrome: CHROME_PATH, else /usr/bin/chromium.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { demoAdmin, demoRider, freePort, logInThroughApi, root, savedSession, startBuiltService, type BuiltService } from './built-service.js';
import {
  auditsBelowFullMarks,
  categoryIds,
  figuresOf,
  formatPage,
  measuredPages,
  privatePages,
  riderPages,
  summarizePage,
  type PageSummary,
  type RunFigures,
} from './lighthouse-figures.js';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--accept-lang=es-MX,es', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Lighthouse's default config is the mobile one (Moto G Power screen, simulated slow 4G and a 4x slower CPU).
const mobileCpuSlowdown = 4;

function configWith(cpuSlowdown: number): Config {
  // Lighthouse merges these settings into its own, so the rest of the mobile throttling stays.
  return { extends: 'lighthouse:default', settings: { formFactor: 'mobile', onlyCategories: [...categoryIds], throttling: { cpuSlowdownMultiplier: cpuSlowdown } } };
}

/** A mistake in the command line: said as it is, without "failed". */
class UsageError extends Error {}

/**
 * A run whose trace Chrome recorded badly: the errors Lighthouse answers with "Please run Lighthouse
 * again". Seen here with Chromium 156 now and then (NO_NAVSTART): the run is repeated in a new Chrome, a
 * bounded number of times. A page that paints nothing (NO_FCP) is not one of them: it fails at once.
 */
class UnrecordedTrace extends Error {}
const traceErrors = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL', 'NO_FMP']);
const attemptsPerRun = 3;

type Options = { runs: number; pages: string[]; jsonFile?: string; reportsDir?: string; ports?: number[]; cpuSlowdown: number };

function readOptions(): Options {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, json: { type: 'string' }, reports: { type: 'string' }, ports: { type: 'string' }, 'cpu-slowdown': { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs wants a whole number of at least 1, not ${values.runs}`);
  if (values.only !== undefined && !measuredPages.includes(values.only)) {
    throw new UsageError(`--only takes one of ${measuredPages.join(', ')} (the pages with floors), not ${values.only}`);
  }
  let ports: number[] | undefined;
  if (values.ports !== undefined) {
    const [first, last] = values.ports.split('-').map(Number);
    if (!Number.isInteger(first) || !Number.isInteger(last) || last! < first! + 1) throw new UsageError(`--ports wants a range of at least two ports such as 4590-4599, not ${values.ports}`);
    ports = Array.from({ length: last! - first! + 1 }, (_, index) => first! + index);
  }
  const cpuSlowdown = Number(values['cpu-slowdown'] ?? mobileCpuSlowdown);
  if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1) throw new UsageError(`--cpu-slowdown wants a number of at least 1, not ${values['cpu-slowdown']}`);
  return { cpuSlowdown, runs, pages: values.only ? [values.only] : measuredPages, jsonFile: values.json, reportsDir: values.reports, ports };
}

/** What must be stopped and removed whichever way the run ends. */
const cleanup: { service?: BuiltService; chrome?: chromeLauncher.LaunchedChrome } = {};

/**
 * chrome-launcher's kill() sends SIGKILL and returns at once; waiting for the exit keeps the next
 * Chrome from finding the old one still on the debugging port.
 */
async function stopChrome(): Promise<void> {
  const chrome = cleanup.chrome;
  cleanup.chrome = undefined;
  if (!chrome) return;
  const running = chrome.process.exitCode === null && chrome.process.signalCode === null;
  const exited = running ? new Promise((resolve) => chrome.process.once('exit', resolve)) : Promise.resolve();
  chrome.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
}

let stopped: Promise<void> | undefined;

/** Once, whoever asks first (the end of the run or a signal): the second caller waits for the same stop. */
function stopEverything(): Promise<void> {
  stopped ??= stopServiceAndChrome();
  return stopped;
}

async function stopServiceAndChrome(): Promise<void> {
  await stopChrome();
  const service = cleanup.service;
  cleanup.service = undefined;
  await service?.stop();
}

/**
 * Logs in through the API and saves the session in the launched Chrome's storage and cookies for the
 * service's origin, as the app keeps it after a login (Playwright over the debugging port, then let go).
 */
async function startLoggedIn(chromePort: number, base: string, page: string): Promise<void> {
  const login = await logInThroughApi(base, riderPages.includes(page) ? demoRider : demoAdmin);
  const session = savedSession(login);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    // The cookies a login in this browser leaves: with them the service sends the page rendered ahead.
    await context.addCookies(login.cookies.map((cookie) => ({ ...cookie, domain: new URL(base).hostname })));
    const page = await context.newPage();
    await page.goto(`${base}/rumbo-mark.svg`);
    await page.evaluate((saved) => window.localStorage.setItem('persist:rumbo', saved), session);
    await page.close();
  } finally {
    // Over CDP this only lets go of the browser: Chrome, its profile and the storage stay.
    await browser.close();
  }
}

function presetName(cpuSlowdown: number): string {
  return cpuSlowdown === mobileCpuSlowdown ? 'mobile' : `mobile with the CPU slowed ${cpuSlowdown}x (the preset's is ${mobileCpuSlowdown}x)`;
}

/** A run, repeated when Chrome recorded its trace badly: such a run measured nothing, so nothing is dropped. */
async function measureRecorded(base: string, page: string, options: Options): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(base, page, options);
    } catch (error) {
      if (error instanceof UnrecordedTrace && attempt === attemptsPerRun) throw new Error(`${error.message} (${attemptsPerRun} attempts)`);
      if (!(error instanceof UnrecordedTrace) || interruptedBy) throw error;
      console.error(`lighthouse: ${error.message}; running it again (attempt ${attempt + 1} of ${attemptsPerRun})`);
    }
  }
}

/** One Lighthouse run in a fresh Chrome, so no run inherits another's cache or memory. */
async function measure(base: string, page: string, { ports, cpuSlowdown }: Options): Promise<Result> {
  const url = `${base}${page}`;
  const chromePort = await freePort(ports);
  cleanup.chrome = await chromeLauncher.launch({ chromePath, chromeFlags, port: chromePort, handleSIGINT: false, logLevel: 'silent' });
  try {
    const loggedIn = privatePages.includes(page);
    if (loggedIn) await startLoggedIn(chromePort, base, page);
    // Lighthouse empties the origin's storage (and cache) first unless told not to: the session must stay.
    const flags: Flags = { port: chromePort, hostname: '127.0.0.1', logLevel: 'error', disableStorageReset: loggedIn };
    const result = await lighthouse(url, flags, configWith(cpuSlowdown));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const runtimeError = result.lhr.runtimeError;
    if (runtimeError) {
      const Failure = traceErrors.has(runtimeError.code) ? UnrecordedTrace : Error;
      throw new Failure(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    await stopChrome();
  }
}

async function main(): Promise<number> {
  const options = readOptions();
  const missing = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].filter((file) => !existsSync(join(root, file)));
  if (missing.length) {
    console.error(`lighthouse: ${missing.join(' and ')} missing: run \`npm run build\` first`);
    return 1;
  }
  if (!existsSync(chromePath)) {
    console.error(`lighthouse: no Chrome at ${chromePath}: set CHROME_PATH`);
    return 1;
  }

  const servicePort = await freePort(options.ports);
  const demo = options.pages.some((page) => privatePages.includes(page));
  cleanup.service = await startBuiltService({ port: servicePort, demo, prefix: 'rumbo-lighthouse-' });
  const { base } = cleanup.service;
  if (demo) {
    const { token } = await logInThroughApi(base, demoAdmin);
    // The demo's administrator starts with the guided tour pending: it would cover the pages.
    await fetch(`${base}/api/user/configure`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ showTutorial: false }) });
  }
  if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
  console.error(`lighthouse: service on ${base}; ${options.runs} run(s) of ${options.pages.join(', ')}, ${presetName(options.cpuSlowdown)}`);

  const figures = new Map<string, RunFigures[]>(options.pages.map((page) => [page, []]));
  const belowFullMarks = new Map<string, string[][]>(options.pages.map((page) => [page, []]));
  let environment: { lighthouseVersion: string; userAgent: string } | undefined;
  // Round by round rather than page by page: a slow spell on the machine then touches every page alike.
  for (let run = 1; run <= options.runs; run++) {
    for (const page of options.pages) {
      const started = performance.now();
      // Chrome's port is chosen once the service listens, so it cannot be handed the service's.
      const report = await measureRecorded(base, page, options);
      const runFigures = figuresOf(report);
      figures.get(page)!.push(runFigures);
      belowFullMarks.get(page)!.push(auditsBelowFullMarks(report));
      environment ??= { lighthouseVersion: report.lighthouseVersion, userAgent: report.environment.hostUserAgent };
      for (const warning of report.runWarnings) console.error(`lighthouse: ${page}: Lighthouse warns: ${warning}`);
      if (options.reportsDir) {
        const name = `${page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-')}-run${run}.report.json`;
        writeFileSync(join(options.reportsDir, name), JSON.stringify(report));
      }
      console.error(`lighthouse: run ${run}/${options.runs} ${page}: performance ${runFigures.performance} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }

  const summaries: PageSummary[] = options.pages.map((page) => summarizePage(page, figures.get(page)!, belowFullMarks.get(page)));
  const pass = summaries.every((summary) => summary.pass);
  console.log(`\nLighthouse ${environment?.lighthouseVersion}, ${presetName(options.cpuSlowdown)}, median of ${options.runs} run(s) per page\n`);
  console.log(summaries.map(formatPage).join('\n\n'));
  console.log(`\n${pass ? 'Every page meets its floors.' : 'Some figures miss their floors (FAIL above).'}`);
  if (options.jsonFile) {
    writeFileSync(options.jsonFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: options.runs, cpuSlowdown: options.cpuSlowdown, ...environment, pass, pages: summaries }, null, 2)}\n`);
    console.error(`lighthouse: figures written to ${options.jsonFile}`);
  }
  return pass ? 0 : 1;
}

/** Lighthouse sometimes rejects with a plain object carrying a message rather than an Error. */
function describe(error: unknown): string {
  if (error instanceof UsageError) return error.message;
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return `failed: ${message}`;
}

// Run as `node --import tsx`, not through the tsx command: tsx relays a signal to the script and
// kills it outright when it does not answer within 30 ms, which a script busy in Lighthouse misses,
// leaving the service and Chrome running.
let interruptedBy: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interruptedBy = signal;
    console.error(`lighthouse: ${signal}: stopping the service and Chrome`);
    void stopEverything().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // Stopping Chrome under a running measurement fails it: that is the interruption, not a new error.
  if (!interruptedBy) console.error(`lighthouse: ${describe(error)}`);
} finally {
  await stopEverything();
}
process.exit(interruptedBy ? 130 : exitCode);
