// `npm test`: everything, in the order that fails fastest — types, lint, the dependency audit, knip, the first
// view's JavaScript size (scripts/js-budget.mjs), unit and integration tests (Vitest, real PostgreSQL, with the
// fault and backup suite as the project `faults`), then end-to-end journeys in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'e2e.json');

/** @param {string} title @param {string[]} command @param {Record<string, string>} [env] */
function step(title, command, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command[0] ?? 'npm', command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/** @param {string} file @returns {{ passed: number, failed: number }} */
function vitestCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0),
  };
}

/**
 * The names of the failed Vitest tests, so that the last lines of a long run say what failed.
 * @param {string} file
 * @returns {string[]}
 */
function vitestFailures(file) {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return (report.testResults ?? []).flatMap((/** @type {any} */ suite) => {
    const where = path.relative(root, suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter(
      (/** @type {any} */ test) => test.status === 'failed',
    );
    if (failed.length === 0 && suite.status === 'failed')
      return [`${where}: ${String(suite.message).slice(0, 300)}`];
    // The first lines of each failure: CI shows only the end of a long run, where the runner's own account is gone.
    return failed.map(
      (/** @type {any} */ test) =>
        `${where} › ${test.fullName}\n${String(test.failureMessages?.[0] ?? '')
          .split('\n')
          .slice(0, 12)
          .map((line) => `      ${line.slice(0, 400)}`)
          .join('\n')}`,
    );
  });
}

/** @param {string} file @returns {{ passed: number, failed: number }} */
function playwrightCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

const ok = [
  step('type check', ['npm', 'run', 'typecheck']),
  step('lint and format', ['npx', 'biome', 'ci', '.']),
  step('dependency audit (npm audit, high and critical)', ['node', 'scripts/audit.mjs']),
  step('unused files, exports and dependencies (knip)', ['npx', 'knip', '--no-progress']),
  step('first-view JavaScript, no page past its record', ['node', 'scripts/js-budget.mjs']),
  step('unit and integration tests', [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
  step('end-to-end journeys', ['node', 'e2e/run.mjs', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  }),
];

const unit = vitestCounts(vitestReport);
const unitFailures = vitestFailures(vitestReport);
const e2e = playwrightCounts(e2eReport);
const checksFailed = ok.slice(0, 5).filter((passed) => !passed).length;
const passed = unit.passed + e2e.passed;
// A failed check or a step that crashed before reporting counts as a failure too.
const failed =
  unit.failed + e2e.failed + checksFailed + (ok[5] || unit.failed ? 0 : 1) + (ok[6] || e2e.failed ? 0 : 1);
fs.rmSync(reports, { recursive: true, force: true });
if (unitFailures.length > 0)
  console.log(
    `\nfailed unit and integration tests:\n${unitFailures.map((name) => `  ✘ ${name}`).join('\n')}`,
  );
console.log(
  `\nunit ${unit.passed}/${unit.passed + unit.failed}, end-to-end ${e2e.passed}/${e2e.passed + e2e.failed}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
// The counts decide too: a runner that reported failures fails the run whatever its exit code said.
process.exit(ok.every(Boolean) && failed === 0 ? 0 : 1);
