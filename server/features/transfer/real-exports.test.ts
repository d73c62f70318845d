import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { HistoryTitle, ParsedHistory } from '#domain/rules/history/history';
import { detectFormat, readHistory } from '#domain/rules/history/read-history';
import type { HistoryFile } from '#domain/rules/history/source-files';
import { decodeUploadedText } from '#domain/rules/history/text-encoding';
import { realExport } from '../../test-support/real-recordings';
import { readZipEntries } from './zip-entries';

// Every real export of test-fixtures/real-data/exports, read as an upload is: a CSV or JSON file decoded as the web
// app decodes it (the `csvData` text it posts), a ZIP unpacked by the server.

/** One file as the web app posts it, under its own name or another. */
const upload = (path: string, name = path.split('/').at(-1) ?? path): HistoryFile[] => [
  { name, text: decodeUploadedText(realExport(path)) },
];

function read(files: readonly HistoryFile[]): ParsedHistory {
  const format = detectFormat(files);
  if (format === null || format === 'watchlist') throw new Error(`not another service's export: ${format}`);
  return readHistory(format, files);
}

interface Counts {
  format: string;
  rows: number;
  titles: number;
  skipped: number;
  watchlist: number;
  undated: number;
  viewings: number;
  series: number;
  reactions: number;
  notes: number;
  episodePlays: number;
}

function countsOf(parsed: ParsedHistory): Counts {
  const count = (test: (title: HistoryTitle) => boolean) => parsed.titles.filter(test).length;
  const sum = (of: (title: HistoryTitle) => number) =>
    parsed.titles.reduce((total, title) => total + of(title), 0);
  return {
    format: parsed.format,
    rows: parsed.rows,
    titles: parsed.titles.length,
    skipped: parsed.errors.length,
    watchlist: count((title) => title.watchlist),
    undated: count((title) => title.watchedUndated),
    viewings: sum((title) => title.viewings.length),
    series: count((title) => title.mediaType === 'tv'),
    reactions: count((title) => title.reaction !== null),
    notes: sum((title) => title.viewings.filter((viewing) => viewing.notes !== null).length),
    episodePlays: sum((title) => title.episodePlays.length),
  };
}

const none = { watchlist: 0, undated: 0, viewings: 0, series: 0, reactions: 0, notes: 0, episodePlays: 0 };
const titleOf = (parsed: ParsedHistory, imdbId: string) =>
  parsed.titles.find((title) => title.imdbId === imdbId);

describe('real Letterboxd exports', () => {
  it.each([
    ['letterboxd/extratone/diary.csv', { rows: 317, titles: 293, viewings: 317, reactions: 158 }],
    ['letterboxd/extratone/ratings.csv', { rows: 233, titles: 233, reactions: 233 }],
    ['letterboxd/extratone/watched.csv', { rows: 408, titles: 408, undated: 408 }],
    ['letterboxd/extratone/watchlist.csv', { rows: 113, titles: 113, watchlist: 113 }],
    ['letterboxd/extratone/likes/films.csv', { rows: 89, titles: 89, reactions: 89 }],
    [
      'letterboxd/extratone/reviews.csv',
      { rows: 127, titles: 125, viewings: 105, undated: 22, reactions: 80, notes: 105 },
    ],
    ['letterboxd/patrickmjones/ratings.csv', { rows: 5, titles: 5, reactions: 5 }],
    [
      'letterboxd/patrickmjones/reviews.csv',
      { rows: 162, titles: 158, viewings: 161, undated: 1, reactions: 5, notes: 161 },
    ],
    ['letterboxd/agosvenezia/diary.csv', { rows: 913, titles: 913, viewings: 913, reactions: 913 }],
  ])('%s', (path, expected) => {
    expect(countsOf(read(upload(path)))).toEqual({
      ...none,
      format: 'letterboxd',
      skipped: 0,
      ...expected,
    });
  });

  it('reads the export ZIP: the five lists and the likes, not deleted/, orphaned/, lists/ or the profile', () => {
    const parsed = read(readZipEntries(realExport('letterboxd/extratone-export.zip')));
    expect(countsOf(parsed)).toEqual({
      ...none,
      format: 'letterboxd',
      rows: 317 + 233 + 408 + 113 + 89 + 127,
      titles: 525,
      skipped: 0,
      watchlist: 113,
      undated: 115,
      viewings: 317,
      reactions: 253,
      notes: 105,
    });
  });

  it('tells a list by its columns: a watchlist posted without a telling name is still a watchlist', () => {
    for (const name of ['upload.csv', 'letterboxd-export.csv', 'list']) {
      expect(countsOf(read(upload('letterboxd/extratone/watchlist.csv', name))), name).toMatchObject({
        titles: 113,
        watchlist: 113,
        undated: 0,
      });
    }
    // Columns win over a name: a ratings file named like a watchlist is ratings.
    expect(countsOf(read(upload('letterboxd/extratone/ratings.csv', 'watchlist.csv')))).toMatchObject({
      watchlist: 0,
      reactions: 233,
    });
  });
});

describe('real IMDb exports', () => {
  it.each([
    ['imdb/pvlsson/imdb_ratings.csv', { rows: 17, titles: 17, undated: 17, series: 2, reactions: 17 }],
    ['imdb/laripping/WATCHLIST-new.csv', { rows: 152, titles: 152, watchlist: 152, series: 6 }],
    [
      'imdb/yamtrack/import_imdb.csv',
      { rows: 16, titles: 9, skipped: 6, watchlist: 9, series: 2, reactions: 2 },
    ],
    [
      'imdb/michael-123/ratings.csv',
      { rows: 774, titles: 773, skipped: 1, undated: 773, series: 20, reactions: 773 },
    ],
    ['imdb/michael-123/watchlist.csv', { rows: 324, titles: 324, watchlist: 324, series: 10, reactions: 4 }],
    [
      'imdb/rollekino/imdb_ratings.csv',
      { rows: 3086, titles: 3082, skipped: 4, undated: 3082, series: 136, reactions: 3082 },
    ],
  ])('%s', (path, expected) => {
    expect(countsOf(read(upload(path)))).toEqual({ ...none, format: 'imdb', skipped: 0, ...expected });
  });

  it('reads the pre-2017 header: its ratings export is watched and rated, its types mapped, games skipped', () => {
    const ratings = read(upload('imdb/michael-123/ratings.csv'));
    expect(titleOf(ratings, 'tt1614989')).toMatchObject({
      title: 'Headhunters',
      year: 2011,
      mediaType: 'movie',
      reaction: 'up',
      watchedUndated: true,
      watchlist: false,
    });
    expect(titleOf(ratings, 'tt4158110')).toMatchObject({ title: 'Mr. Robot', mediaType: 'tv' });
    expect(titleOf(ratings, 'tt4044364')).toMatchObject({ title: 'Citizenfour', mediaType: 'movie' });
    expect(ratings.errors).toEqual([
      {
        row: 607,
        error: '"Pirates of the Caribbean: The Legend of Jack Sparrow" is a Video Game the app does not keep',
      },
    ]);
    const watchlist = read(upload('imdb/michael-123/watchlist.csv'));
    expect(titleOf(watchlist, 'tt0290661')).toMatchObject({
      title: 'Dog Days',
      watchlist: true,
      watchedUndated: false,
    });
  });

  it('decodes Windows-1252 files, posted alone or in a ZIP', () => {
    const watchlist = read(upload('imdb/laripping/WATCHLIST-new.csv'));
    expect(titleOf(watchlist, 'tt1149362')?.title).toBe('Das weiße Band - Eine deutsche Kindergeschichte');
    expect(titleOf(watchlist, 'tt0486219')?.title).toBe('Szabadság, szerelem');
    const ratings = read(upload('imdb/rollekino/imdb_ratings.csv'));
    expect(titleOf(ratings, 'tt1016290')?.title).toBe('Kurôzu zero');
    expect(titleOf(ratings, 'tt0103644')?.title).toBe('Alien³');

    const archive = Buffer.from(
      zipSync({ 'WATCHLIST.csv': new Uint8Array(realExport('imdb/laripping/WATCHLIST-new.csv')) }),
    );
    const zipped = read(readZipEntries(archive));
    expect(titleOf(zipped, 'tt0235712')?.title).toBe('Ringu 0: Bâsudei');
  });
});

describe('real Trakt exports', () => {
  it.each([
    [
      'trakt/yamtrack-export/watched-history.json',
      { rows: 52, titles: 24, viewings: 8, series: 17, episodePlays: 44 },
    ],
    ['trakt/yamtrack-export/ratings-shows.json', { rows: 4, titles: 4, series: 4, reactions: 4 }],
    ['trakt/yamtrack-export/lists-watchlist.json', { rows: 6, titles: 6, watchlist: 6, series: 3 }],
  ])('%s', (path, expected) => {
    expect(countsOf(read(upload(path)))).toEqual({ ...none, format: 'trakt', skipped: 0, ...expected });
  });

  it.each([
    'trakt/yamtrack-export/ratings-episodes.json',
    'trakt/yamtrack-export/ratings-seasons.json',
    'trakt/yamtrack-export/user-profile.json',
  ])('leaves alone %s, which holds no title of its own', (path) => {
    expect(detectFormat(upload(path))).toBeNull();
  });

  it('reads the export ZIP: plays, ratings and watchlist', () => {
    expect(countsOf(read(readZipEntries(realExport('trakt/yamtrack-export.zip'))))).toEqual({
      ...none,
      format: 'trakt',
      rows: 63,
      titles: 32,
      skipped: 0,
      watchlist: 6,
      viewings: 8,
      series: 22,
      reactions: 5,
      episodePlays: 44,
    });
  });
});
