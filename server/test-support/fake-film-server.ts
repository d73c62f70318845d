/**
 * A fake TMDb v3 + OMDb + TMDb-image HTTP server for tests: the real API clients are pointed at it.
 * Only node built-ins; listens on 127.0.0.1 with a port chosen at start.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import {
  MOVIE_APPEND_KEYS,
  TMDB_MOVIE_GENRES,
  TMDB_TV_GENRES,
  TV_APPEND_KEYS,
  buildSeasonDetails,
  defaultFakeFixtures,
  toMovieListItem,
  toTvListItem,
} from './fake-film-fixtures';
import type { FakeFixtures, FakeMediaRef, FakeMovie, FakeSeries, OmdbRecord } from './fake-film-fixtures';
import { MEDIA_SERVER_TITLES } from './fake-media-server-titles';

export type FakeMode = 'normal' | 'slow' | 'rate-limited' | 'server-error' | 'garbage' | 'unauthorized';
export type FakeService = 'tmdb' | 'omdb' | 'image';

export interface FakeCall {
  service: FakeService;
  /** Path below the service's base URL, e.g. "/movie/900101" (TMDb), "/" (OMDb), "/w500/x.jpg" (images). */
  path: string;
  query: Record<string, string>;
  /** HTTP status returned; 0 while the response is still pending (e.g. in 'slow' mode). */
  status: number;
}

export interface FakeModeOptions {
  service?: FakeService;
  /** How many requests get this mode before the service returns to 'normal'. Default: until changed. */
  times?: number;
  /** Delay for 'slow' mode. Default 3000 ms. */
  delayMs?: number;
}

export interface FakeFilmServer {
  url: string;
  tmdbBaseUrl: string;
  omdbBaseUrl: string;
  imageBaseUrl: string;
  tmdbToken: string;
  tmdbApiKey: string;
  omdbApiKey: string;
  fixtures: FakeFixtures;
  calls: FakeCall[];
  callCount(filter?: (call: FakeCall) => boolean): number;
  resetCalls(): void;
  setMode(mode: FakeMode, options?: FakeModeOptions): void;
  /** Answers at once every request that 'slow' mode is holding. */
  releaseDelayed(): void;
  close(): Promise<void>;
}

/** An answer recorded from the real service, served as it was (see real-recordings.ts). */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers really recorded from TMDb and OMDb, served before the invented fixtures. Live like the fixtures: change
 * a map during a test and the next request sees it.
 */
export interface FakeRecordings {
  /**
   * TMDb by path ('/tv/1399', '/tv/1399/season/1'); a requested append ('credits', 'watch/providers') is the
   * recording of '<path>/<append>' when the main answer does not carry it (as TMDb nests it, without its own id).
   */
  tmdb: Map<string, RecordedAnswer>;
  /** OMDb by the IMDb id asked for (`?i=`). */
  omdb: Map<string, RecordedAnswer>;
}

export interface FakeFilmServerOptions {
  /** Used live (not copied): mutate it during a test to change what the server returns. */
  fixtures?: FakeFixtures;
  /** Real recorded answers, served before the fixtures for the paths and ids they cover. */
  recordings?: FakeRecordings;
}

const TMDB_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJmYWtlLXdhdGNobGlzdCIsInNjb3BlcyI6WyJhcGlfcmVhZCJdfQ.ZmFrZS1zaWduYXR1cmU';
const TMDB_API_KEY = 'fa4e0c0ffee0fa4e0c0ffee0fa4e0c0f';
const OMDB_API_KEY = 'f4ke0mdb';
const DEFAULT_SLOW_MS = 3000;
const PAGE_SIZE = 20;
const MAX_APPENDS = 20;

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json;charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

function textReply(status: number, text: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'text/plain;charset=utf-8', ...headers }, body: text };
}

const TMDB_ERRORS = {
  unauthorized: [401, 7, 'Invalid API key: You must be granted a valid key.'],
  notFound: [404, 34, 'The resource you requested could not be found.'],
  invalidParameters: [422, 5, 'Invalid parameters: Your request parameters are incorrect.'],
  badPage: [400, 22, 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.'],
  tooManyAppends: [400, 27, 'Too many append to response objects: The maximum number of remote calls is 20.'],
  rateLimited: [429, 25, 'Your request count (#) is over the allowed limit of (40).'],
  offline: [503, 9, 'Service offline.'],
  internal: [500, 11, 'Internal error: Something went wrong, contact TMDb.'],
} as const;

function tmdbError(kind: keyof typeof TMDB_ERRORS, headers: Record<string, string> = {}): Reply {
  const [status, code, message] = TMDB_ERRORS[kind];
  return jsonReply(status, { status_code: code, status_message: message, success: false }, headers);
}

function omdbError(status: number, error: string): Reply {
  return jsonReply(status, { Response: 'False', Error: error });
}

/** What a service answers in a failure mode; undefined means "answer normally". */
function modeReply(service: FakeService, mode: FakeMode): Reply | undefined {
  switch (mode) {
    case 'normal':
    case 'slow':
      return undefined;
    case 'rate-limited':
      // OMDb has no 429: its quota error is a 401 with "Request limit reached!".
      if (service === 'omdb') return omdbError(401, 'Request limit reached!');
      if (service === 'image') return textReply(429, 'Too Many Requests', { 'retry-after': '1' });
      return tmdbError('rateLimited', { 'retry-after': '1' });
    case 'server-error':
      if (service === 'tmdb') return tmdbError('offline');
      return textReply(503, 'Service Unavailable');
    case 'garbage':
      if (service === 'omdb')
        return { status: 200, headers: { 'content-type': 'text/html' }, body: '<html><body>Oops' };
      if (service === 'image')
        return { status: 200, headers: { 'content-type': 'image/png' }, body: 'not a png' };
      return {
        status: 200,
        headers: { 'content-type': 'application/json;charset=utf-8' },
        body: '{"page":1,"results":[{"id":',
      };
    case 'unauthorized':
      if (service === 'omdb') return omdbError(401, 'Invalid API key!');
      if (service === 'image') return textReply(401, 'Unauthorized');
      return tmdbError('unauthorized');
  }
}

// ---------------------------------------------------------------------------------------------
// TMDb
// ---------------------------------------------------------------------------------------------

interface TmdbRequest {
  segments: string[];
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  fixtures: FakeFixtures;
  imageBaseUrl: string;
}

function isTmdbAuthorized(request: TmdbRequest): boolean {
  const auth = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim();
  return bearer === TMDB_TOKEN || request.query.api_key === TMDB_API_KEY;
}

/** Page number 1..500, or undefined when the `page` parameter is invalid. */
function parsePage(query: Record<string, string>): number | undefined {
  const raw = query.page;
  if (raw === undefined || raw === '') return 1;
  if (!/^\d+$/.test(raw)) return undefined;
  const page = Number(raw);
  return page >= 1 && page <= 500 ? page : undefined;
}

function parseId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function paginate(items: readonly unknown[], page: number): Reply {
  const totalPages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  return jsonReply(200, {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: totalPages,
    total_results: items.length,
  });
}

function includes(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

function movieMatches(movie: FakeMovie, needle: string, year: string | undefined): boolean {
  if (year && !movie.release_date.startsWith(year)) return false;
  return includes(movie.title, needle) || includes(movie.original_title, needle);
}

function seriesMatches(series: FakeSeries, needle: string, year: string | undefined): boolean {
  if (year && !series.first_air_date.startsWith(year)) return false;
  return includes(series.name, needle) || includes(series.original_name, needle);
}

function byPopularity(a: { popularity: number }, b: { popularity: number }): number {
  return b.popularity - a.popularity;
}

function searchItems(kind: 'multi' | 'movie' | 'tv', needle: string, request: TmdbRequest): unknown[] {
  const { fixtures, query } = request;
  const movies = (year?: string): FakeMovie[] =>
    fixtures.movies.filter((m) => movieMatches(m, needle, year)).sort(byPopularity);
  const shows = (year?: string): FakeSeries[] =>
    fixtures.tv.filter((s) => seriesMatches(s, needle, year)).sort(byPopularity);
  switch (kind) {
    case 'movie':
      return movies(query.primary_release_year ?? query.year).map(toMovieListItem);
    case 'tv':
      return shows(query.first_air_date_year ?? query.year).map(toTvListItem);
    case 'multi':
      return [
        ...movies().map((m) => ({ ...toMovieListItem(m), media_type: 'movie' })),
        ...shows().map((s) => ({ ...toTvListItem(s), media_type: 'tv' })),
        ...fixtures.people
          .filter((p) => includes(p.name, needle))
          .map((p) => ({ ...p, media_type: 'person' })),
      ].sort(byPopularity);
  }
}

/** An episode of a fixture series with its own ids, as a season lists it; undefined when there is none. */
function fixtureEpisode(fixtures: FakeFixtures, showId: number, seasonNumber: number, episodeNumber: number) {
  const series = fixtures.tv.find((s) => s.id === showId);
  const summary = series?.seasons.find((s) => s.season_number === seasonNumber);
  if (!series || !summary) return undefined;
  const found = buildSeasonDetails(series, summary).episodes.find((e) => e.episode_number === episodeNumber);
  if (!found) return undefined;
  const { crew: _crew, guest_stars: _guests, ...episode } = found;
  const ids = fixtures.episodeIds.find(
    (entry) =>
      entry.show_id === showId &&
      entry.season_number === seasonNumber &&
      entry.episode_number === episodeNumber,
  );
  return { episode, tvdbId: ids?.tvdb_id ?? null, imdbId: ids?.imdb_id ?? null };
}

/**
 * `/find/{id}?external_source=imdb_id|tvdb_id`: what the id names, as TMDb lists it by kind (every list always
 * there, all empty for an unknown id). Episodes are found by their own ids, series by theirs.
 */
function find(id: string | undefined, request: TmdbRequest): Reply {
  const source = request.query.external_source;
  if (source !== 'imdb_id' && source !== 'tvdb_id') return tmdbError('invalidParameters');
  const { fixtures } = request;
  const byImdb = source === 'imdb_id';
  const movies = byImdb ? fixtures.movies.filter((movie) => movie.imdb_id === id) : [];
  const shows = fixtures.tv.filter((series) =>
    byImdb ? series.external_ids.imdb_id === id : String(series.external_ids.tvdb_id) === id,
  );
  const episodes = fixtures.episodeIds
    .filter((entry) => (byImdb ? entry.imdb_id === id : String(entry.tvdb_id) === id))
    .flatMap((entry) => {
      const found = fixtureEpisode(fixtures, entry.show_id, entry.season_number, entry.episode_number);
      return found ? [{ ...found.episode, media_type: 'tv_episode' }] : [];
    });
  return jsonReply(200, {
    movie_results: movies.map((movie) => ({ ...toMovieListItem(movie), media_type: 'movie' })),
    person_results: [],
    tv_results: shows.map((series) => ({ ...toTvListItem(series), media_type: 'tv' })),
    tv_episode_results: episodes,
    tv_season_results: [],
  });
}

/** `/tv/{id}/season/{n}/episode/{e}/external_ids`: the episode's own ids (null when the fixtures give none). */
function episodeExternalIds(series: FakeSeries, rest: readonly string[], fixtures: FakeFixtures): Reply {
  const seasonNumber = parseId(rest[2]);
  const episodeNumber = parseId(rest[4]);
  const found =
    seasonNumber !== undefined && episodeNumber !== undefined
      ? fixtureEpisode(fixtures, series.id, seasonNumber, episodeNumber)
      : undefined;
  if (!found) return tmdbError('notFound');
  return jsonReply(200, {
    id: found.episode.id,
    imdb_id: found.imdbId,
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: found.tvdbId,
    tvrage_id: null,
    wikidata_id: null,
  });
}

function search(kind: string | undefined, request: TmdbRequest): Reply {
  if (kind !== 'multi' && kind !== 'movie' && kind !== 'tv') return tmdbError('notFound');
  const page = parsePage(request.query);
  if (page === undefined) return tmdbError('badPage');
  // TMDb answers a missing or empty query with an empty 200, not an error.
  const needle = (request.query.query ?? '').trim().toLowerCase();
  return paginate(needle === '' ? [] : searchItems(kind, needle, request), page);
}

function trendingItem(ref: FakeMediaRef, fixtures: FakeFixtures): object | undefined {
  if (ref.media_type === 'movie') {
    const movie = fixtures.movies.find((m) => m.id === ref.id);
    return movie && { ...toMovieListItem(movie), media_type: 'movie' };
  }
  if (ref.media_type === 'tv') {
    const series = fixtures.tv.find((s) => s.id === ref.id);
    return series && { ...toTvListItem(series), media_type: 'tv' };
  }
  const person = fixtures.people.find((p) => p.id === ref.id);
  return person && { ...person, media_type: 'person' };
}

function trending(kind: string | undefined, window: string | undefined, request: TmdbRequest): Reply {
  if (window !== 'day' && window !== 'week') return tmdbError('notFound');
  const lists = request.fixtures.trending[window];
  let refs: FakeMediaRef[];
  if (kind === 'all') refs = lists.all;
  else if (kind === 'movie') refs = lists.movie.map((id) => ({ media_type: 'movie', id }));
  else if (kind === 'tv') refs = lists.tv.map((id) => ({ media_type: 'tv', id }));
  else return tmdbError('notFound');
  const page = parsePage(request.query);
  if (page === undefined) return tmdbError('badPage');
  const items = refs.map((ref) => trendingItem(ref, request.fixtures)).filter((item) => item !== undefined);
  return paginate(items, page);
}

function requestedAppends(query: Record<string, string>): string[] {
  return (query.append_to_response ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** The stored record minus every supported append that was not requested. */
function withAppends(record: object, appendKeys: readonly string[], requested: readonly string[]): object {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record) as [string, unknown][]) {
    if (!appendKeys.includes(key) || requested.includes(key)) body[key] = value;
  }
  return body;
}

/** `/{kind}/{id}` with only the requested appends, or `/{kind}/{id}/{append}` on its own. */
function detailOrPart<K extends string>(
  record: { id: number } & Record<K, object>,
  appendKeys: readonly K[],
  sub: readonly string[],
  query: Record<string, string>,
): Reply {
  if (sub.length === 0) {
    const requested = requestedAppends(query);
    if (requested.length > MAX_APPENDS) return tmdbError('tooManyAppends');
    return jsonReply(200, withAppends(record, appendKeys, requested));
  }
  const key = appendKeys.find((k) => k === sub.join('/'));
  return key === undefined ? tmdbError('notFound') : jsonReply(200, { id: record.id, ...record[key] });
}

/**
 * `/{kind}/{id}/recommendations` and `/similar`, from the fixtures' own titles of that kind: recommendations share
 * the title's first genre, similar titles any of its genres; by id.
 */
function suggestions<T extends { id: number; genres: { id: number }[] }>(
  title: T,
  titles: readonly T[],
  list: string,
  toItem: (title: T) => object,
  request: TmdbRequest,
): Reply {
  const page = parsePage(request.query);
  if (page === undefined) return tmdbError('badPage');
  const genres = list === 'recommendations' ? title.genres.slice(0, 1) : title.genres;
  const wanted = new Set(genres.map((genre) => genre.id));
  const items = titles
    .filter((other) => other.id !== title.id && other.genres.some((genre) => wanted.has(genre.id)))
    .sort((a, b) => a.id - b.id)
    .map(toItem);
  return paginate(items, page);
}

const isSuggestionList = (rest: readonly string[]) =>
  rest.length === 2 && (rest[1] === 'recommendations' || rest[1] === 'similar');

function movieRoute(rest: readonly string[], request: TmdbRequest): Reply {
  const id = parseId(rest[0]);
  const movie = request.fixtures.movies.find((m) => m.id === id);
  if (!movie) return tmdbError('notFound');
  if (isSuggestionList(rest)) {
    return suggestions(movie, request.fixtures.movies, rest[1] ?? '', toMovieListItem, request);
  }
  return detailOrPart(movie, MOVIE_APPEND_KEYS, rest.slice(1), request.query);
}

function tvRoute(rest: readonly string[], request: TmdbRequest): Reply {
  const id = parseId(rest[0]);
  const series = request.fixtures.tv.find((s) => s.id === id);
  if (!series) return tmdbError('notFound');
  if (isSuggestionList(rest)) {
    return suggestions(series, request.fixtures.tv, rest[1] ?? '', toTvListItem, request);
  }
  if (rest[1] === 'season' && rest.length === 3) return season(series, rest[2]);
  if (rest[1] === 'season' && rest[3] === 'episode' && rest[5] === 'external_ids' && rest.length === 6) {
    return episodeExternalIds(series, rest, request.fixtures);
  }
  return detailOrPart(series, TV_APPEND_KEYS, rest.slice(1), request.query);
}

function season(series: FakeSeries, rawNumber: string | undefined): Reply {
  const number = parseId(rawNumber);
  const summary = series.seasons.find((s) => s.season_number === number);
  if (!summary) return tmdbError('notFound');
  return jsonReply(200, buildSeasonDetails(series, summary));
}

const IMAGE_SIZES = {
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
};
const ALL_IMAGE_SIZES = new Set(Object.values(IMAGE_SIZES).flat());

function configuration(imageBaseUrl: string): Reply {
  return jsonReply(200, {
    // Points at this fake so clients that build image URLs from /configuration hit it too.
    images: { base_url: `${imageBaseUrl}/`, secure_base_url: `${imageBaseUrl}/`, ...IMAGE_SIZES },
    change_keys: ['adult', 'air_date', 'budget', 'cast', 'crew', 'images', 'imdb_id', 'runtime'],
  });
}

/** `/watch/providers/{movie|tv}`: the services TMDb lists; with `watch_region`, those of that region at its priority. */
function providerList(kind: string | undefined, request: TmdbRequest): Reply {
  if (kind !== 'movie' && kind !== 'tv') return tmdbError('notFound');
  const region = request.query.watch_region;
  const results = request.fixtures.watchProviderList.flatMap((provider) => {
    if (region === undefined) return [provider];
    const priority = provider.display_priorities[region];
    return priority === undefined ? [] : [{ ...provider, display_priority: priority }];
  });
  return jsonReply(200, { results });
}

function routeTmdb(request: TmdbRequest): Reply {
  if (!isTmdbAuthorized(request)) return tmdbError('unauthorized');
  const [head, ...rest] = request.segments;
  switch (head) {
    case 'configuration':
      return rest.length === 0 ? configuration(request.imageBaseUrl) : tmdbError('notFound');
    case 'genre':
      if (rest[1] !== 'list' || rest.length !== 2) return tmdbError('notFound');
      if (rest[0] === 'movie') return jsonReply(200, { genres: TMDB_MOVIE_GENRES });
      if (rest[0] === 'tv') return jsonReply(200, { genres: TMDB_TV_GENRES });
      return tmdbError('notFound');
    case 'search':
      return rest.length === 1 ? search(rest[0], request) : tmdbError('notFound');
    case 'find':
      return rest.length === 1 ? find(rest[0], request) : tmdbError('notFound');
    case 'trending':
      return rest.length === 2 ? trending(rest[0], rest[1], request) : tmdbError('notFound');
    case 'watch':
      return rest[0] === 'providers' && rest.length === 2
        ? providerList(rest[1], request)
        : tmdbError('notFound');
    case 'movie':
      return movieRoute(rest, request);
    case 'tv':
      return tvRoute(rest, request);
    default:
      return tmdbError('notFound');
  }
}

/** A recorded TMDb answer for this path, with the requested appends that were recorded on their own. */
function recordedTmdb(
  recordings: FakeRecordings,
  path: string,
  query: Record<string, string>,
): Reply | undefined {
  const recorded = recordings.tmdb.get(path);
  if (!recorded) return undefined;
  if (recorded.status !== 200 || typeof recorded.body !== 'object' || recorded.body === null) {
    return jsonReply(recorded.status, recorded.body);
  }
  const body: Record<string, unknown> = { ...recorded.body };
  for (const append of requestedAppends(query)) {
    const part = recordings.tmdb.get(`${path}/${append}`)?.body;
    if (body[append] !== undefined || typeof part !== 'object' || part === null) continue;
    const { id: _ownId, ...nested } = part as Record<string, unknown>;
    body[append] = nested;
  }
  return jsonReply(200, body);
}

// ---------------------------------------------------------------------------------------------
// OMDb
// ---------------------------------------------------------------------------------------------

function findOmdbByTitle(fixtures: FakeFixtures, query: Record<string, string>): OmdbRecord | undefined {
  const title = (query.t ?? '').trim().toLowerCase();
  return Object.values(fixtures.omdb).find(
    (record) =>
      record.Title.toLowerCase() === title &&
      (!query.type || record.Type === query.type) &&
      (!query.y || record.Year.startsWith(query.y)),
  );
}

function routeOmdb(path: string, query: Record<string, string>, fixtures: FakeFixtures): Reply {
  if (path !== '/') return textReply(404, 'Not Found');
  if (!query.apikey) return omdbError(401, 'No API key provided.');
  if (query.apikey !== OMDB_API_KEY) return omdbError(401, 'Invalid API key!');
  if (query.i !== undefined) {
    const record = fixtures.omdb[query.i];
    return record ? jsonReply(200, record) : omdbError(200, 'Incorrect IMDb ID.');
  }
  if (query.t !== undefined) {
    const record = findOmdbByTitle(fixtures, query);
    return record ? jsonReply(200, record) : omdbError(200, 'Movie not found!');
  }
  return omdbError(200, 'Something went wrong.');
}

// ---------------------------------------------------------------------------------------------
// Images: a tiny solid-colour PNG per known path
// ---------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309, as used by PNG chunks). */
export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_WIDTH = 2;
const PNG_HEIGHT = 3;

/** A valid 2×3 8-bit RGB PNG filled with one colour. */
export function solidPng(red: number, green: number, blue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PNG_WIDTH, 0);
  header.writeUInt32BE(PNG_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), default compression/filter/interlace
  const row = [0, ...Array.from({ length: PNG_WIDTH }, () => [red, green, blue]).flat()]; // filter byte 0
  const pixels = Buffer.from(Array.from({ length: PNG_HEIGHT }, () => row).flat());
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const IMAGE_PATH_KEYS = new Set([
  'poster_path',
  'backdrop_path',
  'profile_path',
  'logo_path',
  'file_path',
  'still_path',
]);

function collectImagePaths(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectImagePaths(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value) as [string, unknown][]) {
    if (IMAGE_PATH_KEYS.has(key) && typeof child === 'string') into.add(child);
    else collectImagePaths(child, into);
  }
}

/** Every image path the fixtures mention, including generated episode stills. Recomputed: fixtures are live. */
function knownImagePaths(fixtures: FakeFixtures): Set<string> {
  const paths = new Set<string>();
  collectImagePaths(fixtures, paths);
  for (const series of fixtures.tv) {
    for (const summary of series.seasons) collectImagePaths(buildSeasonDetails(series, summary), paths);
  }
  return paths;
}

function routeImage(path: string, fixtures: FakeFixtures): Reply {
  const match = /^\/([^/]+)(\/.+)$/.exec(path);
  const size = match?.[1];
  const file = match?.[2];
  if (!size || !file || !ALL_IMAGE_SIZES.has(size) || !knownImagePaths(fixtures).has(file)) {
    return textReply(404, 'Not Found');
  }
  const hash = crc32(Buffer.from(file));
  const png = solidPng((hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff);
  return {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000' },
    body: png,
  };
}

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

interface ModeState {
  mode: FakeMode;
  remaining: number | undefined;
  delayMs: number;
}

const NORMAL: ModeState = { mode: 'normal', remaining: undefined, delayMs: DEFAULT_SLOW_MS };

const SERVICE_PREFIXES: [string, FakeService][] = [
  ['/3', 'tmdb'],
  ['/omdb', 'omdb'],
  ['/t/p', 'image'],
];

function splitService(pathname: string): { service: FakeService; path: string } | undefined {
  for (const [prefix, service] of SERVICE_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      const path = pathname.slice(prefix.length);
      return { service, path: path === '' ? '/' : path };
    }
  }
  return undefined;
}

/** Returns the mode for this request and counts it against `times`. */
function takeMode(state: ModeState): ModeState {
  const current = { ...state };
  if (state.remaining !== undefined) {
    state.remaining -= 1;
    if (state.remaining <= 0) Object.assign(state, NORMAL);
  }
  return current;
}

function send(res: ServerResponse, reply: Reply): void {
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(body.length) });
  res.end(body);
}

export async function startFakeFilmServer(options: FakeFilmServerOptions = {}): Promise<FakeFilmServer> {
  const fixtures = options.fixtures ?? defaultFakeFixtures(MEDIA_SERVER_TITLES);
  const calls: FakeCall[] = [];
  const modes: Record<FakeService, ModeState> = {
    tmdb: { ...NORMAL },
    omdb: { ...NORMAL },
    image: { ...NORMAL },
  };
  const pendingDelays = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closing: Promise<void> | undefined;
  let imageBaseUrl = '';

  const delay = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          pendingDelays.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      pendingDelays.add(entry);
    });

  const releaseDelayed = (): void => {
    for (const entry of pendingDelays) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    pendingDelays.clear();
  };

  const answer = (service: FakeService, path: string, url: URL, req: IncomingMessage): Reply => {
    const query = Object.fromEntries(url.searchParams);
    if (req.method !== 'GET' && req.method !== 'HEAD') return textReply(405, 'Method Not Allowed');
    const recordings = options.recordings;
    if (service === 'omdb') {
      const recorded = query.apikey === OMDB_API_KEY && query.i && recordings?.omdb.get(query.i);
      return recorded ? jsonReply(recorded.status, recorded.body) : routeOmdb(path, query, fixtures);
    }
    if (service === 'image') return routeImage(path, fixtures);
    const segments = path.split('/').filter((segment) => segment !== '');
    const request = { segments, query, headers: req.headers, fixtures, imageBaseUrl };
    const recorded =
      recordings && isTmdbAuthorized(request)
        ? recordedTmdb(recordings, `/${segments.join('/')}`, query)
        : undefined;
    return recorded ?? routeTmdb(request);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const target = splitService(url.pathname);
    if (!target) {
      send(res, textReply(404, 'Not Found'));
      return;
    }
    const call: FakeCall = { ...target, query: Object.fromEntries(url.searchParams), status: 0 };
    calls.push(call);
    const { mode, delayMs } = takeMode(modes[target.service]);
    if (mode === 'slow') await delay(delayMs);
    if (closing) return;
    let reply: Reply;
    try {
      reply = modeReply(target.service, mode) ?? answer(target.service, target.path, url, req);
    } catch (error) {
      // A fixture or server bug: say so in the body instead of hanging the client.
      reply = jsonReply(500, {
        status_code: 11,
        status_message: `Fake server error: ${String(error)}`,
        success: false,
      });
    }
    call.status = reply.status;
    send(res, reply);
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  imageBaseUrl = `${url}/t/p`;

  return {
    url,
    tmdbBaseUrl: `${url}/3`,
    omdbBaseUrl: `${url}/omdb`,
    imageBaseUrl,
    tmdbToken: TMDB_TOKEN,
    tmdbApiKey: TMDB_API_KEY,
    omdbApiKey: OMDB_API_KEY,
    fixtures,
    calls,
    callCount: (filter) => (filter ? calls.filter(filter).length : calls.length),
    resetCalls: () => {
      calls.length = 0;
    },
    setMode: (mode, modeOptions = {}) => {
      modes[modeOptions.service ?? 'tmdb'] = {
        mode,
        remaining: mode === 'normal' ? undefined : modeOptions.times,
        delayMs: modeOptions.delayMs ?? DEFAULT_SLOW_MS,
      };
    },
    releaseDelayed,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        releaseDelayed();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
