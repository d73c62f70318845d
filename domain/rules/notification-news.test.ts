import { describe, expect, it } from 'vitest';
import type { SeasonStatus } from '../schemas/library';
import {
  decideInvitation,
  dueNews,
  newsSince,
  type NewsArrival,
  type NewsFacts,
  type NewsSeries,
} from './notification-news';

const series = (overrides: Partial<NewsSeries> & { statuses?: SeasonStatus[] } = {}): NewsSeries => {
  const { statuses = ['watching'], ...rest } = overrides;
  return {
    itemId: 1,
    tmdbId: 1399,
    mediaType: 'tv',
    title: 'Game of Thrones',
    posterPath: null,
    backdropPath: null,
    status: 'watching',
    releaseDate: null,
    seasons: statuses.map((status, index) => ({ seasonNumber: index + 1, airDate: null, status })),
    episodes: [],
    ...rest,
  };
};

const movie = (releaseDate: string): NewsSeries => ({
  ...series({ statuses: [] }),
  itemId: 2,
  tmdbId: 603,
  mediaType: 'movie',
  title: 'The Matrix',
  status: 'to_watch',
  releaseDate,
});

const episode = (
  seasonNumber: number,
  episodeNumber: number,
  airDate: string,
  name: string | null = null,
) => ({
  seasonNumber,
  episodeNumber,
  name,
  airDate,
});

const facts = (overrides: Partial<NewsFacts>): NewsFacts => ({
  titles: [],
  arrivals: [],
  services: [8],
  ...overrides,
});

const at = (iso: string) => Date.parse(iso);

describe('new episodes', () => {
  it("tells a watched series' episode on its air day, with the title's page and until the day ends", () => {
    const news = dueNews(
      facts({ titles: [series({ episodes: [episode(1, 4, '2026-11-28', 'Low Tide')] })] }),
      at('2026-11-28T10:00:00Z'),
      'UTC',
    );
    expect(news).toEqual([
      {
        key: 'new-episode:1399:2026-11-28',
        topic: 'new-episode',
        title: 'Game of Thrones',
        body: 'New today: S1 · E4 · Low Tide',
        url: '/movie/tv/1399',
        tmdbId: 1399,
        mediaType: 'tv',
        viewer: null,
        relevantUntil: at('2026-11-29T00:00:00Z'),
        urgent: false,
      },
    ]);
  });

  it("reads today in the household's zone: 23:30 UTC is already tomorrow in Tokyo", () => {
    const titles = [series({ episodes: [episode(1, 5, '2026-11-28')] })];
    const lateUtc = at('2026-11-27T23:30:00Z');
    expect(dueNews(facts({ titles }), lateUtc, 'UTC')).toEqual([]);
    const [news] = dueNews(facts({ titles }), lateUtc, 'Asia/Tokyo');
    expect(news?.key).toBe('new-episode:1399:2026-11-28');
    expect(news?.relevantUntil).toBe(at('2026-11-28T15:00:00Z'));
  });

  it('several episodes of one series the same day are one piece of news', () => {
    const titles = [
      series({
        episodes: [episode(1, 1, '2026-11-28'), episode(1, 2, '2026-11-28'), episode(1, 5, '2026-11-28')],
      }),
    ];
    const news = dueNews(facts({ titles }), at('2026-11-28T12:00:00Z'), 'UTC');
    expect(news.map((one) => [one.key, one.body])).toEqual([
      ['new-episode:1399:2026-11-28', 'New today: Season 1 premiere · E1–E2, S1 · E5'],
    ]);
  });

  it('the same day gives the same key (told once); the next day a new one', () => {
    const titles = [series({ episodes: [episode(1, 4, '2026-11-28'), episode(1, 5, '2026-11-29')] })];
    const morning = dueNews(facts({ titles }), at('2026-11-28T08:00:00Z'), 'UTC');
    const evening = dueNews(facts({ titles }), at('2026-11-28T21:00:00Z'), 'UTC');
    const nextDay = dueNews(facts({ titles }), at('2026-11-29T08:00:00Z'), 'UTC');
    expect(morning.map((one) => one.key)).toEqual(['new-episode:1399:2026-11-28']);
    expect(evening.map((one) => one.key)).toEqual(['new-episode:1399:2026-11-28']);
    expect(nextDay.map((one) => one.key)).toEqual(['new-episode:1399:2026-11-29']);
  });

  it('a day gone by is never told: after a week down, only the day it is', () => {
    const titles = [series({ episodes: [episode(1, 4, '2026-11-21')] })];
    expect(dueNews(facts({ titles }), at('2026-11-28T08:00:00Z'), 'UTC')).toEqual([]);
  });

  it('a series not being watched tells nothing of its episodes', () => {
    const titles = [
      series({ status: 'to_watch', statuses: ['to_watch'], episodes: [episode(1, 4, '2026-11-28')] }),
    ];
    expect(dueNews(facts({ titles }), at('2026-11-28T08:00:00Z'), 'UTC')).toEqual([]);
  });
});

describe('new seasons, releases and arrivals', () => {
  it('a season premiering today of a series we finished is a new season', () => {
    const titles = [
      series({
        status: 'watching',
        statuses: ['watched', 'rewatch', 'to_watch'],
        episodes: [episode(3, 1, '2026-11-28'), episode(3, 2, '2026-11-28')],
      }),
    ];
    const news = dueNews(facts({ titles }), at('2026-11-28T08:00:00Z'), 'UTC');
    expect(news.map((one) => [one.key, one.topic, one.body])).toEqual([
      ['new-season:1399:3', 'new-season', 'Season 3 premieres today'],
    ]);
  });

  it("a to-watch movie released today (the library's release date)", () => {
    const news = dueNews(facts({ titles: [movie('2026-11-28')] }), at('2026-11-28T08:00:00Z'), 'UTC');
    expect(news.map((one) => [one.key, one.title, one.body, one.url])).toEqual([
      ['released:603', 'The Matrix', 'Released today', '/movie/movie/603'],
    ]);
  });

  it('a title to watch newly on one of our services, once per service, for a few days', () => {
    const arrival: NewsArrival = {
      tmdbId: 603,
      mediaType: 'movie',
      title: 'The Matrix',
      status: 'to_watch',
      availability: { streams: [8, 9, 337], now: [8, 9, 337], left: [] },
      checkedAt: '2026-11-28T07:00:00.000Z',
      providerNames: new Map([
        [8, 'Netflix'],
        [337, 'Disney Plus'],
      ]),
    };
    const now = at('2026-11-28T08:00:00Z');
    const news = dueNews(facts({ arrivals: [arrival], services: [8, 337] }), now, 'UTC');
    expect(news.map((one) => [one.key, one.body, one.relevantUntil])).toEqual([
      ['on-our-services:movie:603:8', 'Now on Netflix', at('2026-12-01T08:00:00Z')],
      ['on-our-services:movie:603:337', 'Now on Disney Plus', at('2026-12-01T08:00:00Z')],
    ]);
    expect(dueNews(facts({ arrivals: [{ ...arrival, status: 'watched' }] }), now, 'UTC')).toEqual([]);
  });
});

describe('the weekly digest', () => {
  const week = facts({
    titles: [series({ episodes: [episode(1, 6, '2026-12-01')] }), movie('2026-11-30')],
    arrivals: [
      {
        tmdbId: 100,
        mediaType: 'tv',
        title: 'Dark',
        status: 'to_watch',
        availability: { streams: [8], now: [8], left: [] },
        checkedAt: '2026-11-27T10:00:00.000Z',
        providerNames: new Map([[8, 'Netflix']]),
      },
    ],
  });

  it("Sunday from 18:00 in the household's zone: the week's premieres and arrivals, one piece of news", () => {
    const before = dueNews(week, at('2026-11-29T17:59:00Z'), 'UTC');
    expect(before.filter((one) => one.topic === 'weekly-digest')).toEqual([]);
    const digest = dueNews(week, at('2026-11-29T18:00:00Z'), 'UTC').filter(
      (one) => one.topic === 'weekly-digest',
    );
    expect(digest.map((one) => [one.key, one.title, one.body, one.url])).toEqual([
      [
        'weekly-digest:2026-11-29',
        'The week ahead',
        'Premieres: The Matrix (Tomorrow), Game of Thrones (Tuesday). New on our services: Dark.',
        '/',
      ],
    ]);
    // 18:00 on Sunday in Tokyo is 09:00 UTC.
    const tokyo = dueNews(week, at('2026-11-29T09:00:00Z'), 'Asia/Tokyo');
    expect(tokyo.filter((one) => one.topic === 'weekly-digest').map((one) => one.key)).toEqual([
      'weekly-digest:2026-11-29',
    ]);
    expect(
      dueNews(week, at('2026-11-28T18:30:00Z'), 'UTC').filter((one) => one.topic === 'weekly-digest'),
    ).toEqual([]);
  });

  it('nothing to tell: no digest', () => {
    expect(dueNews(facts({}), at('2026-11-29T19:00:00Z'), 'UTC')).toEqual([]);
  });
});

describe('since when and the invitation', () => {
  it("a day's news dates from its day's start; 'now on' from a few days before it lapses", () => {
    expect(newsSince({ topic: 'new-episode', relevantUntil: at('2026-11-28T15:00:00Z') }, 'Asia/Tokyo')).toBe(
      at('2026-11-27T15:00:00Z'),
    );
    expect(newsSince({ topic: 'on-our-services', relevantUntil: at('2026-12-01T08:00:00Z') }, 'UTC')).toBe(
      at('2026-11-28T08:00:00Z'),
    );
  });

  it('invites the other person at once, in the words of the app', () => {
    const invitation = decideInvitation('abc', 'person2', 'Sam', at('2026-11-28T20:00:00Z'));
    expect(invitation).toMatchObject({
      key: 'decide:abc',
      topic: 'decide',
      title: 'Sam wants to decide together',
      url: '/decide',
      viewer: 'person2',
      urgent: true,
    });
  });
});
