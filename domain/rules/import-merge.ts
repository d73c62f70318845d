import type { ItemStatus, SeasonStatus } from '../schemas/library';
import type { ItemFields, TransferItem, TransferSeason } from './csv-format';

/**
 * The merge rule of an import: what a file says is put together with what the library holds, and nothing the
 * household recorded since the file was made is lost.
 * - A status only moves forward (to watch → watching → watched; for a season, a season marked for rewatch is ahead
 *   of watched). A file's status behind the library's is a backward move: reported, and applied only when the
 *   household chose to replace with the file's state.
 * - An episode bookmark keeps the further episode of the passes under way.
 * - A value the household sets (the owner, the title's own reaction, notes) is the newer of the two by its time; an
 *   empty cell never clears a stored value, and a file that does not say when is taken at its word.
 * - The film data of a title is the file's only when the file's is at least as fresh (its metadataRefreshedAt).
 */

export const itemProgress: Record<ItemStatus, number> = { to_watch: 0, watching: 1, watched: 2 };
export const seasonProgress: Record<SeasonStatus, number> = {
  to_watch: 0,
  watching: 1,
  watched: 2,
  rewatch: 3,
};

/** A status the file would change: from the library's to the file's, and whether that is backward. */
export interface StatusMove<S extends string> {
  from: S;
  to: S;
  backward: boolean;
}

/** The merged status, and the move the file asks for (null when it says the same). */
export function mergeStatus<S extends string>(
  progress: Record<S, number>,
  stored: S,
  file: S,
  replace: boolean,
): { status: S; move: StatusMove<S> | null } {
  if (stored === file) return { status: stored, move: null };
  const backward = progress[file] < progress[stored];
  return { status: backward && !replace ? stored : file, move: { from: stored, to: file, backward } };
}

interface Progress<S> {
  status: S;
  bookmark: number | null;
}

/** The bookmark of a season merged to `status`: only a season being watched has one, the further of the two. */
export function mergeBookmark<S extends string>(
  stored: Progress<S>,
  file: Progress<S>,
  status: S | 'watching',
): number | null {
  if (status !== 'watching') return null;
  const marks = [stored, file]
    .filter((side) => side.status === 'watching' && side.bookmark !== null)
    .map((side) => side.bookmark ?? 0);
  return marks.length === 0 ? null : Math.max(...marks);
}

/** Only the fields that have a value: an empty cell says nothing. */
export function withoutNulls<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      ([, value]) => value !== null && value !== undefined,
    ),
  ) as Partial<T>;
}

/**
 * Of two values set at different times, the newer one; a missing one never clears the other. A file that does not
 * say when (a hand-made CSV) is taken at its word.
 */
export function newerValue<T>(
  stored: T | null,
  storedAt: string | null,
  file: T | null | undefined,
  fileAt: string | null | undefined,
): T | null {
  if (file === undefined || file === null) return stored;
  if (stored === null || file === stored || !fileAt || !storedAt) return file;
  return fileAt > storedAt ? file : stored;
}

const earlier = (a: string | null, b: string | null | undefined) =>
  b === undefined || b === null ? a : a === null || b < a ? b : a;
const later = (a: string, b: string | null | undefined) => (b !== undefined && b !== null && b > a ? b : a);

const METADATA_FIELDS = [
  'title',
  'year',
  'overview',
  'genres',
  'director',
  'creator',
  'mainStars',
  'runtime',
  'imdbId',
  'imdbRating',
  'imdbVotes',
  'tmdbRating',
  'tmdbVoteCount',
  'rottenTomatoesRating',
  'metacriticRating',
  'posterPath',
  'backdropPath',
  'logoPath',
  'releaseDate',
  'voteAverage',
  'metadataRefreshedAt',
] as const satisfies readonly (keyof TransferItem)[];

/** The film data merged: the file's where it is at least as fresh as the library's, else only what is missing. */
function mergedMetadata(stored: TransferItem, file: ItemFields): Partial<TransferItem> {
  const fresher =
    stored.metadataRefreshedAt === null ||
    (file.metadataRefreshedAt !== undefined &&
      file.metadataRefreshedAt !== null &&
      file.metadataRefreshedAt >= stored.metadataRefreshedAt);
  const merged: Partial<Record<keyof TransferItem, unknown>> = {};
  for (const field of METADATA_FIELDS) {
    const value = file[field];
    if (value === undefined || value === null) continue;
    if (fresher || stored[field] === null || (field === 'overview' && stored.overview === '')) {
      merged[field] = value;
    }
  }
  return merged as Partial<TransferItem>;
}

/** The dates of the status merged to: the file's when its status was taken, else the library's with gaps filled. */
function mergedDates(stored: TransferItem, file: ItemFields, status: ItemStatus, fromFile: boolean) {
  const pick = (field: 'dateStarted' | 'dateFinished' | 'finishedDate') =>
    fromFile ? (file[field] ?? stored[field]) : (stored[field] ?? file[field] ?? null);
  return {
    dateStarted: pick('dateStarted'),
    dateFinished: status === 'to_watch' ? null : pick('dateFinished'),
    finishedDate: status === 'to_watch' ? null : pick('finishedDate'),
  };
}

export interface ItemMerge {
  item: TransferItem;
  status: StatusMove<ItemStatus> | null;
  /** The title's own reaction changed: from, to. */
  reaction: { from: TransferItem['userRating']; to: TransferItem['userRating'] } | null;
}

/** A title row of the app's CSV over the stored title, by the merge rule above. */
export function mergeImportedItem(stored: TransferItem, file: ItemFields, replace: boolean): ItemMerge {
  const { status, move } = mergeStatus(itemProgress, stored.status, file.status ?? stored.status, replace);
  const fromFile = move !== null && status === move.to;
  const userRating = newerValue(stored.userRating, stored.reactedAt, file.userRating, file.reactedAt);
  const reactionFromFile = userRating !== stored.userRating;
  const item: TransferItem = {
    ...stored,
    ...mergedMetadata(stored, file),
    ownership:
      newerValue(stored.ownership, stored.updatedAt, file.ownership, file.updatedAt) ?? stored.ownership,
    notes: newerValue(stored.notes, stored.updatedAt, file.notes, file.updatedAt),
    userRating,
    reactedAt: reactionFromFile ? (file.reactedAt ?? stored.reactedAt) : stored.reactedAt,
    status,
    ...mergedDates(stored, file, status, fromFile),
    dateAdded: earlier(stored.dateAdded, file.dateAdded) ?? stored.dateAdded,
    updatedAt: later(stored.updatedAt, file.updatedAt),
  };
  return {
    item,
    status: move,
    reaction: reactionFromFile ? { from: stored.userRating, to: userRating } : null,
  };
}

export interface SeasonMerge {
  season: TransferSeason;
  status: StatusMove<SeasonStatus> | null;
}

/** A season row of the app's CSV over the stored season, by the merge rule above. */
export function mergeImportedSeason(
  stored: TransferSeason,
  file: Partial<TransferSeason> & { seasonNumber: number },
  replace: boolean,
): SeasonMerge {
  const { status, move } = mergeStatus(seasonProgress, stored.status, file.status ?? stored.status, replace);
  return {
    season: {
      ...stored,
      ...withoutNulls(file),
      status,
      episodeBookmark: mergeBookmark(
        { status: stored.status, bookmark: stored.episodeBookmark },
        { status: file.status ?? stored.status, bookmark: file.episodeBookmark ?? null },
        status,
      ),
      updatedAt: later(stored.updatedAt, file.updatedAt),
    },
    status: move,
  };
}

/** How far a season is: its finished passes, its status and the episode bookmark of the pass under way. */
export interface SeasonPosition {
  status: SeasonStatus;
  /** Passes finished (season watches; a season watched or marked for rewatch has at least one). */
  passes: number;
  bookmark: number | null;
}

/** Where a season stands, as one number: passes finished, and how far into the next (queued, under way). */
function along({ status, passes, bookmark }: SeasonPosition): number {
  const finished = status === 'watched' || status === 'rewatch' ? Math.max(passes, 1) : passes;
  if (status === 'rewatch') return finished + 0.1;
  if (status === 'watching') return finished + 0.5 + Math.min(bookmark ?? 0, 999) / 10_000;
  return finished;
}

/**
 * Another service's plays of a season (Trakt's history) over the stored season: the plays' state when they are
 * further along — more passes finished, or the same passes and further into the next — else the stored one, so
 * that an older history never takes a season back (a season watched here and only begun in the file stays watched).
 */
export function mergePlayedSeason(
  stored: SeasonPosition,
  played: SeasonPosition,
): { status: SeasonStatus; bookmark: number | null } {
  const ahead = along(played) > along(stored);
  const kept = ahead ? played : stored;
  return { status: kept.status, bookmark: kept.status === 'watching' ? kept.bookmark : null };
}
