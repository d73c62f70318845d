/**
 * Titles whose airing is dated from a given day (the test's today), for the airing check, Up Next and Coming Soon:
 * a returning series that moves on between two checks, an ended one, a canceled one, a movie to come and one just
 * out. Added to the fake's live fixtures by `addAiringFixtures`; `advanceReturningSeries` is the news of a later
 * check.
 */
import { addDays } from '#domain/rules/calendar-days';
import {
  addSeason,
  buildMovie,
  buildSeries,
  episodeId,
  type FakeFixtures,
  type FakeSeries,
  type MovieSpec,
  type SeriesSpec,
} from './fake-film-fixtures';

export const AIRING_TITLES = {
  /** Returning Series: season 2 airs weekly, episode 3 aired yesterday, episode 4 in 6 days. */
  returning: { id: 210101, name: 'Tidewater Station' },
  ended: { id: 210102, name: 'Quarry Lane' },
  canceled: { id: 210103, name: 'Signal Fires' },
  /** Post Production, out in 20 days. */
  upcomingMovie: { id: 900201, title: 'The Glass Orchard' },
  /** Released 5 days ago. */
  newMovie: { id: 900202, title: 'Paper Comets' },
} as const;

function series(
  spec: Pick<SeriesSpec, 'id' | 'name' | 'status' | 'seasons' | 'lastAired' | 'nextToAir' | 'firstAirDate'>,
  overview: string,
): FakeSeries {
  return buildSeries({
    ...spec,
    country: 'GB',
    type: 'Scripted',
    genres: [18],
    overview,
    imdb: null,
    tvdb: null,
    poster: `/aP${spec.id}Poster.jpg`,
    backdrop: `/aB${spec.id}Backdrop.jpg`,
    popularity: 5,
    vote: [7.4, 120],
    createdBy: [],
    networks: [],
    cast: [],
    crew: [],
    seasonIdBase: spec.id * 10,
    ratings: ['TV-14', '12'],
    providers: {},
    videos: [],
  });
}

function movie(spec: Pick<MovieSpec, 'id' | 'title' | 'releaseDate' | 'status'>, overview: string) {
  return buildMovie({
    ...spec,
    country: 'GB',
    runtime: 104,
    genres: [18],
    overview,
    imdb: null,
    poster: `/aP${spec.id}Poster.jpg`,
    backdrop: `/aB${spec.id}Backdrop.jpg`,
    popularity: 4,
    vote: [0, 0],
    cast: [],
    crew: [],
    providers: {},
    videos: [],
  });
}

/** Adds the airing titles, dated from `today` (YYYY-MM-DD), to the fixtures (the fake serves them at once). */
export function addAiringFixtures(fixtures: FakeFixtures, today: string): void {
  const day = (offset: number) => addDays(today, offset);
  fixtures.tv.push(
    series(
      {
        ...AIRING_TITLES.returning,
        status: 'Returning Series',
        firstAirDate: day(-400),
        seasons: [
          { n: 1, episodes: 8, airDate: day(-400) },
          { n: 2, episodes: 8, airDate: day(-15) },
        ],
        lastAired: { season: 2, episode: 3, name: 'Slack Water', runtime: 50 },
        nextToAir: { season: 2, episode: 4, name: 'The Night Crossing' },
      },
      'A harbour master keeps the last lighthouse station running.',
    ),
    series(
      {
        ...AIRING_TITLES.ended,
        status: 'Ended',
        firstAirDate: day(-900),
        seasons: [
          { n: 1, episodes: 6, airDate: day(-900) },
          { n: 2, episodes: 6, airDate: day(-500) },
        ],
        lastAired: { season: 2, episode: 6, name: 'Last Stone', runtime: 55 },
      },
      'Two families share a quarry and a grudge.',
    ),
    series(
      {
        ...AIRING_TITLES.canceled,
        status: 'Canceled',
        firstAirDate: day(-200),
        seasons: [{ n: 1, episodes: 10, airDate: day(-200) }],
        lastAired: { season: 1, episode: 10, name: 'Static', runtime: 44 },
      },
      'A radio operator hears a station that closed in 1962.',
    ),
  );
  fixtures.movies.push(
    movie(
      { ...AIRING_TITLES.upcomingMovie, releaseDate: day(20), status: 'Post Production' },
      'An orchard of glass trees grows overnight in a Kentish village.',
    ),
    movie(
      { ...AIRING_TITLES.newMovie, releaseDate: day(-5), status: 'Released' },
      'A paper-maker folds comets that do not come down.',
    ),
  );
}

function returningSeries(fixtures: FakeFixtures): FakeSeries {
  const found = fixtures.tv.find((candidate) => candidate.id === AIRING_TITLES.returning.id);
  if (!found) throw new Error('fake airing fixtures: add them first');
  return found;
}

/**
 * The news a check finds a week after `today` (the day the fixtures were added for): season 2's episode 4 has aired,
 * the season grew from 8 to 10 episodes, episode 5 comes after a two-week break (20 days after `today`), and a
 * third season of 10 episodes is announced for 60 days after `today`.
 */
export function advanceReturningSeries(fixtures: FakeFixtures, today: string): void {
  const target = returningSeries(fixtures);
  const second = target.seasons.find((season) => season.season_number === 2);
  const next = target.next_episode_to_air;
  if (!second || !next) throw new Error('fake airing fixtures: advanced already');
  second.episode_count = 10;
  // The new season is announced; addSeason calls its premiere the next episode, but season 2 has more to come.
  addSeason(target, { episode_count: 10, air_date: addDays(today, 60) });
  target.last_episode_to_air = { ...next, runtime: 51, vote_count: 8, vote_average: 7.6 };
  target.last_air_date = next.air_date;
  target.next_episode_to_air = {
    ...next,
    id: episodeId(second, 5),
    episode_number: 5,
    name: 'After the Storm',
    air_date: addDays(today, 20),
  };
}

/** A new season of a series that aired `today`, its first episode out (what a finished series wakes up to). */
export function premiereNewSeason(fixtures: FakeFixtures, seriesId: number, today: string): void {
  const target = fixtures.tv.find((candidate) => candidate.id === seriesId);
  if (!target) throw new Error(`fake fixtures: no series ${seriesId}`);
  addSeason(target, { episode_count: 8, air_date: today, episodes_aired: 1 });
  target.status = 'Returning Series';
}
