import { describe, expect, it } from 'vitest';
import type { ItemStatus, SeasonStatus } from '../schemas/library';
import {
  countedSeasons,
  progressSeasons,
  rollupFromTallies,
  rollupOf,
  seasonWatchChange,
  tallyOf,
  type SeasonProgressInput,
} from './season-rollup';

const seasons = (...statuses: SeasonStatus[]): SeasonProgressInput[] =>
  statuses.map((status, index) => ({ seasonNumber: index + 1, status }));

describe('season rollup', () => {
  it('without seasons: no seasons, zeros, and the item status', () => {
    for (const itemStatus of ['to_watch', 'watching', 'watched'] as const) {
      expect(rollupOf([], itemStatus)).toEqual({
        hasSeasons: false,
        overallStatus: itemStatus,
        totalSeasons: 0,
        watchedSeasons: 0,
        rewatchSeasons: 0,
        completionPercentage: 0,
        currentSeason: null,
      });
    }
  });

  it('counts watched and rewatch seasons toward progress, rounded', () => {
    expect(rollupOf(seasons('watched', 'rewatch', 'to_watch'), 'watching')).toEqual({
      hasSeasons: true,
      overallStatus: 'watching',
      totalSeasons: 3,
      watchedSeasons: 1,
      rewatchSeasons: 1,
      completionPercentage: 67,
      currentSeason: { seasonNumber: 2, episodeBookmark: null, episodeCount: null },
    });
    expect(rollupOf(seasons('watched', 'to_watch', 'to_watch'), 'to_watch').completionPercentage).toBe(33);
    expect(
      rollupOf(
        seasons(
          'watched',
          'to_watch',
          'to_watch',
          'to_watch',
          'to_watch',
          'to_watch',
          'to_watch',
          'to_watch',
        ),
        'to_watch',
      ).completionPercentage,
    ).toBe(13);
    expect(rollupOf(seasons('watching', 'to_watch'), 'to_watch').completionPercentage).toBe(0);
  });

  it('season 0 (Specials) does not count toward progress, status or the current season', () => {
    const withSpecials: SeasonProgressInput[] = [
      { seasonNumber: 0, status: 'watching' },
      { seasonNumber: 1, status: 'watched' },
      { seasonNumber: 2, status: 'watched' },
    ];
    expect(rollupOf(withSpecials, 'watching')).toEqual({
      hasSeasons: true,
      overallStatus: 'watched',
      totalSeasons: 2,
      watchedSeasons: 2,
      rewatchSeasons: 0,
      completionPercentage: 100,
      currentSeason: null,
    });
    expect(
      rollupOf(
        [
          { seasonNumber: 0, status: 'to_watch' },
          { seasonNumber: 1, status: 'watched' },
        ],
        'to_watch',
      ).completionPercentage,
    ).toBe(100);
  });

  it('a series whose only season is 0 counts that one', () => {
    expect(rollupOf([{ seasonNumber: 0, status: 'watched' }], 'to_watch')).toMatchObject({
      hasSeasons: true,
      overallStatus: 'watched',
      totalSeasons: 1,
      watchedSeasons: 1,
      completionPercentage: 100,
    });
    expect(rollupOf([{ seasonNumber: 0, status: 'to_watch' }], 'to_watch').currentSeason).toEqual({
      seasonNumber: 0,
      episodeBookmark: null,
      episodeCount: null,
    });
  });

  it.each<[SeasonStatus[], ItemStatus, ItemStatus]>([
    [['watched', 'rewatch'], 'watched', 'watched'],
    [['watched', 'rewatch'], 'watching', 'watched'],
    [['to_watch', 'watching'], 'to_watch', 'watching'],
    [['rewatch', 'rewatch'], 'watched', 'watched'],
    [['rewatch', 'rewatch'], 'to_watch', 'watched'],
    [['rewatch', 'to_watch'], 'to_watch', 'watching'],
    [['rewatch', 'watching'], 'watched', 'watching'],
    [['watched', 'watched'], 'to_watch', 'watched'],
    [['watched', 'watched'], 'watching', 'watched'],
    [['watched', 'to_watch'], 'to_watch', 'watching'],
    [['watched', 'to_watch'], 'watched', 'watching'],
    [['to_watch', 'to_watch'], 'to_watch', 'to_watch'],
    [['to_watch', 'to_watch'], 'watching', 'watching'],
    [['to_watch', 'to_watch'], 'watched', 'watched'],
  ])('seasons %j of an item %s: overall %s', (statuses, itemStatus, overall) => {
    expect(rollupOf(seasons(...statuses), itemStatus).overallStatus).toBe(overall);
  });

  it.each<[SeasonStatus[], number | null]>([
    [['watched', 'to_watch', 'watching'], 3],
    [['watched', 'rewatch', 'watching'], 2],
    [['watched', 'to_watch', 'to_watch'], 2],
    [['to_watch', 'to_watch'], 1],
    [['watched', 'watched'], null],
  ])('seasons %j: current season %s', (statuses, current) => {
    expect(rollupOf(seasons(...statuses), 'to_watch').currentSeason?.seasonNumber ?? null).toBe(current);
  });

  it("carries the current season's episode bookmark and length", () => {
    const watching: SeasonProgressInput[] = [
      { seasonNumber: 1, status: 'watched', episodeCount: 8 },
      { seasonNumber: 2, status: 'watching', episodeBookmark: 5, episodeCount: 10 },
      { seasonNumber: 3, status: 'to_watch', episodeCount: 10 },
    ];
    expect(rollupOf(watching, 'watching').currentSeason).toEqual({
      seasonNumber: 2,
      episodeBookmark: 5,
      episodeCount: 10,
    });
  });

  it('a season no longer listed counts only with progress: one still to watch does not keep a series unfinished', () => {
    const dropped = (status: SeasonStatus): SeasonProgressInput[] => [
      { seasonNumber: 1, status: 'watched' },
      { seasonNumber: 2, status: 'watched' },
      { seasonNumber: 3, status, listed: false },
    ];
    expect(rollupOf(dropped('to_watch'), 'watching')).toMatchObject({
      overallStatus: 'watched',
      totalSeasons: 2,
      completionPercentage: 100,
      currentSeason: null,
    });
    expect(rollupOf(dropped('watching'), 'watching')).toMatchObject({
      overallStatus: 'watching',
      totalSeasons: 3,
      currentSeason: { seasonNumber: 3 },
    });
    expect(rollupOf(dropped('watched'), 'watching')).toMatchObject({ totalSeasons: 3, watchedSeasons: 3 });
    expect(rollupOf(dropped('rewatch'), 'watching')).toMatchObject({ totalSeasons: 3, rewatchSeasons: 1 });
    // Listed or not said: counted as before.
    expect(rollupOf(seasons('watched', 'watched', 'to_watch'), 'watching').totalSeasons).toBe(3);
  });

  it('with its numbered seasons all dropped unstarted, a series counts its specials; with nothing, none', () => {
    expect(
      rollupOf(
        [
          { seasonNumber: 0, status: 'watched' },
          { seasonNumber: 1, status: 'to_watch', listed: false },
        ],
        'to_watch',
      ),
    ).toMatchObject({ hasSeasons: true, overallStatus: 'watched', totalSeasons: 1 });
    expect(rollupOf([{ seasonNumber: 1, status: 'to_watch', listed: false }], 'watching')).toEqual(
      rollupOf([], 'watching'),
    );
  });

  it('does not depend on the order of the seasons', () => {
    const ordered = seasons('watched', 'to_watch', 'watching', 'to_watch');
    expect(rollupOf([...ordered].reverse(), 'to_watch')).toEqual(rollupOf(ordered, 'to_watch'));
  });

  it('gives the same answer from group tallies as from the seasons themselves', () => {
    const mixed: SeasonProgressInput[] = [
      { seasonNumber: 0, status: 'rewatch' },
      { seasonNumber: 3, status: 'to_watch' },
      { seasonNumber: 1, status: 'watched' },
      { seasonNumber: 2, status: 'rewatch', episodeBookmark: 4, episodeCount: 9 },
    ];
    const tallies = {
      numbered: tallyOf(mixed.filter((season) => season.seasonNumber > 0)),
      specials: tallyOf(mixed.filter((season) => season.seasonNumber === 0)),
    };
    expect(rollupFromTallies(tallies, 'to_watch')).toEqual(rollupOf(mixed, 'to_watch'));
    expect(tallies.numbered).toEqual({
      total: 3,
      watched: 1,
      rewatch: 1,
      watching: 0,
      firstActive: 2,
      firstToWatch: 3,
      currentBookmark: 4,
      currentEpisodeCount: 9,
    });
  });
});

describe('counted seasons', () => {
  it('progress seasons: the counted ones among those that count (a dropped season still to watch does not)', () => {
    expect(
      progressSeasons([
        { seasonNumber: 0, status: 'to_watch' },
        { seasonNumber: 1, status: 'watched', listed: false },
        { seasonNumber: 2, status: 'to_watch', listed: true },
        { seasonNumber: 3, status: 'to_watch', listed: false },
      ]).map((season) => season.seasonNumber),
    ).toEqual([1, 2]);
  });

  it('leaves out season 0 when there are numbered seasons', () => {
    expect(countedSeasons([{ seasonNumber: 0 }, { seasonNumber: 1 }, { seasonNumber: 2 }])).toEqual([
      { seasonNumber: 1 },
      { seasonNumber: 2 },
    ]);
  });

  it('keeps season 0 when it is the only one', () => {
    expect(countedSeasons([{ seasonNumber: 0 }])).toEqual([{ seasonNumber: 0 }]);
    expect(countedSeasons([])).toEqual([]);
  });
});

describe('season watches on a status change', () => {
  it('records a new watch after the latest when a rewatch is finished', () => {
    expect(seasonWatchChange('rewatch', 'watched', 0)).toEqual({ kind: 'record', rewatchIndex: 1 });
    expect(seasonWatchChange('rewatch', 'watched', 4)).toEqual({ kind: 'record', rewatchIndex: 5 });
    expect(seasonWatchChange('rewatch', 'watched', null)).toEqual({ kind: 'record', rewatchIndex: 0 });
  });

  it('records watch 0 the first time a season is watched', () => {
    for (const from of ['to_watch', 'watching'] as const) {
      expect(seasonWatchChange(from, 'watched', null)).toEqual({ kind: 'record', rewatchIndex: 0 });
    }
  });

  it('moves the latest watch when a season is watched again without a rewatch', () => {
    expect(seasonWatchChange('to_watch', 'watched', 0)).toEqual({ kind: 'refresh', rewatchIndex: 0 });
    expect(seasonWatchChange('watching', 'watched', 2)).toEqual({ kind: 'refresh', rewatchIndex: 2 });
  });

  it('changes nothing unless the season becomes watched', () => {
    expect(seasonWatchChange('watched', 'watched', 0)).toEqual({ kind: 'none' });
    expect(seasonWatchChange('watched', 'watched', null)).toEqual({ kind: 'none' });
    for (const to of ['to_watch', 'watching', 'rewatch'] as const) {
      for (const from of ['to_watch', 'watching', 'watched', 'rewatch'] as const) {
        expect(seasonWatchChange(from, to, 1)).toEqual({ kind: 'none' });
      }
    }
  });

  it('a full rewatch cycle numbers the watches 0, 1, 2', () => {
    const indexes: number[] = [];
    let latest: number | null = null;
    let status: SeasonStatus = 'to_watch';
    for (const next of ['watching', 'watched', 'rewatch', 'watched', 'rewatch', 'watched'] as const) {
      const change = seasonWatchChange(status, next, latest);
      if (change.kind === 'record') {
        indexes.push(change.rewatchIndex);
        latest = change.rewatchIndex;
      }
      status = next;
    }
    expect(indexes).toEqual([0, 1, 2]);
  });
});
