#!/usr/bin/env node
// The whole gate, in the order a failure is cheapest to find: types, lint, unit and integration
// (PGlite, then PostgreSQL when DATABASE_URL is set), the build and bundle budget, end to end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reportDir = mkdtempSync(path.join(tmpdir(), 'kapital-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's title, seconds and result, for the table at the end. */
const steps = [];

function run(title, command, args, options = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const passed = result.status === 0;
  steps.push({ title, seconds: (performance.now() - started) / 1000, passed });
  if (!passed) failures.push(title);
  return passed;
}

/** Where the time went: one line per step, so a slow step shows without reading the whole log. */
function printStepTimes() {
  const width = Math.max(...steps.map((step) => step.title.length), 'Step'.length);
  const line = (title, seconds, result) =>
    `${title.padEnd(width)}  ${seconds.padStart(7)}  ${result}\n`;
  process.stdout.write(line('Step', 'Seconds', 'Result'));
  for (const step of steps) {
    process.stdout.write(
      line(step.title, step.seconds.toFixed(1), step.passed ? 'passed' : 'FAILED'),
    );
  }
  // performance.now() counts from this script's start.
  process.stdout.write(line('Total', (performance.now() / 1000).toFixed(1), ''));
}

function vitest(title, workspace, env = {}, reporters = []) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      ...reporters.map((reporter) => `--reporter=${reporter}`),
      `--outputFile.json=${report}`,
    ],
    { cwd: workspace, env: { ...process.env, ...env } },
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    if (summary.numTotalTests === 0) failures.push(`${title}: no test ran`);
  } catch {
    failures.push(`${title}: no report`);
  }
  return ok;
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
/** End-to-end tests that passed only on their retry (CI), one line each. */
const flakyReport = path.join(reportDir, 'flaky.txt');

run('Types (tsc, every workspace)', 'node', ['scripts/typecheck.mjs']);
run('Lint and format (biome)', 'npx', ['biome', 'check', '.']);
run('OpenAPI document (Redocly, recommended rules)', 'node', ['scripts/lint-openapi.mjs']);
vitest('Shared unit tests', 'packages/shared');
// Operators run Kapital on Node 24 as well as 20: .ci/run sets NODE24 to a Node 24 binary, and
// the PGlite run of the server suite goes on it (vitest and its workers run on it) while the
// PostgreSQL run stays on this Node: both versions are tested without a third run of the suite.
const node24 = process.env.NODE24;
if (node24) {
  const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (version.startsWith('v24.')) {
    vitest(`Server tests on PGlite, Node ${version}`, 'apps/server', {
      TEST_DATABASE_URL: '',
      PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}`,
    });
  } else {
    failures.push(`Server tests on Node 24: NODE24=${node24} is not a Node 24 binary`);
  }
} else {
  vitest('Server tests on PGlite', 'apps/server', { TEST_DATABASE_URL: '' });
}
if (postgresUrl) {
  vitest(`Server tests on PostgreSQL, Node ${process.version}`, 'apps/server', {
    TEST_DATABASE_URL: postgresUrl,
  });
} else {
  process.stdout.write(
    '\n(DATABASE_URL is not set: the PostgreSQL run of the server tests is left out)\n',
  );
}
vitest('Web unit tests', 'apps/web');
// The end-to-end tests run what `npm start` runs: the built web app and the built server.
if (run('Build (web app and server)', 'npm', ['run', 'build'])) {
  // Two built instances on one PostgreSQL under load while processes die and connections drop;
  // fails on any cent lost or paid twice (apps/server/chaos/README.md).
  if (postgresUrl) {
    run('Fault suite on PostgreSQL (short run)', 'npm', ['run', 'chaos', '--', '--short'], {
      env: { ...process.env, DATABASE_URL: postgresUrl },
    });
  }
  vitest('End-to-end tests in Chromium', 'e2e', { KAPITAL_FLAKY_REPORT: flakyReport }, [
    './src/flaky-reporter.ts',
  ]);
} else {
  failures.push('End-to-end tests in Chromium: not run, the build failed');
}

process.stdout.write('\n');
printStepTimes();
process.stdout.write('\n');
for (const failure of failures) process.stdout.write(`FAILED: ${failure}\n`);
if (existsSync(flakyReport)) process.stdout.write(readFileSync(flakyReport, 'utf8'));
process.stdout.write(
  `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
