/**
 * How fast is the whole library? Seeds a temp database with 5,000 titles (movies and series, some series with
 * seasons) and 20,000 viewings straight through SQL, each title with its availability (where it streams; the
 * list's gzip size without it is printed first), starts the real app on 127.0.0.1 and times
 * GET /api/library/all over HTTP as a browser asks for it (gzip accepted, body fully read):
 * - unchanged library, asked again (what every home visit does);
 * - revalidated with If-None-Match (the browser's cache, answered 304);
 * - the first read after a write (a reaction changed just before);
 * against the floor: the same gzip bytes served by a bare Fastify route, asked in turn with the unchanged list (one
 * then the other, so that both meet the same load on a busy machine). Prints medians and p95s.
 *   npm run bench:library -- 50      (runs measured after warm-up; default 100)
 */
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { seedAvailability } from './seed-availability';
import { seedLibrary } from './seed-library';
import { listenOnLoopback } from '#server/test-support/loopback';
import { benchLogin } from './api-login';
import { medianAndP95, type Figures } from './figures';

const SHAPE = { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const WARM_UP_RUNS = 20;
const PIN = '4826';

const runs = Number(process.argv[2] ?? 100);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Fetched>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(times: number, measure: () => Promise<number>): Promise<Figures> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await measure();
  const samples: number[] = [];
  for (let run = 0; run < times; run += 1) samples.push(await measure());
  return medianAndP95(samples);
}

/** Two measures taken in turn, run after run, so that a busy machine weighs on both alike. */
async function timedInTurn(
  times: number,
  first: () => Promise<number>,
  second: () => Promise<number>,
): Promise<[Figures, Figures]> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) {
    await first();
    await second();
  }
  const samples: [number[], number[]] = [[], []];
  for (let run = 0; run < times; run += 1) {
    samples[0].push(await first());
    samples[1].push(await second());
  }
  return [medianAndP95(samples[0]), medianAndP95(samples[1])];
}

const show = (figures: Figures) => `median ${figures.median.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  const floor = Fastify();
  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, SHAPE);
    const app = await buildApp({ db });
    const base = await listenOnLoopback(app);
    try {
      const port = Number(new URL(base).port);
      const token = await benchLogin(base, PIN);
      const asBrowser = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };

      let last: Fetched | undefined;
      const get = async (headers: Record<string, string> = {}) => {
        const started = performance.now();
        const response = await send(port, 'GET', '/api/library/all', { ...asBrowser, ...headers });
        const elapsed = performance.now() - started;
        if (response.status !== 200 && response.status !== 304)
          throw new Error(`answered ${response.status}`);
        last = response;
        return elapsed;
      };

      await get();
      const withoutAvailability = last?.body.length ?? 0;
      seedAvailability(db);

      await get();
      const answer = last;
      if (!answer) throw new Error('no answer');
      const gzipped = answer.headers['content-encoding'] === 'gzip';
      const json = gzipped ? gunzipSync(answer.body) : answer.body;
      const items: unknown = JSON.parse(json.toString('utf8'));
      if (!Array.isArray(items) || items.length !== SHAPE.titles) throw new Error('not the whole library');

      floor.get('/floor', (_request, reply) =>
        reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(answer.body),
      );
      const floorPort = Number(new URL(await listenOnLoopback(floor)).port);
      const [unchanged, staticFloor] = await timedInTurn(
        runs,
        () => get(),
        async () => {
          const started = performance.now();
          const response = await send(floorPort, 'GET', '/floor', asBrowser);
          if (response.body.length !== answer.body.length) throw new Error('floor body differs');
          return performance.now() - started;
        },
      );

      const etag = answer.headers.etag;
      const revalidated =
        typeof etag === 'string' ? await timed(runs, () => get({ 'if-none-match': etag })) : undefined;
      if (revalidated && last?.status !== 304) throw new Error('If-None-Match was not answered 304');

      let reaction = 'up';
      const afterWrite = await timed(runs, async () => {
        reaction = reaction === 'up' ? 'down' : 'up';
        const write = await send(
          port,
          'PUT',
          '/api/library/1/rating',
          { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          JSON.stringify({ userReaction: reaction }),
        );
        if (write.status !== 200) throw new Error(`the write answered ${write.status}`);
        return get();
      });

      const seasons = db.prepare('SELECT COUNT(DISTINCT library_item_id) AS n FROM seasons').get() as {
        n: number;
      };
      console.log(
        `library: ${SHAPE.titles} titles (${SHAPE.titles / SHAPE.seriesEvery} series, ${seasons.n} with seasons), ${SHAPE.viewings} viewings`,
      );
      console.log(
        `answer: ${(json.length / 1024 / 1024).toFixed(2)} MiB of JSON, ${(answer.body.length / 1024).toFixed(0)} KiB on the wire (${gzipped ? 'gzip' : 'identity'})`,
      );
      console.log(
        `availability: the gzip answer is ${(withoutAvailability / 1024).toFixed(0)} KiB without it, ${(answer.body.length / 1024).toFixed(0)} KiB with it (+${((answer.body.length / withoutAvailability - 1) * 100).toFixed(1)} %)`,
      );
      console.log(`runs: ${runs} measured after ${WARM_UP_RUNS} warm-up runs each`);
      console.log(`GET /api/library/all, unchanged:     ${show(unchanged)}`);
      console.log(
        `GET /api/library/all, If-None-Match: ${revalidated ? `${show(revalidated)} (304)` : 'no ETag sent'}`,
      );
      console.log(`GET /api/library/all, after a write: ${show(afterWrite)} (the write excluded)`);
      console.log(`static floor, same gzip bytes:       ${show(staticFloor)}`);
      console.log(`unchanged / floor: ${(unchanged.median / staticFloor.median).toFixed(2)}x`);
    } finally {
      await app.close();
    }
  } finally {
    await floor.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
