import { statusChange, type ItemStatusDates } from './item-status-change';
import { progressSeasons, rollupOf, type SeasonProgressInput } from './season-rollup';

/**
 * A series' stored status follows its seasons, so that the API and the CSV say what every screen shows: the
 * rollup's overall status (season-rollup.ts; when no counted season has started, the item's own status, so an
 * untouched series keeps whatever it was given). Answers the item's new status and dates, or null when it already
 * says the same. The dates are any status change's (item-status-change.ts), `when` being: becoming watched, the
 * moment its last counted season was finished (the latest finish among their season watches, which is now when
 * the household has just finished it; an import's history brings its own), else `now`; becoming watching, `now`.
 */
export function statusFollowingSeasons(
  item: ItemStatusDates,
  seasons: readonly (SeasonProgressInput & { id: number })[],
  watches: readonly { seasonId: number; lastFinishedAt: string }[],
  now: string,
): ItemStatusDates | null {
  const status = rollupOf(seasons, item.status).overallStatus;
  if (status === item.status) return null;
  if (status !== 'watched') return statusChange(item, status, now);
  const counted = new Set(progressSeasons(seasons).map((season) => season.id));
  const finishes = watches
    .filter((watch) => counted.has(watch.seasonId))
    .map((watch) => watch.lastFinishedAt);
  const latest = finishes.reduce<string | null>(
    (last, finish) => (last === null || finish > last ? finish : last),
    null,
  );
  return statusChange(item, status, latest ?? now);
}
