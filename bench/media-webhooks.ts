/**
 * How fast are the media servers' webhooks, does the library stay quick to read while a server replays its history,
 * and is no play lost? Seeds a temp database with 5,000 titles and 20,000 viewings, starts the compiled server
 * (dist/server/main.js, as `npm start` runs it) in a child process against a stand-in TMDb on loopback, maps a
 * Jellyfin user and posts Jellyfin plays (movies of the library, as the plugin sends them) over HTTP:
 * - 1,000 webhooks one after another: each answer's time (matching and recording run after it, at TMDb's pace);
 * - 10,000 in a row, 8 at a time, while Home's library read (GET /api/library/cards, gzip) is repeated every 50 ms,
 *   and for a minute more of recording after the last answer: the answers' and the reads' times, against the idle
 *   reads, and how many plays a second were recorded;
 * - 2,000 more, the server killed (SIGKILL) once 1,000 were answered, in the middle of recording the backlog, then
 *   started again on the same file: every answered play is kept, and recording goes on after the start.
 * Prints medians and p95s, and the counts.
 *   npm run build:server && npm run bench:webhooks
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Db } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { startCompiledServer, type CompiledServer } from '#server/test-support/compiled-server';
import { startFakeFilmServer, type FakeFilmServer } from '#server/test-support/fake-film-server';
import { benchLogin } from './api-login';
import { medianAndP95, type Figures } from './figures';
import { seedLibrary } from './seed-library';

const PIN = '7391';
const SHAPE = { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const SEQUENTIAL = 1000;
const REPLAYED = 10_000;
const AT_ONCE = 8;
const READ_EVERY_MS = 50;
const KILLED_AFTER = 1000;
const RECORDING_WATCHED_MS = 60_000;

const show = (figures: Figures) => `median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`;

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

async function timed(url: string, init: RequestInit = {}): Promise<number> {
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

function serverFor(dbFile: string, fake: FakeFilmServer): Promise<CompiledServer> {
  return startCompiledServer({
    dbFile,
    pin: PIN,
    env: { TMDB_API_KEY: fake.tmdbApiKey, TMDB_BASE_URL: fake.tmdbBaseUrl },
  });
}

/** Posts plays `from`…`to`, `AT_ONCE` at a time, each answer's time into `times` (a refused or lost one stops it). */
async function replay(base: string, path: string, from: number, to: number, times: number[] = []) {
  let next = from;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next <= to) {
        const n = next;
        next += 1;
        times.push(await post(base, path, n));
      }
    }),
  );
  return times;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-webhooks-'));
  const file = join(dir, 'watchlist.db');
  const db = openDatabase(file);
  const fake = await startFakeFilmServer();
  let server: CompiledServer | undefined;
  try {
    await ensureInitialPin(db, PIN);
    seedLibrary(db, SHAPE);
    server = await serverFor(file, fake);
    const base = server.baseUrl;
    const token = await benchLogin(base, PIN);
    const session = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } };
    const overview = (await (await fetch(`${base}/api/media-servers`, { headers: session })).json()) as {
      servers: { kind: string; webhookPath: string }[];
    };
    const path = overview.servers.find((kind) => kind.kind === 'jellyfin')?.webhookPath ?? '';
    await post(base, path, 0);
    await fetch(`${base}/api/media-servers/users`, {
      method: 'PUT',
      headers: session,
      body: JSON.stringify({ kind: 'jellyfin', name: 'alex', viewer: 'person1' }),
    });
    console.log(
      `library: ${SHAPE.titles} titles, ${SHAPE.viewings} viewings; the compiled server, paced as for TMDb`,
    );

    const answers: number[] = [];
    for (let n = 1; n <= SEQUENTIAL; n += 1) answers.push(await post(base, path, n));
    console.log(`${SEQUENTIAL} webhooks, one after another: ${show(medianAndP95(answers))}`);

    const idle: number[] = [];
    for (let n = 0; n < 40; n += 1) idle.push(await timed(`${base}/api/library/cards`, read));
    const reads: number[] = [];
    const replaying = { on: true };
    const reader = (async () => {
      while (replaying.on) {
        reads.push(await timed(`${base}/api/library/cards`, read));
        await sleep(READ_EVERY_MS);
      }
    })();
    const started = performance.now();
    const replayed = await replay(base, path, SEQUENTIAL + 1, SEQUENTIAL + REPLAYED);
    const answeredIn = (performance.now() - started) / 1000;
    const leftAtLastAnswer = count(db, "outcome = 'Received'");
    await sleep(RECORDING_WATCHED_MS);
    replaying.on = false;
    await reader;
    const recordedMeanwhile = leftAtLastAnswer - count(db, "outcome = 'Received'");
    console.log(`${REPLAYED} webhooks in a row, ${AT_ONCE} at a time: ${show(medianAndP95(replayed))}`);
    console.log(
      `  all answered in ${answeredIn.toFixed(1)} s; then ${recordedMeanwhile} recorded in ` +
        `${RECORDING_WATCHED_MS / 1000} s (${((recordedMeanwhile * 1000) / RECORDING_WATCHED_MS).toFixed(1)} a second)`,
    );
    console.log(`GET /api/library/cards, idle: ${show(medianAndP95(idle))}`);
    console.log(
      `GET /api/library/cards during the replay and the minute after (${reads.length} reads): ` +
        show(medianAndP95(reads)),
    );

    const first = SEQUENTIAL + REPLAYED + 1;
    const before = count(db);
    const answeredBeforeKill: number[] = [];
    const posting = replay(base, path, first, first + 2 * KILLED_AFTER - 1, answeredBeforeKill).catch(
      () => undefined,
    );
    while (answeredBeforeKill.length < KILLED_AFTER) await sleep(2);
    await server.kill();
    await posting;
    const answered = answeredBeforeKill.length;
    const kept = count(db) - before;
    const left = count(db, "outcome = 'Received'");
    console.log(
      `killed (SIGKILL) once ${KILLED_AFTER} of ${2 * KILLED_AFTER} more were answered: ${answered} answered, ` +
        `${kept} kept${kept >= answered ? '' : ' — PLAYS LOST'}; ${left} plays in all left to record`,
    );
    server = await serverFor(file, fake);
    await sleep(RECORDING_WATCHED_MS / 2);
    const after = count(db, "outcome = 'Received'");
    console.log(
      `  started again: ${left - after} recorded in its first ${RECORDING_WATCHED_MS / 2000} s, ${after} left`,
    );
  } finally {
    await server?.stop();
    await fake.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
