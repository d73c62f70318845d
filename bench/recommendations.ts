/**
 * How fast is GET /api/recommendations? Seeds a temp database with 5,000 titles and 20,000 viewings straight through
 * SQL, stores 40 suggestions for every liked title (what TMDb's recommendations and similar titles give, merged:
 * drawn from 30,000 titles, a tenth of them in the library), starts the real app on 127.0.0.1 and times the request
 * over HTTP, body fully read:
 * - computed: a viewing is added (to another title each time) before every request, which moves the library's
 *   version, so that each answer is ranked afresh (the figure that matters);
 * - cached: the same request again, answered from the kept answer.
 * Prints the median and p95 of each.
 *   npm run bench:recommendations -- 40      (runs measured after warm-up; default 30)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { createRecommendationsRepository } from '#server/features/recommendations/repository';
import { createRecommendationsService } from '#server/features/recommendations/service';
import { listenOnLoopback } from '#server/test-support/loopback';
import { benchLogin } from './api-login';
import { medianAndP95 } from './figures';
import { seedLibrary } from './seed-library';

const SHAPE = { titles: 5_000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const SUGGESTIONS_PER_TITLE = 40;
const SUGGESTED_POOL = 30_000;
const WARM_UP_RUNS = 3;
const PIN = '4826';
const GENRES = ['Drama', 'Comedy', 'Thriller', 'Science Fiction', 'Crime', 'Romance', 'Animation', 'Horror'];

const runs = Number(process.argv[2] ?? 30);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, SHAPE);
    const clock = { now: () => new Date('2026-06-15T12:00:00.000Z') };
    const seeding = createRecommendationsService({
      repository: createRecommendationsRepository(db),
      clock,
      details: () => Promise.resolve(null),
      region: () => 'US',
      services: () => [],
    });
    const liked = seeding.due(Number.MAX_SAFE_INTEGER, new Set());
    liked.forEach((source, index) => {
      seeding.storeSuggestions(
        source,
        Array.from({ length: SUGGESTIONS_PER_TITLE }, (_, position) => {
          // Library titles have TMDb ids 100,001 and up (seed-library.ts): the first tenth of the pool is theirs.
          const tmdbId = 100_001 + ((index * 7919 + position * 104_729) % SUGGESTED_POOL);
          return {
            tmdbId,
            mediaType: tmdbId % 5 === 0 ? 'tv' : 'movie',
            title: `Suggested title ${tmdbId}`,
            year: 1990 + (tmdbId % 35),
            posterPath: `/suggested${tmdbId}.jpg`,
            genres: [
              GENRES[tmdbId % GENRES.length] ?? 'Drama',
              GENRES[(tmdbId >> 3) % GENRES.length] ?? 'Drama',
            ],
            voteAverage: 5 + (tmdbId % 40) / 10,
            people: [],
          };
        }),
      );
    });

    const app = await buildApp({ db, clock });
    const base = await listenOnLoopback(app);
    try {
      // The affinities of the recap, as the job brings them up to date after a change.
      app.suggestionsJob.check();
      await app.suggestionsJob.whenIdle();
      const headers = { authorization: `Bearer ${await benchLogin(base, PIN)}` };
      const addViewing = db.prepare<[number]>(
        `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, created_at, updated_at)
         VALUES (?, '2026-06-01', 'both', 'up', '2026-06-01', '2026-06-01')`,
      );
      let written = 0;
      let ideas = 0;
      const time = async (fresh: boolean) => {
        if (fresh) addViewing.run(1 + ((written++ * 7919) % SHAPE.titles));
        const started = performance.now();
        const response = await fetch(`${base}/api/recommendations`, { headers });
        const body = (await response.json()) as { results?: unknown[] };
        const elapsed = performance.now() - started;
        if (response.status !== 200 || !body.results) throw new Error(`answered ${response.status}`);
        ideas = body.results.length;
        return elapsed;
      };
      const measure = async (fresh: boolean) => {
        for (let run = 0; run < WARM_UP_RUNS; run += 1) await time(fresh);
        const samples: number[] = [];
        for (let run = 0; run < runs; run += 1) samples.push(await time(fresh));
        const { median, p95 } = medianAndP95(samples);
        return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
      };

      const stored = db.prepare('SELECT COUNT(*) AS n FROM recommendation_candidates').get() as { n: number };
      console.log(
        `library: ${SHAPE.titles} titles, ${SHAPE.viewings} viewings; ${liked.length} liked titles with ` +
          `${SUGGESTIONS_PER_TITLE} suggestions each (${stored.n} stored)`,
      );
      console.log(
        `runs: ${runs} measured after ${WARM_UP_RUNS} warm-up runs, each over HTTP with the body read`,
      );
      console.log(`computed (after a write): ${await measure(true)} (${ideas} ideas)`);
      console.log(`cached:                   ${await measure(false)}`);
      console.log('target: ≤ 100 ms');
    } finally {
      await app.close();
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
