/**
 * How fast are Up Next and Coming Soon? Seeds a temp database with 5,000 titles (500 series, every one with its
 * seasons, and 4,500 movies) and 20,000 viewings straight through SQL, then adds what the daily check would have
 * stored: airing facts for every series, the episodes of a third of them airing over the next weeks, season
 * watches, episode bookmarks, movies to watch released lately or coming. Starts the real app on 127.0.0.1 and times
 * over HTTP (gzip accepted, body fully read), after a warm-up: GET /api/up-next and GET /api/coming-soon, kept (the
 * library unchanged) and afresh (right after a write), and the calendar feed afresh, with the server's own time for
 * each (from the request's arrival to its reply, wall and CPU).
 * Prints medians and p95s.   npm run bench:whats-next -- 50      (runs measured; default 30)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dayInZone } from '#domain/rules/household-day';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { listenOnLoopback } from '#server/test-support/loopback';
import { benchLogin } from './api-login';
import { seedAiring } from './seed-airing';
import { seedLibrary } from './seed-library';
import { medianAndP95, type Figures } from './figures';

const SHAPE = { titles: 5000, seriesEvery: 10, seasonedSeriesEvery: 1, viewings: 20_000 } as const;
const WARM_UP_RUNS = 5;
const PIN = '7391';

const runs = Number(process.argv[2] ?? 30);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

function send(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; serverMs: number; cpuMs: number }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            serverMs: Number(res.headers['x-bench-ms'] ?? NaN),
            cpuMs: Number(res.headers['x-bench-cpu-ms'] ?? NaN),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const show = (label: string, value: Figures) =>
  `${label} median ${value.median.toFixed(2)} ms, p95 ${value.p95.toFixed(2)} ms`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-next-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, SHAPE);
    seedAiring(db, dayInZone(new Date()));
    const app = await buildApp({ db });
    // The server's own time for a request, from its arrival to its reply's headers, as headers the bench reads:
    // wall time, and the process's CPU time meanwhile (one request at a time: the bench's client is waiting), which a
    // busy machine inflates less.
    const arrived = new WeakMap<object, { wall: number; cpu: NodeJS.CpuUsage }>();
    app.addHook('onRequest', (request, _reply, done) => {
      arrived.set(request, { wall: performance.now(), cpu: process.cpuUsage() });
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const start = arrived.get(request);
      if (start) {
        const cpu = process.cpuUsage(start.cpu);
        reply.header('x-bench-ms', String(performance.now() - start.wall));
        reply.header('x-bench-cpu-ms', String((cpu.user + cpu.system) / 1000));
      }
      done(null, payload);
    });
    const base = await listenOnLoopback(app);
    try {
      const port = Number(new URL(base).port);
      const token = await benchLogin(base, PIN);
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
      const feed = (await (await fetch(`${base}/api/calendar/feed`, { headers })).json()) as { path: string };
      // A write before a request makes the answer be computed afresh (the library's version moved).
      const season = db
        .prepare<[], { id: number }>(
          "SELECT id FROM seasons WHERE status = 'watching' AND episode_count = 10 ORDER BY id LIMIT 1",
        )
        .get();
      if (!season) throw new Error('no season to step');
      let episode = 1;
      const write = async () => {
        episode = 3 - episode;
        const answer = await fetch(`${base}/api/season/${season.id}/episode`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ episode }),
        });
        if (answer.status !== 200) throw new Error(`the write answered ${answer.status}`);
      };
      for (const [label, path, auth, fresh] of [
        ['GET /api/up-next, kept       ', '/api/up-next', headers, false],
        ['GET /api/up-next, afresh     ', '/api/up-next', headers, true],
        ['GET /api/coming-soon, kept   ', '/api/coming-soon', headers, false],
        ['GET /api/coming-soon, afresh ', '/api/coming-soon', headers, true],
        ['GET /api/calendar.ics, afresh', feed.path, { 'accept-encoding': 'gzip' }, true],
      ] as const) {
        const total: number[] = [];
        const server: number[] = [];
        const cpu: number[] = [];
        let bytes = 0;
        for (let run = 0; run < WARM_UP_RUNS + runs; run += 1) {
          if (fresh) await write();
          const started = performance.now();
          const answer = await send(port, path, auth);
          const elapsed = performance.now() - started;
          if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
          bytes = answer.bytes;
          if (run < WARM_UP_RUNS) continue;
          total.push(elapsed);
          server.push(answer.serverMs);
          cpu.push(answer.cpuMs);
        }
        console.log(
          `${label}: ${show('server', medianAndP95(server))}; ${show('server CPU', medianAndP95(cpu))}; ${show('round trip', medianAndP95(total))}; ${(bytes / 1024).toFixed(1)} KiB`,
        );
      }
      const counts = db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM library_items WHERE media_type = 'tv') AS series,
             (SELECT COUNT(*) FROM library_items WHERE media_type = 'movie') AS movies,
             (SELECT COUNT(*) FROM seasons) AS seasons, (SELECT COUNT(*) FROM episodes) AS episodes`,
        )
        .get() as Record<string, number>;
      console.log(
        `library: ${counts.series} series (${counts.seasons} seasons, ${counts.episodes} episodes stored), ${counts.movies} movies, ${SHAPE.viewings} viewings; ${runs} runs after ${WARM_UP_RUNS} warm-up`,
      );
    } finally {
      await app.close();
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
