import type {
  CrewMember,
  ExternalRatings,
  FilmDetails,
  FilmSummary,
  MediaType,
  SearchType,
} from '#domain/schemas/film';
import type { FilmData } from '../film-data';
import { genreIdOf } from '../genres';
import type { CatalogTitle } from './catalog-schema';
import { sharedOfflineCatalog, type OfflineCatalog } from './catalog';

/** Like one page of TMDb search results. */
const MAX_SEARCH_RESULTS = 20;
/** Like TMDb's recommendations and similar titles, a page of each. */
const MAX_SUGGESTED = 40;
/** A person shared with the liked title counts as much as this many shared genres. */
const PERSON_WEIGHT = 2;

const offlinePosterPath = (id: number, seasonNumber?: number) =>
  seasonNumber === undefined ? `/offline/poster/${id}.svg` : `/offline/poster/${id}-s${seasonNumber}.svg`;
const offlineBackdropPath = (id: number) => `/offline/backdrop/${id}.svg`;
const offlineLogoPath = (id: number) => `/offline/logo/${id}.svg`;

/**
 * Lower case, accents and punctuation dropped ("Amélie" meets "amelie", "Spider-Man" meets "spider man"),
 * padded with a space each side so that " word" matches the start of a word.
 */
const searchKey = (value: string) =>
  ` ${value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** A stable id for a person of the catalog, the same in every title they appear in (FNV-1a of the name). */
function personId(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of searchKey(name).trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 2_000_000_000 || 1;
}

const DEPARTMENTS: Record<string, string> = {
  Director: 'Directing',
  'Co-Director': 'Directing',
  Screenplay: 'Writing',
  Writer: 'Writing',
  Story: 'Writing',
  Novel: 'Writing',
  Creator: 'Writing',
  Producer: 'Production',
  'Executive Producer': 'Production',
  'Original Music Composer': 'Sound',
  Music: 'Sound',
  Composer: 'Sound',
  'Director of Photography': 'Camera',
  Cinematography: 'Camera',
  Editor: 'Editing',
  'Production Design': 'Art',
  'Production Designer': 'Art',
  'Costume Design': 'Costume & Make-Up',
};

const departmentOf = (job: string) =>
  Object.hasOwn(DEPARTMENTS, job) ? (DEPARTMENTS[job] ?? 'Crew') : 'Crew';

function genresOf(title: CatalogTitle) {
  return title.genres.flatMap((name) => {
    const id = genreIdOf(name);
    return id === undefined ? [] : [{ id, name }];
  });
}

function summaryOf(title: CatalogTitle): FilmSummary {
  return {
    tmdbId: title.id,
    mediaType: title.mediaType,
    title: title.title,
    releaseDate: title.releaseDate,
    posterPath: offlinePosterPath(title.id),
    backdropPath: offlineBackdropPath(title.id),
    overview: title.overview,
    voteAverage: title.ratings.tmdb,
    voteCount: title.ratings.tmdbVotes,
    genres: genresOf(title),
  };
}

/** Directors lead the crew even when the catalog lists them only as directors. */
function crewOf(title: CatalogTitle): CrewMember[] {
  const entries = [
    ...title.directors.map((name) => ({ name, job: 'Director' })),
    ...title.creators.map((name) => ({ name, job: 'Creator' })),
    ...title.crew,
  ];
  const seen = new Set<string>();
  return entries.flatMap(({ name, job }) => {
    const key = `${name}\n${job}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ id: personId(name), name, job, department: departmentOf(job), profilePath: null }];
  });
}

function detailsOf(title: CatalogTitle): FilmDetails {
  const regularSeasons = title.seasons.filter((season) => season.seasonNumber > 0);
  const isTv = title.mediaType === 'tv';
  return {
    ...summaryOf(title),
    runtime: title.runtime,
    logoPath: offlineLogoPath(title.id),
    imdbId: title.imdbId,
    cast: title.cast.map(({ name, character }) => ({
      id: personId(name),
      name,
      character,
      profilePath: null,
    })),
    crew: crewOf(title),
    createdBy: title.creators.map((name) => ({ id: personId(name), name, profilePath: null })),
    numberOfSeasons: isTv ? regularSeasons.length : null,
    numberOfEpisodes: isTv ? regularSeasons.reduce((sum, season) => sum + season.episodeCount, 0) : null,
    seasons: title.seasons.map((season) => ({
      seasonNumber: season.seasonNumber,
      name: season.name,
      episodeCount: season.episodeCount,
      airDate: season.airDate,
      posterPath: offlinePosterPath(title.id, season.seasonNumber),
      overview: '',
    })),
    watchProviders: {},
    // The catalog is a snapshot: whether a series still airs, and when, it does not know (and does not guess).
    airing: null,
  };
}

function ratingsOf(title: CatalogTitle): ExternalRatings {
  return {
    imdbRating: title.ratings.imdb,
    imdbVotes: title.ratings.imdbVotes,
    metascore: title.ratings.metacritic,
    rtTomatometer: title.ratings.rottenTomatoes,
  };
}

/** Directors, creators and cast: the people a suggestion may share with a liked title. */
const peopleOf = (title: CatalogTitle) => [
  ...new Set([...title.directors, ...title.creators, ...title.cast.map((member) => member.name)]),
];

/**
 * The catalog's titles of the same kind sharing genres or people with this one, most shared first (a person counts
 * as two genres), then the most voted.
 */
function suggestedFor(catalog: OfflineCatalog, liked: CatalogTitle) {
  const genres = new Set(liked.genres);
  const people = new Set(peopleOf(liked));
  const ranked = catalog.titles.flatMap((title) => {
    if (title.id === liked.id || title.mediaType !== liked.mediaType) return [];
    const titlePeople = peopleOf(title);
    const shared =
      title.genres.filter((genre) => genres.has(genre)).length +
      PERSON_WEIGHT * titlePeople.filter((name) => people.has(name)).length;
    return shared === 0 ? [] : [{ title, shared, people: titlePeople }];
  });
  ranked.sort((a, b) => b.shared - a.shared || b.title.ratings.tmdbVotes - a.title.ratings.tmdbVotes);
  return ranked.slice(0, MAX_SUGGESTED).map(({ title, people }) => ({ ...summaryOf(title), people }));
}

/** 0 is the best match: the whole title, then its start, a word of it, anywhere in it, then a person's name. */
function matchRank(title: CatalogTitle, key: string): number | null {
  const needle = key.trim();
  const titleKey = searchKey(title.title);
  if (titleKey === key) return 0;
  if (titleKey.startsWith(` ${needle}`)) return 1;
  if (titleKey.includes(` ${needle}`)) return 2;
  if (titleKey.includes(needle)) return 3;
  const people = [...title.directors, ...title.creators, ...title.cast.map((member) => member.name)];
  return people.some((name) => searchKey(name).includes(` ${needle}`)) ? 4 : null;
}

/** The bundled catalog as a FilmData: no network, no watch providers, ratings from the catalog itself. */
export function createOfflineFilmData(catalog: OfflineCatalog = sharedOfflineCatalog()): FilmData {
  const find = (mediaType: MediaType, id: number) => {
    const title = catalog.byId.get(id);
    return title?.mediaType === mediaType ? title : undefined;
  };

  return {
    source: 'offline',

    search(query: string, type: SearchType) {
      const key = searchKey(query);
      if (key.trim() === '') return Promise.resolve([]);
      const ranked = catalog.titles.flatMap((title) => {
        if (type !== 'multi' && title.mediaType !== type) return [];
        const rank = matchRank(title, key);
        return rank === null ? [] : [{ title, rank }];
      });
      ranked.sort((a, b) => a.rank - b.rank || b.title.ratings.tmdbVotes - a.title.ratings.tmdbVotes);
      return Promise.resolve(ranked.slice(0, MAX_SEARCH_RESULTS).map(({ title }) => summaryOf(title)));
    },

    details(mediaType: MediaType, id: number) {
      const title = find(mediaType, id);
      return Promise.resolve(title ? detailsOf(title) : null);
    },

    trending(mediaType: MediaType) {
      const trending = catalog.titles
        .flatMap((title) =>
          title.mediaType === mediaType && title.trendingRank !== null
            ? [{ title, rank: title.trendingRank }]
            : [],
        )
        .sort((a, b) => a.rank - b.rank);
      return Promise.resolve(trending.map(({ title }) => summaryOf(title)));
    },

    findByImdbId(imdbId: string) {
      return Promise.resolve(
        catalog.titles.filter((title) => title.imdbId === imdbId).map((title) => summaryOf(title)),
      );
    },

    recommendations(mediaType: MediaType, id: number) {
      const title = find(mediaType, id);
      return Promise.resolve(title ? suggestedFor(catalog, title) : null);
    },

    ratings({ mediaType, tmdbId }) {
      const title = find(mediaType, tmdbId);
      return Promise.resolve(title ? ratingsOf(title) : null);
    },
  };
}
