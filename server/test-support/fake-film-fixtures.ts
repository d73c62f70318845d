/**
 * Invented film and TV data for the fake TMDb/OMDb server, held in TMDb v3 and OMDb response shapes.
 * Every title, person, id, path and rating here is fictional, except the ids media servers really sent
 * (fake-media-server-titles.ts).
 *
 * Titles are written as compact specs and expanded by the builders below into the exact TMDb shapes,
 * so the server can return them as they are. Ids: movies 9001xx, series 2100xx and 2102xx, people 5550xxx,
 * seasons 3100xx–3110xx, episodes = season id × 100 + episode number.
 */

// ---------------------------------------------------------------------------------------------
// TMDb shapes
// ---------------------------------------------------------------------------------------------

export type TmdbGender = 0 | 1 | 2 | 3;

export interface TmdbGenre {
  id: number;
  name: string;
}

interface TmdbPersonBase {
  adult: boolean;
  gender: TmdbGender;
  id: number;
  known_for_department: string;
  name: string;
  original_name: string;
  popularity: number;
  profile_path: string | null;
}

export interface TmdbCastMember extends TmdbPersonBase {
  /** Movies only; TV cast has no cast_id. */
  cast_id?: number;
  character: string;
  credit_id: string;
  order: number;
}

export interface TmdbCrewMember extends TmdbPersonBase {
  credit_id: string;
  department: string;
  job: string;
}

export interface TmdbCredits {
  cast: TmdbCastMember[];
  crew: TmdbCrewMember[];
}

export interface TmdbImage {
  aspect_ratio: number;
  height: number;
  iso_639_1: string | null;
  file_path: string;
  vote_average: number;
  vote_count: number;
  width: number;
}

export interface TmdbImages {
  backdrops: TmdbImage[];
  logos: TmdbImage[];
  posters: TmdbImage[];
}

export interface TmdbVideo {
  iso_639_1: string;
  iso_3166_1: string;
  name: string;
  key: string;
  site: string;
  size: number;
  type: string;
  official: boolean;
  published_at: string;
  id: string;
}

export interface TmdbVideos {
  results: TmdbVideo[];
}

export interface TmdbProvider {
  logo_path: string;
  provider_id: number;
  provider_name: string;
  display_priority: number;
}

export type TmdbOfferType = 'flatrate' | 'rent' | 'buy' | 'ads' | 'free';

export type TmdbCountryProviders = { link: string } & Partial<Record<TmdbOfferType, TmdbProvider[]>>;

export interface TmdbWatchProviders {
  results: Record<string, TmdbCountryProviders>;
}

/** An item of GET /watch/providers/{movie|tv}. */
export interface TmdbListedProvider extends TmdbProvider {
  display_priorities: Record<string, number>;
}

export interface TmdbMovieExternalIds {
  imdb_id: string | null;
  wikidata_id: string | null;
  facebook_id: string | null;
  instagram_id: string | null;
  twitter_id: string | null;
}

export interface TmdbTvExternalIds extends TmdbMovieExternalIds {
  freebase_mid: string | null;
  freebase_id: string | null;
  tvdb_id: number | null;
  tvrage_id: number | null;
}

export interface TmdbReleaseDate {
  certification: string;
  descriptors: string[];
  iso_639_1: string;
  note: string;
  release_date: string;
  /** 1 Premiere, 2 Theatrical (limited), 3 Theatrical, 4 Digital, 5 Physical, 6 TV */
  type: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface TmdbReleaseDates {
  results: { iso_3166_1: string; release_dates: TmdbReleaseDate[] }[];
}

export interface TmdbContentRatings {
  results: { iso_3166_1: string; rating: string; descriptors: string[] }[];
}

export interface TmdbCompany {
  id: number;
  logo_path: string | null;
  name: string;
  origin_country: string;
}

export interface TmdbCountry {
  iso_3166_1: string;
  name: string;
}

export interface TmdbSpokenLanguage {
  english_name: string;
  iso_639_1: string;
  name: string;
}

export interface TmdbCollection {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

interface TmdbCommonDetails {
  adult: boolean;
  backdrop_path: string | null;
  genres: TmdbGenre[];
  homepage: string;
  id: number;
  origin_country: string[];
  original_language: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  production_companies: TmdbCompany[];
  production_countries: TmdbCountry[];
  spoken_languages: TmdbSpokenLanguage[];
  status: string;
  tagline: string;
  vote_average: number;
  vote_count: number;
}

export interface TmdbMovieDetails extends TmdbCommonDetails {
  belongs_to_collection: TmdbCollection | null;
  budget: number;
  imdb_id: string | null;
  original_title: string;
  release_date: string;
  revenue: number;
  runtime: number | null;
  title: string;
  video: boolean;
}

export interface TmdbEpisodeSummary {
  id: number;
  name: string;
  overview: string;
  vote_average: number;
  vote_count: number;
  air_date: string | null;
  episode_number: number;
  episode_type: string;
  production_code: string;
  runtime: number | null;
  season_number: number;
  show_id: number;
  still_path: string | null;
}

export interface TmdbEpisode extends TmdbEpisodeSummary {
  crew: TmdbCrewMember[];
  guest_stars: TmdbCastMember[];
}

export interface TmdbSeasonSummary {
  air_date: string | null;
  episode_count: number;
  id: number;
  name: string;
  overview: string;
  poster_path: string | null;
  season_number: number;
  vote_average: number;
}

export interface TmdbSeasonDetails {
  _id: string;
  air_date: string | null;
  episodes: TmdbEpisode[];
  id: number;
  name: string;
  overview: string;
  poster_path: string | null;
  season_number: number;
  vote_average: number;
}

export interface TmdbCreator {
  id: number;
  credit_id: string;
  name: string;
  gender: TmdbGender;
  profile_path: string | null;
}

export interface TmdbNetwork {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

export interface TmdbTvDetails extends TmdbCommonDetails {
  created_by: TmdbCreator[];
  episode_run_time: number[];
  first_air_date: string;
  in_production: boolean;
  languages: string[];
  last_air_date: string | null;
  last_episode_to_air: TmdbEpisodeSummary | null;
  name: string;
  networks: TmdbNetwork[];
  next_episode_to_air: TmdbEpisodeSummary | null;
  number_of_episodes: number;
  number_of_seasons: number;
  original_name: string;
  seasons: TmdbSeasonSummary[];
  type: string;
}

export interface TmdbMovieListItem {
  adult: boolean;
  backdrop_path: string | null;
  genre_ids: number[];
  id: number;
  original_language: string;
  original_title: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  release_date: string;
  title: string;
  video: boolean;
  vote_average: number;
  vote_count: number;
}

export interface TmdbTvListItem {
  adult: boolean;
  backdrop_path: string | null;
  first_air_date: string;
  genre_ids: number[];
  id: number;
  name: string;
  origin_country: string[];
  original_language: string;
  original_name: string;
  overview: string;
  popularity: number;
  poster_path: string | null;
  vote_average: number;
  vote_count: number;
}

export type TmdbKnownFor =
  (TmdbMovieListItem & { media_type: 'movie' }) | (TmdbTvListItem & { media_type: 'tv' });

export interface TmdbPersonListItem extends TmdbPersonBase {
  known_for: TmdbKnownFor[];
}

// ---------------------------------------------------------------------------------------------
// Fixture shapes
// ---------------------------------------------------------------------------------------------

export const MOVIE_APPEND_KEYS = [
  'credits',
  'external_ids',
  'images',
  'release_dates',
  'watch/providers',
  'videos',
] as const;
export const TV_APPEND_KEYS = [
  'credits',
  'external_ids',
  'images',
  'content_ratings',
  'watch/providers',
  'videos',
] as const;

/** A movie as `/movie/{id}` returns it with every supported append requested. */
export interface FakeMovie extends TmdbMovieDetails {
  credits: TmdbCredits;
  external_ids: TmdbMovieExternalIds;
  images: TmdbImages;
  release_dates: TmdbReleaseDates;
  'watch/providers': TmdbWatchProviders;
  videos: TmdbVideos;
}

/** A series as `/tv/{id}` returns it with every supported append requested. */
export interface FakeSeries extends TmdbTvDetails {
  credits: TmdbCredits;
  external_ids: TmdbTvExternalIds;
  images: TmdbImages;
  content_ratings: TmdbContentRatings;
  'watch/providers': TmdbWatchProviders;
  videos: TmdbVideos;
}

export interface FakeMediaRef {
  media_type: 'movie' | 'tv' | 'person';
  id: number;
}

/** Trending rankings, best first. Ids that match no fixture are skipped. */
export interface FakeTrendingLists {
  all: FakeMediaRef[];
  movie: number[];
  tv: number[];
}

export interface OmdbRating {
  Source: 'Internet Movie Database' | 'Rotten Tomatoes' | 'Metacritic';
  Value: string;
}

/** OMDb `?i=` body. All values are strings, "N/A" when missing. Series have totalSeasons and no DVD…Website. */
export interface OmdbRecord {
  Title: string;
  Year: string;
  Rated: string;
  Released: string;
  Runtime: string;
  Genre: string;
  Director: string;
  Writer: string;
  Actors: string;
  Plot: string;
  Language: string;
  Country: string;
  Awards: string;
  Poster: string;
  Ratings: OmdbRating[];
  Metascore: string;
  imdbRating: string;
  imdbVotes: string;
  imdbID: string;
  Type: 'movie' | 'series';
  DVD?: string;
  BoxOffice?: string;
  Production?: string;
  Website?: string;
  totalSeasons?: string;
  Response: 'True';
}

export interface FakeFixtures {
  movies: FakeMovie[];
  tv: FakeSeries[];
  /** People findable through `/search/multi` (and rankable in trending `all`). */
  people: TmdbPersonListItem[];
  trending: { day: FakeTrendingLists; week: FakeTrendingLists };
  /** Keyed by IMDb id. */
  omdb: Record<string, OmdbRecord>;
  /** The streaming services TMDb lists, each with its priority in the regions it serves. */
  watchProviderList: TmdbListedProvider[];
  /** Episodes' own TVDB and IMDb ids (`/find`, an episode's `external_ids`); other episodes have none. */
  episodeIds: FakeEpisodeIds[];
}

/** An episode's own ids, by its series and numbers. */
export interface FakeEpisodeIds {
  show_id: number;
  season_number: number;
  episode_number: number;
  tvdb_id: number | null;
  imdb_id: string | null;
}

// ---------------------------------------------------------------------------------------------
// Reference data (real TMDb genre ids)
// ---------------------------------------------------------------------------------------------

export const TMDB_MOVIE_GENRES: readonly TmdbGenre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

export const TMDB_TV_GENRES: readonly TmdbGenre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

interface PersonSpec {
  id: number;
  name: string;
  gender: TmdbGender;
  department: string;
  profile: string | null;
  popularity: number;
}

function person(
  id: number,
  name: string,
  gender: TmdbGender,
  department: string,
  profile: string | null,
  popularity: number,
): PersonSpec {
  return { id, name, gender, department, profile, popularity };
}

const PEOPLE = {
  maraVelloso: person(5550123, 'Mara Velloso', 1, 'Acting', '/mV9Profile.jpg', 12.8),
  rafeDunmore: person(5550124, 'Rafe Dunmore', 2, 'Acting', '/rD2Profile.jpg', 9.4),
  odilePark: person(5550125, 'Odile Park', 1, 'Acting', '/oP3Profile.jpg', 6.2),
  caspianHale: person(5550126, 'Caspian Hale', 2, 'Acting', '/cH4Profile.jpg', 15.1),
  junoAchterberg: person(5550127, 'Juno Achterberg', 1, 'Acting', '/jA5Profile.jpg', 8.7),
  teodorVasse: person(5550128, 'Teodor Vasse', 2, 'Acting', null, 4.3),
  priyaLindqvist: person(5550129, 'Priya Lindqvist', 1, 'Acting', '/pL7Profile.jpg', 10.9),
  bastienOkoro: person(5550130, 'Bastien Okoro', 2, 'Acting', '/bO8Profile.jpg', 11.6),
  wrenCastellane: person(5550131, 'Wren Castellane', 3, 'Acting', '/wC9Profile.jpg', 7.5),
  ilseMoravec: person(5550132, 'Ilse Moravec', 1, 'Acting', '/iM10Profile.jpg', 5.8),
  desmondQuayle: person(5550133, 'Desmond Quayle', 2, 'Acting', null, 3.9),
  noorHalvorsen: person(5550134, 'Noor Halvorsen', 1, 'Acting', '/nH12Profile.jpg', 6.6),
  felixAmaranth: person(5550135, 'Felix Amaranth', 2, 'Acting', '/fA13Profile.jpg', 9.9),
  saoirseDelacroix: person(5550136, 'Saoirse Delacroix-Byrne', 1, 'Acting', '/sD14Profile.jpg', 13.2),
  gideonThroop: person(5550137, 'Gideon Throop', 2, 'Acting', '/gT15Profile.jpg', 8.1),
  luciaFerranti: person(5550138, 'Lucia Ferranti', 1, 'Acting', '/lF16Profile.jpg', 7.7),
  hollisWainwright: person(5550139, 'Hollis Wainwright', 2, 'Acting', '/hW17Profile.jpg', 10.2),
  amaKessie: person(5550140, 'Ama Kessie', 1, 'Acting', null, 4.8),
  tomasReyne: person(5550456, 'Tomas Reyne', 2, 'Directing', null, 4.1),
  adaQuill: person(5550457, 'Ada Quill', 1, 'Writing', '/aQ2Profile.jpg', 2.9),
  beatrixSolano: person(5550460, 'Beatrix Solano', 1, 'Directing', '/bS4Profile.jpg', 3.6),
  kofiMarchetti: person(5550461, 'Kofi Marchetti', 2, 'Directing', '/kM5Profile.jpg', 5.2),
  yusufEllery: person(5550462, 'Yusuf Ellery', 2, 'Writing', null, 2.4),
  hanaSorrell: person(5550463, 'Hana Sorrell', 1, 'Production', null, 1.9),
  levanPetrossian: person(5550464, 'Levan Petrossian', 2, 'Camera', null, 1.7),
  margitOlander: person(5550465, 'Margit Olander', 1, 'Sound', '/mO9Profile.jpg', 2.2),
  rosalindAchebeHart: person(5550466, 'Rosalind Achebe-Hart', 1, 'Directing', '/rA10Profile.jpg', 4.4),
  pietVanDoorn: person(5550467, 'Piet van Doorn', 2, 'Directing', null, 3.0),
  clementineOsei: person(5550468, 'Clementine Osei', 1, 'Writing', '/cO12Profile.jpg', 3.8),
  arloFinchley: person(5550469, 'Arlo Finchley', 2, 'Writing', null, 2.7),
  inesMarlow: person(5550789, 'Ines Marlow', 1, 'Writing', null, 3.3),
  selmaVukovic: person(5550470, 'Selma Vukovic', 1, 'Editing', null, 1.5),
} satisfies Record<string, PersonSpec>;
type PersonKey = keyof typeof PEOPLE;

const JOB_DEPARTMENTS: Record<string, string> = {
  Director: 'Directing',
  Screenplay: 'Writing',
  Writer: 'Writing',
  Story: 'Writing',
  Producer: 'Production',
  'Executive Producer': 'Production',
  'Director of Photography': 'Camera',
  'Original Music Composer': 'Sound',
  Editor: 'Editing',
};

const PROVIDERS = {
  streamCo: { provider_id: 9001, provider_name: 'StreamCo', logo_path: '/pv1Logo.jpg', display_priority: 3 },
  rentBox: { provider_id: 9002, provider_name: 'RentBox', logo_path: '/pv2Logo.jpg', display_priority: 6 },
  freeWave: { provider_id: 9003, provider_name: 'FreeWave', logo_path: '/pv3Logo.jpg', display_priority: 12 },
  nimbusPlus: { provider_id: 9004, provider_name: 'Nimbus+', logo_path: '/pv4Logo.jpg', display_priority: 2 },
  tidewater: {
    provider_id: 9005,
    provider_name: 'Tidewater TV',
    logo_path: '/pv5Logo.jpg',
    display_priority: 8,
  },
  // Listed in regions (GET /watch/providers/{movie|tv}) but carrying none of the titles.
  emberPlay: {
    provider_id: 9006,
    provider_name: 'Ember Play',
    logo_path: '/pv6Logo.jpg',
    display_priority: 5,
  },
  kinoBox: { provider_id: 9007, provider_name: 'KinoBox', logo_path: '/pv7Logo.jpg', display_priority: 4 },
  harborStream: {
    provider_id: 9008,
    provider_name: 'Harbor Stream',
    logo_path: '/pv8Logo.jpg',
    display_priority: 1,
  },
} satisfies Record<string, TmdbProvider>;
export type ProviderKey = keyof typeof PROVIDERS;

/** The regions each service is listed in (GET /watch/providers/{movie|tv}?watch_region=…), with its priority there. */
const PROVIDER_REGIONS: Record<ProviderKey, Record<string, number>> = {
  streamCo: { US: 3, CA: 2, GB: 4, AU: 3, DE: 3, FR: 2 },
  rentBox: { US: 6, CA: 5, GB: 6, AU: 6, DE: 6, FR: 6, JP: 4 },
  freeWave: { US: 12, GB: 9, DE: 8 },
  nimbusPlus: { US: 2, CA: 3, GB: 2, AU: 1 },
  tidewater: { GB: 1, IE: 1 },
  emberPlay: { US: 5, CA: 4 },
  kinoBox: { DE: 1, FR: 4 },
  harborStream: { JP: 1 },
};
type ProviderSpec = Record<string, Partial<Record<TmdbOfferType, ProviderKey[]>>>;

const NETWORKS = {
  channelFen: { id: 7001, name: 'Channel Fen', logo_path: '/nW1ChannelFenLogo.png', origin_country: 'GB' },
  northlight: { id: 7002, name: 'Northlight', logo_path: '/nW2NorthlightLogo.png', origin_country: 'US' },
  streamCo: { id: 7003, name: 'StreamCo', logo_path: '/nW3StreamCoLogo.png', origin_country: 'US' },
  nimbusPlus: { id: 7004, name: 'Nimbus+', logo_path: null, origin_country: 'US' },
  tidewater: { id: 7005, name: 'Tidewater TV', logo_path: '/nW5TidewaterLogo.png', origin_country: 'GB' },
} satisfies Record<string, TmdbNetwork>;
type NetworkKey = keyof typeof NETWORKS;

const COMPANIES = {
  foghorn: { id: 8001, logo_path: '/cp1FoghornLogo.png', name: 'Foghorn Pictures', origin_country: 'IE' },
  tallowWick: { id: 8002, logo_path: null, name: 'Tallow & Wick', origin_country: 'US' },
  brightwater: {
    id: 8003,
    logo_path: '/cp3BrightwaterLogo.png',
    name: 'Brightwater Films',
    origin_country: 'GB',
  },
  atelierRoux: { id: 8004, logo_path: null, name: 'Atelier Roux', origin_country: 'FR' },
} satisfies Record<string, TmdbCompany>;
type CompanyKey = keyof typeof COMPANIES;

const COUNTRY_NAMES: Record<string, { tmdb: string; omdb: string }> = {
  AU: { tmdb: 'Australia', omdb: 'Australia' },
  CA: { tmdb: 'Canada', omdb: 'Canada' },
  DE: { tmdb: 'Germany', omdb: 'Germany' },
  FR: { tmdb: 'France', omdb: 'France' },
  GB: { tmdb: 'United Kingdom', omdb: 'United Kingdom' },
  IE: { tmdb: 'Ireland', omdb: 'Ireland' },
  NZ: { tmdb: 'New Zealand', omdb: 'New Zealand' },
  US: { tmdb: 'United States of America', omdb: 'United States' },
};

const LANGUAGES: Record<string, TmdbSpokenLanguage> = {
  en: { english_name: 'English', iso_639_1: 'en', name: 'English' },
  fr: { english_name: 'French', iso_639_1: 'fr', name: 'Français' },
};

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function lookup<T>(table: Record<string, T>, key: string): T {
  const value = table[key];
  if (value === undefined) throw new Error(`fake fixtures: unknown key ${key}`);
  return value;
}

function genresFor(ids: readonly number[], list: readonly TmdbGenre[]): TmdbGenre[] {
  return ids.map((id) => {
    const genre = list.find((g) => g.id === id);
    if (!genre) throw new Error(`fake fixtures: unknown genre id ${id}`);
    return { ...genre };
  });
}

/** A stable 24-hex id shaped like TMDb's Mongo ids. */
function hexId(prefix: number, n: number): string {
  return prefix.toString(16).padStart(10, '0') + n.toString(16).padStart(14, '0');
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function personFields(key: PersonKey): TmdbPersonBase {
  const p: PersonSpec = PEOPLE[key];
  return {
    adult: false,
    gender: p.gender,
    id: p.id,
    known_for_department: p.department,
    name: p.name,
    original_name: p.name,
    popularity: p.popularity,
    profile_path: p.profile,
  };
}

function buildCredits(
  titleId: number,
  cast: readonly [PersonKey, string][],
  crew: readonly [PersonKey, string][],
  withCastIds: boolean,
): TmdbCredits {
  return {
    cast: cast.map(([key, character], order) => ({
      ...personFields(key),
      ...(withCastIds ? { cast_id: order + 2 } : {}),
      character,
      credit_id: hexId(titleId, 0xa00 + order),
      order,
    })),
    crew: crew.map(([key, job], index) => ({
      ...personFields(key),
      credit_id: hexId(titleId, 0xb00 + index),
      department: lookup(JOB_DEPARTMENTS, job),
      job,
    })),
  };
}

function buildProviders(
  kind: 'movie' | 'tv',
  id: number,
  title: string,
  spec: ProviderSpec,
): TmdbWatchProviders {
  const results: Record<string, TmdbCountryProviders> = {};
  for (const [country, offers] of Object.entries(spec)) {
    const entry: TmdbCountryProviders = {
      link: `https://www.themoviedb.org/${kind}/${id}-${slug(title)}/watch?locale=${country}`,
    };
    for (const [offer, keys] of Object.entries(offers) as [TmdbOfferType, ProviderKey[]][]) {
      entry[offer] = keys.map((key) => ({ ...PROVIDERS[key] }));
    }
    results[country] = entry;
  }
  return { results };
}

function image(filePath: string, kind: 'poster' | 'backdrop' | 'logo', language: string | null): TmdbImage {
  const size = { poster: [1500, 1000], backdrop: [1080, 1920], logo: [250, 800] }[kind];
  const [height = 0, width = 0] = size;
  return {
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    height,
    iso_639_1: language,
    file_path: filePath,
    vote_average: 5.3,
    vote_count: 2,
    width,
  };
}

function buildImages(poster: string | null, backdrop: string | null, logos: readonly string[]): TmdbImages {
  return {
    backdrops: backdrop ? [image(backdrop, 'backdrop', null)] : [],
    logos: logos.map((path) => image(path, 'logo', 'en')),
    posters: poster ? [image(poster, 'poster', 'en')] : [],
  };
}

interface VideoSpec {
  type: 'Trailer' | 'Teaser' | 'Clip' | 'Featurette';
  name: string;
  key: string;
  publishedAt: string;
}

function buildVideos(titleId: number, videos: readonly VideoSpec[]): TmdbVideos {
  return {
    results: videos.map((v, index) => ({
      iso_639_1: 'en',
      iso_3166_1: 'US',
      name: v.name,
      key: v.key,
      site: 'YouTube',
      size: 1080,
      type: v.type,
      official: true,
      published_at: `${v.publishedAt}T16:00:00.000Z`,
      id: hexId(titleId, 0xc00 + index),
    })),
  };
}

function countries(codes: readonly string[]): TmdbCountry[] {
  return codes.map((code) => ({ iso_3166_1: code, name: lookup(COUNTRY_NAMES, code).tmdb }));
}

// ---------------------------------------------------------------------------------------------
// Movies
// ---------------------------------------------------------------------------------------------

export interface MovieSpec {
  id: number;
  title: string;
  originalTitle?: string;
  language?: string;
  country: string;
  releaseDate: string;
  runtime: number;
  status?: string;
  genres: number[];
  overview: string;
  tagline?: string;
  imdb: string | null;
  poster: string | null;
  backdrop: string | null;
  logos?: string[];
  popularity: number;
  vote: [number, number];
  budget?: number;
  revenue?: number;
  collection?: TmdbCollection;
  companies?: CompanyKey[];
  cast: [PersonKey, string][];
  crew: [PersonKey, string][];
  /** [US, GB] certifications */
  certs?: [string, string];
  providers: ProviderSpec;
  videos: VideoSpec[];
}

const LANTERN_COLLECTION: TmdbCollection = {
  id: 990001,
  name: 'The Lantern Keeper Collection',
  poster_path: '/lKCollectionPoster.jpg',
  backdrop_path: null,
};

function buildReleaseDates(spec: MovieSpec): TmdbReleaseDates {
  if (!spec.certs || spec.releaseDate === '') return { results: [] };
  const [us, gb] = spec.certs;
  const at = (date: string): string => `${date}T00:00:00.000Z`;
  const entry = (certification: string, date: string, type: TmdbReleaseDate['type']): TmdbReleaseDate => ({
    certification,
    descriptors: [],
    iso_639_1: '',
    note: '',
    release_date: at(date),
    type,
  });
  return {
    results: [
      {
        iso_3166_1: 'GB',
        release_dates: [entry(gb, addDays(spec.releaseDate, 7), 3)],
      },
      {
        iso_3166_1: 'US',
        release_dates: [entry(us, spec.releaseDate, 3), entry(us, addDays(spec.releaseDate, 75), 4)],
      },
    ],
  };
}

export function buildMovie(spec: MovieSpec): FakeMovie {
  const language = spec.language ?? 'en';
  return {
    adult: false,
    backdrop_path: spec.backdrop,
    belongs_to_collection: spec.collection ? { ...spec.collection } : null,
    budget: spec.budget ?? 0,
    genres: genresFor(spec.genres, TMDB_MOVIE_GENRES),
    homepage: '',
    id: spec.id,
    imdb_id: spec.imdb,
    origin_country: [spec.country],
    original_language: language,
    original_title: spec.originalTitle ?? spec.title,
    overview: spec.overview,
    popularity: spec.popularity,
    poster_path: spec.poster,
    production_companies: (spec.companies ?? []).map((key) => ({ ...COMPANIES[key] })),
    production_countries: countries([spec.country]),
    release_date: spec.releaseDate,
    revenue: spec.revenue ?? 0,
    runtime: spec.runtime,
    spoken_languages: [{ ...lookup(LANGUAGES, language) }],
    status: spec.status ?? 'Released',
    tagline: spec.tagline ?? '',
    title: spec.title,
    video: false,
    vote_average: spec.vote[0],
    vote_count: spec.vote[1],
    credits: buildCredits(spec.id, spec.cast, spec.crew, true),
    external_ids: {
      imdb_id: spec.imdb,
      wikidata_id: spec.imdb ? `Q9${spec.id}` : null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    },
    images: buildImages(spec.poster, spec.backdrop, spec.logos ?? []),
    release_dates: buildReleaseDates(spec),
    'watch/providers': buildProviders('movie', spec.id, spec.title, spec.providers),
    videos: buildVideos(spec.id, spec.videos),
  };
}

const MOVIE_SPECS: MovieSpec[] = [
  {
    id: 900101,
    title: 'The Lantern Keeper',
    country: 'IE',
    releaseDate: '2021-10-08',
    runtime: 117,
    genres: [18, 9648],
    overview: 'A lighthouse keeper finds a ledger of ships that never sailed.',
    tagline: 'Some lights are meant to be found.',
    imdb: 'tt9100101',
    poster: '/aB3xLanternPoster.jpg',
    backdrop: '/kQ7Backdrop.jpg',
    logos: ['/lG2Logo.png'],
    popularity: 41.27,
    vote: [7.4, 1832],
    budget: 18_000_000,
    revenue: 42_500_000,
    collection: LANTERN_COLLECTION,
    companies: ['foghorn'],
    cast: [
      ['maraVelloso', 'Nessa Cole'],
      ['rafeDunmore', 'Eamon Cole'],
      ['odilePark', 'Harbourmaster Quill'],
      ['caspianHale', 'Father Brannock'],
      ['ilseMoravec', 'Widow Farrel'],
      ['desmondQuayle', 'The Surveyor'],
    ],
    crew: [
      ['tomasReyne', 'Director'],
      ['tomasReyne', 'Screenplay'],
      ['adaQuill', 'Screenplay'],
      ['hanaSorrell', 'Producer'],
      ['levanPetrossian', 'Director of Photography'],
    ],
    certs: ['PG-13', '12A'],
    providers: {
      US: { flatrate: ['streamCo'], rent: ['rentBox'], buy: ['rentBox'] },
      GB: { flatrate: ['tidewater'], buy: ['rentBox'] },
      DE: { ads: ['freeWave'] },
    },
    videos: [
      { type: 'Trailer', name: 'Official Trailer', key: 'xYz12AbC3dE', publishedAt: '2021-07-01' },
      { type: 'Teaser', name: 'First Look', key: 'tEa5eR0LaNt', publishedAt: '2021-04-12' },
    ],
  },
  {
    id: 900102,
    title: 'Return of the Lantern Keeper',
    country: 'IE',
    releaseDate: '2024-11-15',
    runtime: 124,
    genres: [18, 9648, 53],
    overview:
      'Years after the storm, Nessa Cole returns to the lighthouse when a ship from the ledger appears on the horizon.',
    tagline: 'The ledger has a second page.',
    imdb: 'tt9100102',
    poster: '/rT4LanternReturnPoster.jpg',
    backdrop: '/rT4LanternReturnBackdrop.jpg',
    logos: ['/rT4Logo.png'],
    popularity: 55.9,
    vote: [6.9, 611],
    budget: 26_000_000,
    revenue: 51_300_000,
    collection: LANTERN_COLLECTION,
    companies: ['foghorn', 'brightwater'],
    cast: [
      ['maraVelloso', 'Nessa Cole'],
      ['rafeDunmore', 'Eamon Cole'],
      ['junoAchterberg', 'Ailbhe Cole'],
      ['teodorVasse', 'First Mate Doyle'],
      ['odilePark', 'Harbourmaster Quill'],
    ],
    crew: [
      ['tomasReyne', 'Director'],
      ['adaQuill', 'Screenplay'],
      ['hanaSorrell', 'Producer'],
      ['margitOlander', 'Original Music Composer'],
    ],
    certs: ['PG-13', '15'],
    providers: {
      US: { flatrate: ['nimbusPlus'] },
      GB: { rent: ['rentBox'], buy: ['rentBox'] },
    },
    videos: [{ type: 'Trailer', name: 'Official Trailer', key: 'rEtUrN4LaNt', publishedAt: '2024-08-20' }],
  },
  {
    id: 900103,
    title: 'Paper Lanterns',
    originalTitle: 'Lanternes de papier',
    language: 'fr',
    country: 'FR',
    releaseDate: '2018-05-25',
    runtime: 104,
    genres: [10749, 18],
    overview: 'Two rival paper-makers in Lyon are forced to share a workshop for one summer festival.',
    imdb: 'tt9100103',
    poster: '/pL1PaperLanternsPoster.jpg',
    backdrop: '/pL1Backdrop.jpg',
    popularity: 18.3,
    vote: [7.0, 904],
    companies: ['atelierRoux'],
    cast: [
      ['luciaFerranti', 'Camille Roux'],
      ['bastienOkoro', 'Julien Morel'],
      ['noorHalvorsen', 'Madame Ossart'],
      ['felixAmaranth', 'Théo'],
      ['wrenCastellane', 'Sidonie'],
    ],
    crew: [
      ['beatrixSolano', 'Director'],
      ['yusufEllery', 'Screenplay'],
      ['hanaSorrell', 'Producer'],
    ],
    certs: ['PG', 'PG'],
    providers: {
      US: { rent: ['rentBox'], buy: ['rentBox'] },
      GB: { flatrate: ['streamCo'] },
      FR: { flatrate: ['streamCo'] },
    },
    videos: [
      {
        type: 'Trailer',
        name: 'Bande-annonce (English subtitles)',
        key: 'pApEr1LnTrN',
        publishedAt: '2018-03-02',
      },
    ],
  },
  {
    id: 900104,
    title: 'The Last Lantern',
    country: 'US',
    releaseDate: '2016-09-09',
    runtime: 131,
    genres: [878, 53],
    overview:
      'On a generation ship whose lights are failing deck by deck, an engineer races to reach the one lamp that still burns.',
    tagline: 'When the grid fails, follow the light.',
    imdb: 'tt9100104',
    poster: '/lL5LastLanternPoster.jpg',
    backdrop: '/lL5Backdrop.jpg',
    logos: ['/lL5Logo.png'],
    popularity: 33.1,
    vote: [7.8, 5210],
    budget: 95_000_000,
    revenue: 310_400_000,
    companies: ['tallowWick'],
    cast: [
      ['caspianHale', 'Chief Engineer Ro Vance'],
      ['priyaLindqvist', 'Captain Idris Nell'],
      ['gideonThroop', 'Marrow'],
      ['amaKessie', 'Dr. Sefa Lind'],
      ['hollisWainwright', 'Quartermaster Obi'],
      ['wrenCastellane', 'ARC (voice)'],
    ],
    crew: [
      ['kofiMarchetti', 'Director'],
      ['kofiMarchetti', 'Story'],
      ['yusufEllery', 'Screenplay'],
      ['margitOlander', 'Original Music Composer'],
    ],
    certs: ['PG-13', '12A'],
    providers: {
      US: { flatrate: ['streamCo'], buy: ['rentBox'] },
      GB: { flatrate: ['nimbusPlus'] },
      CA: { flatrate: ['streamCo'] },
    },
    videos: [
      { type: 'Trailer', name: 'Official Trailer', key: 'lAsT5LnTrN1', publishedAt: '2016-05-18' },
      { type: 'Featurette', name: 'Building the Ark', key: 'lAsT5FeAt02', publishedAt: '2016-08-30' },
    ],
  },
  {
    id: 900105,
    title: 'Lanterns Over Kestrel Bay',
    country: 'GB',
    releaseDate: '2023-07-21',
    runtime: 98,
    genres: [10751, 12],
    overview: 'Three siblings sneak out on festival night to float a lantern for their missing grandfather.',
    imdb: 'tt9100105',
    poster: '/kB6KestrelBayPoster.jpg',
    backdrop: null,
    popularity: 12.4,
    vote: [6.6, 143],
    companies: ['brightwater'],
    cast: [
      ['noorHalvorsen', 'Gran Mabel'],
      ['teodorVasse', 'Uncle Pip'],
      ['junoAchterberg', 'Tilly'],
      ['bastienOkoro', 'Constable Reid'],
      ['ilseMoravec', 'Mrs. Penhallow'],
    ],
    crew: [
      ['rosalindAchebeHart', 'Director'],
      ['adaQuill', 'Writer'],
      ['hanaSorrell', 'Producer'],
    ],
    certs: ['PG', 'U'],
    providers: {
      GB: { flatrate: ['tidewater'], free: ['freeWave'] },
      US: { flatrate: ['nimbusPlus'] },
    },
    videos: [],
  },
  {
    id: 900106,
    title: 'Lantern Fish',
    country: 'US',
    releaseDate: '2020-12-04',
    runtime: 89,
    genres: [16, 10751, 35],
    overview: 'A shy deep-sea lantern fish whose light will not switch off sets out to find the surface.',
    tagline: 'Glow your own way.',
    imdb: 'tt9100106',
    poster: '/lF7LanternFishPoster.jpg',
    backdrop: '/lF7Backdrop.jpg',
    logos: ['/lF7Logo.png'],
    popularity: 27.6,
    vote: [7.2, 2204],
    budget: 60_000_000,
    revenue: 188_000_000,
    companies: ['tallowWick'],
    cast: [
      ['felixAmaranth', 'Pip (voice)'],
      ['luciaFerranti', 'Coral (voice)'],
      ['gideonThroop', 'Old Gulper (voice)'],
      ['amaKessie', 'Marina (voice)'],
      ['desmondQuayle', 'Captain Krill (voice)'],
    ],
    crew: [
      ['pietVanDoorn', 'Director'],
      ['yusufEllery', 'Screenplay'],
      ['margitOlander', 'Original Music Composer'],
    ],
    certs: ['G', 'U'],
    providers: {
      US: { flatrate: ['nimbusPlus'] },
      GB: { flatrate: ['nimbusPlus'], buy: ['rentBox'] },
    },
    videos: [{ type: 'Trailer', name: 'Official Trailer', key: 'fIsH7gLoW01', publishedAt: '2020-09-15' }],
  },
  {
    // Deliberately sparse: a planned film with no date, overview, artwork, IMDb id or providers.
    id: 900107,
    title: 'Untitled Lantern Project',
    country: 'IE',
    releaseDate: '',
    runtime: 0,
    status: 'Planned',
    genres: [],
    overview: '',
    imdb: null,
    poster: null,
    backdrop: null,
    popularity: 1.2,
    vote: [0, 0],
    cast: [['maraVelloso', 'Nessa Cole']],
    crew: [['tomasReyne', 'Director']],
    providers: {},
    videos: [],
  },
  {
    id: 900108,
    title: 'Copper Sky',
    country: 'US',
    releaseDate: '2019-03-15',
    runtime: 126,
    genres: [37, 18],
    overview:
      'A retired surveyor and a runaway telegraph clerk cross a drought-struck territory to stop a land fraud.',
    imdb: 'tt9100108',
    poster: '/cS8CopperSkyPoster.jpg',
    backdrop: '/cS8Backdrop.jpg',
    popularity: 15.7,
    vote: [7.5, 1377],
    cast: [
      ['hollisWainwright', 'Amos Creel'],
      ['saoirseDelacroix', 'Delia Marsh'],
      ['gideonThroop', 'Judge Harlan'],
      ['teodorVasse', 'Kit Sparrow'],
      ['priyaLindqvist', 'Ruth Alder'],
    ],
    crew: [
      ['beatrixSolano', 'Director'],
      ['yusufEllery', 'Screenplay'],
      ['levanPetrossian', 'Director of Photography'],
    ],
    certs: ['R', '15'],
    providers: {
      US: { rent: ['rentBox'], buy: ['rentBox'] },
      GB: { flatrate: ['streamCo'] },
    },
    videos: [{ type: 'Trailer', name: 'Trailer', key: 'cOpPeR8sKy1', publishedAt: '2019-01-09' }],
  },
  {
    id: 900109,
    title: 'The Quiet Orchard',
    country: 'GB',
    releaseDate: '2022-10-28',
    runtime: 101,
    genres: [27, 9648],
    overview: 'A family inherits an apple orchard where nothing makes a sound after dusk.',
    imdb: 'tt9100109',
    poster: '/qO9OrchardPoster.jpg',
    backdrop: '/qO9Backdrop.jpg',
    popularity: 22.8,
    vote: [6.1, 988],
    companies: ['brightwater'],
    cast: [
      ['ilseMoravec', 'Agnes Thorne'],
      ['rafeDunmore', 'Will Thorne'],
      ['junoAchterberg', 'Hattie Thorne'],
      ['desmondQuayle', 'Mr. Gale'],
      ['noorHalvorsen', 'Old Bet'],
    ],
    crew: [
      ['rosalindAchebeHart', 'Director'],
      ['rosalindAchebeHart', 'Screenplay'],
      ['selmaVukovic', 'Editor'],
    ],
    certs: ['R', '15'],
    providers: {
      US: { flatrate: ['streamCo'], ads: ['freeWave'] },
      GB: { flatrate: ['tidewater'] },
    },
    videos: [{ type: 'Teaser', name: 'Listen', key: 'qUiEt9oRcH1', publishedAt: '2022-08-01' }],
  },
  {
    id: 900110,
    title: 'Midnight Cartographers',
    country: 'NZ',
    releaseDate: '2017-11-22',
    runtime: 142,
    genres: [12, 14],
    overview: 'A guild of mapmakers discovers their maps redraw themselves while they sleep.',
    tagline: 'Every road leads somewhere new.',
    imdb: 'tt9100110',
    poster: '/mC10CartographersPoster.jpg',
    backdrop: '/mC10Backdrop.jpg',
    logos: ['/mC10Logo.png'],
    popularity: 30.4,
    vote: [7.6, 3120],
    budget: 120_000_000,
    revenue: 402_000_000,
    cast: [
      ['bastienOkoro', 'Ferris Ahn'],
      ['saoirseDelacroix', 'Mirela Vost'],
      ['caspianHale', 'Grand Surveyor Pell'],
      ['luciaFerranti', 'Ysolde'],
      ['hollisWainwright', 'The Night Clerk'],
      ['wrenCastellane', 'Tamsin'],
    ],
    crew: [
      ['pietVanDoorn', 'Director'],
      ['adaQuill', 'Screenplay'],
      ['hanaSorrell', 'Producer'],
      ['margitOlander', 'Original Music Composer'],
    ],
    certs: ['PG-13', '12A'],
    providers: {
      US: { flatrate: ['streamCo'] },
      GB: { buy: ['rentBox'] },
      AU: { flatrate: ['nimbusPlus'] },
    },
    videos: [
      { type: 'Trailer', name: 'Official Trailer', key: 'mApS10cArTo', publishedAt: '2017-07-26' },
      { type: 'Clip', name: 'The Map Moves', key: 'mApS10cLiP2', publishedAt: '2017-10-30' },
    ],
  },
  {
    id: 900111,
    title: 'Glass Harbor',
    country: 'US',
    releaseDate: '2015-02-20',
    runtime: 112,
    genres: [80, 53],
    overview:
      'A customs inspector tracks a smuggling ring that moves stolen art inside shipments of window glass.',
    imdb: 'tt9100111',
    poster: '/gH11GlassHarborPoster.jpg',
    backdrop: null,
    popularity: 9.8,
    vote: [6.8, 760],
    cast: [
      ['gideonThroop', 'Inspector Lyle Marr'],
      ['priyaLindqvist', 'Dana Oyelaran'],
      ['felixAmaranth', 'Kip Vandersloot'],
      ['amaKessie', 'Rosa Benn'],
      ['desmondQuayle', 'Harlan Grist'],
    ],
    crew: [
      ['kofiMarchetti', 'Director'],
      ['yusufEllery', 'Screenplay'],
    ],
    certs: ['R', '15'],
    providers: {
      US: { rent: ['rentBox'] },
      GB: { ads: ['freeWave'] },
    },
    videos: [],
  },
  {
    id: 900112,
    title: 'Saltwater Hymn',
    country: 'IE',
    releaseDate: '2023-03-03',
    runtime: 109,
    genres: [10402, 18],
    overview: 'A church choir in a fishing village records an album to save their flooded hall.',
    imdb: 'tt9100112',
    poster: '/sH12HymnPoster.jpg',
    backdrop: '/sH12Backdrop.jpg',
    popularity: 14.2,
    vote: [7.3, 402],
    companies: ['foghorn'],
    cast: [
      ['saoirseDelacroix', 'Brigid Fahy'],
      ['rafeDunmore', 'Father Kearney'],
      ['noorHalvorsen', 'Oona'],
      ['teodorVasse', 'Cathal'],
      ['amaKessie', 'Grace'],
    ],
    crew: [
      ['beatrixSolano', 'Director'],
      ['adaQuill', 'Screenplay'],
      ['margitOlander', 'Original Music Composer'],
    ],
    certs: ['PG-13', '12A'],
    providers: {
      GB: { flatrate: ['tidewater'] },
      IE: { flatrate: ['tidewater'] },
      US: { rent: ['rentBox'] },
    },
    videos: [{ type: 'Trailer', name: 'Official Trailer', key: 'hYmN12sAlT1', publishedAt: '2022-12-06' }],
  },
  {
    id: 900113,
    title: 'Velvet Static',
    country: 'US',
    releaseDate: '2024-06-14',
    runtime: 96,
    genres: [878, 35],
    overview:
      'A late-night radio host starts receiving calls from listeners who will not be born for fifty years.',
    imdb: 'tt9100113',
    poster: '/vS13StaticPoster.jpg',
    backdrop: '/vS13Backdrop.jpg',
    popularity: 38.5,
    vote: [6.4, 512],
    cast: [
      ['wrenCastellane', 'Jules Okafor'],
      ['felixAmaranth', 'Benny Laredo'],
      ['luciaFerranti', 'Caller #3'],
      ['caspianHale', 'Station Manager Pratt'],
      ['junoAchterberg', 'Dot'],
    ],
    crew: [
      ['pietVanDoorn', 'Director'],
      ['yusufEllery', 'Writer'],
    ],
    certs: ['PG-13', '12A'],
    providers: {
      // On two services at once.
      US: { flatrate: ['nimbusPlus', 'streamCo'], rent: ['rentBox'] },
      GB: { flatrate: ['nimbusPlus'] },
    },
    videos: [{ type: 'Trailer', name: 'Official Trailer', key: 'vElVt13sTaT', publishedAt: '2024-03-19' }],
  },
  {
    id: 900114,
    title: 'The Ninth Ferryman',
    country: 'GB',
    releaseDate: '2012-08-31',
    runtime: 138,
    genres: [10752, 36],
    overview:
      'In 1940, a ferry captain makes nine crossings to an occupied island to bring its children home.',
    tagline: 'Nine crossings. One promise.',
    imdb: 'tt9100114',
    poster: '/nF14FerrymanPoster.jpg',
    backdrop: '/nF14Backdrop.jpg',
    popularity: 11.0,
    vote: [7.9, 2876],
    budget: 40_000_000,
    revenue: 97_600_000,
    companies: ['brightwater'],
    cast: [
      ['hollisWainwright', 'Captain Arthur Penrose'],
      ['ilseMoravec', 'Elsie Penrose'],
      ['rafeDunmore', 'Lt. Colm Fairley'],
      ['bastienOkoro', 'Jean-Luc Morvan'],
      ['priyaLindqvist', 'Sister Agathe'],
      ['gideonThroop', 'Major Kessler'],
    ],
    crew: [
      ['rosalindAchebeHart', 'Director'],
      ['adaQuill', 'Screenplay'],
      ['hanaSorrell', 'Producer'],
      ['levanPetrossian', 'Director of Photography'],
    ],
    certs: ['PG-13', '12A'],
    providers: {
      US: { flatrate: ['streamCo'], buy: ['rentBox'] },
      GB: { flatrate: ['streamCo'] },
      DE: { flatrate: ['streamCo'] },
    },
    videos: [{ type: 'Trailer', name: 'Trailer', key: 'nInE14fErRy', publishedAt: '2012-05-10' }],
  },
];

// ---------------------------------------------------------------------------------------------
// Series, seasons and episodes
// ---------------------------------------------------------------------------------------------

/** Episode ids are derived from the season id so generated episodes and last/next_episode_to_air agree. */
export function episodeId(season: TmdbSeasonSummary, episodeNumber: number): number {
  return season.id * 100 + episodeNumber;
}

/** Episodes air weekly from the season's air date; null when the season has no date. */
export function episodeAirDate(season: TmdbSeasonSummary, episodeNumber: number): string | null {
  return season.air_date === null ? null : addDays(season.air_date, 7 * (episodeNumber - 1));
}

function episodeSummary(
  series: { id: number },
  season: TmdbSeasonSummary,
  episodeNumber: number,
  name: string,
  runtime: number | null,
): TmdbEpisodeSummary {
  const aired = runtime !== null;
  return {
    id: episodeId(season, episodeNumber),
    name,
    overview: '',
    vote_average: aired ? (70 + ((season.season_number * 7 + episodeNumber * 3) % 25)) / 10 : 0,
    vote_count: aired ? 10 + episodeNumber : 0,
    air_date: episodeAirDate(season, episodeNumber),
    episode_number: episodeNumber,
    episode_type: episodeNumber === season.episode_count ? 'finale' : 'standard',
    production_code: '',
    runtime,
    season_number: season.season_number,
    show_id: series.id,
    still_path: aired ? `/st${series.id}s${season.season_number}e${episodeNumber}.jpg` : null,
  };
}

function position(seasonNumber: number, episodeNumber: number): number {
  return seasonNumber * 10_000 + episodeNumber;
}

function isAired(series: TmdbTvDetails, season: TmdbSeasonSummary, episodeNumber: number): boolean {
  const last = series.last_episode_to_air;
  if (season.season_number === 0) return season.air_date !== null;
  if (!last) return false;
  return position(season.season_number, episodeNumber) <= position(last.season_number, last.episode_number);
}

function typicalRuntime(series: TmdbTvDetails): number {
  return series.last_episode_to_air?.runtime ?? series.episode_run_time[0] ?? 45;
}

function matchesEpisode(ep: TmdbEpisodeSummary | null, season: TmdbSeasonSummary, n: number): boolean {
  return ep !== null && ep.season_number === season.season_number && ep.episode_number === n;
}

function generatedEpisode(series: TmdbTvDetails, season: TmdbSeasonSummary, n: number): TmdbEpisodeSummary {
  for (const known of [series.last_episode_to_air, series.next_episode_to_air]) {
    if (known && matchesEpisode(known, season, n)) return { ...known };
  }
  if (isAired(series, season, n)) {
    const runtime = typicalRuntime(series) + ((n * 5) % 7) - 3;
    return episodeSummary(series, season, n, `Episode ${n}`, runtime);
  }
  // Unaired and not the announced next episode: dated weekly in the season now airing (TMDb lists the dates a
  // network announces), undated in a later one (TMDb usually has no date yet).
  const airing = series.next_episode_to_air?.season_number === season.season_number;
  const unaired = episodeSummary(series, season, n, `Episode ${n}`, null);
  return airing ? unaired : { ...unaired, air_date: null };
}

/** `/tv/{id}/season/{n}` body, generated from the season summary's episode_count. */
export function buildSeasonDetails(series: TmdbTvDetails, season: TmdbSeasonSummary): TmdbSeasonDetails {
  const episodes: TmdbEpisode[] = [];
  for (let n = 1; n <= season.episode_count; n += 1) {
    episodes.push({ ...generatedEpisode(series, season, n), crew: [], guest_stars: [] });
  }
  return {
    _id: `5f0c${season.id.toString(16).padStart(20, '0')}`,
    air_date: season.air_date,
    episodes,
    id: season.id,
    name: season.name,
    overview: season.overview,
    poster_path: season.poster_path,
    season_number: season.season_number,
    vote_average: season.vote_average,
  };
}

function recount(series: TmdbTvDetails): void {
  const regular = series.seasons.filter((s) => s.season_number > 0);
  series.number_of_seasons = regular.length;
  series.number_of_episodes = regular.reduce((sum, s) => sum + s.episode_count, 0);
}

export interface NewSeasonOptions {
  episode_count: number;
  air_date: string | null;
  name?: string;
  poster_path?: string | null;
  overview?: string;
  vote_average?: number;
  /** How many of its episodes have aired (default 0): updates last/next_episode_to_air and last_air_date. */
  episodes_aired?: number;
}

/**
 * Sets what a title offers in one country (for tests of availability that changes between two checks); an empty
 * `offers` leaves the country out, as TMDb does when nothing is offered there.
 */
export function setWatchProviders(
  title: { id: number; 'watch/providers': TmdbWatchProviders } & ({ title: string } | { name: string }),
  country: string,
  offers: Partial<Record<TmdbOfferType, ProviderKey[]>>,
): void {
  const kind = 'title' in title ? 'movie' : 'tv';
  const name = 'title' in title ? title.title : title.name;
  const built = buildProviders(kind, title.id, name, { [country]: offers }).results[country];
  const others = Object.entries(title['watch/providers'].results).filter(([code]) => code !== country);
  title['watch/providers'].results = Object.fromEntries(
    built && Object.keys(offers).length > 0 ? [...others, [country, built]] : others,
  );
}

/**
 * Appends the next regular season to a series (for tests of "new season" handling) and keeps
 * number_of_seasons, number_of_episodes and the last/next episode fields consistent with it.
 */
export function addSeason(series: TmdbTvDetails, options: NewSeasonOptions): TmdbSeasonSummary {
  const seasonNumber = Math.max(0, ...series.seasons.map((s) => s.season_number)) + 1;
  const season: TmdbSeasonSummary = {
    air_date: options.air_date,
    episode_count: options.episode_count,
    id: Math.max(0, ...series.seasons.map((s) => s.id)) + 1,
    name: options.name ?? `Season ${seasonNumber}`,
    overview: options.overview ?? '',
    poster_path: options.poster_path ?? null,
    season_number: seasonNumber,
    vote_average: options.vote_average ?? 0,
  };
  series.seasons.push(season);
  recount(series);
  const aired = Math.min(options.episodes_aired ?? 0, season.episode_count);
  const runtime = typicalRuntime(series);
  if (aired > 0) {
    series.last_episode_to_air = episodeSummary(series, season, aired, `Episode ${aired}`, runtime);
    series.last_air_date = series.last_episode_to_air.air_date;
  }
  series.next_episode_to_air =
    aired < season.episode_count && season.air_date !== null
      ? episodeSummary(series, season, aired + 1, `Episode ${aired + 1}`, null)
      : null;
  series.in_production = true;
  return season;
}

export interface SeasonSpec {
  n: number;
  episodes: number;
  airDate: string | null;
  poster?: string | null;
  vote?: number;
}

export interface SeriesSpec {
  id: number;
  name: string;
  country: string;
  firstAirDate: string;
  status: string;
  type: string;
  genres: number[];
  overview: string;
  tagline?: string;
  imdb: string | null;
  tvdb: number | null;
  poster: string | null;
  backdrop: string | null;
  logos?: string[];
  popularity: number;
  vote: [number, number];
  episodeRunTime?: number[];
  createdBy: PersonKey[];
  networks: NetworkKey[];
  cast: [PersonKey, string][];
  crew: [PersonKey, string][];
  seasonIdBase: number;
  seasons: SeasonSpec[];
  lastAired: { season: number; episode: number; name: string; runtime: number } | null;
  nextToAir?: { season: number; episode: number; name: string };
  /** [US, GB] content ratings */
  ratings: [string, string];
  providers: ProviderSpec;
  videos: VideoSpec[];
}

function seasonSummaries(spec: SeriesSpec): TmdbSeasonSummary[] {
  return spec.seasons.map((s) => ({
    air_date: s.airDate,
    episode_count: s.episodes,
    id: spec.seasonIdBase + s.n,
    name: s.n === 0 ? 'Specials' : `Season ${s.n}`,
    overview: '',
    poster_path: s.poster ?? null,
    season_number: s.n,
    vote_average: s.vote ?? 0,
  }));
}

function seasonByNumber(seasons: readonly TmdbSeasonSummary[], n: number): TmdbSeasonSummary {
  const season = seasons.find((s) => s.season_number === n);
  if (!season) throw new Error(`fake fixtures: no season ${n}`);
  return season;
}

export function buildSeries(spec: SeriesSpec): FakeSeries {
  const seasons = seasonSummaries(spec);
  const last = spec.lastAired
    ? episodeSummary(
        spec,
        seasonByNumber(seasons, spec.lastAired.season),
        spec.lastAired.episode,
        spec.lastAired.name,
        spec.lastAired.runtime,
      )
    : null;
  const next = spec.nextToAir
    ? episodeSummary(
        spec,
        seasonByNumber(seasons, spec.nextToAir.season),
        spec.nextToAir.episode,
        spec.nextToAir.name,
        null,
      )
    : null;
  const series: FakeSeries = {
    adult: false,
    backdrop_path: spec.backdrop,
    created_by: spec.createdBy.map((key, index) => ({
      id: PEOPLE[key].id,
      credit_id: hexId(spec.id, 0xd00 + index),
      name: PEOPLE[key].name,
      gender: PEOPLE[key].gender,
      profile_path: PEOPLE[key].profile,
    })),
    episode_run_time: spec.episodeRunTime ?? [],
    first_air_date: spec.firstAirDate,
    genres: genresFor(spec.genres, TMDB_TV_GENRES),
    homepage: '',
    id: spec.id,
    in_production: spec.status === 'Returning Series' || spec.status === 'In Production',
    languages: ['en'],
    last_air_date: last?.air_date ?? null,
    last_episode_to_air: last,
    name: spec.name,
    networks: spec.networks.map((key) => ({ ...NETWORKS[key] })),
    next_episode_to_air: next,
    number_of_episodes: 0,
    number_of_seasons: 0,
    origin_country: [spec.country],
    original_language: 'en',
    original_name: spec.name,
    overview: spec.overview,
    popularity: spec.popularity,
    poster_path: spec.poster,
    production_companies: [],
    production_countries: countries([spec.country]),
    seasons,
    spoken_languages: [{ ...lookup(LANGUAGES, 'en') }],
    status: spec.status,
    tagline: spec.tagline ?? '',
    type: spec.type,
    vote_average: spec.vote[0],
    vote_count: spec.vote[1],
    credits: buildCredits(spec.id, spec.cast, spec.crew, false),
    external_ids: {
      imdb_id: spec.imdb,
      freebase_mid: null,
      freebase_id: null,
      tvdb_id: spec.tvdb,
      tvrage_id: null,
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    },
    images: buildImages(spec.poster, spec.backdrop, spec.logos ?? []),
    content_ratings: {
      results: [
        { iso_3166_1: 'US', rating: spec.ratings[0], descriptors: [] },
        { iso_3166_1: 'GB', rating: spec.ratings[1], descriptors: [] },
      ],
    },
    'watch/providers': buildProviders('tv', spec.id, spec.name, spec.providers),
    videos: buildVideos(spec.id, spec.videos),
  };
  recount(series);
  return series;
}

const SERIES_SPECS: SeriesSpec[] = [
  {
    id: 210077,
    name: 'Harbor Lights',
    country: 'GB',
    firstAirDate: '2019-03-02',
    status: 'Returning Series',
    type: 'Scripted',
    genres: [18, 80],
    overview: "A port town's night ferry hides more than passengers.",
    imdb: 'tt9200201',
    tvdb: 390001,
    poster: '/pH5Poster.jpg',
    backdrop: '/hB4Backdrop.jpg',
    logos: ['/hL5Logo.png'],
    popularity: 22.5,
    vote: [7.8, 640],
    createdBy: ['inesMarlow'],
    networks: ['channelFen'],
    cast: [
      ['saoirseDelacroix', 'DS Maeve Lorne'],
      ['bastienOkoro', 'Teague Harlow'],
      ['noorHalvorsen', 'Captain Ida Voss'],
      ['teodorVasse', 'Finn Carrow'],
      ['junoAchterberg', 'Rosie Carrow'],
    ],
    crew: [
      ['inesMarlow', 'Executive Producer'],
      ['kofiMarchetti', 'Director'],
      ['margitOlander', 'Original Music Composer'],
    ],
    seasonIdBase: 310000,
    seasons: [
      { n: 0, episodes: 2, airDate: null },
      { n: 1, episodes: 8, airDate: '2019-03-02', poster: '/s1Poster.jpg', vote: 7.6 },
      { n: 2, episodes: 8, airDate: '2021-09-12', poster: '/hL5S2Poster.jpg', vote: 7.7 },
      { n: 3, episodes: 8, airDate: '2024-10-02', poster: null, vote: 7.9 },
    ],
    lastAired: { season: 3, episode: 8, name: 'Low Tide', runtime: 52 },
    ratings: ['TV-14', '15'],
    providers: {},
    videos: [{ type: 'Trailer', name: 'Series 3 Trailer', key: 'hArB0r3tRlR', publishedAt: '2024-09-10' }],
  },
  {
    id: 210001,
    name: 'Lantern Street',
    country: 'GB',
    firstAirDate: '2022-01-09',
    status: 'Ended',
    type: 'Miniseries',
    genres: [80, 18, 9648],
    overview: 'A Victorian lamplighter keeps a list of every door he has seen open at night.',
    imdb: 'tt9200101',
    tvdb: 390101,
    poster: '/lS1LanternStreetPoster.jpg',
    backdrop: null,
    popularity: 3.9,
    vote: [7.1, 212],
    createdBy: ['clementineOsei'],
    networks: ['tidewater'],
    cast: [
      ['desmondQuayle', 'Silas Penn'],
      ['ilseMoravec', 'Mrs. Abernethy'],
      ['felixAmaranth', 'Constable Hobb'],
      ['luciaFerranti', 'Violetta Marsh'],
      ['caspianHale', 'Dr. Greaves'],
    ],
    crew: [
      ['clementineOsei', 'Executive Producer'],
      ['rosalindAchebeHart', 'Director'],
    ],
    seasonIdBase: 310100,
    seasons: [{ n: 1, episodes: 6, airDate: '2022-01-09', poster: '/lS1Season1Poster.jpg', vote: 7.2 }],
    lastAired: { season: 1, episode: 6, name: 'The Last Door', runtime: 58 },
    ratings: ['TV-MA', '15'],
    providers: {
      GB: { flatrate: ['tidewater'] },
      US: { flatrate: ['streamCo'] },
    },
    videos: [],
  },
  {
    id: 210003,
    name: 'The Lantern Guild',
    country: 'US',
    firstAirDate: '2014-09-21',
    status: 'Ended',
    type: 'Scripted',
    genres: [10765, 10759, 18],
    overview:
      'Apprentice lamplighters in a city without sunlight learn that their flames hold back something in the dark.',
    tagline: 'Keep the flame.',
    imdb: 'tt9200103',
    tvdb: 390103,
    poster: '/lG3GuildPoster.jpg',
    backdrop: '/lG3GuildBackdrop.jpg',
    logos: ['/lG3GuildLogo.png'],
    popularity: 19.6,
    vote: [8.2, 4410],
    createdBy: ['arloFinchley', 'clementineOsei'],
    networks: ['northlight'],
    cast: [
      ['caspianHale', 'Master Orrin'],
      ['junoAchterberg', 'Wick'],
      ['gideonThroop', 'Lord Sable'],
      ['amaKessie', 'Ember Vey'],
      ['hollisWainwright', 'Brother Tallow'],
      ['wrenCastellane', 'The Glass Oracle'],
    ],
    crew: [
      ['arloFinchley', 'Executive Producer'],
      ['clementineOsei', 'Executive Producer'],
      ['margitOlander', 'Original Music Composer'],
    ],
    seasonIdBase: 310200,
    seasons: [
      { n: 1, episodes: 10, airDate: '2014-09-21', poster: '/lG3S1Poster.jpg', vote: 7.9 },
      { n: 2, episodes: 10, airDate: '2015-09-20', poster: '/lG3S2Poster.jpg', vote: 8.1 },
      { n: 3, episodes: 12, airDate: '2016-09-18', poster: '/lG3S3Poster.jpg', vote: 8.4 },
      { n: 4, episodes: 10, airDate: '2018-01-14', poster: '/lG3S4Poster.jpg', vote: 8.0 },
      { n: 5, episodes: 8, airDate: '2020-02-09', poster: '/lG3S5Poster.jpg', vote: 7.4 },
    ],
    lastAired: { season: 5, episode: 8, name: 'The Last Flame', runtime: 61 },
    ratings: ['TV-14', '12'],
    providers: {
      US: { flatrate: ['streamCo'], buy: ['rentBox'] },
      GB: { flatrate: ['nimbusPlus'] },
      DE: { flatrate: ['streamCo'] },
    },
    videos: [
      { type: 'Trailer', name: 'Final Season Trailer', key: 'gUiLd5fInAl', publishedAt: '2020-01-05' },
    ],
  },
  {
    id: 210004,
    name: 'Kestrel & Finch',
    country: 'US',
    firstAirDate: '2021-04-06',
    status: 'Returning Series',
    type: 'Scripted',
    genres: [35, 80],
    overview:
      'Two retired stage magicians reopen their detective agency to solve the crimes nobody else believes.',
    imdb: 'tt9200104',
    tvdb: 390104,
    poster: '/kF4KestrelFinchPoster.jpg',
    backdrop: '/kF4Backdrop.jpg',
    popularity: 16.3,
    vote: [7.7, 955],
    createdBy: ['arloFinchley'],
    networks: ['streamCo'],
    cast: [
      ['felixAmaranth', 'Desmond Kestrel'],
      ['priyaLindqvist', 'Olivia Finch'],
      ['teodorVasse', 'Sgt. Lomax'],
      ['luciaFerranti', 'Bea'],
      ['rafeDunmore', 'Chief Pruitt'],
    ],
    crew: [
      ['arloFinchley', 'Executive Producer'],
      ['beatrixSolano', 'Director'],
    ],
    seasonIdBase: 310400,
    seasons: [
      { n: 1, episodes: 10, airDate: '2021-04-06', poster: '/kF4S1Poster.jpg', vote: 7.5 },
      { n: 2, episodes: 10, airDate: '2023-01-10', poster: '/kF4S2Poster.jpg', vote: 7.8 },
      { n: 3, episodes: 10, airDate: '2026-02-10', poster: null, vote: 0 },
    ],
    lastAired: { season: 2, episode: 10, name: 'Case Closed (Again)', runtime: 31 },
    nextToAir: { season: 3, episode: 1, name: 'New Leads' },
    ratings: ['TV-14', '12'],
    providers: {
      US: { flatrate: ['streamCo'] },
      GB: { flatrate: ['streamCo'] },
      FR: { flatrate: ['streamCo'] },
    },
    videos: [
      { type: 'Teaser', name: 'Season 3 Date Announcement', key: 'kFiNcH3dAtE', publishedAt: '2025-10-01' },
    ],
  },
  {
    id: 210005,
    name: 'The Saltmarsh Inquiry',
    country: 'GB',
    firstAirDate: '2016-05-02',
    status: 'Ended',
    type: 'Documentary',
    genres: [99],
    overview: 'A slow, patient investigation into why the tide line on one Essex marsh keeps moving inland.',
    imdb: 'tt9200105',
    tvdb: null,
    poster: '/sI5SaltmarshPoster.jpg',
    backdrop: '/sI5Backdrop.jpg',
    popularity: 2.8,
    vote: [7.6, 88],
    createdBy: ['inesMarlow'],
    networks: ['tidewater'],
    cast: [
      ['noorHalvorsen', 'Self - Narrator'],
      ['desmondQuayle', 'Self'],
      ['amaKessie', 'Self'],
      ['hollisWainwright', 'Self'],
      ['saoirseDelacroix', 'Self'],
    ],
    crew: [
      ['inesMarlow', 'Executive Producer'],
      ['selmaVukovic', 'Editor'],
    ],
    seasonIdBase: 310500,
    seasons: [
      { n: 1, episodes: 6, airDate: '2016-05-02', poster: null, vote: 7.4 },
      { n: 2, episodes: 6, airDate: '2018-05-07', poster: null, vote: 7.7 },
    ],
    lastAired: { season: 2, episode: 6, name: 'High Water Mark', runtime: 58 },
    ratings: ['TV-PG', 'PG'],
    providers: {
      GB: { free: ['freeWave'] },
      US: { ads: ['freeWave'] },
    },
    videos: [],
  },
  {
    id: 210006,
    name: 'Orbit of Small Things',
    country: 'US',
    firstAirDate: '2022-02-14',
    status: 'Returning Series',
    type: 'Scripted',
    genres: [16, 10762, 10765],
    overview: 'A crew of pocket-sized astronauts explores the planets hidden in a child’s bedroom.',
    imdb: 'tt9200106',
    tvdb: 390106,
    poster: '/oS6OrbitPoster.jpg',
    backdrop: '/oS6Backdrop.jpg',
    popularity: 8.4,
    vote: [8.0, 301],
    episodeRunTime: [22],
    createdBy: ['clementineOsei'],
    networks: ['nimbusPlus'],
    cast: [
      ['wrenCastellane', 'Nib (voice)'],
      ['felixAmaranth', 'Commander Dot (voice)'],
      ['junoAchterberg', 'Pebble (voice)'],
      ['gideonThroop', 'Professor Quasar (voice)'],
      ['luciaFerranti', 'Luma (voice)'],
    ],
    crew: [
      ['clementineOsei', 'Executive Producer'],
      ['pietVanDoorn', 'Director'],
    ],
    seasonIdBase: 310600,
    seasons: [
      { n: 1, episodes: 12, airDate: '2022-02-14', poster: '/oS6S1Poster.jpg', vote: 8.0 },
      { n: 2, episodes: 12, airDate: '2023-03-06', poster: '/oS6S2Poster.jpg', vote: 8.1 },
      { n: 3, episodes: 12, airDate: '2024-04-01', poster: '/oS6S3Poster.jpg', vote: 8.2 },
    ],
    lastAired: { season: 3, episode: 12, name: 'Lights Out, Mission Control', runtime: 22 },
    ratings: ['TV-Y7', 'U'],
    providers: {
      US: { flatrate: ['nimbusPlus'] },
      GB: { flatrate: ['nimbusPlus'] },
    },
    videos: [{ type: 'Trailer', name: 'Season 3 Trailer', key: 'oRbIt6sMaLl', publishedAt: '2024-03-01' }],
  },
  {
    id: 210007,
    name: 'Dustbowl Saints',
    country: 'US',
    firstAirDate: '2025-03-09',
    status: 'Returning Series',
    type: 'Scripted',
    genres: [37, 18],
    overview:
      'A travelling preacher and his sister run a revival tent that doubles as a getaway for bank robbers.',
    imdb: 'tt9200107',
    tvdb: 390107,
    poster: '/dS7SaintsPoster.jpg',
    backdrop: null,
    popularity: 47.2,
    vote: [7.0, 41],
    createdBy: ['arloFinchley'],
    networks: ['nimbusPlus'],
    cast: [
      ['hollisWainwright', 'Rev. Josiah Crane'],
      ['saoirseDelacroix', 'Mae Dorsey'],
      ['bastienOkoro', 'Eli Dorsey'],
      ['priyaLindqvist', 'Sheriff Ada Wynn'],
      ['teodorVasse', 'Lonnie'],
    ],
    crew: [
      ['arloFinchley', 'Executive Producer'],
      ['kofiMarchetti', 'Director'],
    ],
    seasonIdBase: 310700,
    seasons: [{ n: 1, episodes: 8, airDate: '2025-03-09', poster: '/dS7S1Poster.jpg', vote: 7.0 }],
    lastAired: { season: 1, episode: 5, name: 'Hymn for a Getaway', runtime: 48 },
    nextToAir: { season: 1, episode: 6, name: 'Dry Creek' },
    ratings: ['TV-MA', '15'],
    providers: {
      US: { flatrate: ['nimbusPlus'] },
      GB: { buy: ['rentBox'] },
    },
    videos: [{ type: 'Trailer', name: 'Official Trailer', key: 'dUsT7sAiNtS', publishedAt: '2025-02-01' }],
  },
];

// ---------------------------------------------------------------------------------------------
// List items and people
// ---------------------------------------------------------------------------------------------

export function toMovieListItem(movie: TmdbMovieDetails): TmdbMovieListItem {
  return {
    adult: movie.adult,
    backdrop_path: movie.backdrop_path,
    genre_ids: movie.genres.map((g) => g.id),
    id: movie.id,
    original_language: movie.original_language,
    original_title: movie.original_title,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: movie.poster_path,
    release_date: movie.release_date,
    title: movie.title,
    video: movie.video,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
  };
}

export function toTvListItem(series: TmdbTvDetails): TmdbTvListItem {
  return {
    adult: series.adult,
    backdrop_path: series.backdrop_path,
    first_air_date: series.first_air_date,
    genre_ids: series.genres.map((g) => g.id),
    id: series.id,
    name: series.name,
    origin_country: [...series.origin_country],
    original_language: series.original_language,
    original_name: series.original_name,
    overview: series.overview,
    popularity: series.popularity,
    poster_path: series.poster_path,
    vote_average: series.vote_average,
    vote_count: series.vote_count,
  };
}

function credited(personId: number, credits: TmdbCredits): boolean {
  return [...credits.cast, ...credits.crew].some((p) => p.id === personId);
}

/** Up to three of the person's most popular titles, like TMDb's `known_for`. */
function knownFor(personId: number, movies: readonly FakeMovie[], tv: readonly FakeSeries[]): TmdbKnownFor[] {
  const items: TmdbKnownFor[] = [
    ...movies
      .filter((m) => credited(personId, m.credits))
      .map((m) => ({ ...toMovieListItem(m), media_type: 'movie' as const })),
    ...tv
      .filter((s) => credited(personId, s.credits))
      .map((s) => ({ ...toTvListItem(s), media_type: 'tv' as const })),
  ];
  return items.sort((a, b) => b.popularity - a.popularity).slice(0, 3);
}

function buildPeople(movies: readonly FakeMovie[], tv: readonly FakeSeries[]): TmdbPersonListItem[] {
  return (Object.keys(PEOPLE) as PersonKey[]).map((key) => ({
    ...personFields(key),
    known_for: knownFor(PEOPLE[key].id, movies, tv),
  }));
}

// ---------------------------------------------------------------------------------------------
// OMDb
// ---------------------------------------------------------------------------------------------

interface OmdbSpec {
  imdbRating: string;
  imdbVotes: string;
  rottenTomatoes?: string;
  metascore?: string;
  awards?: string;
  boxOffice?: string;
  hasPoster?: boolean;
}

const OMDB_SPECS: Record<number, OmdbSpec> = {
  900101: {
    imdbRating: '7.8',
    imdbVotes: '1,234,567',
    rottenTomatoes: '93%',
    metascore: '74',
    awards: '2 wins & 5 nominations',
    boxOffice: '$42,512,330',
  },
  900102: {
    imdbRating: '7.1',
    imdbVotes: '48,210',
    rottenTomatoes: '81%',
    metascore: '66',
    boxOffice: '$21,004,118',
  },
  900103: { imdbRating: '7.2', imdbVotes: '31,877', rottenTomatoes: '88%', awards: '1 win & 3 nominations' },
  900104: {
    imdbRating: '8.0',
    imdbVotes: '402,113',
    rottenTomatoes: '91%',
    metascore: '79',
    awards: 'Nominated for 2 Oscars. 11 wins & 38 nominations total',
    boxOffice: '$151,220,000',
  },
  900105: { imdbRating: '6.4', imdbVotes: '5,902', rottenTomatoes: '79%', hasPoster: false },
  900106: {
    imdbRating: '7.3',
    imdbVotes: '96,440',
    rottenTomatoes: '90%',
    metascore: '71',
    boxOffice: '$88,090,412',
  },
  900108: { imdbRating: '7.6', imdbVotes: '61,005', rottenTomatoes: '86%', metascore: '77' },
  900109: { imdbRating: '6.3', imdbVotes: '38,760', rottenTomatoes: '71%', metascore: '58' },
  900110: {
    imdbRating: '7.7',
    imdbVotes: '288,901',
    rottenTomatoes: '84%',
    metascore: '69',
    boxOffice: '$176,880,215',
  },
  900111: { imdbRating: '6.9', imdbVotes: '22,318', metascore: '61' },
  900112: { imdbRating: '7.4', imdbVotes: '9,114', rottenTomatoes: '95%', metascore: '80' },
  900114: {
    imdbRating: '8.1',
    imdbVotes: '190,447',
    rottenTomatoes: '89%',
    metascore: '82',
    awards: 'Nominated for 1 BAFTA Award. 6 wins & 14 nominations total',
    boxOffice: '$30,118,904',
  },
  210077: { imdbRating: '8.1', imdbVotes: '9,876' },
  210001: { imdbRating: '7.4', imdbVotes: '3,410', metascore: '78' },
  210003: { imdbRating: '8.4', imdbVotes: '151,332', metascore: '81', awards: '4 wins & 19 nominations' },
  210004: { imdbRating: '7.6', imdbVotes: '27,094', rottenTomatoes: '94%', metascore: '71' },
  210005: { imdbRating: '7.9', imdbVotes: '1,208', metascore: '84' },
  210006: { imdbRating: '8.0', imdbVotes: '4,551' },
  210007: { imdbRating: 'N/A', imdbVotes: 'N/A' },
};

const OMDB_GENRE_NAMES: Record<string, string> = {
  'Science Fiction': 'Sci-Fi',
  'Sci-Fi & Fantasy': 'Sci-Fi, Fantasy',
  'Action & Adventure': 'Action, Adventure',
  'War & Politics': 'War',
  Kids: 'Family',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function omdbDate(isoDate: string | null): string {
  if (!isoDate) return 'N/A';
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

function omdbList(values: readonly string[]): string {
  const unique = [...new Set(values)];
  return unique.length > 0 ? unique.join(', ') : 'N/A';
}

function omdbRatings(spec: OmdbSpec): OmdbRating[] {
  const ratings: OmdbRating[] = [];
  if (spec.imdbRating !== 'N/A')
    ratings.push({ Source: 'Internet Movie Database', Value: `${spec.imdbRating}/10` });
  if (spec.rottenTomatoes) ratings.push({ Source: 'Rotten Tomatoes', Value: spec.rottenTomatoes });
  if (spec.metascore) ratings.push({ Source: 'Metacritic', Value: `${spec.metascore}/100` });
  return ratings;
}

/** The fields from Genre to imdbID, in OMDb's key order. */
function omdbCommon(
  title: TmdbCommonDetails & { credits: TmdbCredits },
  people: { director: string; writer: string },
  imdbId: string,
  spec: OmdbSpec,
) {
  return {
    Genre: omdbList(title.genres.map((g) => OMDB_GENRE_NAMES[g.name] ?? g.name)),
    Director: people.director,
    Writer: people.writer,
    Actors: omdbList(title.credits.cast.slice(0, 3).map((c) => c.name)),
    Plot: title.overview || 'N/A',
    Language: omdbList(title.spoken_languages.map((l) => l.english_name)),
    Country: omdbList(title.origin_country.map((c) => lookup(COUNTRY_NAMES, c).omdb)),
    Awards: spec.awards ?? 'N/A',
    Poster: spec.hasPoster === false ? 'N/A' : `https://example.invalid/omdb/${imdbId}_SX300.jpg`,
    Ratings: omdbRatings(spec),
    Metascore: spec.metascore ?? 'N/A',
    imdbRating: spec.imdbRating,
    imdbVotes: spec.imdbVotes,
    imdbID: imdbId,
  };
}

function crewNames(credits: TmdbCredits, department: string): string[] {
  return credits.crew.filter((c) => c.department === department).map((c) => c.name);
}

function omdbMovie(movie: FakeMovie, imdbId: string, spec: OmdbSpec): OmdbRecord {
  const us = movie.release_dates.results.find((r) => r.iso_3166_1 === 'US');
  const people = {
    director: omdbList(crewNames(movie.credits, 'Directing')),
    writer: omdbList(crewNames(movie.credits, 'Writing')),
  };
  return {
    Title: movie.title,
    Year: movie.release_date.slice(0, 4) || 'N/A',
    Rated: us?.release_dates[0]?.certification ?? 'N/A',
    Released: omdbDate(movie.release_date),
    Runtime: movie.runtime ? `${movie.runtime} min` : 'N/A',
    ...omdbCommon(movie, people, imdbId, spec),
    Type: 'movie',
    DVD: 'N/A',
    BoxOffice: spec.boxOffice ?? 'N/A',
    Production: 'N/A',
    Website: 'N/A',
    Response: 'True',
  };
}

function omdbSeriesYear(series: FakeSeries): string {
  const start = series.first_air_date.slice(0, 4);
  const end = series.last_air_date?.slice(0, 4) ?? start;
  if (series.in_production) return `${start}–`;
  return start === end ? start : `${start}–${end}`;
}

function omdbSeries(series: FakeSeries, imdbId: string, spec: OmdbSpec): OmdbRecord {
  const us = series.content_ratings.results.find((r) => r.iso_3166_1 === 'US');
  const runtime = series.last_episode_to_air?.runtime;
  const people = { director: 'N/A', writer: omdbList(series.created_by.map((c) => c.name)) };
  return {
    Title: series.name,
    Year: omdbSeriesYear(series),
    Rated: us?.rating ?? 'N/A',
    Released: omdbDate(series.first_air_date),
    Runtime: runtime ? `${runtime} min` : 'N/A',
    ...omdbCommon(series, people, imdbId, spec),
    Type: 'series',
    totalSeasons: String(series.number_of_seasons),
    Response: 'True',
  };
}

function buildOmdb(movies: readonly FakeMovie[], tv: readonly FakeSeries[]): Record<string, OmdbRecord> {
  const records: Record<string, OmdbRecord> = {};
  for (const movie of movies) {
    const spec = OMDB_SPECS[movie.id];
    if (spec && movie.imdb_id) records[movie.imdb_id] = omdbMovie(movie, movie.imdb_id, spec);
  }
  for (const series of tv) {
    const spec = OMDB_SPECS[series.id];
    const imdbId = series.external_ids.imdb_id;
    if (spec && imdbId) records[imdbId] = omdbSeries(series, imdbId, spec);
  }
  return records;
}

// ---------------------------------------------------------------------------------------------
// Trending and the whole set
// ---------------------------------------------------------------------------------------------

const movieRef = (id: number): FakeMediaRef => ({ media_type: 'movie', id });
const tvRef = (id: number): FakeMediaRef => ({ media_type: 'tv', id });
const personRef = (id: number): FakeMediaRef => ({ media_type: 'person', id });

const TRENDING: FakeFixtures['trending'] = {
  day: {
    movie: [900102, 900113, 900101, 900104, 900110, 900106, 900109, 900108, 900112, 900103, 900114],
    tv: [210007, 210077, 210004, 210003, 210006, 210001, 210005],
    all: [
      movieRef(900102),
      tvRef(210007),
      movieRef(900113),
      tvRef(210077),
      personRef(5550123),
      movieRef(900101),
      tvRef(210004),
      movieRef(900104),
      movieRef(900110),
      tvRef(210003),
      movieRef(900106),
      tvRef(210006),
    ],
  },
  week: {
    movie: [900101, 900102, 900104, 900110, 900113, 900106, 900114, 900109, 900108, 900103, 900111, 900112],
    tv: [210077, 210003, 210007, 210004, 210006, 210005, 210001],
    all: [
      movieRef(900101),
      tvRef(210077),
      movieRef(900102),
      tvRef(210003),
      movieRef(900104),
      tvRef(210007),
      movieRef(900110),
      personRef(5550123),
      movieRef(900113),
      tvRef(210004),
      movieRef(900106),
      movieRef(900114),
    ],
  },
};

/** Titles added to the default set, with their episodes' own ids (the media servers': fake-media-server-titles.ts). */
export interface ExtraFakeTitles {
  movies: MovieSpec[];
  series: SeriesSpec[];
  episodeIds: FakeEpisodeIds[];
}

/** A fresh, independent copy of the default fixture set, with `extra` titles; tests may mutate it freely. */
export function defaultFakeFixtures(
  extra: ExtraFakeTitles = { movies: [], series: [], episodeIds: [] },
): FakeFixtures {
  const movies = [...MOVIE_SPECS, ...extra.movies].map(buildMovie);
  const tv = [...SERIES_SPECS, ...extra.series].map(buildSeries);
  const fixtures: FakeFixtures = {
    movies,
    tv,
    people: buildPeople(movies, tv),
    trending: TRENDING,
    omdb: buildOmdb(movies, tv),
    watchProviderList: (Object.keys(PROVIDERS) as ProviderKey[]).map((key) => ({
      ...PROVIDERS[key],
      display_priorities: PROVIDER_REGIONS[key],
    })),
    episodeIds: extra.episodeIds,
  };
  // The JSON round trip guarantees no object is shared between titles, calls or the constants above.
  return JSON.parse(JSON.stringify(fixtures)) as FakeFixtures;
}
