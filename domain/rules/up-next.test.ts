import { describe, expect, it } from 'vitest';
import type { SeasonStatus } from '../schemas/library';
import { upNext, UP_NEXT_LIMIT, type UpNextSeason, type UpNextTitle } from './up-next';
import { dayInZone } from './household-day';

const TODAY = '2026-06-15';

let nextId = 1;
function season(seasonNumber: number, status: SeasonStatus, more: Partial<UpNextSeason> = {}): UpNextSeason {
  return {
    seasonNumber,
    status,
    episodeBookmark: null,
    episodeCount: 10,
    airDate: `20${10 + seasonNumber}-01-01`,
    updatedAt: '2026-01-01T10:00:00.000Z',
    lastFinishedDay: status === 'watched' ? '2025-03-01' : null,
    ...more,
  };
}

function series(seasons: UpNextSeason[], more: Partial<UpNextTitle> = {}): UpNextTitle {
  const id = nextId++;
  return {
    itemId: id,
    tmdbId: 1000 + id,
    mediaType: 'tv',
    title: `Series ${id}`,
    posterPath: null,
    backdropPath: null,
    status: 'watching',
    releaseDate: '2011-01-01',
    finishedDay: null,
    updatedAt: '2026-01-01T10:00:00.000Z',
    seasons,
    episodes: [],
    dismissedKey: null,
    ...more,
  };
}

function movie(releaseDate: string | null, more: Partial<UpNextTitle> = {}): UpNextTitle {
  return { ...series([], more), mediaType: 'movie', status: 'to_watch', releaseDate, ...more };
}

describe('Up Next: series being watched', () => {
  it('goes on at the episode after the bookmark, with its name when known', () => {
    const title = series([season(1, 'watched'), season(2, 'watching', { episodeBookmark: 5 })], {
      episodes: [{ seasonNumber: 2, episodeNumber: 6, name: 'Low Tide', airDate: '2012-02-05' }],
    });
    expect(upNext([title], TODAY)).toEqual([
      expect.objectContaining({
        kind: 'continue',
        key: 'continue:s2e6',
        seasonNumber: 2,
        episodeNumber: 6,
        episodeName: 'Low Tide',
        episodeCount: 10,
        date: null,
      }),
    ]);
  });

  it('goes on with the first episode of a season started without a bookmark, and past a finished one', () => {
    const started = series([season(1, 'watching')]);
    const between = series([season(1, 'watched'), season(2, 'to_watch')], {
      // Finished season 1 after season 2 had aired: they simply have not started it.
      seasons: [season(1, 'watched', { lastFinishedDay: '2013-05-01' }), season(2, 'to_watch')],
    });
    const entries = upNext([started, between], TODAY);
    expect(entries.map((entry) => [entry.itemId, entry.key])).toEqual(
      expect.arrayContaining([
        [started.itemId, 'continue:s1e1'],
        [between.itemId, 'continue:s2e1'],
      ]),
    );
  });

  it('goes past a season the film data no longer lists and that was never started', () => {
    const title = series([
      season(1, 'watched', { lastFinishedDay: '2013-05-01' }),
      season(2, 'to_watch', { listed: false }),
      season(3, 'to_watch'),
    ]);
    expect(upNext([title], TODAY).map((entry) => entry.key)).toEqual(['continue:s3e1']);
    const listed = series([season(1, 'watched', { lastFinishedDay: '2013-05-01' }), season(2, 'to_watch')]);
    expect(upNext([listed], TODAY).map((entry) => entry.key)).toEqual(['continue:s2e1']);
  });

  it('waits for an episode that has not aired (known from its date, or the last aired episode)', () => {
    const dated = series([season(3, 'watching', { episodeBookmark: 4 })], {
      episodes: [{ seasonNumber: 3, episodeNumber: 5, name: 'Soon', airDate: '2026-06-16' }],
      lastAired: { seasonNumber: 3, episodeNumber: 4 },
    });
    const undated = series([season(3, 'watching', { episodeBookmark: 4 })], {
      lastAired: { seasonNumber: 3, episodeNumber: 4 },
    });
    const airedToday = series([season(3, 'watching', { episodeBookmark: 4 })], {
      episodes: [{ seasonNumber: 3, episodeNumber: 5, name: 'Now', airDate: TODAY }],
      lastAired: { seasonNumber: 3, episodeNumber: 4 },
    });
    expect(upNext([dated, undated, airedToday], TODAY).map((entry) => entry.itemId)).toEqual([
      airedToday.itemId,
    ]);
  });

  it('without known airing, takes a season under way as out and one to start as out once its date has come', () => {
    const underWay = series([season(1, 'watching', { episodeBookmark: 2, airDate: null })]);
    const toStartLater = series([
      season(1, 'watched', { lastFinishedDay: '2026-06-01' }),
      season(2, 'to_watch', { airDate: '2026-07-01' }),
    ]);
    expect(upNext([underWay, toStartLater], TODAY).map((entry) => entry.itemId)).toEqual([underWay.itemId]);
  });

  it('moves to the next season when the bookmark stands on the last episode', () => {
    const title = series([
      season(1, 'watching', { episodeBookmark: 10 }),
      season(2, 'to_watch', { airDate: '2013-01-01' }),
    ]);
    expect(upNext([title], TODAY)[0]?.key).toBe('continue:s2e1');
  });

  it('goes on with a rewatch under way, not a series merely marked for rewatch', () => {
    const rewatching = series([season(1, 'rewatch', { episodeBookmark: 3 }), season(2, 'rewatch')]);
    const marked = series([season(1, 'rewatch'), season(2, 'rewatch')]);
    expect(upNext([rewatching, marked], TODAY).map((entry) => entry.key)).toEqual(['continue:s1e4']);
  });

  it('leaves out a finished series with nothing new, a series to watch, and specials', () => {
    const finished = series([season(0, 'to_watch'), season(1, 'watched'), season(2, 'watched')]);
    const untouched = series([season(1, 'to_watch')], { status: 'to_watch' });
    expect(upNext([finished, untouched], TODAY)).toEqual([]);
  });
});

describe('Up Next: new seasons', () => {
  const finishedThenNew = (premiere: string, more: Partial<UpNextTitle> = {}) =>
    series(
      [
        season(1, 'watched', { lastFinishedDay: '2026-01-10' }),
        season(2, 'watched', { lastFinishedDay: '2026-02-10' }),
        season(3, 'to_watch', { airDate: premiere }),
      ],
      more,
    );

  it("lists a finished series whose next season aired after they finished it as 'New season'", () => {
    const title = finishedThenNew('2026-06-01');
    expect(upNext([title], TODAY)).toEqual([
      expect.objectContaining({
        kind: 'new_season',
        key: 'new_season:s3',
        seasonNumber: 3,
        episodeNumber: 1,
        date: '2026-06-01',
      }),
    ]);
  });

  it('counts a premiere on the day they finished as new, and waits for one still to come', () => {
    expect(upNext([finishedThenNew('2026-02-10')], TODAY)[0]?.kind).toBe('new_season');
    expect(upNext([finishedThenNew('2026-06-16')], TODAY)).toEqual([]);
    expect(upNext([finishedThenNew(TODAY)], TODAY)[0]?.kind).toBe('new_season');
  });

  it("trusts the film database's last aired episode over the premiere date", () => {
    const aired = finishedThenNew('2026-06-20', { lastAired: { seasonNumber: 3, episodeNumber: 1 } });
    expect(upNext([aired], TODAY)[0]?.kind).toBe('new_season');
  });

  it("falls back on the series' finish day when no season watch is recorded", () => {
    const title = series(
      [season(1, 'watched', { lastFinishedDay: null }), season(2, 'to_watch', { airDate: '2026-05-01' })],
      { finishedDay: '2026-04-01', status: 'watched' },
    );
    expect(upNext([title], TODAY)[0]?.kind).toBe('new_season');
  });

  it("is 'aired' by the household's day: the same instant is before or after a premiere by time zone", () => {
    const moment = new Date('2026-06-14T23:30:00Z');
    const title = finishedThenNew('2026-06-15');
    expect(upNext([title], dayInZone(moment, 'Europe/Paris'))[0]?.kind).toBe('new_season');
    expect(upNext([title], dayInZone(moment, 'America/Los_Angeles'))).toEqual([]);
  });
});

describe('Up Next: titles released lately', () => {
  it('lists titles to watch released in the last 30 days, today included, newest first', () => {
    const today = movie(TODAY);
    const day30 = movie('2026-05-17');
    const day31 = movie('2026-05-16');
    const future = movie('2026-06-16');
    const watched = movie('2026-06-01', { status: 'watched' });
    const newSeries = series([season(1, 'to_watch', { airDate: '2026-06-10' })], {
      status: 'to_watch',
      releaseDate: '2026-06-10',
    });
    const entries = upNext([day30, today, day31, future, watched, newSeries], TODAY);
    expect(entries.map((entry) => [entry.itemId, entry.kind, entry.date])).toEqual([
      [today.itemId, 'released', TODAY],
      [newSeries.itemId, 'released', '2026-06-10'],
      [day30.itemId, 'released', '2026-05-17'],
    ]);
  });
});

describe('Up Next: order and dismissals', () => {
  it('lists what the household is watching first (latest first), then new seasons, then releases', () => {
    const older = series([season(1, 'watching', { updatedAt: '2026-06-01T10:00:00.000Z' })]);
    const newer = series([season(1, 'watching', { updatedAt: '2026-06-14T10:00:00.000Z' })]);
    const fresh = series([
      season(1, 'watched', { lastFinishedDay: '2026-01-01' }),
      season(2, 'to_watch', { airDate: '2026-06-01' }),
    ]);
    const released = movie('2026-06-14');
    const order = upNext([released, fresh, older, newer], TODAY).map((entry) => entry.itemId);
    expect(order).toEqual([newer.itemId, older.itemId, fresh.itemId, released.itemId]);
  });

  it('hides a dismissed entry until the title has another one', () => {
    const seasons = [season(1, 'watching', { episodeBookmark: 2 })];
    expect(upNext([series(seasons, { dismissedKey: 'continue:s1e3' })], TODAY)).toEqual([]);
    expect(upNext([series(seasons, { dismissedKey: 'continue:s1e2' })], TODAY)).toHaveLength(1);
    expect(upNext([movie(TODAY, { dismissedKey: 'released' })], TODAY)).toEqual([]);
  });

  it(`keeps at most ${UP_NEXT_LIMIT}`, () => {
    const many = Array.from({ length: UP_NEXT_LIMIT + 5 }, () => movie(TODAY));
    expect(upNext(many, TODAY)).toHaveLength(UP_NEXT_LIMIT);
  });
});
