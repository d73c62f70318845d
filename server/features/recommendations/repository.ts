import type { MediaType } from '#domain/schemas/film';
import type { Reaction } from '#domain/schemas/library';
import type { RecommendationDismissal } from '#domain/schemas/recommendations';
import type { RatedViewingTotals } from '#domain/rules/rating-derivations';
import { writeTransaction, type Db } from '../../db/connection';

/**
 * A library title with what each person made of it: the reactions of the viewings they were at (their own and the
 * together ones) summed, and its own rating.
 */
export interface LibraryReactions {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  userRating: Reaction | null;
  person1: RatedViewingTotals;
  person2: RatedViewingTotals;
}

/** A suggested title as stored, without the liked title it came from. */
export interface StoredSuggestion {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  posterPath: string | null;
  genres: string[];
  voteAverage: number | null;
  people: string[];
}

/** A liked title (its key) and the keys of the titles suggested for it, in the film database's order. */
export interface StoredLink {
  sourceKey: string;
  titleKey: string;
}

/** Where a suggested title streams in a region (service ids), as checked then. */
export interface StoredOffers {
  region: string;
  streams: number[];
  checkedAt: string;
}

export interface SourceRef {
  mediaType: MediaType;
  tmdbId: number;
}

interface LibraryRow {
  id: number;
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  userRating: Reaction | null;
}

interface TotalsRow {
  id: number;
  sum1: number;
  rated1: number;
  sum2: number;
  rated2: number;
}

interface TitleRow {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  posterPath: string | null;
  genres: string;
  people: string;
  voteAverage: number | null;
}

interface DismissalRow {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  year: number | null;
  posterPath: string | null;
  dismissedAt: string;
}

const names = (text: string): string[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
};

const ids = (text: string): number[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
};

const keyOf = (mediaType: MediaType, tmdbId: number) => `${mediaType}:${tmdbId}`;

const TITLE_COLUMNS = `tmdb_id AS tmdbId, media_type AS mediaType, title, year, poster_path AS posterPath, genres,
  people, vote_average AS voteAverage`;

const NONE: RatedViewingTotals = { sum: 0, rated: 0 };

/**
 * recommendation_sources, _titles, _candidates, _offers and _dismissals: written here only. Reads the
 * library's titles and viewings (for who liked what) and its version.
 */
export function createRecommendationsRepository(db: Db) {
  const statements = {
    libraryVersion: db.prepare<[], { version: number }>('SELECT version FROM library_version WHERE id = 1'),
    titlesOfLibrary: db.prepare<[], LibraryRow>(
      `SELECT id, media_type AS mediaType, tmdb_id AS tmdbId, title, user_rating AS userRating
       FROM library_items`,
    ),
    // Read from the covering index viewings_item_viewer_day alone, one row per title: a person was at their own
    // viewings and the together ones.
    viewingTotals: db.prepare<[], TotalsRow>(
      `SELECT library_item_id AS id,
         SUM(CASE viewer WHEN 'person2' THEN 0 ELSE (user_rating = 'up') - (user_rating = 'down') END) AS sum1,
         SUM(viewer != 'person2') AS rated1,
         SUM(CASE viewer WHEN 'person1' THEN 0 ELSE (user_rating = 'up') - (user_rating = 'down') END) AS sum2,
         SUM(viewer != 'person1') AS rated2
       FROM viewings WHERE user_rating IS NOT NULL GROUP BY library_item_id`,
    ),
    sources: db.prepare<[], { mediaType: MediaType; tmdbId: number; fetchedAt: string }>(
      'SELECT media_type AS mediaType, tmdb_id AS tmdbId, fetched_at AS fetchedAt FROM recommendation_sources',
    ),
    stamp: db.prepare<[], { stamp: string }>(
      `SELECT COUNT(*) || ' ' || IFNULL(MAX(fetched_at), '') AS stamp FROM recommendation_sources`,
    ),
    titles: db.prepare<[], TitleRow>(`SELECT ${TITLE_COLUMNS} FROM recommendation_titles`),
    title: db.prepare<[MediaType, number], TitleRow>(
      `SELECT ${TITLE_COLUMNS} FROM recommendation_titles WHERE media_type = ? AND tmdb_id = ?`,
    ),
    links: db.prepare<
      [],
      { sourceMediaType: MediaType; sourceTmdbId: number; mediaType: MediaType; tmdbId: number }
    >(
      `SELECT source_media_type AS sourceMediaType, source_tmdb_id AS sourceTmdbId, media_type AS mediaType,
         tmdb_id AS tmdbId
       FROM recommendation_candidates ORDER BY source_media_type, source_tmdb_id, position`,
    ),
    upsertSource: db.prepare<[MediaType, number, string]>(
      `INSERT INTO recommendation_sources (media_type, tmdb_id, fetched_at) VALUES (?, ?, ?)
       ON CONFLICT (media_type, tmdb_id) DO UPDATE SET fetched_at = excluded.fetched_at`,
    ),
    deleteLinks: db.prepare<[MediaType, number]>(
      'DELETE FROM recommendation_candidates WHERE source_media_type = ? AND source_tmdb_id = ?',
    ),
    upsertTitle: db.prepare<
      [MediaType, number, string, number | null, string | null, string, string, number | null]
    >(
      `INSERT INTO recommendation_titles (media_type, tmdb_id, title, year, poster_path, genres, people, vote_average)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (media_type, tmdb_id) DO UPDATE SET title = excluded.title, year = excluded.year,
         poster_path = excluded.poster_path, genres = excluded.genres, people = excluded.people,
         vote_average = excluded.vote_average`,
    ),
    insertLink: db.prepare<[MediaType, number, number, MediaType, number]>(
      `INSERT INTO recommendation_candidates (source_media_type, source_tmdb_id, position, media_type, tmdb_id)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    pruneTitles: db.prepare(
      `DELETE FROM recommendation_titles AS t WHERE NOT EXISTS (SELECT 1 FROM recommendation_candidates AS c
         WHERE c.media_type = t.media_type AND c.tmdb_id = t.tmdb_id)`,
    ),
    deleteSource: db.prepare<[MediaType, number]>(
      'DELETE FROM recommendation_sources WHERE media_type = ? AND tmdb_id = ?',
    ),
    offers: db.prepare<
      [],
      { mediaType: MediaType; tmdbId: number; region: string; streams: string; checkedAt: string }
    >(
      `SELECT media_type AS mediaType, tmdb_id AS tmdbId, region, streams, checked_at AS checkedAt
       FROM recommendation_offers`,
    ),
    upsertOffers: db.prepare<[MediaType, number, string, string, string]>(
      `INSERT INTO recommendation_offers (media_type, tmdb_id, region, streams, checked_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (media_type, tmdb_id) DO UPDATE SET region = excluded.region, streams = excluded.streams,
         checked_at = excluded.checked_at`,
    ),
    pruneOffers: db.prepare(
      `DELETE FROM recommendation_offers AS o WHERE NOT EXISTS (SELECT 1 FROM recommendation_titles AS t
         WHERE t.media_type = o.media_type AND t.tmdb_id = o.tmdb_id)`,
    ),
    dismissals: db.prepare<[], DismissalRow>(
      `SELECT media_type AS mediaType, tmdb_id AS tmdbId, title, year, poster_path AS posterPath,
         dismissed_at AS dismissedAt
       FROM recommendation_dismissals ORDER BY dismissed_at DESC, tmdb_id`,
    ),
    dismissal: db.prepare<[MediaType, number], DismissalRow>(
      `SELECT media_type AS mediaType, tmdb_id AS tmdbId, title, year, poster_path AS posterPath,
         dismissed_at AS dismissedAt
       FROM recommendation_dismissals WHERE media_type = ? AND tmdb_id = ?`,
    ),
    insertDismissal: db.prepare<[MediaType, number, string, number | null, string | null, string]>(
      `INSERT INTO recommendation_dismissals (media_type, tmdb_id, title, year, poster_path, dismissed_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (media_type, tmdb_id) DO NOTHING`,
    ),
    deleteDismissal: db.prepare<[MediaType, number]>(
      'DELETE FROM recommendation_dismissals WHERE media_type = ? AND tmdb_id = ?',
    ),
  };

  const suggestionOf = (row: TitleRow): StoredSuggestion => ({
    tmdbId: row.tmdbId,
    mediaType: row.mediaType,
    title: row.title,
    year: row.year,
    posterPath: row.posterPath,
    genres: names(row.genres),
    voteAverage: row.voteAverage,
    people: names(row.people),
  });

  return {
    libraryVersion: (): number => statements.libraryVersion.get()?.version ?? 0,

    libraryReactions(): LibraryReactions[] {
      const totals = new Map(statements.viewingTotals.all().map((row) => [row.id, row]));
      return statements.titlesOfLibrary.all().map((row) => {
        const rated = totals.get(row.id);
        return {
          mediaType: row.mediaType,
          tmdbId: row.tmdbId,
          title: row.title,
          userRating: row.userRating,
          person1: rated ? { sum: rated.sum1, rated: rated.rated1 } : NONE,
          person2: rated ? { sum: rated.sum2, rated: rated.rated2 } : NONE,
        };
      });
    },

    /** The liked titles whose suggestions are stored, with when they were fetched. */
    sources: () => statements.sources.all(),

    /** Moves whenever suggestions are stored or forgotten, by this process or another (a restore). */
    stamp: (): string => statements.stamp.get()?.stamp ?? '',

    /** Every suggested title, once. */
    titles: (): StoredSuggestion[] => statements.titles.all().map(suggestionOf),

    links: (): StoredLink[] =>
      statements.links.all().map((row) => ({
        sourceKey: keyOf(row.sourceMediaType, row.sourceTmdbId),
        titleKey: keyOf(row.mediaType, row.tmdbId),
      })),

    /** A stored suggestion of this title, if any. */
    suggestion(mediaType: MediaType, tmdbId: number): StoredSuggestion | undefined {
      const row = statements.title.get(mediaType, tmdbId);
      return row && suggestionOf(row);
    },

    /** Replaces a liked title's suggestions with these, fetched at `fetchedAt`. */
    storeSuggestions(source: SourceRef, suggestions: readonly StoredSuggestion[], fetchedAt: string): void {
      writeTransaction(db, () => {
        statements.upsertSource.run(source.mediaType, source.tmdbId, fetchedAt);
        statements.deleteLinks.run(source.mediaType, source.tmdbId);
        suggestions.forEach((suggestion, position) => {
          statements.upsertTitle.run(
            suggestion.mediaType,
            suggestion.tmdbId,
            suggestion.title,
            suggestion.year,
            suggestion.posterPath,
            JSON.stringify(suggestion.genres),
            JSON.stringify(suggestion.people),
            suggestion.voteAverage,
          );
          statements.insertLink.run(
            source.mediaType,
            source.tmdbId,
            position,
            suggestion.mediaType,
            suggestion.tmdbId,
          );
        });
      });
    },

    /** Forgets the suggestions of titles no longer liked. */
    forgetSources(sources: readonly SourceRef[]): void {
      if (sources.length === 0) return;
      writeTransaction(db, () => {
        for (const source of sources) statements.deleteSource.run(source.mediaType, source.tmdbId);
        statements.pruneTitles.run();
        statements.pruneOffers.run();
      });
    },

    /** Where suggested titles stream, by key, as last checked. */
    offers: (): Map<string, StoredOffers> =>
      new Map(
        statements.offers
          .all()
          .map((row) => [
            keyOf(row.mediaType, row.tmdbId),
            { region: row.region, streams: ids(row.streams), checkedAt: row.checkedAt },
          ]),
      ),

    storeOffers(title: SourceRef, offers: StoredOffers): void {
      statements.upsertOffers.run(
        title.mediaType,
        title.tmdbId,
        offers.region,
        JSON.stringify(offers.streams),
        offers.checkedAt,
      );
    },

    dismissals: (): RecommendationDismissal[] => statements.dismissals.all(),

    dismissal: (mediaType: MediaType, tmdbId: number): RecommendationDismissal | undefined =>
      statements.dismissal.get(mediaType, tmdbId),

    /** Keeps a dismissal; one already kept stays as it was. */
    dismiss(dismissal: RecommendationDismissal): void {
      statements.insertDismissal.run(
        dismissal.mediaType,
        dismissal.tmdbId,
        dismissal.title,
        dismissal.year,
        dismissal.posterPath,
        dismissal.dismissedAt,
      );
    },

    /** Whether there was such a dismissal to take back. */
    undismiss: (mediaType: MediaType, tmdbId: number): boolean =>
      statements.deleteDismissal.run(mediaType, tmdbId).changes > 0,
  };
}

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
