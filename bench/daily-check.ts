/**
 * The daily availability check at TMDb's pace: 5,000 titles of which 3,000 are not finished (all checked two days
 * ago), the real app with its real background pace (UPSTREAM_PACING, shared with Refresh Metadata and the airing check) and TMDb client, against a stand-in TMDb on
 * 127.0.0.1 that answers every title's watch/providers at once (2 % of the titles moved to another service since).
 * Prints how long the check took (and at that rate, 3,000 titles), the calls per second TMDb saw, and the p95 of
 * GET /api/library/all (gzip, unchanged, one every 250 ms) while the check runs and idle: before it and after it,
 * so that load on the machine that came or went during the check weighs on both sides.
 *   npm run bench:daily-check -- 3000      (unfinished titles to check; default 3000, about 5 minutes)
 */
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { availabilityJobSchema } from '#domain/schemas/availability';
import { buildApp } from '#server/app';
import { UPSTREAM_PACING } from '#server/paced';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { createTmdbFilmData } from '#server/film-data/tmdb';
import { listenOnLoopback } from '#server/test-support/loopback';
import { benchLogin } from './api-login';
import { percentile } from './figures';
import { BENCH_SERVICES, seedAvailability } from './seed-availability';
import { seedLibrary } from './seed-library';

const PIN = '4242';
const TITLES = 5000;
const READ_EVERY_MS = 250;
const IDLE_READS = 40;
const unfinished = Number(process.argv[2] ?? 3000);
if (!Number.isInteger(unfinished) || unfinished < 1 || unfinished > TITLES) {
  throw new Error(`unfinished titles must be a whole number from 1 to ${TITLES}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a title streams on: one to three services; `moved`, other ones. */
function streamsOf(id: number, moved: boolean): number[] {
  const count = 1 + (id % 3);
  return Array.from(
    { length: count },
    (_, index) => BENCH_SERVICES[(id + index + (moved ? 5 : 0)) % 12] ?? 8,
  );
}

/** TMDb's watch/providers answer for a title: as seeded, but moved for 2 % of the titles. */
function providersOf(tmdbId: number) {
  // The bench library's TMDb ids are its library ids plus 100,000 (seed-library.ts).
  const id = tmdbId - 100_000;
  const streams = streamsOf(id, id % 50 === 0);
  return {
    id: tmdbId,
    results: {
      US: {
        link: `https://www.themoviedb.org/movie/${id}/watch?locale=US`,
        flatrate: streams.map((service, index) => ({
          logo_path: `/logo${service}service.jpg`,
          provider_id: service,
          provider_name: `Service ${service}`,
          display_priority: index + 1,
        })),
      },
    },
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-daily-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  const tmdb = Fastify();
  let calls = 0;
  tmdb.get<{ Params: { kind: string; id: string } }>('/3/:kind/:id/watch/providers', (request) => {
    calls += 1;
    return providersOf(Number(request.params.id));
  });
  const tmdbBase = await listenOnLoopback(tmdb);

  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, { titles: TITLES, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 });
    db.prepare("UPDATE library_items SET status = CASE WHEN id <= ? THEN 'to_watch' ELSE 'watched' END").run(
      unfinished,
    );
    seedAvailability(db, {
      checkedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
      streamsOf: (id) => streamsOf(id, false),
    });
    const filmData = createTmdbFilmData({
      baseUrl: `${tmdbBase}/3`,
      imageBaseUrl: `${tmdbBase}/t/p`,
      token: 'bench',
    });
    const app = await buildApp({ db, filmData });
    const base = await listenOnLoopback(app);
    try {
      const port = Number(new URL(base).port);
      const token = await benchLogin(base, PIN);
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
      const read = async () => {
        const started = performance.now();
        const response = await get(port, '/api/library/all', headers);
        if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
        return performance.now() - started;
      };
      for (let warm = 0; warm < 5; warm += 1) await read();
      const idle: number[] = [];
      const readIdle = async () => {
        for (let index = 0; index < IDLE_READS; index += 1) {
          idle.push(await read());
          await sleep(READ_EVERY_MS);
        }
      };
      await readIdle();

      const started = performance.now();
      const start = await fetch(`${base}/api/availability/check`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (start.status !== 202) throw new Error(`the check did not start: ${start.status}`);
      const during: number[] = [];
      let job = availabilityJobSchema.parse(await start.json());
      let lastReport = started;
      while (job.state === 'running') {
        during.push(await read());
        await sleep(READ_EVERY_MS);
        const status = await fetch(`${base}/api/availability/check`, {
          headers: { authorization: `Bearer ${token}` },
        });
        job = availabilityJobSchema.parse(await status.json());
        if (performance.now() - lastReport > 60_000) {
          lastReport = performance.now();
          console.log(
            `  … ${job.done} of ${job.total} after ${((lastReport - started) / 1000).toFixed(0)} s`,
          );
        }
      }
      const seconds = (performance.now() - started) / 1000;
      await read(); // the check's last answers, stored at its end, make this read rebuild the list: not idle
      await readIdle();
      const changed = db
        .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM title_availability WHERE now_on != '[]'")
        .get();

      console.log(
        `library: ${TITLES} titles, ${unfinished} not finished; pace: ${UPSTREAM_PACING.concurrency} at once, ` +
          `starts ${UPSTREAM_PACING.spacingMs} ms apart`,
      );
      console.log(`check: ${job.message}; ${changed?.n ?? 0} titles now say 'Now on …'`);
      console.log(
        `took ${seconds.toFixed(0)} s (${(job.done / seconds).toFixed(2)} titles/s, ${(calls / seconds).toFixed(2)} TMDb calls/s); ` +
          `3,000 titles at this rate: ${(3000 / (job.done / seconds) / 60).toFixed(1)} min`,
      );
      const idleP95 = percentile(idle, 0.95);
      const duringP95 = percentile(during, 0.95);
      console.log(
        `GET /api/library/all idle:        median ${percentile(idle, 0.5).toFixed(1)} ms, p95 ${idleP95.toFixed(1)} ms (${idle.length} reads, half before, half after)`,
      );
      console.log(
        `GET /api/library/all during check: median ${percentile(during, 0.5).toFixed(1)} ms, p95 ${duringP95.toFixed(1)} ms (${during.length} reads)`,
      );
      console.log(`p95 during / idle: ${(duringP95 / idleP95).toFixed(2)}x`);
    } finally {
      await app.close();
    }
  } finally {
    await tmdb.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
