import { describe, expect, it } from 'vitest';
import type { SeriesAiring } from '../schemas/film';
import { mayStillAir, seasonsToRead } from './series-airing';

const next = (seasonNumber: number): SeriesAiring['nextEpisode'] => ({
  seasonNumber,
  episodeNumber: 3,
  name: 'Next',
  airDate: '2026-06-20',
  runtime: null,
});

describe('series still airing', () => {
  it('are all but the ended and the canceled, and those that say nothing', () => {
    expect(['Returning Series', 'In Production', 'Planned', 'Pilot', null].map(mayStillAir)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['Ended', 'Canceled'].map(mayStillAir)).toEqual([false, false]);
  });
});

describe('seasons read by the check', () => {
  const seasons = [
    { seasonNumber: 0, airDate: '2026-07-01' },
    { seasonNumber: 1, airDate: '2020-01-01' },
    { seasonNumber: 2, airDate: '2026-06-01' },
    { seasonNumber: 3, airDate: '2026-06-15' },
    { seasonNumber: 4, airDate: null },
  ];

  it("are the next episode's season and those premiering from today on, specials left out", () => {
    const airing: SeriesAiring = { status: 'Returning Series', lastEpisode: null, nextEpisode: next(2) };
    expect(seasonsToRead(airing, seasons, '2026-06-15')).toEqual([2, 3]);
    expect(seasonsToRead({ ...airing, nextEpisode: null }, seasons, '2026-06-16')).toEqual([]);
  });

  it('are at most three', () => {
    const many = [5, 6, 7, 8].map((seasonNumber) => ({ seasonNumber, airDate: '2027-01-01' }));
    expect(seasonsToRead({ status: null, lastEpisode: null, nextEpisode: null }, many, '2026-06-15')).toEqual(
      [5, 6, 7],
    );
  });
});
