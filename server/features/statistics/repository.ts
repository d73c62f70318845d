import type { DayActivity } from '#domain/rules/statistics-charts';
import { EARLIEST_DAY, type Day, type DayRange } from '#domain/rules/statistics-timeframe';
import { emptyTally, type TitleFacts, type ViewerTally } from '#domain/rules/statistics-titles';
import type { MediaType } from '#domain/schemas/film';
import type { Reaction } from '#domain/schemas/library';
import type { Ownership, Viewer } from '#domain/schemas/people';
import type { StatisticsViewer } from '#domain/schemas/statistics';
import type { Db } from '../../db/connection';

/** A title's tally columns, in TallyRow's order after the title and viewer. */
const TALLY_COLUMNS = `records, watches, finishes, first_finish, last_watched, minutes, viewings, up, neutral, down`;

/** Per title and viewer over every day: the all-time tallies. */
const TOTALS_SQL = `SELECT item_id, viewer, ${TALLY_COLUMNS} FROM recap_title_totals`;

/**
 * Per title and viewer over one calendar year, for every title with a record that year; with the first finish ever
 * (which the rules want up to the end of the range, whenever it was).
 */
const YEAR_SQL = `SELECT t.item_id, t.viewer, IFNULL(y.records, 0), IFNULL(y.watches, 0), IFNULL(y.finishes, 0),
    t.first_finish, y.last_watched, IFNULL(y.minutes, 0), IFNULL(y.viewings, 0), IFNULL(y.up, 0),
    IFNULL(y.neutral, 0), IFNULL(y.down, 0)
  FROM recap_title_totals t
    LEFT JOIN recap_title_years y ON y.year = @year AND y.item_id = t.item_id AND y.viewer = t.viewer
  WHERE t.item_id IN (SELECT item_id FROM recap_title_years WHERE year = @year)`;

/**
 * Every day of the titles and viewers that have a day in the bucket (a year, or all of them) but outside the range:
 * records after today (a date in the future) or before the first possible day. Their range is summed from the days.
 */
const OUTSIDE_SQL = `SELECT item_id, viewer, day, records, watches, finishes, minutes, viewings, up, neutral, down
  FROM recap_title_days WHERE (item_id, viewer) IN (
    SELECT item_id, viewer FROM recap_title_days
    WHERE day BETWEEN @bucketStart AND @bucketEnd AND (day < @start OR day > @end))`;

/** Every day of the titles whose ids are in the JSON array parameter. */
const DAYS_OF_SQL = `SELECT item_id, viewer, day, records, watches, finishes, minutes, viewings, up, neutral, down
  FROM recap_title_days WHERE item_id IN (SELECT value FROM json_each(?))`;

/** Watch time and viewings per day and viewer in the range (read as arrays: faster than named columns). */
const DAYS_SQL = `SELECT day, viewer, minutes, viewings FROM recap_days WHERE day BETWEEN @start AND @end`;

/**
 * The facts of the titles whose ids are in the JSON array parameter, with the day each was added (a date that
 * cannot be read as one stays as it is: it then gives no add-to-finish time).
 */
const FACTS_SQL = `SELECT id, tmdb_id, media_type, title, poster_path, year, runtime, genres, director, main_stars,
  ownership, user_rating, IFNULL(a.day, i.date_added) AS date_added, tmdb_rating, imdb_rating, rotten_tomatoes_rating,
  metacritic_rating
  FROM library_items i LEFT JOIN recap_title_added a ON a.item_id = i.id
  WHERE i.id IN (SELECT value FROM json_each(?))`;

/** A row of DAYS_SQL. */
type DayActivityRow = [day: Day, viewer: Viewer, minutes: number, viewings: number];

/** item_id, viewer, then the tally: records, watches, finishes, first_finish, last_watched, minutes, viewings, up,
 * neutral, down. */
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
  number,
  number,
];

interface DayRow {
  item_id: number;
  viewer: Viewer;
  day: Day;
  records: number;
  watches: number;
  finishes: number;
  minutes: number;
  viewings: number;
  up: number;
  neutral: number;
  down: number;
}

interface FactsRow {
  id: number;
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  year: number | null;
  runtime: number | null;
  genres: string;
  director: string | null;
  main_stars: string;
  ownership: Ownership;
  user_rating: Reaction | null;
  date_added: string;
  tmdb_rating: number | null;
  imdb_rating: number | null;
  rotten_tomatoes_rating: number | null;
  metacritic_rating: number | null;
}

/** A stored list of names; an empty list should a bad value ever be stored, so that one row cannot break a recap. */
function textList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** A viewer's tally of a title they have no record of: one object for all of them (the rules only read tallies). */
export const NO_TALLY: ViewerTally = Object.freeze(emptyTally());

const VIEWERS: readonly Viewer[] = ['person1', 'person2', 'both'];

/** A tally row over a bucket that holds no day outside the range: the first finish counts up to the range's end. */
function tallyOf(row: TallyRow, range: DayRange): ViewerTally {
  const [, , records, watches, finishes, firstFinish, lastWatched, minutes, viewings, up, neutral, down] =
    row;
  return {
    records,
    watches,
    finishes,
    firstFinish: firstFinish !== null && firstFinish <= range.end ? firstFinish : null,
    lastWatched,
    minutes,
    viewings,
    up,
    neutral,
    down,
  };
}

/** A title and viewer's tally over the range, summed from its days. */
function tallyOfDays(days: readonly DayRow[], range: DayRange): ViewerTally {
  const tally = emptyTally();
  for (const { day, ...sums } of days) {
    if (sums.finishes > 0 && day <= range.end && (tally.firstFinish === null || day < tally.firstFinish)) {
      tally.firstFinish = day;
    }
    if (day < range.start || day > range.end) continue;
    tally.records += sums.records;
    tally.watches += sums.watches;
    tally.finishes += sums.finishes;
    tally.minutes += sums.minutes;
    tally.viewings += sums.viewings;
    tally.up += sums.up;
    tally.neutral += sums.neutral;
    tally.down += sums.down;
    if (sums.watches > 0 && (tally.lastWatched === null || day > tally.lastWatched)) tally.lastWatched = day;
  }
  return tally;
}

/**
 * Where a range's tallies are summed already: a range within one calendar year, in that year's; any other (all
 * time), in the totals. Days run from 0000-01-01 to 9999-12-31 (before the year 0, a day starts with '-').
 */
function bucketOf(range: DayRange): { year: string | null; start: Day; end: Day } {
  const year = range.start.slice(0, 4);
  return range.end.slice(0, 4) === year && range.start !== EARLIEST_DAY
    ? { year, start: `${year}-01-01`, end: `${year}-12-31` }
    : { year: null, start: '', end: '9999-12-31' };
}

/** A title's tallies, one per viewer. */
export type TitleTallies = Record<Viewer, ViewerTally>;

/** The titles' tallies of each title and viewer with days, each summed over the range from its days. */
function talliesOfDays(days: readonly DayRow[], range: DayRange): Map<number, TitleTallies> {
  const byPair = new Map<string, DayRow[]>();
  for (const day of days) {
    const key = `${day.item_id} ${day.viewer}`;
    const pairDays = byPair.get(key);
    if (pairDays) pairDays.push(day);
    else byPair.set(key, [day]);
  }
  const tallies = new Map<number, TitleTallies>();
  for (const pairDays of byPair.values()) {
    const [first] = pairDays;
    if (first) titleTallies(tallies, first.item_id)[first.viewer] = tallyOfDays(pairDays, range);
  }
  return tallies;
}

function titleTallies(tallies: Map<number, TitleTallies>, itemId: number): TitleTallies {
  let byViewer = tallies.get(itemId);
  if (!byViewer) {
    byViewer = { person1: NO_TALLY, person2: NO_TALLY, both: NO_TALLY };
    tallies.set(itemId, byViewer);
  }
  return byViewer;
}

const factsOf = (row: FactsRow): TitleFacts => ({
  id: row.id,
  tmdbId: row.tmdb_id,
  mediaType: row.media_type,
  title: row.title,
  posterPath: row.poster_path,
  year: row.year,
  runtime: row.runtime,
  genres: textList(row.genres),
  director: row.director,
  mainStars: textList(row.main_stars),
  ownership: row.ownership,
  userRating: row.user_rating,
  dateAdded: row.date_added,
  tmdbRating: row.tmdb_rating,
  imdbRating: row.imdb_rating,
  rottenTomatoesRating: row.rotten_tomatoes_rating,
  metacriticRating: row.metacritic_rating,
});

/** Read-only: the recap's tallies (kept by tally-repository.ts) and the facts of the titles they name. */
export function createStatisticsRepository(db: Db) {
  const statements = {
    totals: db.prepare<[], TallyRow>(TOTALS_SQL).raw(true),
    year: db.prepare<[{ year: string }], TallyRow>(YEAR_SQL).raw(true),
    outside: db.prepare<[Record<string, string>], DayRow>(OUTSIDE_SQL),
    daysOf: db.prepare<[string], DayRow>(DAYS_OF_SQL),
    facts: db.prepare<[string], FactsRow>(FACTS_SQL),
    days: db.prepare<[DayRange], DayActivityRow>(DAYS_SQL).raw(true),
    owned: db.prepare<[], { ownership: Ownership; n: number }>(
      'SELECT ownership, COUNT(*) AS n FROM library_items GROUP BY ownership',
    ),
    version: db.prepare<[], { version: number }>('SELECT version FROM library_version WHERE id = 1'),
  };

  return {
    /**
     * Every title's tallies over the range, for the titles with a record in it or before it (the tallies must be up
     * to date: see tally-repository.ts). From the sums of the range's year or of all time; the titles and viewers with
     * days outside the range in there (after today, or before the first possible day) summed from their days.
     */
    tallies(range: DayRange): Map<number, TitleTallies> {
      const bucket = bucketOf(range);
      const tallies = new Map<number, TitleTallies>();
      const rows =
        bucket.year === null ? statements.totals.all() : statements.year.all({ year: bucket.year });
      for (const row of rows) titleTallies(tallies, row[0])[row[1]] = tallyOf(row, range);
      const outside = statements.outside.all({
        bucketStart: bucket.start,
        bucketEnd: bucket.end,
        start: range.start,
        end: range.end,
      });
      for (const [id, summed] of talliesOfDays(outside, range)) {
        const byViewer = titleTallies(tallies, id);
        for (const viewer of VIEWERS) if (summed[viewer] !== NO_TALLY) byViewer[viewer] = summed[viewer];
      }
      return tallies;
    },
    /** The tallies over the range of the given titles only, summed from their days (few titles: after a write). */
    talliesOf: (range: DayRange, ids: readonly number[]): Map<number, TitleTallies> =>
      talliesOfDays(statements.daysOf.all(JSON.stringify(ids)), range),
    /** The facts of the given titles (those that exist). */
    facts: (ids: readonly number[]): TitleFacts[] => statements.facts.all(JSON.stringify(ids)).map(factsOf),
    /** Watch time and viewings per day and viewer in the range. */
    days: (range: DayRange): DayActivity[] =>
      statements.days
        .all({ start: range.start, end: range.end })
        .map(([day, viewer, minutes, viewings]) => ({ day, viewer, minutes, viewings })),
    /** How many titles each person owns. */
    owned(): Record<StatisticsViewer, number> {
      const owned = { person1: 0, person2: 0 };
      for (const { ownership, n } of statements.owned.all()) {
        if (ownership !== 'together') owned[ownership] = n;
      }
      return owned;
    },
    /**
     * Moves on every write to the library's tables, by this process or another one (an import, a restore): the
     * triggers of migration 003. Sessions, settings and the film cache do not move it.
     */
    dataVersion: (): number => statements.version.get()?.version ?? 0,
    /** Runs `work` on one snapshot of the database (a read transaction): what it reads is consistent. */
    snapshot: <T>(work: () => T): T => db.transaction(work)(),
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
