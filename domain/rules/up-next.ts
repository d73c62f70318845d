import type { UpNextEntry } from '../schemas/calendar';
import type { SeasonStatus } from '../schemas/library';
import { addDays, isDay } from './calendar-days';
import { byTitleThenId, shownTitle, type CalendarTitle } from './calendar-titles';
import { progressSeasons } from './season-rollup';

/**
 * Up Next, the row above the home screen's sections: what the household can watch next, first things first.
 *
 * 1. `continue` — a series being watched: the season under way (watching, or a rewatch with an episode bookmark)
 *    at the episode after its bookmark; a series between seasons (some finished, none under way) at the first
 *    episode of its lowest season still to watch. Only when that episode has aired. The one the household was at
 *    most lately comes first (the season's last change).
 * 2. `new_season` — a finished series (every counted season before it watched) whose next season aired on or after
 *    the day the household finished the one before (its latest season watch, else the series' finish day): it was
 *    not there when they finished. Newest premiere first. The same season aired before they finished reads as
 *    `continue` (they simply have not started it).
 * 3. `released` — a title still to watch (a movie to watch, a series with no season started) released in the last
 *    30 days, today included. Newest first.
 *
 * "Aired" compares days (see calendar-days.ts): an episode has aired when its air date is today or earlier in the
 * household's time zone. Without its own date, an episode has aired when the film database's last aired episode is
 * it or later; the first episode of a season also when the season's air date has come. When the film database's
 * airing is not known (the offline catalog), a season already under way counts as out, and one to start as out
 * once its air date has come.
 *
 * A dismissed entry (by its key) is left out; the title comes back with its next entry (the next episode, a newer
 * season). At most UP_NEXT_LIMIT entries.
 */

export const UP_NEXT_LIMIT = 20;
/** `released`: titles released this many days back, today included. */
export const UP_NEXT_RELEASED_DAYS = 30;

export interface UpNextSeason {
  seasonNumber: number;
  status: SeasonStatus;
  episodeBookmark: number | null;
  episodeCount: number | null;
  /** YYYY-MM-DD: the season's premiere. */
  airDate: string | null;
  /** When the season last changed (ISO 8601): how lately the household was at it. */
  updatedAt: string;
  /** The household's day its latest season watch finished; null when none is recorded. */
  lastFinishedDay: string | null;
  /** False when the film data no longer lists it: one never started is not offered. */
  listed?: boolean;
}

export interface KnownEpisode {
  seasonNumber: number;
  episodeNumber: number;
  name: string | null;
  airDate: string | null;
}

export interface UpNextTitle extends CalendarTitle {
  /** The household's day the item was finished; null when it was not, or on no known day. */
  finishedDay: string | null;
  /** When the item changed last (ISO 8601). */
  updatedAt: string;
  seasons: UpNextSeason[];
  /** The last episode aired, as the film database says: null when none has; undefined when not known. */
  lastAired?: { seasonNumber: number; episodeNumber: number } | null;
  /** Episodes the film database dated or named (the seasons still airing, the last and next episodes). */
  episodes: KnownEpisode[];
  /** The key of the title's dismissed entry, if any. */
  dismissedKey: string | null;
}

interface Ranked {
  entry: UpNextEntry;
  group: number;
  /** Larger first within the group. */
  order: string;
}

const episodeKey = (seasonNumber: number, episodeNumber: number) => `${seasonNumber}:${episodeNumber}`;

function aired(
  title: UpNextTitle,
  known: Map<string, KnownEpisode>,
  season: UpNextSeason,
  episodeNumber: number,
  today: string,
): boolean {
  const own = known.get(episodeKey(season.seasonNumber, episodeNumber))?.airDate;
  if (isDay(own)) return own <= today;
  const premiereCame = episodeNumber === 1 && isDay(season.airDate) && season.airDate <= today;
  if (title.lastAired === undefined) return season.status !== 'to_watch' || premiereCame;
  const last = title.lastAired;
  const coveredByLast =
    last !== null &&
    (season.seasonNumber < last.seasonNumber ||
      (season.seasonNumber === last.seasonNumber && episodeNumber <= last.episodeNumber));
  return coveredByLast || premiereCame;
}

const lengthOf = (season: UpNextSeason) =>
  season.episodeCount !== null && season.episodeCount > 0 ? season.episodeCount : null;

const isFinished = (season: UpNextSeason) => season.status === 'watched' || season.status === 'rewatch';

function seriesEntry(title: UpNextTitle, today: string): Ranked | null {
  const known = new Map(
    title.episodes.map((episode) => [episodeKey(episode.seasonNumber, episode.episodeNumber), episode]),
  );
  const counted = progressSeasons(title.seasons).sort((a, b) => a.seasonNumber - b.seasonNumber);
  const entry = (
    kind: UpNextEntry['kind'],
    season: UpNextSeason,
    episodeNumber: number,
    key: string,
  ): UpNextEntry => ({
    kind,
    key,
    seasonNumber: season.seasonNumber,
    episodeNumber,
    episodeName: known.get(episodeKey(season.seasonNumber, episodeNumber))?.name ?? null,
    episodeCount: lengthOf(season),
    date: kind === 'new_season' ? season.airDate : null,
    ...shownTitle(title),
  });
  const goOn = (season: UpNextSeason, episodeNumber: number, lately: string): Ranked | null =>
    aired(title, known, season, episodeNumber, today)
      ? {
          entry: entry(
            'continue',
            season,
            episodeNumber,
            `continue:s${season.seasonNumber}e${episodeNumber}`,
          ),
          group: 0,
          order: lately,
        }
      : null;

  const underWay = counted.find(
    (season) =>
      season.status === 'watching' || (season.status === 'rewatch' && season.episodeBookmark !== null),
  );
  if (underWay) {
    const next = (underWay.episodeBookmark ?? 0) + 1;
    const length = lengthOf(underWay);
    if (length === null || next <= length) return goOn(underWay, next, underWay.updatedAt);
  }
  const nextIndex = counted.findIndex((season) => season.status === 'to_watch');
  const nextSeason = counted[nextIndex];
  if (!nextSeason) return null;
  const before = counted.slice(0, nextIndex);
  const finishedBefore = before.filter(isFinished);
  let lately = title.updatedAt;
  for (const season of title.seasons) if (season.updatedAt > lately) lately = season.updatedAt;
  // A season under way at its last episode (an old bookmark) hands over to the next one.
  if (underWay || finishedBefore.length < before.length) return goOn(nextSeason, 1, lately);
  if (finishedBefore.length === 0) {
    // Not started: only a series the household set to watching goes on (its first season).
    return title.status === 'watching' ? goOn(nextSeason, 1, lately) : null;
  }
  const finishedDay =
    finishedBefore
      .map((season) => season.lastFinishedDay)
      .filter(isDay)
      .sort()
      .at(-1) ?? (isDay(title.finishedDay) ? title.finishedDay : null);
  const premiere = nextSeason.airDate;
  const isNew = finishedDay !== null && isDay(premiere) && premiere >= finishedDay;
  if (!isNew) return goOn(nextSeason, 1, lately);
  if (!aired(title, known, nextSeason, 1, today)) return null;
  return {
    entry: entry('new_season', nextSeason, 1, `new_season:s${nextSeason.seasonNumber}`),
    group: 1,
    order: premiere,
  };
}

function releasedEntry(title: UpNextTitle, today: string): Ranked | null {
  const release = title.releaseDate;
  if (!isDay(release) || release > today || release < addDays(today, 1 - UP_NEXT_RELEASED_DAYS)) return null;
  const notStarted =
    title.mediaType === 'movie'
      ? title.status === 'to_watch'
      : title.status === 'to_watch' && title.seasons.every((season) => season.status === 'to_watch');
  if (!notStarted) return null;
  return {
    entry: {
      kind: 'released',
      key: 'released',
      seasonNumber: null,
      episodeNumber: null,
      episodeName: null,
      episodeCount: null,
      date: release,
      ...shownTitle(title),
    },
    group: 2,
    order: release,
  };
}

export function upNext(titles: readonly UpNextTitle[], today: string): UpNextEntry[] {
  const ranked: Ranked[] = [];
  for (const title of titles) {
    const found =
      (title.mediaType === 'tv' ? seriesEntry(title, today) : null) ?? releasedEntry(title, today);
    if (found && found.entry.key !== title.dismissedKey) ranked.push(found);
  }
  ranked.sort(
    (a, b) =>
      a.group - b.group ||
      (a.order < b.order ? 1 : a.order > b.order ? -1 : 0) ||
      byTitleThenId(a.entry, b.entry),
  );
  return ranked.slice(0, UP_NEXT_LIMIT).map((rank) => rank.entry);
}
