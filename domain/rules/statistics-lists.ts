import type { Statistics } from '../schemas/statistics';
import type { AddToFinish } from './statistics-charts';
import { byTitle, refOf, type TitleActivity, type TitleView } from './statistics-titles';

type Lists = Statistics['lists'];

/** The entries with the lowest and the highest value, in one pass; ties go to the title first in title order. */
function extremes<T>(
  entries: readonly T[],
  valueOf: (entry: T) => number,
  titleOf: (entry: T) => TitleActivity,
): { lowest: T | undefined; highest: T | undefined } {
  /** Whether `a` comes first: the lower value (sign 1) or the higher (sign -1); on a tie, the first title. */
  const first = (a: T, b: T, sign: 1 | -1) =>
    sign * (valueOf(a) - valueOf(b)) < 0 ||
    (valueOf(a) === valueOf(b) && byTitle(titleOf(a), titleOf(b)) < 0);
  let lowest: T | undefined;
  let highest: T | undefined;
  for (const entry of entries) {
    if (lowest === undefined || first(entry, lowest, 1)) lowest = entry;
    if (highest === undefined || first(entry, highest, -1)) highest = entry;
  }
  return { lowest, highest };
}

/**
 * Fun facts over the titles finished in the timeframe: the longest and shortest film (minutes; films only, since a
 * series' runtime is one episode's, which says nothing of how long the series is; films without a runtime left out),
 * the newest and oldest release (year), and the fastest and slowest add-to-finish (days, see addToFinishEntries).
 * Null when no title has the fact.
 */
export function funFacts(views: readonly TitleView[], addToFinish: readonly AddToFinish[]): Lists {
  const finished = views.filter((view) => view.tally.finishes > 0).map((view) => view.title);
  const timed = finished.filter(
    (title): title is TitleActivity & { runtime: number } =>
      title.mediaType === 'movie' && (title.runtime ?? 0) > 0,
  );
  const dated = finished.filter((title): title is TitleActivity & { year: number } => title.year !== null);
  const runtime = extremes(
    timed,
    (title) => title.runtime,
    (title) => title,
  );
  const release = extremes(
    dated,
    (title) => title.year,
    (title) => title,
  );
  const speed = extremes(
    addToFinish,
    (entry) => entry.days,
    (entry) => entry.view.title,
  );
  const withRuntime = (title: (typeof timed)[number] | undefined) =>
    title ? { ...refOf(title), runtime: title.runtime } : null;
  const withYear = (title: (typeof dated)[number] | undefined) =>
    title ? { ...refOf(title), year: title.year } : null;
  const withDays = (entry: AddToFinish | undefined) =>
    entry ? { ...refOf(entry.view.title), days: entry.days } : null;
  return {
    longestTitle: withRuntime(runtime.highest),
    shortestTitle: withRuntime(runtime.lowest),
    newestRelease: withYear(release.highest),
    oldestRelease: withYear(release.lowest),
    fastestAddToFinish: withDays(speed.lowest),
    slowestAddToFinish: withDays(speed.highest),
  };
}
