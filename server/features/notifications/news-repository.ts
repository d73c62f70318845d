import type { DayRange } from '#domain/rules/coming-soon';
import type { NewsArrival, NewsSeries } from '#domain/rules/notification-news';
import type { KnownEpisode } from '#domain/rules/up-next';
import { offersSchema } from '#domain/schemas/availability';
import type { MediaType } from '#domain/schemas/film';
import type { ItemStatus, SeasonStatus } from '#domain/schemas/library';
import { z } from 'zod';
import type { Db } from '../../db/connection';

interface ItemRow {
  id: number;
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
  status: ItemStatus;
  release_date: string | null;
}

interface SeasonRow {
  library_item_id: number;
  season_number: number;
  air_date: string | null;
  status: SeasonStatus;
}

interface EpisodeRow {
  library_item_id: number;
  season_number: number;
  episode_number: number;
  name: string | null;
  air_date: string | null;
}

interface ArrivalRow {
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  status: ItemStatus;
  checked_at: string;
  offers: string;
  streams: string;
  now_on: string;
  left_on: string;
}

const ids = z.array(z.number().int()).catch([]);
const storedOffers = offersSchema.nullable().catch(null);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Which people a stored viewer names ('both' is each of us). */
const peopleOf = (viewer: string): ('person1' | 'person2')[] =>
  viewer === 'both' ? ['person1', 'person2'] : viewer === 'person1' || viewer === 'person2' ? [viewer] : [];

function grouped<R extends { library_item_id: number }, T>(rows: readonly R[], map: (row: R) => T) {
  const byItem = new Map<number, T[]>();
  for (const row of rows) {
    const list = byItem.get(row.library_item_id);
    if (list) list.push(map(row));
    else byItem.set(row.library_item_id, [map(row)]);
  }
  return byItem;
}

/**
 * Read-only: what the news scan and StillNews read of other features' tables (the library, seasons, the airing facts
 * and episodes, availability, viewings, media-server plays, Decide together's sessions). Writes nothing.
 */
export function createNewsRepository(db: Db) {
  const statements = {
    // Series we are watching or finished and movies to watch, with something dated within the days (indexed reads).
    items: db.prepare<[DayRange], ItemRow>(
      `SELECT id, tmdb_id, media_type, title, poster_path, backdrop_path, status, release_date FROM library_items
       WHERE (media_type = 'movie' AND status = 'to_watch' AND release_date BETWEEN @from AND @to)
         OR (media_type = 'tv' AND status IN ('watching', 'watched') AND id IN (
           SELECT library_item_id FROM episodes WHERE air_date BETWEEN @from AND @to
           UNION SELECT library_item_id FROM seasons WHERE air_date BETWEEN @from AND @to
           UNION SELECT library_item_id FROM series_facts WHERE next_air_date BETWEEN @from AND @to))`,
    ),
    seasons: db.prepare<[string], SeasonRow>(
      `SELECT library_item_id, season_number, air_date, status FROM seasons
       WHERE library_item_id IN (SELECT value FROM json_each(?))`,
    ),
    episodes: db.prepare<[DayRange], EpisodeRow>(
      `SELECT library_item_id, season_number, episode_number, name, air_date FROM episodes
         WHERE air_date BETWEEN @from AND @to
       UNION
       SELECT library_item_id, next_season, next_episode, next_name, next_air_date FROM series_facts
         WHERE next_season IS NOT NULL AND next_episode IS NOT NULL AND next_air_date BETWEEN @from AND @to`,
    ),
    arrivals: db.prepare<[], ArrivalRow>(
      `SELECT i.tmdb_id, i.media_type, i.title, i.status, a.checked_at, a.offers, a.streams, a.now_on, a.left_on
       FROM title_availability a JOIN library_items i ON i.id = a.library_item_id
       WHERE a.now_on <> '[]' AND i.status = 'to_watch'`,
    ),
    viewingsSince: db.prepare<[number, MediaType, string], { viewer: string }>(
      `SELECT DISTINCT v.viewer FROM viewings v JOIN library_items i ON i.id = v.library_item_id
       WHERE i.tmdb_id = ? AND i.media_type = ? AND v.created_at >= ?`,
    ),
    playsSince: db.prepare<[string, string, string], { viewer: string }>(
      `SELECT DISTINCT viewer FROM media_server_events
       WHERE (target = ? OR target LIKE ?) AND viewer IS NOT NULL AND undone_at IS NULL AND received_at >= ?`,
    ),
    // The bookmark (or the season's end) has reached an episode that airs on the day.
    dayWatched: db.prepare<[{ tmdbId: number; day: string }], { found: number }>(
      `SELECT 1 AS found FROM library_items i
       JOIN episodes e ON e.library_item_id = i.id AND e.air_date = @day
       JOIN seasons s ON s.library_item_id = i.id AND s.season_number = e.season_number
       WHERE i.tmdb_id = @tmdbId AND i.media_type = 'tv'
         AND (s.status IN ('watched', 'rewatch') OR s.episode_bookmark >= e.episode_number)
       LIMIT 1`,
    ),
    seasonStarted: db.prepare<[number, number], { found: number }>(
      `SELECT 1 AS found FROM seasons s JOIN library_items i ON i.id = s.library_item_id
       WHERE i.tmdb_id = ? AND i.media_type = 'tv' AND s.season_number = ?
         AND (s.status <> 'to_watch' OR s.episode_bookmark IS NOT NULL)`,
    ),
    decideClosed: db.prepare<[string], { found: number }>(
      'SELECT 1 AS found FROM decide_sessions WHERE id = ? AND closed_at IS NOT NULL',
    ),
  };

  return {
    /** Series we are watching or finished and movies to watch with an episode, a premiere or a release in the days. */
    titles(range: DayRange): NewsSeries[] {
      const items = statements.items.all(range);
      if (items.length === 0) return [];
      const seasonsOf = grouped(
        statements.seasons.all(JSON.stringify(items.map((item) => item.id))),
        (row) => ({
          seasonNumber: row.season_number,
          airDate: row.air_date,
          status: row.status,
        }),
      );
      const episodesOf = grouped(statements.episodes.all(range), (row): KnownEpisode => ({
        seasonNumber: row.season_number,
        episodeNumber: row.episode_number,
        name: row.name,
        airDate: row.air_date,
      }));
      return items.map((item) => ({
        itemId: item.id,
        tmdbId: item.tmdb_id,
        mediaType: item.media_type,
        title: item.title,
        posterPath: item.poster_path,
        backdropPath: item.backdrop_path,
        status: item.status,
        releaseDate: item.release_date,
        seasons: seasonsOf.get(item.id) ?? [],
        episodes: episodesOf.get(item.id) ?? [],
      }));
    },

    /** Titles to watch that came to a service since the household last opened them, with the services' names. */
    arrivals(): NewsArrival[] {
      return statements.arrivals.all().map((row) => {
        const offers = storedOffers.parse(parsed(row.offers));
        const providerNames = new Map<number, string>();
        if (offers) {
          for (const provider of [...offers.stream, ...offers.free, ...offers.ads]) {
            providerNames.set(provider.id, provider.name);
          }
        }
        return {
          tmdbId: row.tmdb_id,
          mediaType: row.media_type,
          title: row.title,
          status: row.status,
          checkedAt: row.checked_at,
          availability: {
            streams: ids.parse(parsed(row.streams)),
            now: ids.parse(parsed(row.now_on)),
            left: ids.parse(parsed(row.left_on)),
          },
          providerNames,
        };
      });
    },

    /** Who of us watched the title since (ISO 8601): a viewing recorded, or a media-server play not taken back. */
    watchedSince(mediaType: MediaType, tmdbId: number, since: string): Set<'person1' | 'person2'> {
      const viewers = [
        ...statements.viewingsSince.all(tmdbId, mediaType, since),
        ...statements.playsSince.all(`${mediaType}:${tmdbId}`, `${mediaType}:${tmdbId}:%`, since),
      ];
      return new Set(viewers.flatMap(({ viewer }) => peopleOf(viewer)));
    },

    /** Whether the season progress (shared by the two of us) reached an episode of the series airing on the day. */
    dayWatched: (tmdbId: number, day: string): boolean =>
      statements.dayWatched.get({ tmdbId, day }) !== undefined,

    /** Whether the household started (or finished) the season. */
    seasonStarted: (tmdbId: number, season: number): boolean =>
      statements.seasonStarted.get(tmdbId, season) !== undefined,

    /** Whether the Decide together session was closed (ended, or idle too long). */
    decideClosed: (sessionId: string): boolean => statements.decideClosed.get(sessionId) !== undefined,
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
