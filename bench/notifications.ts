/**
 * How cheap is the news scan, which runs each minute and after every check? Seeds a temp database with 5,000 titles
 * (500 series with their seasons, airing facts and episodes, 4,500 movies), 20,000 viewings and every title's
 * availability (a few 'now on' our services) straight through SQL, then times the scan as the server runs it (its
 * reads and the rule; the queue's writes left out: a sink that counts), on an ordinary day and on Sunday evening,
 * when the weekly digest reads the week ahead too. Prints medians and p95s, and how much news each found.
 *   npm run bench:notifications -- 200      (runs measured; default 100)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '#domain/rules/calendar-days';
import { dayInZone, dayStartInZone } from '#domain/rules/household-day';
import { openDatabase } from '#server/db/connection';
import type { NewsSink } from '#server/features/notifications/news';
import { createNewsRepository } from '#server/features/notifications/news-repository';
import { createNewsScan } from '#server/features/notifications/news-scan';
import { createSettingsRepository } from '#server/features/settings/repository';
import { BENCH_SERVICES, seedAvailability } from './seed-availability';
import { seedAiring } from './seed-airing';
import { seedLibrary } from './seed-library';
import { medianAndP95 } from './figures';

const SHAPE = { titles: 5000, seriesEvery: 10, seasonedSeriesEvery: 1, viewings: 20_000 } as const;
const WARM_UP_RUNS = 20;
const HOUR_MS = 60 * 60 * 1000;

const runs = Number(process.argv[2] ?? 100);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-news-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  try {
    const today = dayInZone(Date.now());
    seedLibrary(db, SHAPE);
    seedAiring(db, today);
    seedAvailability(db);
    createSettingsRepository(db).update({ services: [...BENCH_SERVICES] });
    const repository = createNewsRepository(db);
    const sunday = addDays(today, (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);
    const moments = {
      'an ordinary day, now': Date.now(),
      'Sunday 18:30 (with the digest)': dayStartInZone(sunday) + 18.5 * HOUR_MS,
    };
    for (const [label, moment] of Object.entries(moments)) {
      let found = 0;
      const sink: NewsSink = {
        enqueue(news) {
          found = news.length;
          return news.length;
        },
      };
      const scan = createNewsScan({
        repository,
        sink,
        clock: { now: () => new Date(moment) },
        services: () => BENCH_SERVICES,
        zone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      for (let run = 0; run < WARM_UP_RUNS; run += 1) scan.run();
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        scan.run();
        samples.push(performance.now() - start);
      }
      const figures = medianAndP95(samples);
      console.log(
        `news scan, ${SHAPE.titles} titles, ${label}: median ${figures.median.toFixed(2)} ms, ` +
          `p95 ${figures.p95.toFixed(2)} ms (${runs} runs; ${found} pieces of news due)`,
      );
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
