import { describe, expect, it } from 'vitest';
import { dayLabel } from './calendar-days';
import {
  calendarRange,
  comingSoon,
  comingSoonLabel,
  comingSoonRange,
  type ComingSoonTitle,
} from './coming-soon';
import type { KnownEpisode } from './up-next';
import { dayInZone } from './household-day';

const TODAY = '2026-06-15';
const range = comingSoonRange(TODAY);

let nextId = 1;
function title(more: Partial<ComingSoonTitle>): ComingSoonTitle {
  const id = nextId++;
  return {
    itemId: id,
    tmdbId: 5000 + id,
    mediaType: 'tv',
    title: `Title ${id}`,
    posterPath: null,
    backdropPath: null,
    status: 'to_watch',
    releaseDate: null,
    seasons: [],
    episodes: [],
    ...more,
  };
}

const episode = (seasonNumber: number, episodeNumber: number, airDate: string | null): KnownEpisode => ({
  seasonNumber,
  episodeNumber,
  name: `Episode ${episodeNumber}`,
  airDate,
});

describe('Coming Soon', () => {
  it('lists episodes, premieres and movie releases from today through the 89 days after, by date', () => {
    const series = title({
      title: 'Harbor Lights',
      seasons: [{ seasonNumber: 4, airDate: '2026-06-15' }],
      episodes: [
        episode(3, 8, '2026-06-14'),
        episode(4, 1, '2026-06-15'),
        episode(4, 2, '2026-06-22'),
        episode(4, 3, '2026-09-12'),
        episode(4, 4, '2026-09-13'),
        episode(4, 5, null),
      ],
    });
    const film = title({ mediaType: 'movie', title: 'Lantern', releaseDate: '2026-07-01' });
    const entries = comingSoon([film, series], range);
    expect(entries.map((entry) => [entry.date, entry.kind, comingSoonLabel(entry)])).toEqual([
      ['2026-06-15', 'season', 'Season 4 premiere'],
      ['2026-06-22', 'episode', 'S4 · E2 · Episode 2'],
      ['2026-07-01', 'movie', 'Movie release'],
      ['2026-09-12', 'episode', 'S4 · E3 · Episode 3'],
    ]);
    expect(range).toEqual({ from: '2026-06-15', to: '2026-09-12' });
  });

  it('makes one entry of the episodes of a season released the same day', () => {
    const dump = title({
      episodes: [1, 2, 3, 4, 5, 6].map((number) => episode(2, number, '2026-07-03')),
    });
    const [entry] = comingSoon([dump], range);
    expect(entry).toMatchObject({ kind: 'season', firstEpisode: 1, lastEpisode: 6, episodeName: null });
    expect(entry && comingSoonLabel(entry)).toBe('Season 2 premiere · E1–E6');
    expect(entry?.key).toBe(`tv-${dump.tmdbId}-s2e1-6`);
  });

  it('lists a premiere known only by its season date, once', () => {
    const announced = title({ seasons: [{ seasonNumber: 3, airDate: '2026-08-01' }] });
    const both = title({
      seasons: [{ seasonNumber: 2, airDate: '2026-08-01' }],
      episodes: [episode(2, 1, '2026-08-01'), episode(2, 2, '2026-08-08')],
    });
    const entries = comingSoon([announced, both], range);
    expect(entries.map((entry) => [entry.itemId, entry.key])).toEqual([
      [announced.itemId, `tv-${announced.tmdbId}-s3e1`],
      [both.itemId, `tv-${both.tmdbId}-s2e1`],
      [both.itemId, `tv-${both.tmdbId}-s2e2`],
    ]);
  });

  it('leaves out specials, movies already watched, and what has no date', () => {
    const entries = comingSoon(
      [
        title({
          episodes: [episode(0, 1, '2026-06-20')],
          seasons: [{ seasonNumber: 0, airDate: '2026-06-20' }],
        }),
        title({ mediaType: 'movie', status: 'watched', releaseDate: '2026-06-20' }),
        title({ mediaType: 'movie', releaseDate: null }),
      ],
      range,
    );
    expect(entries).toEqual([]);
  });

  it("starts at the household's today: the same instant is a different day by time zone", () => {
    const series = title({ episodes: [episode(1, 2, '2026-06-15')] });
    const moment = new Date('2026-06-15T03:00:00Z');
    const tokyo = dayInZone(moment, 'Asia/Tokyo');
    const honolulu = dayInZone(moment, 'Pacific/Honolulu');
    const [inTokyo] = comingSoon([series], comingSoonRange(tokyo));
    const [inHonolulu] = comingSoon([series], comingSoonRange(honolulu));
    expect(inTokyo && dayLabel(inTokyo.date, tokyo)).toBe('Today');
    expect(inHonolulu && dayLabel(inHonolulu.date, honolulu)).toBe('Tomorrow');
  });

  it('keeps the last 30 days as well in the calendar feed', () => {
    const series = title({ episodes: [episode(1, 2, '2026-05-16'), episode(1, 1, '2026-05-15')] });
    expect(calendarRange(TODAY)).toEqual({ from: '2026-05-16', to: '2026-09-12' });
    expect(comingSoon([series], calendarRange(TODAY)).map((entry) => entry.date)).toEqual(['2026-05-16']);
    expect(comingSoon([series], range)).toEqual([]);
  });
});

describe('Coming Soon, told twice', () => {
  it('lists an episode once when the season list and the next episode both tell it', () => {
    const twice = title({ episodes: [episode(2, 3, '2026-06-20'), episode(2, 3, '2026-06-20')] });
    expect(comingSoon([twice], range)).toHaveLength(1);
  });
});
