import { describe, expect, it } from 'vitest';
import { historyKey, normalisedTitle } from './history';
import { reactionOfRating } from './rating-reaction';
import { detectFormat, readHistory } from './read-history';
import { seasonProgressFromPlays } from './season-passes';
import { localDay } from './source-files';

const file = (name: string, lines: string[]) => ({ name, text: `${lines.join('\n')}\n` });

const LETTERBOXD = {
  diary: file('diary.csv', [
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
    '2024-03-02,The Paper Lantern,1998,https://boxd.it/aB3x9Q,3.5,,"cozy, rainy day",2024-03-01',
    '2024-03-09,The Paper Lantern,1998,https://boxd.it/aB4kLm,2,Yes,,2024-03-08',
    '2024-04-01,Harbor Nights,2019,https://boxd.it/x1,,,,',
  ]),
  reviews: file('reviews.csv', [
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date',
    '2024-03-09,The Paper Lantern,1998,https://boxd.it/aB4kLm,2,Yes,"Less magic, second time.",,2024-03-08',
  ]),
  ratings: file('ratings.csv', [
    'Date,Name,Year,Letterboxd URI,Rating',
    '2024-03-10,The Paper Lantern,1998,https://boxd.it/film1,4.5',
  ]),
  watched: file('watched.csv', [
    'Date,Name,Year,Letterboxd URI',
    '2023-01-01,The Paper Lantern,1998,https://boxd.it/film1',
    '2023-01-01,Old Favourite,1985,https://boxd.it/film2',
  ]),
  watchlist: file('watchlist.csv', [
    'Date,Name,Year,Letterboxd URI',
    '2024-05-01,Someday Film,2022,https://boxd.it/f3',
  ]),
  likes: file('likes/films.csv', [
    'Date,Name,Year,Letterboxd URI',
    '2024-05-02,Old Favourite,1985,https://boxd.it/f2',
  ]),
  deleted: file('deleted/diary.csv', [
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
    '2020-01-01,Gone Film,2001,https://boxd.it/zz,5,,,2020-01-01',
  ]),
  profile: file('profile.csv', [
    'Date Joined,Username,Email Address',
    '2020-01-01,someone,someone@example.invalid',
  ]),
};

describe('reactions from ratings', () => {
  it('reads a 10-point rating as up (7–10), neutral (5–6) or down (1–4); 0 and nothing are no reaction', () => {
    expect([10, 7, 6.5, 5, 4.5, 1, 0, null, 11].map(reactionOfRating)).toEqual([
      'up',
      'up',
      'neutral',
      'neutral',
      'down',
      'down',
      null,
      null,
      null,
    ]);
  });
});

describe('format detection, by content only', () => {
  it('tells each service apart whatever the files are called', () => {
    expect(detectFormat([{ name: 'x.csv', text: 'type,tmdbId,title\nmovie,1,A' }])).toBe('watchlist');
    expect(detectFormat([{ ...LETTERBOXD.ratings, name: 'ratings.csv' }])).toBe('letterboxd');
    expect(
      detectFormat([
        { name: 'ratings.csv', text: 'Const,Your Rating,Date Rated,Title,URL,Title Type,Year\n' },
      ]),
    ).toBe('imdb');
    expect(detectFormat([{ name: 'a.csv', text: 'title,year,tmdbId,imdbId,userRating\nA,2000,1,,8' }])).toBe(
      'movary',
    );
    expect(detectFormat([{ name: 'watched-history-1.json', text: '[]' }])).toBe('trakt');
    expect(detectFormat([{ name: 'notes.txt', text: 'movie night, friday' }])).toBeNull();
  });
});

describe('Letterboxd', () => {
  const parsed = readHistory('letterboxd', Object.values(LETTERBOXD));
  const byName = (name: string) => parsed.titles.find((title) => title.title === name);

  it('dates viewings by Watched Date, with reviews as notes, and rates from ratings.csv', () => {
    expect(byName('The Paper Lantern')).toMatchObject({
      key: 'title:any:the paper lantern:1998',
      mediaType: null,
      year: 1998,
      viewings: [
        { date: '2024-03-01', reaction: 'up', notes: null },
        { date: '2024-03-08', reaction: 'down', notes: 'Less magic, second time.' },
      ],
      reaction: 'up',
      watchedUndated: false,
    });
  });

  it('keeps watched.csv titles as watched without a date, likes as thumbs up, the watchlist to watch', () => {
    expect(byName('Old Favourite')).toMatchObject({ viewings: [], watchedUndated: true, reaction: 'up' });
    expect(byName('Someday Film')).toMatchObject({ watchlist: true, watchedUndated: false });
    expect(byName('Harbor Nights')).toMatchObject({ viewings: [], watchedUndated: true });
  });

  it('ignores deleted/, orphaned/ and the profile', () => {
    expect(byName('Gone Film')).toBeUndefined();
    expect(parsed.titles).toHaveLength(4);
    expect(parsed.errors).toEqual([]);
  });

  it('reads a single four-column file by its name: a watchlist is not a watched list', () => {
    const single = readHistory('letterboxd', [{ ...LETTERBOXD.watchlist, name: 'my-watchlist.csv' }]);
    expect(single.titles[0]).toMatchObject({ watchlist: true, watchedUndated: false });
  });
});

describe('IMDb', () => {
  it('reads ratings (both header vintages) as watched with a reaction; episodes are reported', () => {
    const current = readHistory('imdb', [
      file('ratings.csv', [
        'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
        'tt9000001,8,2024-02-11,The Paper Lantern,Le Lanterne,https://www.imdb.com/title/tt9000001/,Movie,7.1,104,1998,"Drama, Romance",1200,1998-05-02,Ann Example',
        'tt9000002,6,2024-02-12,Harbor Lights,Harbor Lights,https://www.imdb.com/title/tt9000002/,TV Series,8.0,45,2019–2023,Drama,900,2019-09-01,',
        '9000003,3,2024-02-13,Pilot,Pilot,https://www.imdb.com/title/tt9000003/,TV Episode,7.0,45,2019,Drama,10,2019-09-01,',
      ]),
    ]);
    expect(current.titles).toEqual([
      expect.objectContaining({
        key: 'imdb:tt9000001',
        mediaType: 'movie',
        reaction: 'up',
        watchedUndated: true,
      }),
      expect.objectContaining({ key: 'imdb:tt9000002', mediaType: 'tv', year: 2019, reaction: 'neutral' }),
    ]);
    expect(current.errors).toEqual([{ row: 4, error: '"Pilot" is an episode: import its series instead' }]);
    const older = readHistory('imdb', [
      file('ratings.csv', [
        'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
        'tt9000001,2,2019-02-11,The Paper Lantern,https://www.imdb.com/title/tt9000001/,movie,7.1,104,1998,Drama,1200,1998-05-02,',
        '9000004,9,2019-02-11,A Series,https://www.imdb.com/title/tt9000004/,tvMiniSeries,7.1,50,2001,Drama,1200,2001-05-02,',
      ]),
    ]);
    expect(older.titles.map((title) => [title.imdbId, title.mediaType, title.reaction])).toEqual([
      ['tt9000001', 'movie', 'down'],
      ['tt9000004', 'tv', 'up'],
    ]);
  });

  it('reads a watchlist or list as titles to watch', () => {
    const list = readHistory('imdb', [
      file('watchlist.csv', [
        'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
        '1,tt9000001,2024-01-01,2024-01-01,,The Paper Lantern,,https://www.imdb.com/title/tt9000001/,Movie,7.1,104,1998,Drama,1200,1998-05-02,,,',
      ]),
    ]);
    expect(list.titles[0]).toMatchObject({ watchlist: true, watchedUndated: false, reaction: null });
  });
});

describe('Trakt', () => {
  const history = JSON.stringify([
    {
      id: 11005135416,
      watched_at: '2025-07-01T18:41:00.000Z',
      action: 'watch',
      type: 'episode',
      episode: { season: 3, number: 1, title: 'Keys', ids: { trakt: 1, tmdb: 5884550, imdb: 'tt1' } },
      show: {
        title: 'Harbor Lights',
        year: 2021,
        ids: { trakt: 162712, slug: 'harbor-lights', tmdb: 93405, imdb: 'tt10919420' },
      },
    },
    {
      id: 11005135417,
      watched_at: '2025-07-02T20:00:00.000Z',
      action: 'scrobble',
      type: 'movie',
      movie: {
        title: 'The Paper Lantern',
        year: 1998,
        ids: { trakt: 9, slug: 'the-paper-lantern-1998', tmdb: 424242, imdb: 'tt9000001' },
      },
    },
    {
      id: 3,
      watched_at: '2025-07-03T20:00:00.000Z',
      type: 'movie',
      movie: { title: null, year: null, ids: { tmdb: null, imdb: null } },
    },
  ]);
  const ratings = JSON.stringify([
    {
      rated_at: '2025-07-03T00:00:00.000Z',
      rating: 9,
      type: 'movie',
      movie: { title: 'The Paper Lantern', year: 1998, ids: { tmdb: 424242 } },
    },
    {
      rated_at: '2025-07-04T00:00:00.000Z',
      rating: 4,
      type: 'show',
      show: { title: 'Harbor Lights', year: 2021, ids: { tmdb: 93405 } },
    },
    {
      rated_at: '2025-07-04T00:00:00.000Z',
      rating: 8,
      type: 'season',
      season: { number: 1, ids: {} },
      show: { title: 'Harbor Lights', ids: { tmdb: 93405 } },
    },
  ]);
  const watchlist = JSON.stringify([
    {
      rank: 1,
      id: 5,
      listed_at: '2025-01-01T00:00:00.000Z',
      notes: null,
      type: 'movie',
      movie: { title: 'Later', year: 2024, ids: { tmdb: 777 } },
    },
  ]);
  const parsed = readHistory('trakt', [
    { name: 'export/watched-history-1.json', text: history },
    { name: 'export/ratings-movies.json', text: ratings },
    { name: 'export/ratings-shows.json', text: ratings },
    { name: 'export/lists-watchlist.json', text: watchlist },
    { name: 'export/watched-movies.json', text: '[{"movie": {"ids": {"tmdb": 1}}}]' },
  ]);

  it('keys titles by TMDb id and turns plays into viewings and episode plays', () => {
    const movie = parsed.titles.find((title) => title.key === 'tmdb:movie:424242');
    expect(movie).toMatchObject({
      viewings: [{ date: localDay('2025-07-02T20:00:00.000Z'), reaction: null, notes: null }],
      reaction: 'up',
    });
    const show = parsed.titles.find((title) => title.key === 'tmdb:tv:93405');
    expect(show).toMatchObject({
      episodePlays: [{ season: 3, episode: 1, at: '2025-07-01T18:41:00.000Z' }],
      reaction: 'down',
    });
    expect(parsed.titles.find((title) => title.key === 'tmdb:movie:777')).toMatchObject({ watchlist: true });
  });

  it('reports an entry without ids or title, and leaves the aggregates alone', () => {
    expect(parsed.errors).toEqual([
      { row: 3, error: 'export/watched-history-1.json entry 3: an entry with no ids and no title' },
    ]);
    expect(parsed.titles.find((title) => title.key === 'tmdb:movie:1')).toBeUndefined();
  });
});

describe('Movary', () => {
  it('reads history (with dateless plays), ratings and the watchlist', () => {
    const parsed = readHistory('movary', [
      file('history.csv', [
        'title,year,tmdbId,imdbId,watchedAt,comment,location',
        'The Paper Lantern,1998,424242,tt9000001,2024-03-01 20:15:00,"Rain, at last",Home',
        'Old Favourite,1985,555,,,,',
        'Broken,2000,,,someday,,',
      ]),
      file('ratings.csv', [
        'title,year,tmdbId,imdbId,userRating',
        'The Paper Lantern,1998,424242,tt9000001,6',
      ]),
      file('watchlist.csv', ['title,year,tmdbId,imdbId,addedAt', 'Later,2024,777,,2024-05-01']),
    ]);
    expect(parsed.titles.map((title) => title.key)).toEqual([
      'tmdb:movie:424242',
      'tmdb:movie:555',
      'title:movie:broken:2000',
      'tmdb:movie:777',
    ]);
    expect(parsed.titles[0]).toMatchObject({
      viewings: [{ date: '2024-03-01', notes: 'Rain, at last' }],
      reaction: 'neutral',
    });
    expect(parsed.titles[1]).toMatchObject({ watchedUndated: true, viewings: [] });
    expect(parsed.errors).toEqual([
      { row: 4, error: 'history.csv: watchedAt is not a date (found "someday")' },
    ]);
  });
});

describe('season progress from episode plays', () => {
  const play = (episode: number, day: number, hour = 20) => ({
    episode,
    at: new Date(Date.UTC(2025, 0, day, hour)).toISOString(),
  });

  it('is watched when every episode has a play, dated by the last one; a later full pass is a rewatch', () => {
    const first = [play(1, 1), play(2, 2), play(3, 3)];
    expect(seasonProgressFromPlays(first, 3)).toEqual({
      finishedAt: [play(3, 3).at],
      status: 'watched',
      episodeBookmark: null,
    });
    const again = [...first, play(1, 10), play(3, 11), play(2, 12)];
    expect(seasonProgressFromPlays(again, 3)).toEqual({
      finishedAt: [play(3, 3).at, play(2, 12).at],
      status: 'watched',
      episodeBookmark: null,
    });
    expect(seasonProgressFromPlays([...first, play(1, 20)], 3).status).toBe('watching');
  });

  it('is watching part way, to watch without plays, and ignores a double scrobble', () => {
    expect(seasonProgressFromPlays([play(1, 1), play(2, 1)], 3)).toEqual({
      finishedAt: [],
      status: 'watching',
      episodeBookmark: 2,
    });
    expect(seasonProgressFromPlays([], 3)).toEqual({
      finishedAt: [],
      status: 'to_watch',
      episodeBookmark: null,
    });
    const doubled = [
      play(1, 1),
      play(2, 2),
      play(2, 2, 20.02),
      play(3, 3),
      { episode: 3, at: new Date(Date.UTC(2025, 0, 3, 20, 1)).toISOString() },
    ];
    expect(seasonProgressFromPlays(doubled, 3)).toEqual({
      finishedAt: [play(3, 3).at],
      status: 'watched',
      episodeBookmark: null,
    });
  });

  it('bookmarks the highest episode played in the pass under way, a rewatch too', () => {
    expect(seasonProgressFromPlays([play(1, 1), play(2, 2), play(5, 3)], 10).episodeBookmark).toBe(5);
    const rewatching = [play(1, 1), play(2, 2), play(3, 3), play(1, 10), play(2, 11)];
    expect(seasonProgressFromPlays(rewatching, 3)).toEqual({
      finishedAt: [play(3, 3).at],
      status: 'watching',
      episodeBookmark: 2,
    });
  });

  it('takes the highest episode played for an unknown count', () => {
    expect(seasonProgressFromPlays([play(2, 1), play(1, 2)], null)).toEqual({
      finishedAt: [play(1, 2).at],
      status: 'watched',
      episodeBookmark: null,
    });
  });
});

describe('keys', () => {
  it('compare titles without case, accents or punctuation', () => {
    expect(normalisedTitle('Amélie: Le Fabuleux  Destin!')).toBe('amelie le fabuleux destin');
    expect(
      historyKey({ tmdbId: null, imdbId: null, mediaType: null, title: 'Fast & Furious', year: 2009 }),
    ).toBe('title:any:fast and furious:2009');
  });
});
