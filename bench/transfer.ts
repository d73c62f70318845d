/**
 * How fast are export and import? Seeds a temp database with 10,000 titles (some series with seasons) and 50,000
 * viewings straight through SQL, starts the real app on 127.0.0.1 and times, over HTTP:
 * - GET /api/library/export (body fully read), with the server's heap before and after (a streamed export keeps
 *   the heap flat);
 * - POST /api/library/import of a 10,000-row file (the titles) into an empty library, as a preview and for real;
 * - the import of the whole export (titles, seasons and viewings) into an empty library.
 * Prints medians of the runs.   npm run bench:transfer -- 3
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { openDatabase, type Db } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { seedLibrary } from './seed-library';
import { median } from './figures';
import { benchLogin } from './api-login';
import { listenOnLoopback } from '#server/test-support/loopback';

const SHAPE = { titles: 10_000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 50_000 } as const;
const PIN = '3141';
const runs = Number(process.argv[2] ?? 3);
// Run with --expose-gc for a clean heap before each export: npm run bench:transfer does.

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function emptyLibrary(db: Db): void {
  for (const table of ['viewings', 'season_watches', 'seasons', 'library_items'])
    db.prepare(`DELETE FROM ${table}`).run();
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-transfer-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, PIN);
  seedLibrary(db, SHAPE);
  const app = await buildApp({ db });
  const base = await listenOnLoopback(app);
  try {
    const authToken = await benchLogin(base, PIN);
    const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' };

    const exportTimes: number[] = [];
    let heapGrowth = 0;
    for (let run = 0; run < runs; run += 1) {
      global.gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 5);
      const started = performance.now();
      // Uncompressed, read and dropped: the heap measured is the server's (the bench runs in the same process).
      const response = await fetch(`${base}/api/library/export`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      });
      const reader = response.body?.getReader();
      for (let part = await reader?.read(); part && !part.done; part = await reader?.read());
      exportTimes.push(performance.now() - started);
      clearInterval(sampler);
      heapGrowth = Math.max(heapGrowth, heapPeak - heapBefore);
    }
    const csv = await (await fetch(`${base}/api/library/export`, { headers })).text();
    const lines = csv.split('\r\n').length - 2;

    const titlesOnly = csv
      .split('\r\n')
      .filter((line, index) => index === 0 || /^(movie|tv),/.test(line))
      .join('\r\n');
    const importOnce = async (file: string, preview: boolean) => {
      emptyLibrary(db);
      const started = performance.now();
      const response = await fetch(`${base}/api/library/import`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ csvData: file, preview }),
      });
      const elapsed = performance.now() - started;
      const answer = (await response.json()) as { summary?: { errors: number; totalProcessed: number } };
      if (response.status !== 200 || answer.summary?.errors !== 0)
        throw new Error(`import answered ${response.status}`);
      return elapsed;
    };
    const timesOf = async (file: string, preview: boolean) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push(await importOnce(file, preview));
      return median(times);
    };
    const previewMs = await timesOf(titlesOnly, true);
    const titlesMs = await timesOf(titlesOnly, false);
    const wholeMs = await timesOf(csv, false);

    console.log(`library: ${SHAPE.titles} titles, ${SHAPE.viewings} viewings; ${runs} runs, medians`);
    console.log(
      `export: ${exportTimes.map((ms) => ms.toFixed(0)).join(' / ')} ms (median ${median(exportTimes).toFixed(0)} ms), ` +
        `${lines} rows, ${mib(Buffer.byteLength(csv))}; server heap grew at most ${mib(heapGrowth)} while exporting`,
    );
    console.log(
      `import of the ${SHAPE.titles} title rows: preview ${previewMs.toFixed(0)} ms, import ${titlesMs.toFixed(0)} ms`,
    );
    console.log(`import of the whole export (${lines} rows): ${wholeMs.toFixed(0)} ms`);
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
