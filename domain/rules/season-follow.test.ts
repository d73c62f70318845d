import { describe, expect, it } from 'vitest';
import type { ItemStatus, SeasonStatus } from '../schemas/library';
import type { ItemStatusDates } from './item-status-change';
import { statusFollowingSeasons } from './season-follow';

const EARLIER = '2021-05-01T20:00:00.000Z';
const LATER = '2021-06-01T20:00:00.000Z';
const NOW = '2026-02-03T20:00:00.000Z';

const item = (status: ItemStatus, dates: Partial<ItemStatusDates> = {}): ItemStatusDates => ({
  status,
  dateStarted: null,
  dateFinished: null,
  finishedDate: null,
  ...dates,
});
const seasons = (...statuses: SeasonStatus[]) =>
  statuses.map((status, index) => ({ id: index + 1, seasonNumber: index + 1, status }));

describe('a series status following its seasons', () => {
  it.each<[SeasonStatus[], ItemStatus, ItemStatus | null]>([
    [['watching', 'to_watch'], 'to_watch', 'watching'],
    [['watched', 'to_watch'], 'to_watch', 'watching'],
    [['watched', 'rewatch'], 'watching', 'watched'],
    [['watched', 'to_watch'], 'watched', 'watching'],
    [['watching', 'watched'], 'watched', 'watching'],
    [['watched', 'watched'], 'watched', null],
    [['watching', 'to_watch'], 'watching', null],
    [['to_watch', 'to_watch'], 'watched', null],
    [['to_watch', 'to_watch'], 'watching', null],
    [['to_watch', 'to_watch'], 'to_watch', null],
  ])('seasons %j of an item %s: %s', (statuses, status, followed) => {
    expect(statusFollowingSeasons(item(status), seasons(...statuses), [], NOW)?.status ?? null).toBe(
      followed,
    );
  });

  it('changes nothing without seasons', () => {
    for (const status of ['to_watch', 'watching', 'watched'] as const)
      expect(statusFollowingSeasons(item(status), [], [], NOW)).toBeNull();
  });

  it('starting: dateStarted now the first time, the finish dates kept', () => {
    expect(statusFollowingSeasons(item('to_watch'), seasons('watching'), [], NOW)).toEqual(
      item('watching', { dateStarted: NOW }),
    );
    const finished = item('watched', { dateStarted: EARLIER, dateFinished: LATER, finishedDate: LATER });
    expect(statusFollowingSeasons(finished, seasons('watched', 'to_watch'), [], NOW)).toEqual({
      ...finished,
      status: 'watching',
    });
  });

  it('finishing: when the last counted season was finished (its latest watch), else now', () => {
    const watches = [
      { seasonId: 1, lastFinishedAt: LATER },
      { seasonId: 2, lastFinishedAt: EARLIER },
    ];
    expect(statusFollowingSeasons(item('watching'), seasons('watched', 'watched'), watches, NOW)).toEqual(
      item('watched', { dateFinished: LATER, finishedDate: LATER }),
    );
    expect(statusFollowingSeasons(item('watching'), seasons('watched', 'rewatch'), [], NOW)).toEqual(
      item('watched', { dateFinished: NOW, finishedDate: NOW }),
    );
  });

  it("finishing: the watches of seasons that do not count (the specials) are not the series' finish", () => {
    const withSpecials = [
      { id: 7, seasonNumber: 0, status: 'watched' as const },
      { id: 8, seasonNumber: 1, status: 'watched' as const },
    ];
    const watches = [
      { seasonId: 7, lastFinishedAt: LATER },
      { seasonId: 8, lastFinishedAt: EARLIER },
    ];
    expect(statusFollowingSeasons(item('watching'), withSpecials, watches, NOW)).toMatchObject({
      dateFinished: EARLIER,
    });
  });

  it('a season dropped upstream before it was started does not keep the series from being finished', () => {
    const dropped = [
      ...seasons('watched', 'watched'),
      { id: 3, seasonNumber: 3, status: 'to_watch' as const, listed: false },
    ];
    expect(statusFollowingSeasons(item('watching'), dropped, [], NOW)?.status).toBe('watched');
    expect(statusFollowingSeasons(item('watched'), dropped, [], NOW)).toBeNull();
  });
});
