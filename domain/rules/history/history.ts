import type { MediaType } from '../../schemas/film';
import type { Reaction } from '../../schemas/library';
import type { ImportError } from '../../schemas/transfer';

/** The services whose exports the app reads; 'watchlist' is its own CSV. */
export type ImportFormat = 'watchlist' | 'letterboxd' | 'imdb' | 'trakt' | 'movary';

/** One viewing from another service's history, on the household's local calendar day. */
export interface HistoryViewing {
  /** YYYY-MM-DD, the household's local day. */
  date: string;
  reaction: Reaction | null;
  notes: string | null;
}

/** One play of one episode (Trakt), for season progress. */
export interface EpisodePlay {
  season: number;
  episode: number;
  /** ISO date-time of the play. */
  at: string;
}

/**
 * Everything one file (or archive) says about one title, whatever the service: the common shape every reader
 * produces and the import applies.
 */
export interface HistoryTitle {
  /** Stable across imports of the same file: the key its match (and the household's choice) is remembered by. */
  key: string;
  title: string;
  year: number | null;
  /** Null when the file does not say (Letterboxd lists films, but some of them are series on TMDb). */
  mediaType: MediaType | null;
  tmdbId: number | null;
  imdbId: string | null;
  viewings: HistoryViewing[];
  /** The title's own rating, as a reaction (the latest when the file has several). */
  reaction: Reaction | null;
  /** Known watched, with no date (IMDb ratings, Letterboxd's watched.csv). */
  watchedUndated: boolean;
  /** On the watchlist. */
  watchlist: boolean;
  episodePlays: EpisodePlay[];
  /** The file's line (or entry) it was first read from, for messages. */
  line: number;
  /** How many rows (or entries) of the file it was read from. */
  rows: number;
}

export interface ParsedHistory {
  format: ImportFormat;
  titles: HistoryTitle[];
  errors: ImportError[];
  /** Rows or entries read, good and bad. */
  rows: number;
}

/** Lower case, accents and punctuation dropped, runs of spaces made one: how two spellings of a title compare. */
export function normalisedTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key of a title: by its TMDb id, else its IMDb id, else its normalised title and year. */
export function historyKey(
  title: Pick<HistoryTitle, 'tmdbId' | 'imdbId' | 'mediaType' | 'title' | 'year'>,
): string {
  if (title.tmdbId !== null && title.mediaType !== null) return `tmdb:${title.mediaType}:${title.tmdbId}`;
  if (title.imdbId !== null) return `imdb:${title.imdbId}`;
  return `title:${title.mediaType ?? 'any'}:${normalisedTitle(title.title)}:${title.year ?? ''}`;
}

/**
 * Collects what several rows say about the same title into one HistoryTitle (by key), keeping the first line
 * it was met on and counting its rows.
 */
export function historyCollector() {
  const byKey = new Map<string, HistoryTitle>();
  return {
    title(identity: Pick<HistoryTitle, 'tmdbId' | 'imdbId' | 'mediaType' | 'title' | 'year'>, line: number) {
      const key = historyKey(identity);
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          ...identity,
          key,
          viewings: [],
          reaction: null,
          watchedUndated: false,
          watchlist: false,
          episodePlays: [],
          line,
          rows: 0,
        };
        byKey.set(key, entry);
      }
      entry.rows += 1;
      return entry;
    },
    titles: (): HistoryTitle[] => [...byKey.values()],
  };
}
