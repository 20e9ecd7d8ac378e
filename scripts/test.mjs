// npm test: lint, type checks, unit tests (with the test of the import boundaries the lint enforces),
// the API suite on PGlite (and on PostgreSQL when DATABASE_URL is set), then the end-to-end journeys
// in Chromium against the built app.
// Ends with one line "N passed, N failed" and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
const timings = [];

function run(name, command, args, { env = {}, report } = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (report && !count(report)) failedSteps.push(`${name} (no test report)`);
  else if (result.status !== 0) failedSteps.push(name);
}

/** Adds a runner's JSON report to the totals; false when there is none to read. */
function count({ file, kind }) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
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

run('lint', 'npx', ['eslint', '.']);
run('type checks', 'npm', ['run', 'typecheck']);
vitest('unit tests (contract, web, tooling)', ['contract', 'web', 'tooling'], `${reports}/unit.json`);
vitest('API tests on PGlite', ['api'], `${reports}/api-pglite.json`, { DATABASE_URL: '' });
if (process.env.DATABASE_URL) vitest('API tests on PostgreSQL', ['api'], `${reports}/api-postgres.json`);
else console.log('\n(DATABASE_URL not set: the API suite ran on PGlite only)');
run('build', 'npm', ['run', 'build']);
run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
  report: { file: `${reports}/e2e.json`, kind: 'playwright' },
});

console.log(`\n${timings.join('\n')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
