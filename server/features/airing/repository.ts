import { FINISHED_SERIES_STATUSES } from '#domain/rules/series-airing';
import type { EpisodeAiring, MediaType, SeriesAiring } from '#domain/schemas/film';
import { writeTransaction, type Db } from '../../db/connection';

interface FactsParams {
  itemId: number;
  status: string | null;
  lastSeason: number | null;
  lastEpisode: number | null;
  lastAirDate: string | null;
  lastName: string | null;
  nextSeason: number | null;
  nextEpisode: number | null;
  nextAirDate: string | null;
  nextName: string | null;
  checkedAt: string;
}

/** The one writer of series_facts, episodes and airing_check; it reads which library titles the check is for. */
export function createAiringRepository(db: Db) {
  const finished = JSON.stringify(FINISHED_SERIES_STATUSES);
  const statements = {
    upsertFacts: db.prepare<[FactsParams]>(
      `INSERT INTO series_facts (library_item_id, status, last_season, last_episode, last_air_date, last_name,
         next_season, next_episode, next_air_date, next_name, checked_at)
       VALUES (@itemId, @status, @lastSeason, @lastEpisode, @lastAirDate, @lastName, @nextSeason, @nextEpisode,
         @nextAirDate, @nextName, @checkedAt)
       ON CONFLICT (library_item_id) DO UPDATE SET status = excluded.status, last_season = excluded.last_season,
         last_episode = excluded.last_episode, last_air_date = excluded.last_air_date,
         last_name = excluded.last_name, next_season = excluded.next_season, next_episode = excluded.next_episode,
         next_air_date = excluded.next_air_date, next_name = excluded.next_name, checked_at = excluded.checked_at`,
    ),
    deleteSeasonEpisodes: db.prepare<[number, number]>(
      'DELETE FROM episodes WHERE library_item_id = ? AND season_number = ?',
    ),
    insertEpisode: db.prepare<[number, number, number, string, string | null, number | null]>(
      `INSERT INTO episodes (library_item_id, season_number, episode_number, name, air_date, runtime)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    title: db.prepare<[number], { media_type: MediaType; tmdb_id: number }>(
      'SELECT media_type, tmdb_id FROM library_items WHERE id = ?',
    ),
    // Series that may still bring something (or were never checked), and movies to watch not yet released.
    due: db.prepare<[string, string], { id: number }>(
      `SELECT i.id FROM library_items i LEFT JOIN series_facts f ON f.library_item_id = i.id
       WHERE (i.media_type = 'tv' AND (f.library_item_id IS NULL OR f.status IS NULL
           OR f.status NOT IN (SELECT value FROM json_each(?))))
         OR (i.media_type = 'movie' AND i.status = 'to_watch' AND i.release_date >= ?)
       ORDER BY i.id`,
    ),
    neverChecked: db.prepare<[], { id: number }>(
      `SELECT i.id FROM library_items i LEFT JOIN series_facts f ON f.library_item_id = i.id
       WHERE i.media_type = 'tv' AND f.library_item_id IS NULL ORDER BY i.id`,
    ),
    lastCheck: db.prepare<[], { last_day: string }>('SELECT last_day FROM airing_check WHERE id = 1'),
    markChecked: db.prepare<[string, string]>(
      `INSERT INTO airing_check (id, last_day, finished_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET last_day = excluded.last_day, finished_at = excluded.finished_at`,
    ),
  };

  return {
    /** What a library item is on the film database; undefined when it is gone. */
    titleOf(itemId: number): { mediaType: MediaType; tmdbId: number } | undefined {
      const row = statements.title.get(itemId);
      return row && { mediaType: row.media_type, tmdbId: row.tmdb_id };
    },
    /**
     * A series' airing as just read, with the episodes of the seasons read (each replaces what was kept of that
     * season), in one transaction.
     */
    record(itemId: number, airing: SeriesAiring, seasons: Map<number, EpisodeAiring[]>, at: string): void {
      writeTransaction(db, () => {
        if (!statements.title.get(itemId)) return;
        statements.upsertFacts.run({
          itemId,
          status: airing.status,
          lastSeason: airing.lastEpisode?.seasonNumber ?? null,
          lastEpisode: airing.lastEpisode?.episodeNumber ?? null,
          lastAirDate: airing.lastEpisode?.airDate ?? null,
          lastName: airing.lastEpisode?.name ?? null,
          nextSeason: airing.nextEpisode?.seasonNumber ?? null,
          nextEpisode: airing.nextEpisode?.episodeNumber ?? null,
          nextAirDate: airing.nextEpisode?.airDate ?? null,
          nextName: airing.nextEpisode?.name ?? null,
          checkedAt: at,
        });
        for (const [seasonNumber, episodes] of seasons) {
          statements.deleteSeasonEpisodes.run(itemId, seasonNumber);
          for (const episode of episodes) {
            statements.insertEpisode.run(
              itemId,
              seasonNumber,
              episode.episodeNumber,
              episode.name,
              episode.airDate,
              episode.runtime,
            );
          }
        }
      });
    },
    /** The items the daily check reads on `today` (the household's day). */
    due: (today: string): number[] => statements.due.all(finished, today).map((row) => row.id),
    /** Series whose airing has never been read (added since the last check). */
    neverChecked: (): number[] => statements.neverChecked.all().map((row) => row.id),
    lastCheckDay: (): string | null => statements.lastCheck.get()?.last_day ?? null,
    markChecked(day: string, at: string): void {
      statements.markChecked.run(day, at);
    },
  };
}

export type AiringRepository = ReturnType<typeof createAiringRepository>;
