import { describe, expect, it } from 'vitest';
import type { Play } from '#domain/rules/media-plays/play';
import { seriesByName } from '#domain/rules/media-plays/title-by-name';
import type { FilmDetails, FilmSummary, MediaType } from '#domain/schemas/film';
import type { EpisodeIdType, FilmData, FoundEpisode } from '../../film-data/film-data';
import { UpstreamError } from '../../film-data/upstream-error';
import { createPlayMatcher } from './play-matcher';

const moviePlay = (fields: Partial<Play> = {}): Play => ({
  kind: 'jellyfin',
  user: 'ann',
  event: 'finished',
  mediaType: 'movie',
  title: 'The Menu',
  year: 2022,
  seriesName: null,
  seasonNumber: null,
  episodeNumber: null,
  ids: {},
  at: '2026-06-15T12:00:00.000Z',
  ...fields,
});

const episodePlay = (fields: Partial<Play> = {}): Play =>
  moviePlay({
    mediaType: 'episode',
    title: 'Explorers',
    year: 2021,
    seriesName: 'Bluey',
    seasonNumber: 3,
    episodeNumber: 15,
    ...fields,
  });

const summary = (
  tmdbId: number,
  mediaType: MediaType,
  title: string,
  releaseDate: string | null,
): FilmSummary => ({
  tmdbId,
  mediaType,
  title,
  releaseDate,
  posterPath: null,
  backdropPath: null,
  overview: '',
  voteAverage: 0,
  voteCount: 0,
  genres: [],
});

const seriesDetails = (tmdbId: number, title: string): FilmDetails => ({
  ...summary(tmdbId, 'tv', title, null),
  runtime: null,
  logoPath: null,
  imdbId: null,
  cast: [],
  crew: [],
  createdBy: [],
  numberOfSeasons: null,
  numberOfEpisodes: null,
  seasons: [],
  watchProviders: {},
  airing: null,
});

interface StandIn {
  source?: FilmData['source'];
  byImdb?: Record<string, FilmSummary[]>;
  episodes?: Record<string, FoundEpisode>;
  seriesByTvdb?: Record<string, number>;
  series?: FilmDetails[];
  search?: FilmSummary[];
  library?: { tmdbId: number; name: string; year: number | null }[];
  failing?: boolean;
}

/** A matcher on a film-data stand-in that answers from the given tables and notes every question it was asked. */
function matcherWith(standIn: StandIn) {
  const asked: string[] = [];
  const upstream = <T>(question: string, answer: T): Promise<T> => {
    asked.push(question);
    return standIn.failing
      ? Promise.reject(new UpstreamError('tmdb', 503, 'TMDb could not be reached', 'test'))
      : Promise.resolve(answer);
  };
  const filmData: FilmData = {
    source: standIn.source ?? 'tmdb',
    search: (query, type) =>
      upstream(
        `search ${type} ${query}`,
        (standIn.search ?? []).filter((found) => found.mediaType === type),
      ),
    details: (mediaType, id) =>
      upstream(`details ${mediaType} ${id}`, standIn.series?.find((series) => series.tmdbId === id) ?? null),
    trending: () => upstream('trending', []),
    findByImdbId: (id) => upstream(`find imdb ${id}`, standIn.byImdb?.[id] ?? []),
    ...(standIn.source !== 'offline' && {
      findEpisode: (idType: EpisodeIdType, id: string) =>
        upstream(`find episode ${idType} ${id}`, standIn.episodes?.[`${idType} ${id}`] ?? null),
      findSeriesByTvdbId: (id: string) =>
        upstream(`find series tvdb ${id}`, standIn.seriesByTvdb?.[id] ?? null),
    }),
  };
  const library = {
    seriesTmdbId: (name: string, year: number | null) => seriesByName(standIn.library ?? [], name, year),
  };
  return { matcher: createPlayMatcher({ filmData, library }), asked };
}

const bluey = { showId: 210204, seasonNumber: 3, episodeNumber: 15 };
const blueyMatch = { mediaType: 'tv', tmdbId: 210204, seasonNumber: 3, episodeNumber: 15 };

describe('a movie', () => {
  it('is matched by its TMDb id without asking the film database', async () => {
    const { matcher, asked } = matcherWith({});
    expect(await matcher.match(moviePlay({ ids: { tmdb: '593643', imdb: 'tt9764362' } }))).toEqual({
      mediaType: 'movie',
      tmdbId: 593643,
    });
    expect(asked).toEqual([]);
  });

  it('else by its IMDb id (any case) through find, taking the movie among what it names', async () => {
    const { matcher, asked } = matcherWith({
      byImdb: {
        tt0090728: [summary(77, 'tv', 'A series', null), summary(6978, 'movie', 'Big Trouble', null)],
      },
    });
    expect(await matcher.match(moviePlay({ ids: { tmdb: 'n/a', imdb: 'TT0090728' } }))).toEqual({
      mediaType: 'movie',
      tmdbId: 6978,
    });
    expect(asked).toEqual(['find imdb tt0090728']);
  });

  it('is not matched when its IMDb id names no movie, or it has no id at all', async () => {
    const { matcher, asked } = matcherWith({ byImdb: { tt1: [summary(77, 'tv', 'A series', null)] } });
    expect(await matcher.match(moviePlay({ ids: { imdb: 'tt1' } }))).toBeNull();
    expect(await matcher.match(moviePlay({ ids: { imdb: 'not-an-id' } }))).toBeNull();
    expect(await matcher.match(moviePlay())).toBeNull();
    expect(asked).toEqual(['find imdb tt1']);
  });
});

describe('an episode', () => {
  it('is matched by its own TVDB id to its series and numbers, before its IMDb id', async () => {
    const { matcher, asked } = matcherWith({ episodes: { 'tvdb 8858893': bluey, 'imdb tt15551010': bluey } });
    const play = episodePlay({
      seasonNumber: null,
      episodeNumber: null,
      ids: { tvdb: '8858893', imdb: 'tt15551010' },
    });
    expect(await matcher.match(play)).toEqual(blueyMatch);
    expect(asked).toEqual(['find episode tvdb 8858893']);
  });

  it('else by its own IMDb id (any case)', async () => {
    const { matcher, asked } = matcherWith({ episodes: { 'imdb tt15551010': bluey } });
    expect(await matcher.match(episodePlay({ ids: { tvdb: '1', imdb: 'TT15551010' } }))).toEqual(blueyMatch);
    expect(asked).toEqual(['find episode tvdb 1', 'find episode imdb tt15551010']);
  });

  it("else by the series id of Plex's legacy agent, with the play's season and episode", async () => {
    const { matcher, asked } = matcherWith({ seriesByTvdb: { '301376': 210205 }, library: [] });
    const play = episodePlay({ seriesName: 'Be Cool, Scooby-Doo!', seasonNumber: 1, episodeNumber: 14 });
    expect(await matcher.match({ ...play, plexLegacySeries: '301376' })).toEqual({
      mediaType: 'tv',
      tmdbId: 210205,
      seasonNumber: 1,
      episodeNumber: 14,
    });
    expect(asked).toEqual(['find series tvdb 301376']);
  });

  it('else by its series name against the library, whatever the case and accents', async () => {
    const { matcher, asked } = matcherWith({
      library: [{ tmdbId: 210201, name: '86 Eighty-Six', year: 2021 }],
      episodes: {},
    });
    const play = episodePlay({
      seriesName: '86 EIGHTY SIX',
      seasonNumber: 1,
      episodeNumber: 1,
      ids: { tvdb: '5' },
    });
    expect(await matcher.match({ ...play, plexLegacySeries: '9' })).toEqual({
      mediaType: 'tv',
      tmdbId: 210201,
      seasonNumber: 1,
      episodeNumber: 1,
    });
    expect(asked).toEqual(['find episode tvdb 5', 'find series tvdb 9']);
  });

  it('is not matched by name without its season and episode numbers', async () => {
    const { matcher } = matcherWith({ library: [{ tmdbId: 210204, name: 'Bluey', year: 2018 }] });
    expect(await matcher.match(episodePlay({ episodeNumber: null }))).toBeNull();
    expect(await matcher.match(episodePlay({ seasonNumber: null }))).toBeNull();
  });

  it("never takes the TMDb id it carries as the episode's: Emby sends the episode's own id there", async () => {
    const { matcher, asked } = matcherWith({ series: [seriesDetails(4533239, 'Some Other Series')] });
    const play = episodePlay({
      seriesName: '长风渡',
      seasonNumber: 1,
      episodeNumber: 11,
      ids: { tmdb: '4533239' },
    });
    expect(await matcher.match(play)).toBeNull();
    expect(asked).toEqual(['details tv 4533239']);
  });

  it('takes the TMDb id it carries as its series only when that series has the name the server gave', async () => {
    const { matcher } = matcherWith({ series: [seriesDetails(229210, '灼灼风流')] });
    const play = episodePlay({
      seriesName: '灼灼风流',
      seasonNumber: 1,
      episodeNumber: 1,
      ids: { tmdb: '229210' },
    });
    expect(await matcher.match(play)).toEqual({
      mediaType: 'tv',
      tmdbId: 229210,
      seasonNumber: 1,
      episodeNumber: 1,
    });
  });

  it('prefers the library to the TMDb id it carries', async () => {
    const { matcher, asked } = matcherWith({
      series: [seriesDetails(229210, '灼灼风流')],
      library: [{ tmdbId: 300, name: '灼灼风流', year: 2024 }],
    });
    const play = episodePlay({
      seriesName: '灼灼风流',
      seasonNumber: 1,
      episodeNumber: 1,
      ids: { tmdb: '229210' },
    });
    expect(await matcher.match(play)).toEqual({
      mediaType: 'tv',
      tmdbId: 300,
      seasonNumber: 1,
      episodeNumber: 1,
    });
    expect(asked).toEqual([]);
  });

  it('is not matched when nothing names it', async () => {
    const { matcher } = matcherWith({ library: [{ tmdbId: 210204, name: 'Bluey', year: 2018 }] });
    expect(
      await matcher.match(episodePlay({ seriesName: 'Bluey Minisodes', ids: { tvdb: '1' } })),
    ).toBeNull();
    expect(await matcher.match(episodePlay({ seriesName: null }))).toBeNull();
  });
});

describe('the film database', () => {
  it('failing rejects the match, so that the play is tried again later', async () => {
    const { matcher } = matcherWith({ failing: true });
    await expect(matcher.match(episodePlay({ ids: { tvdb: '8858893' } }))).rejects.toBeInstanceOf(
      UpstreamError,
    );
    await expect(matcher.match(moviePlay({ ids: { imdb: 'tt9764362' } }))).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it('is not asked about what is neither a movie nor an episode', async () => {
    const { matcher, asked } = matcherWith({});
    expect(await matcher.match(moviePlay({ mediaType: null, ids: { tmdb: '5' } }))).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('with the offline catalog', () => {
  const catalog = [
    summary(90000010, 'movie', 'The Menu', '2022-11-18'),
    summary(90000011, 'movie', 'The Menu', '1999-01-01'),
    summary(90500010, 'tv', 'Bluey', '2018-10-01'),
  ];

  it("matches a movie by its IMDb id, else its title and year, never by TMDb's id", async () => {
    const { matcher, asked } = matcherWith({
      source: 'offline',
      search: catalog,
      byImdb: { tt0132477: [summary(90000020, 'movie', 'October Sky', '1999-02-19')] },
    });
    expect(await matcher.match(moviePlay({ ids: { tmdb: '13466', imdb: 'tt0132477' } }))).toEqual({
      mediaType: 'movie',
      tmdbId: 90000020,
    });
    expect(
      await matcher.match(moviePlay({ title: 'the menu', year: 2022, ids: { tmdb: '593643' } })),
    ).toEqual({
      mediaType: 'movie',
      tmdbId: 90000010,
    });
    expect(await matcher.match(moviePlay({ title: 'The Menu', year: 2005 }))).toBeNull();
    expect(asked).toEqual(['find imdb tt0132477', 'search movie the menu', 'search movie The Menu']);
  });

  it('matches an episode by its series name in the catalog, else in the library', async () => {
    const { matcher, asked } = matcherWith({
      source: 'offline',
      search: catalog,
      library: [{ tmdbId: 90500099, name: '86 Eighty-Six', year: 2021 }],
    });
    expect(await matcher.match(episodePlay({ ids: { tvdb: '8858893', tmdb: '3366778' } }))).toEqual({
      ...blueyMatch,
      tmdbId: 90500010,
    });
    expect(
      await matcher.match(episodePlay({ seriesName: '86 Eighty-Six', seasonNumber: 1, episodeNumber: 1 })),
    ).toEqual({ mediaType: 'tv', tmdbId: 90500099, seasonNumber: 1, episodeNumber: 1 });
    expect(await matcher.match(episodePlay({ seriesName: 'Unknown', ids: { tmdb: '229210' } }))).toBeNull();
    expect(asked).toEqual(['search tv Bluey', 'search tv 86 Eighty-Six', 'search tv Unknown']);
  });
});
