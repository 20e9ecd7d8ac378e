// npm test: lint, type checks, unit tests (with the test of the import boundaries the lint enforces),
// the API suite on PGlite (and on PostgreSQL when DATABASE_URL is set), then the end-to-end journeys
// in Chromium against the built app.
// Ends with one line "N passed, N failed" and a non-zero exit on any failure.
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

/** Lines worth naming again at the end when a step fails without a failed test in its report. */
const notable = /Unhandled|Error|error TS|FAIL|timed out|✘|×/;

async function run(name, command, args, { env = {}, report } = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const seen = [];
  const status = await new Promise((done) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      from.on('data', (chunk) => {
        to.write(chunk);
        for (const line of chunk.toString().split('\n')) if (notable.test(line)) seen.push(line.trim().slice(0, 300));
        seen.splice(0, Math.max(0, seen.length - 20));
      });
    }
    child.on('close', (code) => done(code ?? 1));
  });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
      totals.passed += json.stats.expected + json.stats.flaky;
      totals.failed += json.stats.unexpected;
    }
    return true;
  } catch {
    return false;
  }
}

const vitest = (name, projects, file, env) =>
  run(name, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    env,
    report: { file, kind: 'vitest' },
  });

await run('lint', 'npx', ['eslint', '.']);
await run('type checks', 'npm', ['run', 'typecheck']);
await vitest('unit tests (contract, test-support, web, tooling)', ['contract', 'test-support', 'web', 'tooling'], `${reports}/unit.json`);
await vitest('API tests on PGlite', ['api'], `${reports}/api-pglite.json`, { DATABASE_URL: '' });
if (process.env.DATABASE_URL) await vitest('API tests on PostgreSQL', ['api'], `${reports}/api-postgres.json`);
else console.log('\n(DATABASE_URL not set: the API suite ran on PGlite only)');
await run('build', 'npm', ['run', 'build']);
await run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
  report: { file: `${reports}/e2e.json`, kind: 'playwright' },
});

console.log(`\n${timings.join('\n')}`);
if (failures.length) console.log(`failed:\n  ${failures.join('\n  ')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
