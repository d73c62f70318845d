/**
 * How fast is the recap? Seeds a temp database with 10,000 titles (movies and series, some series with seasons and
 * season watches) and 50,000 viewings straight through SQL, starts the real app on 127.0.0.1 with its clock on
 * 31 December 2029 (after the last seeded record), and times GET /api/statistics over HTTP, body fully read:
 * - computed: a viewing is added (to another title each time) before every request, so each answer brings that
 *   title's tallies up to date and is computed afresh (the figure that matters);
 * - cached: the same request again, answered from the per-timeframe cache.
 * Prints the median and p95 of each (and the median CPU time), for all-time, ytd and last-year, and the time to build the tallies from scratch
 * (what the first start after migration 011, or after a change of TZ, spends once).
 *   npm run bench:statistics -- 40      (runs measured after warm-up; default 30)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { readConfig } from '#server/config';
import { openDatabase, type Db } from '#server/db/connection';
import { householdZone } from '#domain/rules/household-day';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { createTallyRepository } from '#server/features/statistics/tally-repository';
import { seedLibrary } from './seed-library';
import { benchLogin } from './api-login';
import { listenOnLoopback } from '#server/test-support/loopback';

const SHAPE = { titles: 10_000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 50_000 } as const;
const TODAY = new Date('2029-12-31T12:00:00.000Z');
const WARM_UP_RUNS = 3;
const PIN = '4826';

const runs = Number(process.argv[2] ?? 30);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

/**
 * What the shared seed leaves out and the recap reads: a season watch for every watched season (a second one for
 * seasons marked for rewatch), start dates of the titles being watched, finish dates of the watched ones.
 */
function seedProgress(db: Db): void {
  db.transaction(() => {
    db.exec(`
      INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at)
        SELECT s.id, 0, datetime(i.date_added, '+' || (s.season_number * 9) || ' days'), i.date_added
        FROM seasons s JOIN library_items i ON i.id = s.library_item_id WHERE s.status IN ('watched', 'rewatch');
      INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at)
        SELECT s.id, 1, datetime(i.date_added, '+' || (200 + s.season_number * 9) || ' days'), i.date_added
        FROM seasons s JOIN library_items i ON i.id = s.library_item_id WHERE s.status = 'rewatch';
      UPDATE library_items SET date_started = datetime(date_added, '+3 days') WHERE status != 'to_watch';
      UPDATE library_items SET date_finished = datetime(date_added, '+' || (id % 400) || ' days'),
        finished_date = datetime(date_added, '+' || (id % 400) || ' days') WHERE status = 'watched';
    `);
  })();
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function main() {
  // As the server does at start-up (server/main.ts).
  process.env.TZ = readConfig(process.env).TZ;
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, SHAPE);
    seedProgress(db);
    const building = performance.now();
    createTallyRepository(db).bringUpToDate(householdZone(), () => undefined);
    const built = performance.now() - building;
    const app = await buildApp({ db, clock: { now: () => TODAY } });
    const base = await listenOnLoopback(app);
    try {
      const authToken = await benchLogin(base, PIN);
      const headers = { authorization: `Bearer ${authToken}` };
      // A viewing of another title each time: it moves the library's version (the cache's key) and marks the title
      // stale, as a viewing recorded in the app would.
      const addViewing = db.prepare<[number]>(
        `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, created_at, updated_at)
         VALUES (?, '2029-06-01', 'both', 'up', '2029-06-01', '2029-06-01')`,
      );
      let written = 0;

      const time = async (timeframe: string, fresh: boolean) => {
        if (fresh) addViewing.run(1 + ((written++ * 7919) % SHAPE.titles));
        const started = performance.now();
        const startedCpu = process.cpuUsage();
        const response = await fetch(`${base}/api/statistics?timeframe=${timeframe}`, { headers });
        const body = (await response.json()) as { heroCards?: { totalFinished: number } };
        const elapsed = performance.now() - started;
        const { user, system } = process.cpuUsage(startedCpu);
        if (response.status !== 200 || !body.heroCards) throw new Error(`answered ${response.status}`);
        return { elapsed, cpu: (user + system) / 1000, finished: body.heroCards.totalFinished };
      };
      const measure = async (timeframe: string, fresh: boolean) => {
        for (let run = 0; run < WARM_UP_RUNS; run += 1) await time(timeframe, fresh);
        const samples: number[] = [];
        const cpu: number[] = [];
        let finished = 0;
        for (let run = 0; run < runs; run += 1) {
          const sample = await time(timeframe, fresh);
          samples.push(sample.elapsed);
          cpu.push(sample.cpu);
          finished = sample.finished;
        }
        samples.sort((a, b) => a - b);
        cpu.sort((a, b) => a - b);
        const figures =
          `median ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms ` +
          `(CPU median ${percentile(cpu, 0.5).toFixed(1)} ms)`;
        return { figures, finished };
      };

      const counts = db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM library_items) AS titles, (SELECT COUNT(*) FROM viewings) AS viewings,
             (SELECT COUNT(*) FROM season_watches) AS watches`,
        )
        .get() as { titles: number; viewings: number; watches: number };
      console.log(
        `library: ${counts.titles} titles, ${counts.viewings} viewings, ${counts.watches} season watches; today ${TODAY.toISOString().slice(0, 10)}`,
      );
      console.log(
        `runs: ${runs} measured after ${WARM_UP_RUNS} warm-up runs, each over HTTP with the body read; CPU: the ` +
          `process's (server and client) per request, which a busy machine inflates far less than the elapsed time`,
      );
      const allTime = await measure('all-time', true);
      console.log(`all-time, computed:  ${allTime.figures} (${allTime.finished} titles finished)`);
      console.log(`all-time, cached:    ${(await measure('all-time', false)).figures}`);
      console.log(`last-year, computed: ${(await measure('last-year', true)).figures}`);
      console.log(`last-year, cached:   ${(await measure('last-year', false)).figures}`);
      console.log(`ytd, computed:       ${(await measure('ytd', true)).figures}`);
      console.log(`ytd, cached:         ${(await measure('ytd', false)).figures}`);
      console.log(
        `tallies built from scratch in ${built.toFixed(0)} ms (once: first start after migration 011, new TZ)`,
      );
      console.log('target: all-time computed ≤ 100 ms');
    } finally {
      await app.close();
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
