/**
 * How much memory does the server hold? Builds and starts the compiled server (dist/server/main.js, with the Node
 * flags of `npm start`) on a fresh temp database, seeds 5,000 titles and 20,000 viewings through the API (the app's
 * CSV import), uses them as the screens do, and prints the process's resident memory (VmRSS) at each step: 5 s after
 * start and idle, after seeding, after 100 reads of GET /api/library/all (gzip), after one visit of each other
 * screen, idle again, and after a full garbage collection (the server runs with --expose-gc; SIGUSR2 collects).
 *   npm run bench:memory
 *   BENCH_IDLE_MS=60000 npm run bench:memory       (idle for longer than 30 s at each idle step)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '#server/project-paths';
import { startCompiledServer } from '#server/test-support/compiled-server';
import { largeLibraryCsv } from '#server/test-support/large-csv';
import { benchLogin } from './api-login';

const TITLES = 5_000;
const VIEWINGS_PER_TITLE = 4;
const LIST_READS = 100;
const PIN = '3141';
/** V8 gives back its young generation's pages after some 20 s without much allocation: idle is measured after. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 30_000);
const JUST_STARTED_MS = 5000;
const SETTLE_MS = 2000;
/** What the other screens ask for once each, as a household's evening does. */
const SCREENS = [
  '/api/library/cards',
  '/api/statistics?timeframe=all-time',
  '/api/statistics?timeframe=ytd',
  '/api/recommendations',
  '/api/up-next',
  '/api/coming-soon',
  '/api/settings',
];

/** The Node flags `npm start` gives the server (those before dist/server/main.js in its script). */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const server = /node ((?:--\S+ )*)dist\/server\/main\.js/.exec(scripts.start);
  if (!server) throw new Error('npm start does not run dist/server/main.js with node');
  return (server[1] ?? '').trim().split(' ').filter(Boolean);
}

/** Resident memory of a process and its threads, in MiB. */
function rssMiB(pid: number): number {
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(rss?.[1] ?? NaN) / 1024;
}

/** The one process listening under the temp database: the server spawned by startCompiledServer. */
function serverPid(dbFile: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (environ.includes(`WATCHLIST_DB=${dbFile}\0`)) return Number(entry);
    } catch {
      // Another user's process, or one that ended while it was read.
    }
  }
  throw new Error('the server process was not found');
}

async function get(baseUrl: string, token: string, path: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

async function seedThroughApi(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/library/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      csvData: largeLibraryCsv({ titles: TITLES, viewingsPerTitle: VIEWINGS_PER_TITLE }),
      preview: false,
    }),
  });
  const answer = (await response.json()) as { results?: { libraryCreated: number } };
  if (answer.results?.libraryCreated !== TITLES) throw new Error(`the import answered ${response.status}`);
}

execFileSync(process.execPath, [join(projectRoot, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-memory-'));
const dbFile = join(dir, 'w.db');
const server = await startCompiledServer({
  dbFile,
  pin: PIN,
  env: {
    NODE_OPTIONS: [
      ...startFlags(),
      '--expose-gc',
      '--import',
      join(import.meta.dirname, 'gc-on-signal.mjs'),
    ].join(' '),
  },
});
try {
  const pid = serverPid(dbFile);
  console.log(`node ${startFlags().join(' ')} dist/server/main.js`);
  const print = (step: string) =>
    console.log(`${step.padEnd(44)} ${rssMiB(pid).toFixed(1).padStart(6)} MiB RSS`);
  await sleep(JUST_STARTED_MS);
  print(`after start (${JUST_STARTED_MS / 1000} s)`);
  await sleep(IDLE_MS - JUST_STARTED_MS);
  print(`after start, idle (${IDLE_MS / 1000} s)`);
  const token = await benchLogin(server.baseUrl, PIN);
  await seedThroughApi(server.baseUrl, token);
  await sleep(SETTLE_MS);
  print(`after seeding ${TITLES} titles, ${TITLES * VIEWINGS_PER_TITLE} viewings`);
  for (let read = 0; read < LIST_READS; read += 1) await get(server.baseUrl, token, '/api/library/all');
  await sleep(SETTLE_MS);
  print(`after ${LIST_READS} reads of /api/library/all`);
  for (const path of SCREENS) await get(server.baseUrl, token, path);
  await sleep(SETTLE_MS);
  print('after one visit of each other screen');
  await sleep(IDLE_MS);
  print(`then idle (${IDLE_MS / 1000} s)`);
  process.kill(pid, 'SIGUSR2');
  await sleep(SETTLE_MS);
  print('after a forced full GC (--expose-gc)');
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
