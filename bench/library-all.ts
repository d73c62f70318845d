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
import { openDatabase } from '../server/db/connection';
import { ensureInitialPin } from '../server/features/auth/initial-pin';
import { seedLibrary } from './seed-library';

const SHAPE = { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const WARM_UP_RUNS = 5;
const PIN = '4826';

const runs = Number(process.argv[2] ?? 30);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

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
    seedLibrary(db, SHAPE);
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
      if (!Array.isArray(items) || items.length !== SHAPE.titles)
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
        `library: ${SHAPE.titles} titles (${SHAPE.titles / SHAPE.seriesEvery} series, ${seasons.n} with seasons), ${SHAPE.viewings} viewings`,
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
