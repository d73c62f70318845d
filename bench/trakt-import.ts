/**
 * How long does a big Trakt history take to import? Builds a Trakt export ZIP of 5,000 plays (episodes of every
 * series of the fake film database, watched and rewatched, and its movies), and imports it through
 * POST /api/library/import/archive into an empty library, against the fake TMDb/OMDb server, at the app's own
 * pace for the film database (4 reads at once, 10 a second). Prints the time of a preview and of the import, and
 * of the same import again (nothing new).   npm run bench:trakt -- 5000
 */
import { strToU8, zipSync } from 'fflate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { systemClock } from '#server/clock';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { fakeFilmData } from '#server/test-support/fake-film-data';
import { startFakeFilmServer } from '#server/test-support/fake-film-server';
import { benchLogin } from './api-login';
import { listenOnLoopback } from '#server/test-support/loopback';
import { rawRequest } from '#server/test-support/raw-request';

const plays = Number(process.argv[2] ?? 5000);
const PIN = '2718';

async function main() {
  const fake = await startFakeFilmServer();
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-trakt-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, PIN);
  const filmData = fakeFilmData(fake, { db, clock: systemClock });
  const app = await buildApp({ db, filmData });
  const base = await listenOnLoopback(app);
  try {
    const authToken = await benchLogin(base, PIN);

    // Every episode of every series, over and over, and the movies between them, one play an hour.
    const episodes = fake.fixtures.tv.flatMap((series) =>
      series.seasons
        .filter((season) => season.season_number > 0)
        .flatMap((season) =>
          Array.from({ length: season.episode_count }, (_, index) => ({
            series,
            season: season.season_number,
            number: index + 1,
          })),
        ),
    );
    const movies = fake.fixtures.movies;
    const history = Array.from({ length: plays }, (_, index) => {
      const watched_at = new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString();
      if (index % 10 === 9) {
        const movie = movies[index % movies.length];
        return {
          id: index,
          watched_at,
          type: 'movie',
          movie: { title: movie?.title, year: 2020, ids: { tmdb: movie?.id } },
        };
      }
      const episode = episodes[index % episodes.length];
      return {
        id: index,
        watched_at,
        type: 'episode',
        episode: { season: episode?.season, number: episode?.number, ids: {} },
        show: { title: episode?.series.name, ids: { tmdb: episode?.series.id } },
      };
    });
    const pageSize = 1000;
    const entries: Record<string, Uint8Array> = {};
    for (let page = 0; page * pageSize < history.length; page += 1) {
      entries[`trakt/watched-history-${page + 1}.json`] = strToU8(
        JSON.stringify(history.slice(page * pageSize, (page + 1) * pageSize)),
      );
    }
    const archive = Buffer.from(zipSync(entries));
    const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/zip' };

    const timed = async (preview: boolean) => {
      const started = performance.now();
      const answer = await rawRequest(
        base,
        'POST',
        `/api/library/import/archive?preview=${preview}&viewer=both`,
        {
          headers,
          body: archive,
        },
      );
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${answer.text}`);
      const { results } = JSON.parse(answer.text) as { results: Record<string, unknown> };
      return { elapsed, results };
    };
    const preview = await timed(true);
    const first = await timed(false);
    const again = await timed(false);
    console.log(
      `Trakt history: ${plays} plays of ${new Set(history.map((play) => JSON.stringify(play.show?.ids ?? play.movie?.ids))).size} titles, ZIP ${(archive.length / 1024).toFixed(0)} KiB`,
    );
    console.log(`preview: ${preview.elapsed.toFixed(0)} ms`);
    console.log(`import:  ${first.elapsed.toFixed(0)} ms; ${JSON.stringify(first.results)}`);
    console.log(`again:   ${again.elapsed.toFixed(0)} ms; ${JSON.stringify(again.results)}`);
  } finally {
    await app.close();
    await fake.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
