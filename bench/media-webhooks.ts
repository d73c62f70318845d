/**
 * How fast are the media servers' webhooks, and is none lost? Seeds a temp database with 5,000 titles, starts the
 * real app on 127.0.0.1 and posts Jellyfin plays (of the library's movies, as the plugin sends them) of a mapped
 * user over HTTP:
 * - 1,000 webhooks one after another: each answer's time (matching and recording run after it);
 * - 10,000 in a row, 8 at a time (a server replaying its history), while a title (GET /api/library/items/2) and the
 *   whole library (GET /api/library) are read in turn, every 50 ms;
 * - the app closed in the middle of recording them and built again on the same file: every event is kept, and
 *   those left 'Received' are recorded at the start.
 * Prints medians and p95s, and the counts.
 *   npm run bench:webhooks
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { openDatabase, type Db } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { listenOnLoopback } from '#server/test-support/loopback';
import { benchLogin } from './api-login';
import { medianAndP95, type Figures } from './figures';
import { seedLibrary } from './seed-library';

const PIN = '7391';
const SHAPE = { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const SEQUENTIAL = 1000;
const REPLAYED = 10_000;
const AT_ONCE = 8;
const READ_EVERY_MS = 50;

const show = (figures: Figures) => `median ${figures.median.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms`;

/** The n-th play: a movie of the bench library (ids 1…5,000, every fifth a series), a day apart each. */
function play(n: number): string {
  const id = (n % 4000) + Math.floor((n % 4000) / 4) + 1;
  const movie = id % 5 === 0 ? id + 1 : id;
  return JSON.stringify({
    NotificationType: 'PlaybackStop',
    PlayedToCompletion: true,
    NotificationUsername: 'alex',
    ItemType: 'Movie',
    Name: `Movie number ${movie} of the bench library`,
    Provider_tmdb: String(100_000 + movie),
    UtcTimestamp: new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString(),
  });
}

async function timed(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const post = (base: string, path: string, n: number) =>
  timed(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: play(n) });

const count = (db: Db, where = '1') =>
  db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM media_server_events WHERE ${where}`).get()?.n ?? 0;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const file = join(dir, 'watchlist.db');
  const db = openDatabase(file);
  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, SHAPE);
    let app = await buildApp({ db });
    const base = await listenOnLoopback(app);
    const token = await benchLogin(base, PIN);
    const session = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const overview = (await (await fetch(`${base}/api/media-servers`, { headers: session })).json()) as {
      servers: { kind: string; webhookPath: string }[];
    };
    const path = overview.servers.find((server) => server.kind === 'jellyfin')?.webhookPath ?? '';
    await post(base, path, 0);
    await fetch(`${base}/api/media-servers/users`, {
      method: 'PUT',
      headers: session,
      body: JSON.stringify({ kind: 'jellyfin', name: 'alex', viewer: 'person1' }),
    });

    const idle: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      idle.push(await timed(`${base}/api/library`, { headers: { authorization: `Bearer ${token}` } }));
    }
    console.log(`GET /api/library, idle: ${show(medianAndP95(idle))}`);
    const answers: number[] = [];
    for (let n = 1; n <= SEQUENTIAL; n += 1) answers.push(await post(base, path, n));
    console.log(`${SEQUENTIAL} webhooks, one after another: ${show(medianAndP95(answers))}`);

    const reads: number[] = [];
    const itemReads: number[] = [];
    const replay = { running: true };
    const reader = (async () => {
      while (replay.running) {
        const auth = { headers: { authorization: `Bearer ${token}` } };
        itemReads.push(await timed(`${base}/api/library/items/2`, auth));
        reads.push(await timed(`${base}/api/library`, auth));
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    })();
    const replayed: number[] = [];
    let next = SEQUENTIAL + 1;
    const last = SEQUENTIAL + REPLAYED;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next <= last) {
          const n = next;
          next += 1;
          replayed.push(await post(base, path, n));
        }
      }),
    );
    replay.running = false;
    await reader;
    console.log(`${REPLAYED} webhooks in a row, ${AT_ONCE} at a time: ${show(medianAndP95(replayed))}`);
    console.log(
      `GET /api/library/items/2 meanwhile (${itemReads.length} reads): ${show(medianAndP95(itemReads))}`,
    );
    console.log(`GET /api/library meanwhile (${reads.length} reads): ${show(medianAndP95(reads))}`);

    const sent = 1 + SEQUENTIAL + REPLAYED;
    const leftBefore = count(db, "outcome = 'Received'");
    await app.close();
    console.log(`closed with ${leftBefore} of ${sent} plays still to record; ${count(db)} events kept`);
    app = await buildApp({ db });
    await app.ready();
    const started = performance.now();
    while (count(db, "outcome = 'Received'") > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`after the restart: ${count(db)} of ${sent} events kept, none left to record (${seconds} s)`);
    await app.close();
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
