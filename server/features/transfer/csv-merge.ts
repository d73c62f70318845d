import type {
  ItemFields,
  TransferItem,
  TransferRow,
  TransferSeason,
  TransferSeasonWatch,
  TransferViewing,
} from '#domain/rules/csv-format';
import { mergeImportedItem, mergeImportedSeason, withoutNulls } from '#domain/rules/import-merge';
import type { MediaType } from '#domain/schemas/film';
import type { ImportResults } from '#domain/schemas/transfer';
import type { Viewer } from '#domain/schemas/people';
import {
  detailsMove,
  reactionMove,
  seasonWatchesMove,
  statusMove,
  viewingsMove,
  type ImportChanges,
} from './import-changes';
import { noResults } from './import-results';

/** What an import of the app's CSV writes, through each table's own repository (see TransferWriters). */
export interface CsvWriters {
  itemId(mediaType: MediaType, tmdbId: number): number | undefined;
  item(mediaType: MediaType, tmdbId: number): { id: number; item: TransferItem } | undefined;
  writeItem(id: number | null, item: TransferItem): number;
  season(libraryItemId: number, seasonNumber: number): { id: number; season: TransferSeason } | undefined;
  writeSeason(libraryItemId: number, id: number | null, season: TransferSeason): number;
  seasonWatch(
    seasonId: number,
    rewatchIndex: number,
  ): Pick<TransferSeasonWatch, 'lastFinishedAt' | 'createdAt'> | undefined;
  writeSeasonWatch(seasonId: number, watch: TransferSeasonWatch): void;
  /** The viewing of the title by that viewer on that date; undefined when there is none. */
  viewingOn(
    libraryItemId: number,
    watchedDate: string,
    viewer: Viewer,
  ): { id: number; userRating: TransferViewing['userRating']; notes: string | null } | undefined;
  /** Gives a stored viewing the reaction and notes it was missing. */
  fillViewing(id: number, fields: Pick<TransferViewing, 'userRating' | 'notes'>, at: string): void;
  writeViewing(libraryItemId: number, viewing: TransferViewing): void;
  /** The series' status follows its seasons (after they were written). */
  followSeasons(libraryItemId: number): void;
}

/** A title new to the library: what the row has, and the defaults of a title just added. */
function newItem(fields: ItemFields, at: string): TransferItem {
  return {
    year: null,
    overview: '',
    genres: [],
    director: null,
    creator: null,
    mainStars: [],
    runtime: null,
    imdbId: null,
    imdbRating: null,
    imdbVotes: null,
    tmdbRating: null,
    tmdbVoteCount: null,
    rottenTomatoesRating: null,
    metacriticRating: null,
    posterPath: null,
    backdropPath: null,
    logoPath: null,
    releaseDate: null,
    voteAverage: null,
    ownership: 'together',
    status: 'to_watch',
    userRating: null,
    finishedDate: null,
    notes: null,
    dateAdded: at,
    dateStarted: null,
    dateFinished: null,
    reactedAt: null,
    updatedAt: at,
    metadataRefreshedAt: null,
    ...withoutNulls(fields),
    tmdbId: fields.tmdbId,
    mediaType: fields.mediaType,
    title: fields.title,
  };
}

const seasonOf = (seasonNumber: number, at: string): TransferSeason => ({
  seasonNumber,
  name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
  status: 'to_watch',
  posterPath: null,
  episodeCount: null,
  airDate: null,
  overview: '',
  episodeBookmark: null,
  updatedAt: at,
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows of the app's CSV merged into the library (domain/rules/import-merge.ts): titles first, then seasons,
 * season watches and viewings (a row may come before the title it belongs to). Statuses only move forward unless
 * `replace`; season watches are kept by rewatch index (the later finish of two); viewings are the union (the same
 * viewer on the same date is one, given the reaction or notes it lacked). Every series touched then takes its
 * status from its seasons. Call inside the import's transaction.
 */
export function applyCsvRows(
  rows: readonly TransferRow[],
  writers: CsvWriters,
  { at, replace, changes }: { at: string; replace: boolean; changes: ImportChanges },
): ImportResults {
  const results = noResults();
  const fail = (row: TransferRow, error: string) => results.errors.push({ row: row.line, error });
  const titles = new Map<string, { id: number; title: string } | undefined>();
  const titleOf = (mediaType: MediaType, tmdbId: number) => {
    const key = `${mediaType}:${tmdbId}`;
    if (!titles.has(key)) {
      const stored = writers.item(mediaType, tmdbId);
      titles.set(key, stored && { id: stored.id, title: stored.item.title });
    }
    return titles.get(key);
  };
  const seriesTouched = new Set<number>();

  for (const row of rows) {
    if (row.kind !== 'item') continue;
    const { mediaType, tmdbId } = row.item;
    const stored = writers.item(mediaType, tmdbId);
    if (!stored) {
      const id = writers.writeItem(null, newItem(row.item, at));
      titles.set(`${mediaType}:${tmdbId}`, { id, title: row.item.title });
      changes.title(mediaType, tmdbId, row.item.title, true);
      results.libraryCreated += 1;
      continue;
    }
    const merged = mergeImportedItem(stored.item, row.item, replace);
    const entry = changes.title(mediaType, tmdbId, stored.item.title);
    if (merged.status) changes.move(entry, statusMove('status', merged.status));
    if (merged.reaction) changes.move(entry, reactionMove(merged.reaction.from, merged.reaction.to));
    if (sameJson(merged.item, stored.item)) {
      results.skipped += 1;
      continue;
    }
    const { status, userRating, reactedAt, updatedAt } = merged.item;
    const otherwise = { ...stored.item, status, userRating, reactedAt, updatedAt };
    if (!sameJson(merged.item, otherwise)) changes.move(entry, detailsMove());
    writers.writeItem(stored.id, merged.item);
  }

  for (const row of rows) {
    if (row.kind !== 'season') continue;
    const series = titleOf('tv', row.tmdbId);
    if (series === undefined) {
      fail(row, `no series with tmdbId ${row.tmdbId} in the file or the library`);
      continue;
    }
    const { seasonNumber } = row.season;
    const stored = writers.season(series.id, seasonNumber);
    const entry = changes.title('tv', row.tmdbId, series.title);
    if (!stored) {
      const season = { ...seasonOf(seasonNumber, at), ...withoutNulls(row.season) };
      writers.writeSeason(series.id, null, season);
      changes.move(
        entry,
        season.status === 'to_watch'
          ? detailsMove()
          : statusMove('season', { from: 'to_watch', to: season.status, backward: false }, seasonNumber),
      );
      seriesTouched.add(series.id);
      results.seasonsCreated += 1;
      continue;
    }
    const merged = mergeImportedSeason(stored.season, row.season, replace);
    if (merged.status) changes.move(entry, statusMove('season', merged.status, seasonNumber));
    if (sameJson(merged.season, stored.season)) {
      results.skipped += 1;
      continue;
    }
    writers.writeSeason(series.id, stored.id, merged.season);
    seriesTouched.add(series.id);
    results.seasonsUpdated += 1;
  }

  for (const row of rows) {
    if (row.kind !== 'season_watch') continue;
    const series = titleOf('tv', row.tmdbId);
    const season = series === undefined ? undefined : writers.season(series.id, row.watch.seasonNumber);
    if (!series || !season) {
      fail(
        row,
        `no season ${row.watch.seasonNumber} of a series with tmdbId ${row.tmdbId} in the file or the library`,
      );
      continue;
    }
    const stored = writers.seasonWatch(season.id, row.watch.rewatchIndex);
    if (stored && stored.lastFinishedAt >= row.watch.lastFinishedAt) {
      results.skipped += 1;
      continue;
    }
    writers.writeSeasonWatch(season.id, row.watch);
    changes.move(changes.title('tv', row.tmdbId, series.title), seasonWatchesMove(1));
    results[stored ? 'seasonWatchesUpdated' : 'seasonWatchesCreated'] += 1;
  }

  for (const row of rows) {
    if (row.kind !== 'viewing') continue;
    const title = titleOf(row.mediaType, row.tmdbId);
    if (title === undefined) {
      fail(
        row,
        `no ${row.mediaType === 'tv' ? 'series' : 'movie'} with tmdbId ${row.tmdbId} in the file or the library`,
      );
      continue;
    }
    const { viewing } = row;
    const stored = writers.viewingOn(title.id, viewing.watchedDate, viewing.viewer);
    const entry = changes.title(row.mediaType, row.tmdbId, title.title);
    if (!stored) {
      writers.writeViewing(title.id, viewing);
      changes.move(entry, viewingsMove(1));
      results.viewingsCreated += 1;
      continue;
    }
    const filled = {
      userRating: stored.userRating ?? viewing.userRating,
      notes: stored.notes ?? viewing.notes,
    };
    if (filled.userRating === stored.userRating && filled.notes === stored.notes) {
      results.skipped += 1;
      continue;
    }
    writers.fillViewing(stored.id, filled, at);
    changes.move(entry, detailsMove());
  }

  for (const id of seriesTouched) writers.followSeasons(id);
  return results;
}
