/**
 * Does the server keep answering while a long import runs? Seeds a library of 5,000 titles and 20,000 viewings,
 * starts the compiled server (dist/server/main.js, as `npm start` runs it) in a child process, and imports a
 * 50,000-row CSV (10,000 new titles, 4 viewings each) while reading GET /api/library/all over and over as a browser
 * does (gzip), one request after another. Prints, per run and as medians: the import's own time (alone, on a fresh
 * copy), and the median, p95 and longest wait of the library reads during the same import (against the same reads
 * on the idle server).
 *   npm run bench:import -- 3            this checkout (build it first: npm run build:server)
 *   npm run bench:import -- 3 ../other   another checkout's dist/server (a "before")
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { startCompiledServer } from '#server/test-support/compiled-server';
import { largeLibraryCsv } from '#server/test-support/large-csv';
import { benchLogin } from './api-login';
import { seedLibrary } from './seed-library';

const LIBRARY = { titles: 5_000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const IMPORT = { titles: 10_000, viewingsPerTitle: 4, firstTmdbId: 50_000_000 } as const;
const IDLE_READS = 30;
const PIN = '2718';
const runs = Number(process.argv[2] ?? 3);
const root = process.argv[3] === undefined ? undefined : resolve(process.argv[3]);

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
/** The nearest-rank quantile: the smallest value with at least q of the values at or below it. */
const quantile = (values: readonly number[], q: number) =>
  sorted(values)[Math.max(0, Math.ceil(q * values.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (reads: readonly number[]) =>
  `median ${ms(quantile(reads, 0.5))}, p95 ${ms(quantile(reads, 0.95))}, longest ${ms(Math.max(...reads))}`;

async function timedRead(baseUrl: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/library/all`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`library answered ${response.status}`);
  return performance.now() - started;
}

/** One import into a fresh copy of the seeded library; with `reading`, the library read over and over meanwhile. */
async function importOnce(seeded: string, dbFile: string, csvData: string, reading: boolean) {
  copyFileSync(seeded, dbFile);
  const server = await startCompiledServer({ dbFile, pin: PIN, root });
  try {
    const token = await benchLogin(server.baseUrl, PIN);
    const idle: number[] = [];
    if (reading)
      for (let read = 0; read < IDLE_READS; read += 1) idle.push(await timedRead(server.baseUrl, token));

    const started = performance.now();
    const imported = { answered: false, ms: NaN };
    const importing = fetch(`${server.baseUrl}/api/library/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ csvData, preview: false }),
    })
      .then(async (response) => {
        const answer = (await response.json()) as { results?: { libraryCreated: number } };
        if (answer.results?.libraryCreated !== IMPORT.titles)
          throw new Error(`import answered ${response.status}`);
      })
      .finally(() => {
        imported.ms = performance.now() - started;
        imported.answered = true;
      });
    const during: number[] = [];
    while (reading && !imported.answered) during.push(await timedRead(server.baseUrl, token));
    await importing;
    return { importMs: imported.ms, idle, during };
  } finally {
    await server.stop();
  }
}

/** The import alone (its own time), then again with the library read meanwhile. */
async function run(seeded: string, dir: string, csvData: string, index: number) {
  const alone = await importOnce(seeded, join(dir, `alone-${index}.db`), csvData, false);
  const read = await importOnce(seeded, join(dir, `read-${index}.db`), csvData, true);
  return { importMs: alone.importMs, readImportMs: read.importMs, idle: read.idle, during: read.during };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-import-'));
  try {
    const seeded = join(dir, 'seeded.db');
    const db = openDatabase(seeded);
    await ensureInitialPin(db, PIN);
    seedLibrary(db, LIBRARY);
    db.close();
    const csvData = largeLibraryCsv(IMPORT);
    const rows = IMPORT.titles * (1 + IMPORT.viewingsPerTitle);

    console.log(
      `server: ${root ?? 'this checkout'}; library ${LIBRARY.titles} titles, ${LIBRARY.viewings} viewings; ` +
        `import of ${rows} rows (${(csvData.length / 1024 / 1024).toFixed(1)} MiB); ${runs} runs`,
    );
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const result = await run(seeded, dir, csvData, index);
      results.push(result);
      console.log(
        `run ${index + 1}: import alone ${ms(result.importMs)}; with the library read meanwhile ` +
          `${ms(result.readImportMs)}, ${result.during.length} reads: ${summary(result.during)} ` +
          `(idle: ${summary(result.idle)})`,
      );
    }
    const median = (values: number[]) => quantile(values, 0.5);
    console.log(
      `medians: import ${ms(median(results.map((result) => result.importMs)))}; ` +
        `p95 of a library read during it ${ms(median(results.map((result) => quantile(result.during, 0.95))))} ` +
        `(idle ${ms(median(results.map((result) => quantile(result.idle, 0.95))))})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
