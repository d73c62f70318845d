import type { MediaType } from '#domain/schemas/film';
import type { Reaction } from '#domain/schemas/library';
import type { RecommendationDismissal } from '#domain/schemas/recommendations';
import type { RatedViewingTotals } from '#domain/rules/rating-derivations';
import { writeTransaction, type Db } from '../../db/connection';

/** A library title with what each person made of it: their viewings' reactions summed, and its own rating. */
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

/** A stored suggestion and the liked title (its key) it was suggested for. */
export interface StoredCandidate {
  sourceKey: string;
  suggestion: StoredSuggestion;
}

export interface SourceRef {
  mediaType: MediaType;
  tmdbId: number;
}

interface ReactionRow {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  userRating: Reaction | null;
  sum1: number;
  rated1: number;
  sum2: number;
  rated2: number;
}

interface CandidateRow {
  sourceMediaType: MediaType;
  sourceTmdbId: number;
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

const sourceKeyOf = (mediaType: MediaType, tmdbId: number) => `${mediaType}:${tmdbId}`;

/** A viewing's score in the spec's average: up 1, down -1; counted for a person when they were at it. */
const scoreFor = (viewers: string) =>
  `SUM(CASE WHEN v.viewer IN (${viewers}) THEN (v.user_rating = 'up') - (v.user_rating = 'down') ELSE 0 END)`;
const ratedFor = (viewers: string) =>
  `SUM(CASE WHEN v.viewer IN (${viewers}) AND v.user_rating IS NOT NULL THEN 1 ELSE 0 END)`;

/**
 * recommendation_sources, recommendation_candidates and recommendation_dismissals: written here only. Reads the
 * library's titles and viewings (for who liked what) and its version.
 */
export function createRecommendationsRepository(db: Db) {
  const statements = {
    libraryVersion: db.prepare<[], { version: number }>('SELECT version FROM library_version WHERE id = 1'),
    reactions: db.prepare<[], ReactionRow>(
      `SELECT i.media_type AS mediaType, i.tmdb_id AS tmdbId, i.title, i.user_rating AS userRating,
         COALESCE(${scoreFor("'person1', 'both'")}, 0) AS sum1, COALESCE(${ratedFor("'person1', 'both'")}, 0) AS rated1,
         COALESCE(${scoreFor("'person2', 'both'")}, 0) AS sum2, COALESCE(${ratedFor("'person2', 'both'")}, 0) AS rated2
       FROM library_items i LEFT JOIN viewings v ON v.library_item_id = i.id
       GROUP BY i.id`,
    ),
    sources: db.prepare<[], { mediaType: MediaType; tmdbId: number; fetchedAt: string }>(
      'SELECT media_type AS mediaType, tmdb_id AS tmdbId, fetched_at AS fetchedAt FROM recommendation_sources',
    ),
    candidates: db.prepare<[], CandidateRow>(
      `SELECT source_media_type AS sourceMediaType, source_tmdb_id AS sourceTmdbId, tmdb_id AS tmdbId,
         media_type AS mediaType, title, year, poster_path AS posterPath, genres, people,
         vote_average AS voteAverage
       FROM recommendation_candidates`,
    ),
    candidate: db.prepare<[MediaType, number], CandidateRow>(
      `SELECT source_media_type AS sourceMediaType, source_tmdb_id AS sourceTmdbId, tmdb_id AS tmdbId,
         media_type AS mediaType, title, year, poster_path AS posterPath, genres, people,
         vote_average AS voteAverage
       FROM recommendation_candidates WHERE media_type = ? AND tmdb_id = ? LIMIT 1`,
    ),
    upsertSource: db.prepare<[MediaType, number, string]>(
      `INSERT INTO recommendation_sources (media_type, tmdb_id, fetched_at) VALUES (?, ?, ?)
       ON CONFLICT (media_type, tmdb_id) DO UPDATE SET fetched_at = excluded.fetched_at`,
    ),
    deleteCandidates: db.prepare<[MediaType, number]>(
      'DELETE FROM recommendation_candidates WHERE source_media_type = ? AND source_tmdb_id = ?',
    ),
    insertCandidate: db.prepare<
      [
        MediaType,
        number,
        number,
        MediaType,
        number,
        string,
        number | null,
        string | null,
        string,
        string,
        number | null,
      ]
    >(
      `INSERT INTO recommendation_candidates (source_media_type, source_tmdb_id, position, media_type, tmdb_id, title,
         year, poster_path, genres, people, vote_average) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    deleteSource: db.prepare<[MediaType, number]>(
      'DELETE FROM recommendation_sources WHERE media_type = ? AND tmdb_id = ?',
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

  const suggestionOf = (row: CandidateRow): StoredSuggestion => ({
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

    libraryReactions: (): LibraryReactions[] =>
      statements.reactions.all().map((row) => ({
        mediaType: row.mediaType,
        tmdbId: row.tmdbId,
        title: row.title,
        userRating: row.userRating,
        person1: { sum: row.sum1, rated: row.rated1 },
        person2: { sum: row.sum2, rated: row.rated2 },
      })),

    /** The liked titles whose suggestions are stored, with when they were fetched. */
    sources: () => statements.sources.all(),

    candidates: (): StoredCandidate[] =>
      statements.candidates.all().map((row) => ({
        sourceKey: sourceKeyOf(row.sourceMediaType, row.sourceTmdbId),
        suggestion: suggestionOf(row),
      })),

    /** A stored suggestion of this title (for whichever liked title), if any. */
    suggestion(mediaType: MediaType, tmdbId: number): StoredSuggestion | undefined {
      const row = statements.candidate.get(mediaType, tmdbId);
      return row && suggestionOf(row);
    },

    /** Replaces a liked title's suggestions with these, fetched at `fetchedAt`. */
    storeSuggestions(source: SourceRef, suggestions: readonly StoredSuggestion[], fetchedAt: string): void {
      writeTransaction(db, () => {
        statements.upsertSource.run(source.mediaType, source.tmdbId, fetchedAt);
        statements.deleteCandidates.run(source.mediaType, source.tmdbId);
        suggestions.forEach((suggestion, position) => {
          statements.insertCandidate.run(
            source.mediaType,
            source.tmdbId,
            position,
            suggestion.mediaType,
            suggestion.tmdbId,
            suggestion.title,
            suggestion.year,
            suggestion.posterPath,
            JSON.stringify(suggestion.genres),
            JSON.stringify(suggestion.people),
            suggestion.voteAverage,
          );
        });
      });
    },

    /** Forgets the suggestions of titles no longer liked. */
    forgetSources(sources: readonly SourceRef[]): void {
      if (sources.length === 0) return;
      writeTransaction(db, () => {
        for (const source of sources) statements.deleteSource.run(source.mediaType, source.tmdbId);
      });
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
