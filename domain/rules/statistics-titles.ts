import type { Reaction } from '../schemas/library';
import type { Ownership, Viewer } from '../schemas/people';
import type { StatisticsViewer, TitleRef } from '../schemas/statistics';
import { aggregateFromTotals, type ExternalScores } from './rating-derivations';
import type { Day } from './statistics-timeframe';

/** Watch time when the film data gave no runtime: a typical feature film. */
export const DEFAULT_MOVIE_MINUTES = 100;
/** Watch time per episode when a series has no runtime: a typical hour-long drama's episode. */
export const DEFAULT_EPISODE_MINUTES = 45;
/** Episodes of a season whose count is unknown; a watched series without stored seasons counts as one season. */
export const DEFAULT_SEASON_EPISODES = 10;

/**
 * The recap's raw material: per title, what each viewer did with it, summed by SQL.
 *
 * A record is something dated that happened to a title:
 * - a viewing (its viewer; a movie's viewing is a finish and adds the movie's runtime);
 * - a season watch of a series (each time a season was finished, rewatches included), adding episode count ×
 *   episode runtime;
 * - a series finished: on the day its last counted season (specials excluded) was finished, once for each full
 *   round of season watches (a complete rewatch finishes it again);
 * - a title watched without any such record (a movie with no viewing, a series with no stored seasons): a finish on
 *   its finish date, with its runtime;
 * - a title started: its start date.
 *
 * Season watches and the last two kinds carry no viewer: a series is credited to whoever watched its latest viewing,
 * everything else (and a series without viewings) to its owner, 'together' meaning both.
 */
export interface ViewerTally {
  /** Records in the timeframe, of any kind. */
  records: number;
  /** Records in the timeframe that are watching (every kind but a start). */
  watches: number;
  /** Finishes in the timeframe. */
  finishes: number;
  /** The first finish ever, in or before the timeframe; null when never finished. */
  firstFinish: Day | null;
  /** The latest day of watching in the timeframe. */
  lastWatched: Day | null;
  /** Watch time in the timeframe. */
  minutes: number;
  /** Viewings (watch instances) in the timeframe. */
  viewings: number;
  /** Reactions of the viewings in the timeframe. */
  up: number;
  neutral: number;
  down: number;
}

export interface TitleFacts extends TitleRef, ExternalScores {
  year: number | null;
  /** Minutes: the movie, or one episode of a series. */
  runtime: number | null;
  genres: string[];
  /** Movies: the director(s), comma-separated. */
  director: string | null;
  mainStars: string[];
  ownership: Ownership;
  /** The title's own reaction (the household's, outside any viewing). */
  userRating: Reaction | null;
  /** The day it was added to the library. */
  dateAdded: Day;
}

export interface TitleActivity extends TitleFacts {
  byViewer: Record<Viewer, ViewerTally>;
}

export const emptyTally = (): ViewerTally => ({
  records: 0,
  watches: 0,
  finishes: 0,
  firstFinish: null,
  lastWatched: null,
  minutes: 0,
  viewings: 0,
  up: 0,
  neutral: 0,
  down: 0,
});

/** Whose records a recap counts: a person's own and the together ones; the household's: all of them. */
export function viewersOf(viewer: StatisticsViewer | null): Viewer[] {
  return viewer === null ? ['person1', 'person2', 'both'] : [viewer, 'both'];
}

const earliest = (a: Day | null, b: Day | null) => (a === null ? b : b === null ? a : a < b ? a : b);
const latest = (a: Day | null, b: Day | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Several viewers' tallies of one title as one. */
export function mergeTallies(tallies: readonly ViewerTally[]): ViewerTally {
  const sum = emptyTally();
  for (const tally of tallies) {
    sum.records += tally.records;
    sum.watches += tally.watches;
    sum.finishes += tally.finishes;
    sum.firstFinish = earliest(sum.firstFinish, tally.firstFinish);
    sum.lastWatched = latest(sum.lastWatched, tally.lastWatched);
    sum.minutes += tally.minutes;
    sum.viewings += tally.viewings;
    sum.up += tally.up;
    sum.neutral += tally.neutral;
    sum.down += tally.down;
  }
  return sum;
}

/** A title as one viewer (or the household) saw it in the timeframe. */
export interface TitleView {
  title: TitleActivity;
  tally: ViewerTally;
}

/** A title as the viewers saw it, kept for as long as the title is. */
function keptViews(viewers: readonly Viewer[]): (title: TitleActivity) => TitleView {
  const kept = new WeakMap<TitleActivity, TitleView>();
  return (title) => {
    let view = kept.get(title);
    if (!view) {
      view = { title, tally: mergeTallies(viewers.map((who) => title.byViewer[who])) };
      kept.set(title, view);
    }
    return view;
  };
}

/**
 * Each title's views, made once per title: a title is never changed (its records change: a new title is made), and
 * the server keeps its titles from one recap to the next, so that only the titles written since are merged again.
 */
const views = {
  household: keptViews(viewersOf(null)),
  person1: keptViews(viewersOf('person1')),
  person2: keptViews(viewersOf('person2')),
};

/** The titles the chosen viewers have a record of in the timeframe, each with their tallies merged. */
export function viewsOf(titles: readonly TitleActivity[], viewer: StatisticsViewer | null): TitleView[] {
  const viewOf = views[viewer ?? 'household'];
  const result: TitleView[] = [];
  for (const title of titles) {
    const view = viewOf(title);
    if (view.tally.records > 0) result.push(view);
  }
  return result;
}

export const ratedCount = (tally: ViewerTally) => tally.up + tally.neutral + tally.down;

/** The viewings' reactions averaged by the spec's rule (up 1, neutral 0, down -1); null when none is rated. */
export function viewingsReaction(tally: ViewerTally): Reaction | null {
  return aggregateFromTotals({ sum: tally.up - tally.down, rated: ratedCount(tally) }, null);
}

/**
 * How the viewers liked a title they watched in the timeframe: their viewings' reactions averaged, or the title's
 * own reaction when those viewings carry none. Null when it was not watched in the timeframe, or not rated.
 */
export function titleReaction({ title, tally }: TitleView): Reaction | null {
  if (tally.watches === 0) return null;
  return aggregateFromTotals({ sum: tally.up - tally.down, rated: ratedCount(tally) }, title.userRating);
}

/**
 * The reactions given in the timeframe: each rated viewing counts once; a watched title whose viewings carry no
 * reaction counts its own reaction once.
 */
export function reactionCounts(views: readonly TitleView[]): Record<Reaction, number> {
  const counts: Record<Reaction, number> = { up: 0, neutral: 0, down: 0 };
  for (const { title, tally } of views) {
    if (ratedCount(tally) > 0) {
      counts.up += tally.up;
      counts.neutral += tally.neutral;
      counts.down += tally.down;
    } else if (tally.watches > 0 && title.userRating !== null) {
      counts[title.userRating] += 1;
    }
  }
  return counts;
}

export const refOf = ({ id, tmdbId, mediaType, title, posterPath }: TitleRef): TitleRef => ({
  id,
  tmdbId,
  mediaType,
  title,
  posterPath,
});

/** Plain code-unit order: days sort by date, and ties are broken the same way every time. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The later day first; a missing day last. */
export const laterFirst = (a: Day | null, b: Day | null) => compareText(b ?? '', a ?? '');

/** Ties between titles are broken by title, then id, so the same data always gives the same answer. */
export const byTitle = (a: TitleRef, b: TitleRef) => compareText(a.title, b.title) || a.id - b.id;
