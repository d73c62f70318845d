/**
 * How fast is the whole library? Seeds a temp database with 5,000 titles (movies and series, some series with
 * seasons) and 20,000 viewings straight through SQL, starts the real app on 127.0.0.1, and compares the median
 * time of GET /api/library/all over HTTP (body fully read) with the bare SQL query of the same rows plus
 * JSON.stringify. Prints both medians and their ratio.
 *   npm run bench:library -- 50      (runs measured after warm-up; default 30)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { openDatabase, type Db } from '../server/db/connection';
import { ensureInitialPin } from '../server/features/auth/initial-pin';

const TITLES = 5000;
const SERIES_EVERY = 5; // every 5th title is a series: 1,000 series
const SEASONED_SERIES_EVERY = 2; // half of the series have stored seasons
const VIEWINGS = 20_000;
const WARM_UP_RUNS = 5;
const PIN = '4826';

const runs = Number(process.argv[2] ?? 30);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

/** A small deterministic generator, so that every run seeds the same library. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const GENRES = ['Drama', 'Comedy', 'Thriller', 'Science Fiction', 'Crime', 'Romance', 'Animation', 'Horror'];
const STATUSES = ['to_watch', 'watching', 'watched'] as const;
const OWNERSHIPS = ['person1', 'person2', 'together'] as const;
const VIEWERS = ['person1', 'person2', 'both'] as const;
const REACTIONS = ['up', 'neutral', 'down', null] as const;

function seed(db: Db): void {
  const random = seededRandom(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const addedAt = (index: number) => new Date(Date.UTC(2023, 0, 1) + index * 3_600_000).toISOString();
  const insertItem = db.prepare(
    `INSERT INTO library_items (id, tmdb_id, media_type, title, year, overview, genres, director, creator,
       main_stars, runtime, imdb_id, imdb_rating, imdb_votes, tmdb_rating, tmdb_vote_count, rotten_tomatoes_rating,
       metacritic_rating, poster_path, backdrop_path, logo_path, release_date, vote_average, ownership, status,
       user_rating, date_added, updated_at, metadata_refreshed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSeason = db.prepare(
    `INSERT INTO seasons (library_item_id, season_number, name, status, episode_count, air_date, overview, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '', ?)`,
  );
  const insertViewing = db.prepare(
    `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?)`,
  );
  db.transaction(() => {
    for (let id = 1; id <= TITLES; id += 1) {
      const isSeries = id % SERIES_EVERY === 0;
      const year = 1950 + Math.floor(random() * 75);
      const rating = Math.round((4 + random() * 5) * 10) / 10;
      insertItem.run(
        id,
        100_000 + id,
        isSeries ? 'tv' : 'movie',
        `${isSeries ? 'Series' : 'Movie'} number ${id} of the bench library`,
        year,
        'An overview of a sensible length, about as long as the ones the film database writes for a title.',
        JSON.stringify([pick(GENRES), pick(GENRES)]),
        isSeries ? null : 'Some Director',
        isSeries ? 'Some Creator, Another Creator' : null,
        JSON.stringify(['Star One', 'Star Two', 'Star Three', 'Star Four', 'Star Five']),
        isSeries ? 45 : 90 + Math.floor(random() * 60),
        `tt${String(1_000_000 + id)}`,
        rating,
        Math.floor(random() * 1_000_000),
        rating,
        Math.floor(random() * 20_000),
        Math.floor(random() * 100),
        Math.floor(random() * 100),
        `/poster${id}.jpg`,
        `/backdrop${id}.jpg`,
        `/logo${id}.png`,
        `${year}-05-17`,
        rating,
        pick(OWNERSHIPS),
        pick(STATUSES),
        pick(REACTIONS),
        addedAt(id),
        addedAt(id),
        addedAt(id),
      );
      if (isSeries && (id / SERIES_EVERY) % SEASONED_SERIES_EVERY === 0) {
        const seasons = 1 + Math.floor(random() * 8);
        for (let number = 1; number <= seasons; number += 1) {
          insertSeason.run(id, number, `Season ${number}`, pick(STATUSES), 10, `${year}-09-01`, addedAt(id));
        }
      }
    }
    for (let index = 0; index < VIEWINGS; index += 1) {
      const at = addedAt(TITLES + index);
      insertViewing.run(
        1 + Math.floor(random() * TITLES),
        at.slice(0, 10),
        pick(VIEWERS),
        pick(REACTIONS),
        at,
        at,
      );
    }
  })();
}

interface Fetched {
  status: number;
  body: Buffer;
}

function get(port: number, path: string, token: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function login(port: number): Promise<string> {
  const body = JSON.stringify({ username: 'user', pin: PIN, rememberDevice: true });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { authToken?: string };
          if (answer.authToken) resolve(answer.authToken);
          else reject(new Error(`login failed: ${res.statusCode ?? 0}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function median(times: number, measure: () => Promise<number> | number): Promise<number> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await measure();
  const samples: number[] = [];
  for (let run = 0; run < times; run += 1) samples.push(await measure());
  samples.sort((a, b) => a - b);
  const middle = Math.floor(samples.length / 2);
  return samples.length % 2 === 1
    ? (samples[middle] ?? 0)
    : ((samples[middle - 1] ?? 0) + (samples[middle] ?? 0)) / 2;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  try {
    await ensureInitialPin(db, PIN);
    seed(db);
    const app = await buildApp({ db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const token = await login(address.port);

      let body: Buffer = Buffer.alloc(0);
      const httpMs = await median(runs, async () => {
        const started = performance.now();
        const response = await get(address.port, '/api/library/all', token);
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`GET /api/library/all answered ${response.status}`);
        body = response.body;
        return elapsed;
      });

      const items: unknown = JSON.parse(body.toString('utf8'));
      if (!Array.isArray(items) || items.length !== TITLES)
        throw new Error('the answer is not the whole library');

      const bare = db.prepare(`SELECT * FROM library_items ORDER BY id`);
      const sqlMs = await median(runs, () => {
        const started = performance.now();
        const json = JSON.stringify(bare.all());
        const elapsed = performance.now() - started;
        if (json.length === 0) throw new Error('empty');
        return elapsed;
      });

      const seasons = db.prepare('SELECT COUNT(DISTINCT library_item_id) AS n FROM seasons').get() as {
        n: number;
      };
      console.log(
        `library: ${TITLES} titles (${TITLES / SERIES_EVERY} series, ${seasons.n} with seasons), ${VIEWINGS} viewings`,
      );
      console.log(`runs: ${runs} measured after ${WARM_UP_RUNS} warm-up runs; medians`);
      console.log(
        `GET /api/library/all over HTTP: ${httpMs.toFixed(1)} ms (${(body.length / 1024 / 1024).toFixed(2)} MiB)`,
      );
      console.log(`bare SQL + JSON.stringify:     ${sqlMs.toFixed(1)} ms`);
      console.log(`ratio: ${(httpMs / sqlMs).toFixed(2)}x`);
    } finally {
      await app.close();
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
