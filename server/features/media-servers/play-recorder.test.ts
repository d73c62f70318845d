import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { RECEIVED } from '#domain/rules/media-plays/outcome';
import type { Play } from '#domain/rules/media-plays/play';
import { openDatabase, writeTransaction, type Db } from '../../db/connection';
import { createPlayRecorder, type RecordingLibrary, type RecordingViewings } from './play-recorder';
import { createMediaServersRepository } from './repository';

let db: Db | undefined;
let dir: string | undefined;
afterEach(() => {
  db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const moviePlay = (tmdbId: number, title: string): Play => ({
  kind: 'jellyfin',
  user: 'alex',
  event: 'finished',
  mediaType: 'movie',
  title,
  year: null,
  seriesName: null,
  seasonNumber: null,
  episodeNumber: null,
  ids: { tmdb: String(tmdbId) },
  at: '2026-06-14T21:00:00.000Z',
});

it('a play that cannot be recorded now is tried again; the others of its batch are recorded', async () => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-recorder-'));
  const opened = openDatabase(join(dir, 'w.db'));
  db = opened;
  const repository = createMediaServersRepository(opened);
  const add = (play: Play) =>
    repository.addEvent(
      {
        kind: 'jellyfin',
        receivedAt: play.at,
        at: play.at,
        user: 'alex',
        title: play.title,
        play: JSON.stringify(play),
        message: 'Finished',
        listsUser: true,
      },
      () => 'Waiting for who',
    );
  add(moviePlay(101, 'Copper Sky'));
  add(moviePlay(102, 'Broken Reel'));
  add(moviePlay(103, 'Paper Lanterns'));
  repository.mapUser('jellyfin', 'alex', 'person1', '2026-06-14T21:01:00.000Z', RECEIVED);

  // Titles 1…3 for TMDb ids 101…103; recording a viewing of title 2 fails (a broken write, say).
  const library: RecordingLibrary = {
    transaction: (work) => writeTransaction(opened, work),
    itemIdOf: (_mediaType, tmdbId) => tmdbId - 100,
    add: () => Promise.resolve(null),
    state: (id) => ({ ownership: 'person1', status: 'watched', title: `Title ${id}`, userRating: null }),
    markWatched: () => undefined,
    setStatus: () => undefined,
    remove: () => undefined,
  };
  let viewingId = 0;
  const viewings: RecordingViewings = {
    record(itemId) {
      if (itemId === 2) throw new Error('the disk said no');
      viewingId += 1;
      return { id: viewingId };
    },
    viewerOf: () => 'person1',
    setViewer: () => undefined,
    remove: () => undefined,
    viewerCounts: () => ({ person1: 1, person2: 0, both: 0 }),
  };
  const warn = vi.fn();
  const afterBatch = vi.fn();
  const recorder = createPlayRecorder({
    repository,
    matcher: { match: (play) => Promise.resolve({ mediaType: 'movie', tmdbId: Number(play.ids.tmdb) }) },
    library,
    viewings,
    seasons: {
      seasonsOf: () => [],
      setEpisodeBookmark: () => ({ status: 'watching', episodeBookmark: null }),
      season: () => undefined,
      setStatus: () => undefined,
    },
    names: () => ({ person1: 'Alex', person2: 'Sam' }),
    pool: {
      run: async (items, work) => {
        for (const item of items) await work(item);
      },
    },
    clock: { now: () => new Date('2026-06-14T21:02:00.000Z') },
    logger: { warn },
    batchSpacingMs: 0,
    afterBatch,
  });

  recorder.kick();
  await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  await recorder.close();
  expect(repository.latestEvents(3).map((event) => event.outcome)).toEqual([
    'Recorded: Title 3 for Alex',
    RECEIVED,
    'Recorded: Title 1 for Alex',
  ]);
  expect(warn).toHaveBeenCalledWith(
    expect.objectContaining({ eventId: 2, attempts: 1 }),
    'a media server play will be tried again',
  );
  // One batch recorded: the news scan is told once.
  expect(afterBatch).toHaveBeenCalledTimes(1);
});
