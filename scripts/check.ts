import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';
import { startThrowawayPostgres, type ThrowawayPostgres } from './ensure-postgres';

/**
 * The one check: types, lint (zero warnings), format, then every test — unit, contract against the
 * reference server, and browser tests in real Chromium — and the contract suite once more against
 * a throwaway real PostgreSQL (scripts/ensure-postgres.ts). `npm test` and CI run exactly this.
 */
const RESULTS = '.vitest-results.json';
const started = Date.now();

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    printSummary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

/** Tests of the runs before the current one (the PostgreSQL contract run adds to them). */
const counted = { passed: 0, failed: 0, skipped: 0 };

/** The closing count of every test run so far, the current one's report included. */
function printSummary(): void {
  const total = { ...counted };
  try {
    const report = JSON.parse(readFileSync(RESULTS, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    // No report: vitest did not get as far as running tests; its own output says why.
  }
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

/** Adds the finished run's report to the count and clears it for the next run. */
function countFinishedRun(): void {
  const report = JSON.parse(readFileSync(RESULTS, 'utf8')) as {
    numPassedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  counted.passed += report.numPassedTests;
  counted.skipped += report.numPendingTests + report.numTodoTests;
  rmSync(RESULTS, { force: true });
}

let postgres: ThrowawayPostgres | undefined;
// However the run ends (a failed step exits at once, Ctrl-C), the cluster is stopped and removed.
process.on('exit', () => postgres?.stop());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

try {
  ensureChromium();
} catch (e) {
  console.error(`✖ ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

rmSync(RESULTS, { force: true });
step('types', 'npx', ['tsc', '-p', 'tsconfig.app.json']);
step('types (worker)', 'npx', ['tsc', '-p', 'tsconfig.worker.json']);
step('types (node: server, tests, bench)', 'npx', ['tsc', '-p', 'tsconfig.node.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('tests (unit, contract, browser)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}`,
]);
printSummary();
countFinishedRun();
try {
  postgres = await startThrowawayPostgres();
} catch (e) {
  console.error(`✖ PostgreSQL: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
step(
  'contract tests on PostgreSQL',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'contract',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${RESULTS}`,
  ],
  { CONTRACT_DATABASE_URL: postgres.url },
);
postgres.stop();
printSummary();
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
