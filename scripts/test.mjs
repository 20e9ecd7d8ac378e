// npm test: lint and type checks (side by side), unit tests (with the test of the import boundaries the
// lint enforces), the API suite (in full on PostgreSQL when DATABASE_URL is set, with the files whose
// outcome depends on the engine on PGlite too; in full on PGlite otherwise), one build, a short proof
// (npm run proof, with DATABASE_URL), then the end-to-end journeys in Chromium against that build.
// Ends with each stage's time and one line "tests: N passed, N failed"; exits non-zero on any failure.
// A test that passed only when tried again counts as failed, named as flaky.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const reports = resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** What failed, named again at the very end: a long run's log is often read from its tail. */
const failures = [];
const timings = [];
const runStarted = Date.now();

/** Lines worth naming again at the end when a step fails without a failed test in its report. */
const notable = /Unhandled|Error|error TS|FAIL|timed out|✘|×/;

/**
 * Runs one step. Its output streams as it comes, unless `buffered` (steps run side by side), when it
 * is printed whole once the step ends, so the two never interleave.
 */
async function run(name, command, args, { env = {}, report, buffered = false } = {}) {
  const started = Date.now();
  const seen = [];
  const output = [];
  const write = (to, chunk) => (buffered ? output.push([to, chunk]) : to.write(chunk));
  if (!buffered) console.log(`\n=== ${name} ===`);
  const status = await new Promise((done) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      from.on('data', (chunk) => {
        write(to, chunk);
        for (const line of chunk.toString().split('\n')) if (notable.test(line)) seen.push(line.trim().slice(0, 300));
        seen.splice(0, Math.max(0, seen.length - 20));
      });
    }
    child.on('close', (code) => done(code ?? 1));
  });
  if (buffered) {
    console.log(`\n=== ${name} ===`);
    for (const [to, chunk] of output) to.write(chunk);
  }
  timings.push([name, (Date.now() - started) / 1000]);
  const failuresBefore = failures.length;
  if (report && !count(report)) failedSteps.push(`${name} (no test report)`);
  else if (status !== 0) {
    failedSteps.push(name);
    if (failures.length === failuresBefore) failures.push(`${name} exited ${status}; its last notable lines:\n    ${seen.join('\n    ') || '(none)'}`);
  }
}

/** Adds a runner's JSON report to the totals; false when there is none to read. */
function count({ file, kind }) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
      // A file fails without a failed test too: a hook (afterAll) or an error outside any test.
      for (const result of json.testResults.filter((file) => file.status !== 'passed' && file.status !== 'skipped')) {
        const tests = result.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName);
        const why = tests.length ? tests.join('; ') : (result.message || result.status).split('\n').slice(0, 3).join(' ');
        failures.push(`${relative(process.cwd(), result.name)}: ${why}`.slice(0, 600));
      }
      if (json.numFailedTestSuites > 0 && !json.testResults.some((file) => file.status === 'failed')) failures.push(`${file}: ${json.numFailedTestSuites} failed suites`);
    } else {
      // Playwright: a test that failed, then passed when retried, is flaky; it fails the run all the same.
      totals.passed += json.stats.expected;
      totals.failed += json.stats.unexpected + json.stats.flaky;
      for (const { title, file } of playwrightTests(json.suites).filter((test) => test.status === 'flaky')) failures.push(`flaky (passed only when retried): ${file}: ${title}`);
    }
    return true;
  } catch {
    return false;
  }
}

/** Every test of a Playwright JSON report, with its file and its outcome (expected, unexpected, flaky, skipped). */
function playwrightTests(suites = [], file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ title: spec.title, file: spec.file ?? file, status: test.status }))),
    ...playwrightTests(suite.suites, suite.file ?? file),
  ]);
}

const vitest = (name, projects, file, env, options = {}) =>
  run(name, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    env,
    report: { file, kind: 'vitest' },
    ...options,
  });

// One process each, and each uses one core: side by side they take the time of the longer.
await Promise.all([
  run('lint', 'npx', ['eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'], { buffered: true }),
  run('type checks', 'npx', ['tsc', '--build'], { buffered: true }),
]);
await vitest('unit tests (contract, test-support, web, tooling)', ['contract', 'test-support', 'web', 'tooling'], `${reports}/unit.json`);
if (process.env.DATABASE_URL) {
  await vitest('API tests on PostgreSQL', ['api'], `${reports}/api-postgres.json`);
  await vitest('API tests that depend on the engine, on PGlite', ['api-embedded'], `${reports}/api-pglite.json`, { DATABASE_URL: '' });
} else {
  await vitest('API tests on PGlite', ['api'], `${reports}/api-pglite.json`, { DATABASE_URL: '' });
  console.log('\n(DATABASE_URL not set: the API suite ran on PGlite only)');
}
await run('build', 'npm', ['run', 'build']);
if (process.env.DATABASE_URL) {
  // The proof, short: two processes on a scratch database under load, the races, a process killed and
  // PostgreSQL restarted (PROOF_POSTGRES_RESTART, which .ci/run sets); a line that fails fails the run.
  await run('proof, short (npm run proof)', 'npm', ['run', 'proof'], {
    env: {
      PROOF_SECONDS: '10',
      PROOF_CONNECTIONS: '50',
      PROOF_FAULT_SECONDS: '8',
      PROOF_COMPANIES: '10',
      PROOF_STAFF: '50',
      PROOF_TIMEOUT_SECONDS: '300',
      // Without a way to restart the server it was given, a developer's run skips that line (CI gives one).
      PROOF_POSTGRES_RESTART: process.env.PROOF_POSTGRES_RESTART || 'skip',
    },
  });
}
await run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
  report: { file: `${reports}/e2e.json`, kind: 'playwright' },
});

console.log(`\n${timings.map(([name, seconds]) => `${name}: ${seconds.toFixed(1)} s`).join('\n')}`);
console.log(`npm test: ${((Date.now() - runStarted) / 1000).toFixed(1)} s in all (lint and type checks side by side)`);
if (failures.length) console.log(`failed:\n  ${failures.join('\n  ')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
