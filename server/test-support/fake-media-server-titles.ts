/**
 * Titles of the fake TMDb for the ids that Jellyfin, Plex and Emby really sent
 * (test-fixtures/real-data/media-servers/SOURCES.md), so that their bodies are matched unchanged. Movies carry the
 * real TMDb and IMDb ids of those bodies; the series are invented (ids 2102xx) except 229210, the id Jellyfin's
 * MoviePilot body carries on an episode, and their episodes carry the episodes' own real TVDB and IMDb ids.
 */
import type { ExtraFakeTitles, FakeEpisodeIds, MovieSpec, SeriesSpec } from './fake-film-fixtures';

type MovieFacts = Pick<MovieSpec, 'id' | 'title' | 'releaseDate' | 'runtime' | 'genres' | 'imdb'>;

const movie = (facts: MovieFacts): MovieSpec => ({
  ...facts,
  country: 'US',
  overview: `${facts.title}, as a media server names it.`,
  poster: null,
  backdrop: null,
  popularity: 5,
  vote: [7, 100],
  cast: [],
  crew: [],
  providers: {},
  videos: [],
});

const MEDIA_SERVER_MOVIES: MovieSpec[] = [
  movie({
    id: 593643,
    title: 'The Menu',
    releaseDate: '2022-11-17',
    runtime: 107,
    genres: [35, 27],
    imdb: 'tt9764362',
  }),
  movie({
    id: 584,
    title: '2 Fast 2 Furious',
    releaseDate: '2003-06-05',
    runtime: 107,
    genres: [28],
    imdb: 'tt0322259',
  }),
  movie({
    id: 569094,
    title: 'Spider-Man: Across the Spider-Verse',
    releaseDate: '2023-05-31',
    runtime: 140,
    genres: [16, 28],
    imdb: 'tt9362722',
  }),
  movie({
    id: 302946,
    title: 'The Accountant',
    releaseDate: '2016-10-13',
    runtime: 128,
    genres: [80],
    imdb: 'tt2140479',
  }),
  movie({
    id: 6978,
    title: 'Big Trouble in Little China',
    releaseDate: '1986-06-30',
    runtime: 99,
    genres: [28, 35],
    imdb: 'tt0090728',
  }),
  movie({
    id: 13466,
    title: 'October Sky',
    releaseDate: '1999-02-19',
    runtime: 108,
    genres: [18],
    imdb: 'tt0132477',
  }),
];

type SeriesFacts = Pick<
  SeriesSpec,
  'id' | 'name' | 'firstAirDate' | 'genres' | 'tvdb' | 'seasonIdBase' | 'seasons'
>;

/** An ended series whose last season's last episode has aired. */
function series(facts: SeriesFacts): SeriesSpec {
  const last = facts.seasons[facts.seasons.length - 1];
  if (!last) throw new Error(`fake fixtures: ${facts.name} has no season`);
  return {
    ...facts,
    country: 'US',
    status: 'Ended',
    type: 'Scripted',
    overview: `${facts.name}, as a media server names it.`,
    imdb: null,
    poster: null,
    backdrop: null,
    popularity: 5,
    vote: [7, 100],
    createdBy: [],
    networks: [],
    cast: [],
    crew: [],
    lastAired: { season: last.n, episode: last.episodes, name: `Episode ${last.episodes}`, runtime: 24 },
    ratings: ['TV-14', '12'],
    providers: {},
    videos: [],
  };
}

const MEDIA_SERVER_SERIES: SeriesSpec[] = [
  series({
    id: 210201,
    name: '86 Eighty-Six',
    firstAirDate: '2021-04-11',
    genres: [16, 10765],
    tvdb: null,
    seasonIdBase: 311010,
    seasons: [
      { n: 1, episodes: 11, airDate: '2021-04-11' },
      { n: 2, episodes: 12, airDate: '2021-10-03' },
    ],
  }),
  series({
    id: 210202,
    name: 'The Walking Dead: Dead City',
    firstAirDate: '2023-06-18',
    genres: [18, 10765],
    tvdb: null,
    seasonIdBase: 311020,
    seasons: [
      { n: 1, episodes: 6, airDate: '2023-06-18' },
      { n: 2, episodes: 8, airDate: '2025-05-04' },
    ],
  }),
  series({
    id: 210203,
    name: 'Baki Hanma',
    firstAirDate: '2021-09-30',
    genres: [16, 10759],
    tvdb: null,
    seasonIdBase: 311030,
    seasons: [{ n: 1, episodes: 12, airDate: '2021-09-30' }],
  }),
  series({
    id: 210204,
    name: 'Bluey',
    firstAirDate: '2018-10-01',
    genres: [16, 10762],
    tvdb: null,
    seasonIdBase: 311040,
    seasons: [
      { n: 1, episodes: 52, airDate: '2018-10-01' },
      { n: 2, episodes: 52, airDate: '2020-03-17' },
      { n: 3, episodes: 49, airDate: '2021-11-28' },
    ],
  }),
  series({
    id: 210205,
    name: 'Be Cool, Scooby-Doo!',
    firstAirDate: '2015-10-05',
    genres: [16, 35],
    // The series' TVDB id that Plex's legacy agent puts in an episode's guid.
    tvdb: 301376,
    seasonIdBase: 311050,
    seasons: [{ n: 1, episodes: 26, airDate: '2015-10-05' }],
  }),
  series({
    id: 229210,
    name: '灼灼风流',
    firstAirDate: '2024-01-05',
    genres: [18],
    tvdb: null,
    seasonIdBase: 311060,
    seasons: [{ n: 1, episodes: 36, airDate: '2024-01-05' }],
  }),
];

/** The episodes' own ids as the bodies carry them. */
const MEDIA_SERVER_EPISODE_IDS: FakeEpisodeIds[] = [
  { show_id: 210202, season_number: 2, episode_number: 5, tvdb_id: 10803213, imdb_id: 'tt33480030' },
  { show_id: 210203, season_number: 1, episode_number: 1, tvdb_id: 8530933, imdb_id: 'tt14765720' },
  { show_id: 210204, season_number: 3, episode_number: 15, tvdb_id: 8858893, imdb_id: 'tt15551010' },
];

/** What the fake TMDb adds to its default titles for the media servers' bodies. */
export const MEDIA_SERVER_TITLES: ExtraFakeTitles = {
  movies: MEDIA_SERVER_MOVIES,
  series: MEDIA_SERVER_SERIES,
  episodeIds: MEDIA_SERVER_EPISODE_IDS,
};
