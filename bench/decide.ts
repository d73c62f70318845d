/**
 * How fast is Decide together? Seeds a temp database with 5,000 titles (movies and series, some series with
 * seasons) and 20,000 viewings straight through SQL, each title with its availability, four services chosen, starts
 * the real app on 127.0.0.1 and measures over HTTP:
 * - the deck: POST /api/decide (the deck dealt from every title the random pick could draw, body fully read), the
 *   session closed again (DELETE) between runs; for an evening without constraints and for 'On our services', each
 *   right after a write to the library (the titles read afresh) and with the library unchanged (kept by version);
 * - a vote reaching the other phone: two stream clients on GET /api/decide/{id}/events (one by the bearer token,
 *   one by a ticket, as a browser's EventSource), one of us votes and the time runs until the other's stream has
 *   the `progress` event.
 * Prints medians and p95s.
 *   npm run bench:decide -- 50      (runs measured after warm-up; default 50 decks and 200 votes)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { anyEvening, type EveningConstraints } from '#domain/rules/evening-constraints';
import { decideSessionSchema, decideTicketResponseSchema } from '#domain/schemas/decide';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { openEventStream } from '#server/test-support/event-stream';
import { listenOnLoopback } from '#server/test-support/loopback';
import { benchLogin } from './api-login';
import { medianAndP95, type Figures } from './figures';
import { BENCH_SERVICES, seedAvailability } from './seed-availability';
import { seedLibrary } from './seed-library';

const SHAPE = { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 } as const;
const WARM_UP_RUNS = 5;
const PIN = '4826';

const runs = Number(process.argv[2] ?? 50);
if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive whole number');

const ms = ({ median, p95 }: Figures) => `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-decide-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, PIN);
  seedLibrary(db, SHAPE);
  seedAvailability(db);
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('services', ?)").run(
    JSON.stringify(BENCH_SERVICES.slice(0, 4)),
  );
  const app = await buildApp({ db, imageCacheDir: join(dir, 'images') });
  const baseUrl = await listenOnLoopback(app);
  try {
    const token = await benchLogin(baseUrl, PIN);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // A reaction changed on another title before each run moves the library's version, as a write in the app would.
    const write = db.prepare<[number]>(
      "UPDATE library_items SET user_rating = CASE user_rating WHEN 'up' THEN 'down' ELSE 'up' END WHERE id = ?",
    );
    async function timeDecks(
      constraints: EveningConstraints,
      afterWrite: boolean,
    ): Promise<Figures & { cards: number }> {
      const samples: number[] = [];
      let cards = 0;
      for (let run = 0; run < WARM_UP_RUNS + runs; run += 1) {
        if (afterWrite) write.run(1 + (run % SHAPE.titles));
        const started = performance.now();
        const response = await call('POST', '/api/decide', { viewer: 'person1', constraints });
        const text = await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 201) throw new Error(`POST /api/decide: ${response.status} ${text}`);
        const session = decideSessionSchema.parse(JSON.parse(text));
        cards = session.deck.length;
        await (await call('DELETE', `/api/decide/${session.id}`)).text();
        if (run >= WARM_UP_RUNS) samples.push(elapsed);
      }
      return { ...medianAndP95(samples), cards };
    }

    console.log(`Deck of ${SHAPE.titles.toLocaleString('en')} titles, ${runs} runs (goal ≤ 150 ms):`);
    for (const [name, constraints] of [
      ['any evening', anyEvening],
      ['on our services', { ...anyEvening, onServices: true }],
    ] as const) {
      const cold = await timeDecks(constraints, true);
      const warm = await timeDecks(constraints, false);
      console.log(`  ${name} (${cold.cards} cards), right after a library write: ${ms(cold)}`);
      console.log(`  ${name}, library unchanged since the last deck: ${ms(warm)}`);
    }

    const started = await call('POST', '/api/decide', { viewer: 'person1', constraints: anyEvening });
    const session = decideSessionSchema.parse(await started.json());
    await (await call('POST', `/api/decide/${session.id}/join`, { viewer: 'person2' })).text();
    const events = `${baseUrl}/api/decide/${session.id}/events`;
    const desktop = await openEventStream(events, { authorization: `Bearer ${token}` });
    const ticket = decideTicketResponseSchema.parse(
      await (await call('POST', `/api/decide/${session.id}/ticket`)).json(),
    ).ticket;
    const phone = await openEventStream(`${events}?ticket=${ticket}`);
    await Promise.all([desktop.next(), phone.next()]);

    const voteRuns = runs * 4;
    const samples: number[] = [];
    for (let run = 0; run < WARM_UP_RUNS + voteRuns; run += 1) {
      const [voter, other] = run % 2 === 0 ? (['person1', phone] as const) : (['person2', desktop] as const);
      const card = session.deck[run % session.deck.length];
      if (!card) throw new Error('the deck is empty');
      const sent = performance.now();
      const arrived = other.next().then(() => performance.now());
      const response = await call('POST', `/api/decide/${session.id}/votes`, {
        viewer: voter,
        key: card.key,
        vote: 'no',
      });
      await response.text();
      const elapsed = (await arrived) - sent;
      // The voter's own stream has the same event: taken so that it does not pile up.
      await (other === phone ? desktop : phone).next();
      if (run >= WARM_UP_RUNS) samples.push(elapsed);
    }
    desktop.close();
    phone.close();
    console.log(
      `A vote to the other phone's stream, ${voteRuns} votes (goal ≤ 300 ms): ${ms(medianAndP95(samples))}`,
    );
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
