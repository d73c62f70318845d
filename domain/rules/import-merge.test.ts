import { describe, expect, it } from 'vitest';
import type { ItemStatus, SeasonStatus } from '../schemas/library';
import type { TransferItem, TransferSeason } from './csv-format';
import {
  itemProgress,
  mergeBookmark,
  mergeImportedItem,
  mergeImportedSeason,
  mergePlayedSeason,
  mergeStatus,
  newerValue,
  seasonProgress,
} from './import-merge';

const itemStatuses: ItemStatus[] = ['to_watch', 'watching', 'watched'];
const seasonStatuses: SeasonStatus[] = ['to_watch', 'watching', 'watched', 'rewatch'];

describe('mergeStatus', () => {
  // [stored, file] → the status kept without replace.
  const items: Record<ItemStatus, Record<ItemStatus, ItemStatus>> = {
    to_watch: { to_watch: 'to_watch', watching: 'watching', watched: 'watched' },
    watching: { to_watch: 'watching', watching: 'watching', watched: 'watched' },
    watched: { to_watch: 'watched', watching: 'watched', watched: 'watched' },
  };
  const seasons: Record<SeasonStatus, Record<SeasonStatus, SeasonStatus>> = {
    to_watch: { to_watch: 'to_watch', watching: 'watching', watched: 'watched', rewatch: 'rewatch' },
    watching: { to_watch: 'watching', watching: 'watching', watched: 'watched', rewatch: 'rewatch' },
    watched: { to_watch: 'watched', watching: 'watched', watched: 'watched', rewatch: 'rewatch' },
    rewatch: { to_watch: 'rewatch', watching: 'rewatch', watched: 'rewatch', rewatch: 'rewatch' },
  };

  for (const [name, statuses, progress, expected] of [
    ['title', itemStatuses, itemProgress, items],
    ['season', seasonStatuses, seasonProgress, seasons],
  ] as const) {
    for (const stored of statuses) {
      for (const file of statuses) {
        it(`a ${name} ${stored}, the file ${file}`, () => {
          const table = expected as Record<string, Record<string, string>>;
          const kept = table[stored]?.[file];
          const merged = mergeStatus<string>(progress, stored, file, false);
          expect(merged.status).toBe(kept);
          if (stored === file) expect(merged.move).toBeNull();
          else expect(merged.move).toEqual({ from: stored, to: file, backward: kept === stored });
          // Replace takes the file's state, whichever way it moves.
          expect(mergeStatus<string>(progress, stored, file, true).status).toBe(file);
        });
      }
    }
  }
});

describe('mergeBookmark', () => {
  it('keeps the further episode of two passes under way', () => {
    expect(
      mergeBookmark({ status: 'watching', bookmark: 5 }, { status: 'watching', bookmark: 3 }, 'watching'),
    ).toBe(5);
    expect(
      mergeBookmark({ status: 'watching', bookmark: 2 }, { status: 'watching', bookmark: 7 }, 'watching'),
    ).toBe(7);
  });
  it('takes the one side under way, and has none past watching', () => {
    expect(
      mergeBookmark({ status: 'to_watch', bookmark: null }, { status: 'watching', bookmark: 4 }, 'watching'),
    ).toBe(4);
    expect(
      mergeBookmark({ status: 'watching', bookmark: 4 }, { status: 'to_watch', bookmark: null }, 'watching'),
    ).toBe(4);
    expect(
      mergeBookmark({ status: 'watching', bookmark: 4 }, { status: 'watched', bookmark: null }, 'watched'),
    ).toBe(null);
    expect(
      mergeBookmark(
        { status: 'watching', bookmark: null },
        { status: 'watching', bookmark: null },
        'watching',
      ),
    ).toBe(null);
  });
});

describe('newerValue', () => {
  it('takes the newer of two values, and never clears one with nothing', () => {
    expect(newerValue('up', '2026-01-01', 'down', '2026-02-01')).toBe('down');
    expect(newerValue('up', '2026-03-01', 'down', '2026-02-01')).toBe('up');
    expect(newerValue('up', '2026-03-01', null, '2026-04-01')).toBe('up');
    expect(newerValue('up', '2026-03-01', undefined, undefined)).toBe('up');
    expect(newerValue(null, null, 'down', null)).toBe('down');
    expect(newerValue('up', '2026-03-01', 'down', null)).toBe('down');
  });
});

const stored: TransferItem = {
  tmdbId: 27205,
  mediaType: 'movie',
  title: 'Inception',
  year: 2010,
  overview: 'Dreams.',
  genres: ['Action'],
  director: 'Christopher Nolan',
  creator: null,
  mainStars: [],
  runtime: 148,
  imdbId: 'tt1375666',
  imdbRating: 8.8,
  imdbVotes: 2_500_000,
  tmdbRating: 8.4,
  tmdbVoteCount: 36_000,
  rottenTomatoesRating: 87,
  metacriticRating: 74,
  posterPath: '/new.jpg',
  backdropPath: null,
  logoPath: null,
  releaseDate: '2010-07-15',
  voteAverage: 8.4,
  ownership: 'person1',
  status: 'watched',
  userRating: 'up',
  finishedDate: '2026-05-02T20:00:00.000Z',
  notes: 'Again soon',
  dateAdded: '2026-01-10T10:00:00.000Z',
  dateStarted: null,
  dateFinished: '2026-05-02T20:00:00.000Z',
  reactedAt: '2026-05-02T21:00:00.000Z',
  updatedAt: '2026-05-02T21:00:00.000Z',
  metadataRefreshedAt: '2026-05-01T00:00:00.000Z',
};

/** The same title as an export of March had it: still to watch, older film data, no reaction yet. */
const olderFile = {
  tmdbId: 27205,
  mediaType: 'movie' as const,
  title: 'Inception',
  posterPath: '/old.jpg',
  imdbRating: 8.7,
  ownership: 'together' as const,
  status: 'to_watch' as const,
  userRating: null,
  notes: null,
  dateAdded: '2026-01-10T10:00:00.000Z',
  dateFinished: null,
  finishedDate: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
  metadataRefreshedAt: '2026-02-01T00:00:00.000Z',
};

describe('mergeImportedItem', () => {
  it('keeps everything recorded since an older file was made, and reports the backward move', () => {
    const merged = mergeImportedItem(stored, olderFile, false);
    expect(merged.item).toEqual(stored);
    expect(merged.status).toEqual({ from: 'watched', to: 'to_watch', backward: true });
    expect(merged.reaction).toBeNull();
  });

  it("takes the file's state when the household replaces with it", () => {
    const merged = mergeImportedItem(stored, olderFile, true);
    expect(merged.item).toMatchObject({ status: 'to_watch', dateFinished: null, finishedDate: null });
    // Replace is about progress: the newer owner, reaction and film data are still kept.
    expect(merged.item).toMatchObject({ ownership: 'person1', userRating: 'up', posterPath: '/new.jpg' });
  });

  it('takes a newer file: its progress, its dates, its reaction and its film data', () => {
    const newer = {
      ...olderFile,
      posterPath: '/newest.jpg',
      status: 'watched' as const,
      userRating: 'down' as const,
      reactedAt: '2026-06-01T00:00:00.000Z',
      dateFinished: '2026-06-01T00:00:00.000Z',
      finishedDate: '2026-06-01T00:00:00.000Z',
      updatedAt: '2026-06-01T00:00:00.000Z',
      metadataRefreshedAt: '2026-06-01T00:00:00.000Z',
    };
    const merged = mergeImportedItem({ ...stored, status: 'watching' }, newer, false);
    expect(merged.status).toEqual({ from: 'watching', to: 'watched', backward: false });
    expect(merged.reaction).toEqual({ from: 'up', to: 'down' });
    expect(merged.item).toMatchObject({
      status: 'watched',
      dateFinished: '2026-06-01T00:00:00.000Z',
      userRating: 'down',
      reactedAt: '2026-06-01T00:00:00.000Z',
      ownership: 'together',
      notes: 'Again soon',
      posterPath: '/newest.jpg',
      updatedAt: '2026-06-01T00:00:00.000Z',
    });
  });

  it('fills what the library is missing from any file', () => {
    const bare = { ...stored, posterPath: null, finishedDate: null, notes: null, userRating: null };
    const merged = mergeImportedItem(
      bare,
      { ...olderFile, status: 'watched', finishedDate: '2026-02-02', notes: 'Hm' },
      false,
    );
    expect(merged.item).toMatchObject({ posterPath: '/old.jpg', finishedDate: '2026-02-02', notes: 'Hm' });
  });
});

const storedSeason: TransferSeason = {
  seasonNumber: 2,
  name: 'Season 2',
  status: 'watching',
  posterPath: null,
  episodeCount: 10,
  airDate: '2009-03-08',
  overview: '',
  episodeBookmark: 6,
  updatedAt: '2026-05-01T00:00:00.000Z',
};

describe('mergeImportedSeason', () => {
  it('keeps a season under way and its further bookmark against an older file', () => {
    const merged = mergeImportedSeason(
      storedSeason,
      { seasonNumber: 2, status: 'watching', episodeBookmark: 3, updatedAt: '2026-03-01T00:00:00.000Z' },
      false,
    );
    expect(merged.status).toBeNull();
    expect(merged.season).toEqual(storedSeason);
  });

  it('reports a season the file has as to watch as a backward move, and applies it only on replace', () => {
    const file = { seasonNumber: 2, status: 'to_watch' as const, episodeBookmark: null };
    expect(mergeImportedSeason(storedSeason, file, false)).toEqual({
      season: storedSeason,
      status: { from: 'watching', to: 'to_watch', backward: true },
    });
    expect(mergeImportedSeason(storedSeason, file, true).season).toMatchObject({
      status: 'to_watch',
      episodeBookmark: null,
    });
  });

  it('moves a season forward, with the film data the file has', () => {
    const merged = mergeImportedSeason(
      storedSeason,
      { seasonNumber: 2, status: 'watched', posterPath: '/s2.jpg', episodeBookmark: null },
      false,
    );
    expect(merged.season).toMatchObject({ status: 'watched', episodeBookmark: null, posterPath: '/s2.jpg' });
    expect(merged.status).toEqual({ from: 'watching', to: 'watched', backward: false });
  });
});

describe('mergePlayedSeason', () => {
  const at = (status: SeasonStatus, passes: number, bookmark: number | null = null) => ({
    status,
    passes,
    bookmark,
  });

  it('takes the plays when they are further along', () => {
    expect(mergePlayedSeason(at('to_watch', 0), at('watching', 0, 3))).toEqual({
      status: 'watching',
      bookmark: 3,
    });
    expect(mergePlayedSeason(at('watching', 0, 3), at('watching', 0, 6))).toEqual({
      status: 'watching',
      bookmark: 6,
    });
    expect(mergePlayedSeason(at('watching', 0, 8), at('watched', 1))).toEqual({
      status: 'watched',
      bookmark: null,
    });
    // A second pass under way after one finished is a rewatch begun: further than watched once.
    expect(mergePlayedSeason(at('watched', 1), at('watching', 1, 2))).toEqual({
      status: 'watching',
      bookmark: 2,
    });
    expect(mergePlayedSeason(at('rewatch', 1), at('watched', 2))).toEqual({
      status: 'watched',
      bookmark: null,
    });
  });

  it('keeps the stored season when the plays are behind or level', () => {
    expect(mergePlayedSeason(at('watched', 0), at('watching', 0, 4))).toEqual({
      status: 'watched',
      bookmark: null,
    });
    expect(mergePlayedSeason(at('watching', 0, 6), at('watching', 0, 2))).toEqual({
      status: 'watching',
      bookmark: 6,
    });
    expect(mergePlayedSeason(at('rewatch', 1), at('watched', 1))).toEqual({
      status: 'rewatch',
      bookmark: null,
    });
    expect(mergePlayedSeason(at('watched', 2), at('watched', 1))).toEqual({
      status: 'watched',
      bookmark: null,
    });
    expect(mergePlayedSeason(at('watched', 1), at('to_watch', 0))).toEqual({
      status: 'watched',
      bookmark: null,
    });
  });
});
