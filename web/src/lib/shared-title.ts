import type { MediaType, SearchResult } from '#domain/schemas/film';

/** What another app shared to Watchlist (the share target's title, text and url), read as a title to open. */
export type SharedTitle =
  /** A TMDb link: the id itself; the words of its address, for a film database that does not know the id. */
  | { kind: 'tmdb'; mediaType: MediaType; tmdbId: number; words: string | null }
  /** An IMDb link or id: found through the film database's IMDb lookup; the shared words otherwise. */
  | { kind: 'imdb'; imdbId: string; words: string | null }
  /** A Letterboxd film's address or any text: searched for, the best match first. */
  | { kind: 'words'; query: string; year: number | null };

export interface SharedInput {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const IMDB_ID = /\btt\d{7,10}\b/;
const IMDB_IDS = /\btt\d{7,10}\b/g;
/** "… - IMDb", "… | Letterboxd": the site's name that apps add to a page's title. */
const SITE_SUFFIX =
  /\s*[-|–—•·:]\s*(imdb|letterboxd|tmdb|the movie database(\s*\(tmdb\))?|rotten tomatoes|justwatch|trakt|wikipedia)\s*$/i;
const SHARE_WRAPPING =
  /^(check out|watch|i just watched|i want to watch)\s+|\s+on\s+(letterboxd|imdb|tmdb|trakt)\b.*$/gi;
const YEAR_IN_BRACKETS = /\s*\((\d{4})\)/;
/** What of each shared field is read: a title and its link fit many times over; a whole page pasted is cut. */
export const SHARED_TEXT_LIMIT = 2000;
const LEADING_QUOTES = new Set(['"', '“', "'", '‘']);
const TRAILING_MARKS = new Set(['"', '”', "'", '’', '.', ',', '!']);

/**
 * The words without quotes before them and quotes or punctuation after them, by one walk from each end: a regular
 * expression for the end (`[…]+$`) retries from every mark of a long run of them, which is quadratic.
 */
function trimMarks(words: string): string {
  let start = 0;
  let end = words.length;
  while (start < end && LEADING_QUOTES.has(words.charAt(start))) start += 1;
  while (end > start && TRAILING_MARKS.has(words.charAt(end - 1))) end -= 1;
  return words.slice(start, end).trim();
}

const capped = (text: string | null | undefined) => text?.slice(0, SHARED_TEXT_LIMIT) ?? null;

const hostIs = (url: URL, site: string) => url.hostname === site || url.hostname.endsWith(`.${site}`);

/** The words of an address's slug: "the-matrix" → "the matrix". */
function slugWords(slug: string | undefined): string | null {
  if (!slug) return null;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A stray '%': the slug as it is.
  }
  const words = decoded.replace(/[-_]+/g, ' ').trim();
  return words === '' ? null : words;
}

/** A Letterboxd slug ends in its year when two films share a name ("dune-2021"); not "blade-runner-2049". */
function splitSlugYear(words: string, now: Date): { query: string; year: number | null } {
  const match = /^(.+) (\d{4})$/.exec(words);
  const year = match ? Number(match[2]) : NaN;
  if (!match?.[1] || year < 1874 || year > now.getFullYear() + 2) return { query: words, year: null };
  return { query: match[1], year };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The shared text without links and the sites' decorations, and a year in brackets when there is one. */
function plainWords(input: SharedInput): { query: string; year: number | null } | null {
  for (const candidate of [input.title, input.text]) {
    let words = (candidate ?? '')
      .replace(URL_PATTERN, ' ')
      .replace(IMDB_IDS, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    words = words.replace(SITE_SUFFIX, '').replace(SHARE_WRAPPING, '').trim();
    const year = YEAR_IN_BRACKETS.exec(words)?.[1];
    words = trimMarks(words.replace(YEAR_IN_BRACKETS, ''));
    if (words !== '') return { query: words, year: year ? Number(year) : null };
  }
  return null;
}

/**
 * Reads what was shared: a TMDb, IMDb or Letterboxd address wherever it is, else the words; null when empty. Each
 * field is cut to SHARED_TEXT_LIMIT characters first.
 */
export function parseSharedTitle(shared: SharedInput, now = new Date()): SharedTitle | null {
  const input = { title: capped(shared.title), text: capped(shared.text), url: capped(shared.url) };
  const allText = [input.url, input.text, input.title].filter(Boolean).join(' ');
  const urls = (allText.match(URL_PATTERN) ?? []).map(parseUrl).filter((url): url is URL => url !== null);
  const words = plainWords(input);

  for (const url of urls) {
    if (hostIs(url, 'themoviedb.org')) {
      const match = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(movie|tv)\/(\d+)(?:-([^/]*))?/i.exec(url.pathname);
      if (match?.[1] && match[2]) {
        const mediaType = match[1].toLowerCase() === 'tv' ? 'tv' : 'movie';
        return {
          kind: 'tmdb',
          mediaType,
          tmdbId: Number(match[2]),
          words: slugWords(match[3]) ?? words?.query ?? null,
        };
      }
    }
    if (hostIs(url, 'imdb.com')) {
      const id = IMDB_ID.exec(url.pathname)?.[0];
      if (id) return { kind: 'imdb', imdbId: id, words: words?.query ?? null };
    }
    if (hostIs(url, 'letterboxd.com')) {
      const slug = /^\/(?:[^/]+\/)?film\/([^/]+)/.exec(url.pathname)?.[1];
      const slugText = slugWords(slug);
      if (slugText) return { kind: 'words', ...splitSlugYear(slugText, now) };
    }
  }
  const id = IMDB_ID.exec(allText)?.[0];
  if (id) return { kind: 'imdb', imdbId: id, words: words?.query ?? null };
  return words ? { kind: 'words', ...words } : null;
}

const normalised = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Search results for shared words, the best match first: the same title (letters and digits compared, accents and
 * punctuation aside), then the shared year (or one off, as release dates differ by country), then the film
 * database's own order of relevance.
 */
export function rankSharedMatches(
  results: SearchResult[],
  query: string,
  year: number | null,
): SearchResult[] {
  const wanted = normalised(query);
  const score = (result: SearchResult) => {
    const title = normalised(result.title);
    let points = title === wanted ? 4 : title.startsWith(wanted) || wanted.startsWith(title) ? 1 : 0;
    if (year !== null && result.year !== null)
      points += result.year === year ? 3 : Math.abs(result.year - year) === 1 ? 2 : 0;
    return points;
  };
  return results
    .map((result, order) => ({ result, order, points: score(result) }))
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .map(({ result }) => result);
}
