import type { ItemStatus, SeasonRollup, SeasonStatus } from '../schemas/library';

/**
 * Season progress of a series.
 *
 * Season 0 (Specials) does not count toward progress or status: the counted seasons are those numbered 1 and up.
 * A series whose only stored season is season 0 counts that one, so it still has progress.
 *
 * A season the film data no longer lists (`listed: false`, kept with all that was recorded of it) counts only once
 * it has progress (any status but to_watch): one dropped upstream before the household started it is as if it were
 * not there, so it does not keep a series from being finished, while a season watched or under way still counts.
 *
 * - completionPercentage = round(100 × (watched + rewatch) / counted): a season marked for rewatch was watched.
 * - overallStatus: any counted season watching → watching; every counted season watched or rewatch (a season
 *   marked for rewatch has been watched) → watched, so the series is finished and can be marked for rewatch; some
 *   watched or rewatch → watching; none started → the item's own status (so 'Start Watching' on an untouched series
 *   shows it as watching).
 * - currentSeason: the lowest counted season being watched or rewatched, else the lowest still to watch; null when
 *   every counted season is watched. It carries that season's episode bookmark and length.
 */

/** Counts over one group of seasons (either the numbered seasons or the specials). */
export interface SeasonTally {
  total: number;
  watched: number;
  rewatch: number;
  watching: number;
  /** Lowest season number that is watching or rewatch. */
  firstActive: number | null;
  /** Lowest season number that is to_watch. */
  firstToWatch: number | null;
  /** The episode bookmark and length of the current season (firstActive, else firstToWatch). */
  currentBookmark: number | null;
  currentEpisodeCount: number | null;
}

export interface SeasonTallies {
  /** Seasons numbered 1 and up; null when there are none. */
  numbered: SeasonTally | null;
  /** Season 0; null when there is none. */
  specials: SeasonTally | null;
}

export interface SeasonProgressInput {
  seasonNumber: number;
  status: SeasonStatus;
  /** false: the film data no longer lists the season (absent: listed). */
  listed?: boolean;
  episodeBookmark?: number | null;
  episodeCount?: number | null;
}

const lowest = (current: number | null, candidate: number) =>
  current === null ? candidate : Math.min(current, candidate);

export function tallyOf(seasons: readonly SeasonProgressInput[]): SeasonTally | null {
  if (seasons.length === 0) return null;
  const tally: SeasonTally = {
    total: 0,
    watched: 0,
    rewatch: 0,
    watching: 0,
    firstActive: null,
    firstToWatch: null,
    currentBookmark: null,
    currentEpisodeCount: null,
  };
  for (const { seasonNumber, status } of seasons) {
    tally.total += 1;
    if (status === 'watched') tally.watched += 1;
    if (status === 'rewatch') tally.rewatch += 1;
    if (status === 'watching') tally.watching += 1;
    if (status === 'watching' || status === 'rewatch')
      tally.firstActive = lowest(tally.firstActive, seasonNumber);
    if (status === 'to_watch') tally.firstToWatch = lowest(tally.firstToWatch, seasonNumber);
  }
  const current = seasons.find((season) => season.seasonNumber === (tally.firstActive ?? tally.firstToWatch));
  tally.currentBookmark = current?.episodeBookmark ?? null;
  tally.currentEpisodeCount = current?.episodeCount ?? null;
  return tally;
}

export const isCountedSeason = (seasonNumber: number) => seasonNumber >= 1;

/** The seasons that count toward progress: the numbered ones, or the specials when those are all there is. */
export function countedSeasons<T extends { seasonNumber: number }>(seasons: readonly T[]): T[] {
  const numbered = seasons.filter((season) => isCountedSeason(season.seasonNumber));
  return numbered.length > 0 ? numbered : [...seasons];
}

/** A season the film data no longer lists counts only once it has progress (see above). */
export const countsTowardProgress = (season: { status: SeasonStatus; listed?: boolean }): boolean =>
  season.listed !== false || season.status !== 'to_watch';

/** The seasons the rollup counts: those that count toward progress, then the numbered ones (else the specials). */
export const progressSeasons = <T extends { seasonNumber: number; status: SeasonStatus; listed?: boolean }>(
  seasons: readonly T[],
): T[] => countedSeasons(seasons.filter(countsTowardProgress));

export function rollupFromTallies(tallies: SeasonTallies, itemStatus: ItemStatus): SeasonRollup {
  const counted = tallies.numbered ?? tallies.specials;
  if (counted === null) {
    return {
      hasSeasons: false,
      overallStatus: itemStatus,
      totalSeasons: 0,
      watchedSeasons: 0,
      rewatchSeasons: 0,
      completionPercentage: 0,
      currentSeason: null,
    };
  }
  const {
    total,
    watched,
    rewatch,
    watching,
    firstActive,
    firstToWatch,
    currentBookmark,
    currentEpisodeCount,
  } = counted;
  let overallStatus: ItemStatus;
  const finished = watched + rewatch;
  if (watching > 0) overallStatus = 'watching';
  else if (finished === total) overallStatus = 'watched';
  else if (finished > 0) overallStatus = 'watching';
  else overallStatus = itemStatus;
  const current = firstActive ?? firstToWatch;
  return {
    hasSeasons: true,
    overallStatus,
    totalSeasons: total,
    watchedSeasons: watched,
    rewatchSeasons: rewatch,
    completionPercentage: Math.round((100 * finished) / total),
    currentSeason:
      current === null
        ? null
        : { seasonNumber: current, episodeBookmark: currentBookmark, episodeCount: currentEpisodeCount },
  };
}

export function rollupOf(seasons: readonly SeasonProgressInput[], itemStatus: ItemStatus): SeasonRollup {
  const counting = seasons.filter(countsTowardProgress);
  return rollupFromTallies(
    {
      numbered: tallyOf(counting.filter((season) => isCountedSeason(season.seasonNumber))),
      specials: tallyOf(counting.filter((season) => !isCountedSeason(season.seasonNumber))),
    },
    itemStatus,
  );
}

/** What a season's status change does to its season watches (the recap counts rewatched seasons from them). */
export type SeasonWatchChange =
  { kind: 'none' } | { kind: 'record'; rewatchIndex: number } | { kind: 'refresh'; rewatchIndex: number };

/**
 * Only becoming 'watched' touches the watches. From 'rewatch' it is a new viewing: a new watch after the latest
 * (index 0 when none was recorded). Otherwise the first time records watch 0, and watching it again (say
 * watched → to_watch → watched) moves the latest watch's finish time.
 */
export function seasonWatchChange(
  from: SeasonStatus,
  to: SeasonStatus,
  latestRewatchIndex: number | null,
): SeasonWatchChange {
  if (to !== 'watched' || from === 'watched') return { kind: 'none' };
  if (from === 'rewatch') return { kind: 'record', rewatchIndex: (latestRewatchIndex ?? -1) + 1 };
  if (latestRewatchIndex === null) return { kind: 'record', rewatchIndex: 0 };
  return { kind: 'refresh', rewatchIndex: latestRewatchIndex };
}
