/**
 * The recap computed from scratch, the way it was before the tallies (the aggregate SQL over every viewing, season
 * watch and title): the reference the tallies are checked against in tallies.test.ts. Its days come from SQLite
 * reading the date (datetime()) and V8's local time placing it in the process's zone: another path to the same
 * day than the server's (domain/rules/household-day.ts).
 */
import { recapOf } from '#domain/rules/statistics';
import type { DayActivity } from '#domain/rules/statistics-charts';
import { resolveTimeframe, timeframeBounds } from '#domain/rules/statistics-timeframe';
import {
  DEFAULT_EPISODE_MINUTES,
  DEFAULT_MOVIE_MINUTES,
  DEFAULT_SEASON_EPISODES,
  emptyTally,
  type TitleActivity,
} from '#domain/rules/statistics-titles';
import type { Viewer } from '#domain/schemas/people';
import type { Statistics, StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';
import type { Db } from '../../db/connection';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC date-time as SQLite's datetime() writes it, placed in the process's zone by V8's local time. */
function localDayOfUtc(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const moment = new Date(`${text.replace(' ', 'T')}Z`);
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

const localDay = (column: string) =>
  `CASE WHEN length(${column}) = 10 THEN ${column} ELSE oracle_day(datetime(${column})) END`;

const ownerAsViewer = `CASE i.ownership WHEN 'together' THEN 'both' ELSE i.ownership END`;

const RATING_PACK = `CASE rating WHEN 'up' THEN 1 WHEN 'neutral' THEN ${2 ** 20} WHEN 'down' THEN ${2 ** 40} ELSE 0 END`;

/** Who a series' season watches are credited to: the viewer of its latest viewing, else its owner. */
const SERIES_CREDIT = `series_credit AS MATERIALIZED (
    SELECT i.id AS item_id, COALESCE(
      (SELECT v.viewer FROM viewings v WHERE v.library_item_id = i.id
        ORDER BY v.watched_date DESC, v.id DESC LIMIT 1),
      ${ownerAsViewer}) AS viewer
    FROM library_items i WHERE i.media_type = 'tv'
  )`;

/**
 * Every dated record that is not a viewing, one row each (see TitleActivity in domain/rules/statistics-titles.ts):
 * season watches, series finished (a full round of counted-season watches), titles watched with no such record,
 * titles started. Columns: item_id, day, viewer, watch (0 for a start), finish, minutes.
 */
const OTHER_RECORDS = `${SERIES_CREDIT},
  counted AS (
    SELECT s.id, s.library_item_id FROM seasons s
    WHERE (s.listed = 1 OR s.status != 'to_watch') AND (s.season_number >= 1 OR NOT EXISTS (
      SELECT 1 FROM seasons o WHERE o.library_item_id = s.library_item_id AND o.season_number >= 1
        AND (o.listed = 1 OR o.status != 'to_watch')))
  ),
  counted_total AS (SELECT library_item_id, COUNT(*) AS n FROM counted GROUP BY library_item_id),
  rounds AS (
    SELECT c.library_item_id, COUNT(*) AS n, MAX(w.last_finished_at) AS finished_at
    FROM season_watches w JOIN counted c ON c.id = w.season_id
    GROUP BY c.library_item_id, w.rewatch_index
  ),
  other_records AS (
    SELECT s.library_item_id AS item_id, ${localDay('w.last_finished_at')} AS day, c.viewer AS viewer, 1 AS watch,
      0 AS finish, COALESCE(s.episode_count, @seasonEpisodes) * COALESCE(i.runtime, @episodeMinutes) AS minutes
    FROM season_watches w JOIN seasons s ON s.id = w.season_id
      JOIN library_items i ON i.id = s.library_item_id JOIN series_credit c ON c.item_id = s.library_item_id
    UNION ALL
    SELECT r.library_item_id, ${localDay('r.finished_at')}, c.viewer, 1, 1, 0
    FROM rounds r JOIN counted_total t ON t.library_item_id = r.library_item_id AND t.n = r.n
      JOIN series_credit c ON c.item_id = r.library_item_id
    UNION ALL
    SELECT i.id, ${localDay('i.date_finished')}, COALESCE(c.viewer, ${ownerAsViewer}), 1, 1,
      CASE WHEN i.media_type = 'movie' THEN COALESCE(i.runtime, @movieMinutes)
        ELSE @seasonEpisodes * COALESCE(i.runtime, @episodeMinutes) END
    FROM library_items i LEFT JOIN series_credit c ON c.item_id = i.id
    WHERE i.status = 'watched' AND i.date_finished IS NOT NULL AND CASE WHEN i.media_type = 'movie'
      THEN NOT EXISTS (SELECT 1 FROM viewings v WHERE v.library_item_id = i.id)
      ELSE NOT EXISTS (SELECT 1 FROM seasons s WHERE s.library_item_id = i.id) END
    UNION ALL
    SELECT i.id, ${localDay('i.date_started')}, COALESCE(c.viewer, ${ownerAsViewer}), 0, 0, 0
    FROM library_items i LEFT JOIN series_credit c ON c.item_id = i.id
    WHERE i.date_started IS NOT NULL
  )`;

const VIEWING_DAYS = `(SELECT library_item_id AS item_id, viewer, user_rating AS rating,
    ${localDay('watched_date')} AS day FROM viewings)`;

/**
 * Per title and viewer, up to the end of the range: the viewings first (the bulk of the rows, grouped before
 * anything is joined; a movie's viewing is a finish and adds its runtime), then the other records.
 * Counts that are summed together are packed into one integer, 2^20 apart.
 */
const TALLIES_SQL = `WITH ${OTHER_RECORDS},
  viewing_groups AS (
    SELECT item_id, viewer, SUM(day >= @start) AS viewings,
      SUM((day >= @start) * ${RATING_PACK}) AS ratings,
      MIN(day) AS first_day, MAX(CASE WHEN day >= @start THEN day END) AS last_day
    FROM ${VIEWING_DAYS} WHERE day <= @end GROUP BY item_id, viewer
  ),
  other_groups AS (
    SELECT item_id, viewer, SUM(day >= @start) AS records, SUM((day >= @start) * watch) AS watches,
      SUM((day >= @start) * finish) AS finishes, MIN(CASE WHEN finish THEN day END) AS first_finish,
      MAX(CASE WHEN day >= @start AND watch THEN day END) AS last_watched,
      SUM((day >= @start) * minutes) AS minutes
    FROM other_records WHERE day <= @end GROUP BY item_id, viewer
  ),
  all_groups AS (
    SELECT g.item_id, g.viewer, g.viewings AS records, g.viewings AS watches,
      CASE WHEN i.media_type = 'movie' THEN g.viewings ELSE 0 END AS finishes,
      CASE WHEN i.media_type = 'movie' THEN g.first_day END AS first_finish, g.last_day AS last_watched,
      CASE WHEN i.media_type = 'movie' THEN g.viewings * COALESCE(i.runtime, @movieMinutes) ELSE 0 END AS minutes,
      g.viewings, g.ratings
    FROM viewing_groups g JOIN library_items i ON i.id = g.item_id
    UNION ALL
    SELECT item_id, viewer, records, watches, finishes, first_finish, last_watched, minutes, 0, 0
    FROM other_groups
  )
  SELECT item_id, viewer, SUM(records), SUM(watches), SUM(finishes), MIN(first_finish), MAX(last_watched),
    SUM(minutes), SUM(viewings), SUM(ratings)
  FROM all_groups GROUP BY item_id, viewer`;

/** Watch time and viewings per day and viewer in the range. */
const DAYS_SQL = `WITH ${OTHER_RECORDS}
  SELECT day, viewer, SUM(minutes) AS minutes, SUM(viewing) AS viewings FROM (
    SELECT v.day, v.viewer, CASE WHEN i.media_type = 'movie' THEN COALESCE(i.runtime, @movieMinutes) ELSE 0 END
      AS minutes, 1 AS viewing
    FROM ${VIEWING_DAYS} v JOIN library_items i ON i.id = v.item_id WHERE v.day BETWEEN @start AND @end
    UNION ALL
    SELECT day, viewer, minutes, 0 FROM other_records WHERE day BETWEEN @start AND @end
  ) GROUP BY day, viewer`;

/** The facts of the titles whose ids are in the JSON array parameter. */
const FACTS_SQL = `SELECT id, tmdb_id, media_type, title, poster_path, year, runtime, genres, director, main_stars,
  ownership, user_rating, ${localDay('date_added')} AS date_added, tmdb_rating, imdb_rating,
  rotten_tomatoes_rating, metacritic_rating FROM library_items WHERE id IN (SELECT value FROM json_each(?))`;

type TallyRow = [
  number,
  Viewer,
  number,
  number,
  number,
  string | null,
  string | null,
  number,
  number,
  number,
];

interface FactsRow {
  id: number;
  tmdb_id: number;
  media_type: 'movie' | 'tv';
  title: string;
  poster_path: string | null;
  year: number | null;
  runtime: number | null;
  genres: string;
  director: string | null;
  main_stars: string;
  ownership: 'person1' | 'person2' | 'together';
  user_rating: 'up' | 'neutral' | 'down' | null;
  date_added: string;
  tmdb_rating: number | null;
  imdb_rating: number | null;
  rotten_tomatoes_rating: number | null;
  metacritic_rating: number | null;
}

const PACK = 2 ** 20;

/** The recap as the aggregate SQL computed it, for the day `today` (the household's). */
export function recapFromScratch(
  db: Db,
  key: StatisticsTimeframe,
  viewer: StatisticsViewer | null,
  today: string,
): Statistics {
  db.function('oracle_day', localDayOfUtc);
  const bounds = timeframeBounds(key, today);
  const params = {
    start: bounds.start,
    end: bounds.end,
    movieMinutes: DEFAULT_MOVIE_MINUTES,
    episodeMinutes: DEFAULT_EPISODE_MINUTES,
    seasonEpisodes: DEFAULT_SEASON_EPISODES,
  };
  const days = db.prepare<[typeof params], DayActivity>(DAYS_SQL).all(params);
  const rows = db.prepare<[typeof params], TallyRow>(TALLIES_SQL).raw(true).all(params);
  const active = [...new Set(rows.filter((row) => row[2] > 0).map((row) => row[0]))];
  const titles = new Map<number, TitleActivity>();
  for (const row of db.prepare<[string], FactsRow>(FACTS_SQL).all(JSON.stringify(active))) {
    titles.set(row.id, {
      id: row.id,
      tmdbId: row.tmdb_id,
      mediaType: row.media_type,
      title: row.title,
      posterPath: row.poster_path,
      year: row.year,
      runtime: row.runtime,
      genres: JSON.parse(row.genres) as string[],
      director: row.director,
      mainStars: JSON.parse(row.main_stars) as string[],
      ownership: row.ownership,
      userRating: row.user_rating,
      dateAdded: row.date_added,
      tmdbRating: row.tmdb_rating,
      imdbRating: row.imdb_rating,
      rottenTomatoesRating: row.rotten_tomatoes_rating,
      metacriticRating: row.metacritic_rating,
      byViewer: { person1: emptyTally(), person2: emptyTally(), both: emptyTally() },
    });
  }
  for (const [
    id,
    who,
    records,
    watches,
    finishes,
    firstFinish,
    lastWatched,
    minutes,
    viewings,
    ratings,
  ] of rows) {
    const title = titles.get(id);
    if (!title) continue;
    title.byViewer[who] = {
      records,
      watches,
      finishes,
      firstFinish,
      lastWatched,
      minutes,
      viewings,
      up: ratings % PACK,
      neutral: Math.floor(ratings / PACK) % PACK,
      down: Math.floor(ratings / PACK ** 2),
    };
  }
  const owned = { person1: 0, person2: 0 };
  for (const { ownership, n } of db
    .prepare<[], { ownership: string; n: number }>(
      'SELECT ownership, COUNT(*) AS n FROM library_items GROUP BY 1',
    )
    .all()) {
    if (ownership === 'person1' || ownership === 'person2') owned[ownership] = n;
  }
  const firstRecord = days.reduce<string | null>(
    (first, { day }) => (first === null || day < first ? day : first),
    null,
  );
  return recapOf({
    timeframe: resolveTimeframe(key, today, firstRecord),
    viewer,
    titles: [...titles.values()],
    days,
    owned,
  });
}
