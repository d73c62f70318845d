// `npm test`: typecheck, lint, format check, knip, import cycles, dependencies, unit + API + component tests
// (Vitest), and browser journeys (Playwright) against a fresh build. Ends with one plain line
// `N passed, N failed, N skipped` that CI reads; each static check counts as one test.
//
// The journeys spend most of their time waiting on the browser (two thirds of a core on average), so they start
// first, against the build, and the static checks and then Vitest fill the cores beside them at a lower priority.
// Steps that run beside others print their output whole when they end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
let anyFailed = false;

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(
    `◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) anyFailed = true;
  return status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Runs a step beside the others, its output printed whole when it ends; resolves to whether it passed. A step
 * `yielding` runs at a lower priority (nice 10): it takes the cores the journeys leave idle, and the journeys, whose
 * browser waits on timers and animations, keep their pace.
 */
function alongside(label, command, args, { extraEnv = {}, yielding = true } = {}) {
  const started = Date.now();
  const [program, programArgs] = yielding ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (status !== 0) anyFailed = true;
      resolve(status === 0);
    });
  });
}

/** A static check beside the others, counted as one test. */
async function checkAlongside(label, command, args) {
  if (await alongside(label, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

/** Each journey file's share of the browser time (its tests' run times summed, every project), slowest first. */
function printJourneyShares(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests.flatMap((test) => test.results)) {
        const entry = byFile.get(spec.file) ?? { ms: 0, runs: 0 };
        byFile.set(spec.file, { ms: entry.ms + run.duration, runs: entry.runs + 1 });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const total = [...byFile.values()].reduce((sum, entry) => sum + entry.ms, 0);
  console.log('\nJourney time by file (test runs summed, all projects), slowest first:');
  for (const [file, { ms, runs }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) {
    const share = total === 0 ? 0 : (100 * ms) / total;
    console.log(
      `${(ms / 1000).toFixed(1).padStart(7)} s ${share.toFixed(1).padStart(5)} %  ${String(runs).padStart(3)} runs  ${file}`,
    );
  }
  console.log(`${(total / 1000).toFixed(1).padStart(7)} s in all`);
}

const built =
  run('web build', 'npx', ['vite', 'build', '--logLevel', 'warn']) &&
  run('web compression', 'node', ['scripts/compress-web-build.mjs']);
const chromium = run('chromium', 'node', ['scripts/ensure-chromium.mjs']);
const e2eFile = join(results, 'e2e.json');
const journeys =
  built && chromium
    ? alongside('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
        extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
        yielding: false,
      })
    : Promise.resolve(false);

// Lint is the longest check; the type check, the format check, knip (unused files, exports and dependencies) and
// the import-cycle check (type-only imports included) run beside it, one after the other. The dependency check
// mostly waits on the registry (npm outdated).
const checks = Promise.all([
  checkAlongside('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  checkAlongside('dependencies', 'node', ['scripts/check-dependencies.mjs']),
  checkAlongside('typecheck', 'npm', ['run', '--silent', 'typecheck'])
    .then(() => checkAlongside('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']))
    .then(() => checkAlongside('unused code', 'npx', ['knip']))
    .then(() => checkAlongside('import cycles', 'npm', ['run', '--silent', 'cycles'])),
]);

// Vitest (two workers) starts once the journeys or the checks are done, to fill the cores beside what is left.
await Promise.race([journeys, checks]);
const vitestFile = join(results, 'vitest.json');
await alongside('unit, API and component tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else totals.failed += 1;

await Promise.all([journeys, checks]);
const e2e = readJson(e2eFile);
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
  printJourneyShares(e2e);
} else totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyFailed || totals.failed > 0 ? 1 : 0);
