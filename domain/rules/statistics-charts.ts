import type { Reaction } from '../schemas/library';
import type { Statistics } from '../schemas/statistics';
import type { Viewer } from '../schemas/people';
import { daysBetween, monthsOf, type Day, type DayRange } from './statistics-timeframe';
import type { TitleView } from './statistics-titles';

type Charts = Statistics['charts'];

/** Watch time and viewings of one viewer on one day. */
export interface DayActivity {
  day: Day;
  viewer: Viewer;
  minutes: number;
  viewings: number;
}

/** Hours to one decimal. */
export const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

/** Watch Time by Month: every month of the timeframe, empty ones included, in hours to one decimal. */
export function watchTimeByMonth(
  range: DayRange,
  days: readonly DayActivity[],
  viewers: readonly Viewer[],
): Charts['watchTimeByMonth'] {
  const minutes = new Map<string, number>();
  for (const { day, viewer, minutes: spent } of days) {
    if (!viewers.includes(viewer) || day < range.start || day > range.end) continue;
    const month = day.slice(0, 7);
    minutes.set(month, (minutes.get(month) ?? 0) + spent);
  }
  return monthsOf(range).map((month) => ({ month, hours: hoursOf(minutes.get(month) ?? 0) }));
}

/**
 * Whole percents that add up to exactly 100 (largest remainder: each share is rounded down, and the points left
 * go to the largest remainders, the first in up-neutral-down order on a tie). All zero when nothing is counted.
 */
export function reactionDistribution(counts: Record<Reaction, number>): Charts['reactionDistribution'] {
  const keys: Reaction[] = ['up', 'neutral', 'down'];
  const total = counts.up + counts.neutral + counts.down;
  if (total === 0) return { up: 0, neutral: 0, down: 0 };
  const exact = keys.map((key) => (100 * counts[key]) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = keys
    .map((_, index) => index)
    .sort((a, b) => (exact[b] ?? 0) - (floors[b] ?? 0) - ((exact[a] ?? 0) - (floors[a] ?? 0)) || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return { up: floors[0] ?? 0, neutral: floors[1] ?? 0, down: floors[2] ?? 0 };
}

/**
 * Completion rate: of the titles with a record in the timeframe (started, continued or finished in it), the percent
 * finished in it. Null when there is none.
 */
export function completionRate(views: readonly TitleView[]): number | null {
  if (views.length === 0) return null;
  const done = views.filter((view) => view.tally.finishes > 0).length;
  return Math.round((100 * done) / views.length);
}

export interface AddToFinish {
  view: TitleView;
  days: number;
}

/**
 * Add to finish: for each title first finished in the timeframe (a rewatch does not count again), the calendar days
 * from the day it was added to the library to that first finish. A title finished before it was added (history
 * recorded after the fact) has no add-to-finish time.
 */
export function addToFinishEntries(views: readonly TitleView[], range: DayRange): AddToFinish[] {
  const entries: AddToFinish[] = [];
  for (const view of views) {
    const first = view.tally.firstFinish;
    if (first === null || first < range.start || first > range.end) continue;
    const days = daysBetween(view.title.dateAdded, first);
    if (days >= 0) entries.push({ view, days });
  }
  return entries;
}

/** How many titles have an add-to-finish time, their mean and their median, in days to one decimal. */
export function addToFinishTimes(entries: readonly AddToFinish[]): Charts['addToFinishTimes'] {
  if (entries.length === 0) return { titles: 0, averageDays: null, medianDays: null };
  const days = entries.map((entry) => entry.days).sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  const median =
    days.length % 2 === 1 ? (days[middle] ?? 0) : ((days[middle - 1] ?? 0) + (days[middle] ?? 0)) / 2;
  const average = days.reduce((sum, value) => sum + value, 0) / days.length;
  return {
    titles: days.length,
    averageDays: Math.round(average * 10) / 10,
    medianDays: Math.round(median * 10) / 10,
  };
}
