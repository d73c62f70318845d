import type { ComingSoonEntry } from '../schemas/calendar';
import { addDays, isDay } from './calendar-days';
import { byTitleThenId, shownTitle, type CalendarTitle } from './calendar-titles';
import type { KnownEpisode } from './up-next';

/**
 * Coming Soon (on Lists, and the calendar feed): what airs from the household's today on, by date.
 *
 * - New episodes of every series in the library, on their air dates (seasons 1 and up; specials are left out).
 *   Episodes of one season airing the same day (a whole season released at once) are one entry, 'E1–E8'. An entry
 *   that holds a season's first episode is its premiere (`season`); a season whose premiere date is known before
 *   its episodes are is listed as its premiere too.
 * - Releases of movies still to watch, on their release dates.
 * - Days run from `from` to `to`, both included: Coming Soon shows today and the next COMING_SOON_DAYS - 1 days
 *   (90 days in all); the calendar feed also keeps the last CALENDAR_PAST_DAYS, so that an event does not vanish
 *   from a phone's calendar the day after it.
 * - By date, then title, then season and episode. A key names each entry across answers (the feed's event UID).
 */

export const COMING_SOON_DAYS = 90;
export const CALENDAR_PAST_DAYS = 30;
/** Coming Soon on Lists shows this many, and 'View All (n)' the rest. */
export const COMING_SOON_PREVIEW = 5;

export interface ComingSoonTitle extends CalendarTitle {
  /** Seasons with their premiere dates. */
  seasons: { seasonNumber: number; airDate: string | null }[];
  /** Episodes the film database dated. */
  episodes: KnownEpisode[];
}

export interface DayRange {
  from: string;
  to: string;
}

/** Coming Soon's days: today and the 89 after it. */
export const comingSoonRange = (today: string): DayRange => ({
  from: today,
  to: addDays(today, COMING_SOON_DAYS - 1),
});

/** The calendar feed's days: the last 30 as well. */
export const calendarRange = (today: string): DayRange => ({
  from: addDays(today, -CALENDAR_PAST_DAYS),
  to: addDays(today, COMING_SOON_DAYS - 1),
});

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const within = (day: string | null, range: DayRange): day is string =>
  isDay(day) && day >= range.from && day <= range.to;

function seriesEntries(title: ComingSoonTitle, range: DayRange): ComingSoonEntry[] {
  const shown = shownTitle(title);
  const byDay = new Map<string, KnownEpisode[]>();
  const seen = new Set<string>();
  for (const episode of title.episodes) {
    if (episode.seasonNumber < 1 || !within(episode.airDate, range)) continue;
    // The same episode may be told twice (a season's list and the next episode announced): once is enough.
    const number = `${episode.seasonNumber}:${episode.episodeNumber}`;
    if (seen.has(number)) continue;
    seen.add(number);
    const day = `${episode.seasonNumber}|${episode.airDate}`;
    const sameDay = byDay.get(day);
    if (sameDay) sameDay.push(episode);
    else byDay.set(day, [episode]);
  }
  const entries: ComingSoonEntry[] = [];
  for (const episodes of byDay.values()) {
    episodes.sort((a, b) => a.episodeNumber - b.episodeNumber);
    // Consecutive episodes the same day make one entry; a gap starts another.
    let run: KnownEpisode[] = [];
    const flush = () => {
      const first = run[0];
      const last = run.at(-1);
      if (!first || !last || !isDay(first.airDate)) return;
      const span =
        first.episodeNumber === last.episodeNumber
          ? `${first.episodeNumber}`
          : `${first.episodeNumber}-${last.episodeNumber}`;
      entries.push({
        kind: first.episodeNumber === 1 ? 'season' : 'episode',
        key: `tv-${title.tmdbId}-s${first.seasonNumber}e${span}`,
        date: first.airDate,
        seasonNumber: first.seasonNumber,
        firstEpisode: first.episodeNumber,
        lastEpisode: last.episodeNumber,
        episodeName: run.length === 1 ? first.name : null,
        ...shown,
      });
      run = [];
    };
    for (const episode of episodes) {
      const previous = run.at(-1);
      if (previous && episode.episodeNumber !== previous.episodeNumber + 1) flush();
      run.push(episode);
    }
    flush();
  }
  const premieresListed = new Set(
    entries.filter((entry) => entry.kind === 'season').map((entry) => entry.seasonNumber),
  );
  const firstEpisodeKnown = new Set(
    title.episodes
      .filter((episode) => episode.episodeNumber === 1 && isDay(episode.airDate))
      .map((e) => e.seasonNumber),
  );
  for (const season of title.seasons) {
    if (season.seasonNumber < 1 || !within(season.airDate, range)) continue;
    if (premieresListed.has(season.seasonNumber) || firstEpisodeKnown.has(season.seasonNumber)) continue;
    entries.push({
      kind: 'season',
      key: `tv-${title.tmdbId}-s${season.seasonNumber}e1`,
      date: season.airDate,
      seasonNumber: season.seasonNumber,
      firstEpisode: 1,
      lastEpisode: 1,
      episodeName: null,
      ...shown,
    });
  }
  return entries;
}

function movieEntry(title: ComingSoonTitle, range: DayRange): ComingSoonEntry | null {
  if (title.status !== 'to_watch' || !within(title.releaseDate, range)) return null;
  return {
    kind: 'movie',
    key: `movie-${title.tmdbId}`,
    date: title.releaseDate,
    seasonNumber: null,
    firstEpisode: null,
    lastEpisode: null,
    episodeName: null,
    ...shownTitle(title),
  };
}

export function comingSoon(titles: readonly ComingSoonTitle[], range: DayRange): ComingSoonEntry[] {
  const entries = titles.flatMap((title) => {
    if (title.mediaType === 'tv') return seriesEntries(title, range);
    const movie = movieEntry(title, range);
    return movie ? [movie] : [];
  });
  return entries.sort(
    (a, b) =>
      compareText(a.date, b.date) ||
      byTitleThenId(a, b) ||
      (a.seasonNumber ?? 0) - (b.seasonNumber ?? 0) ||
      (a.firstEpisode ?? 0) - (b.firstEpisode ?? 0),
  );
}

/**
 * How an entry reads under its title: 'S3 · E4 · Low Tide', 'S3 · E4–E6', 'Season 3 premiere',
 * 'Season 2 premiere · E1–E8', 'Movie release'.
 */
export function comingSoonLabel(entry: ComingSoonEntry): string {
  if (entry.kind === 'movie') return 'Movie release';
  const season = entry.seasonNumber ?? 0;
  const first = entry.firstEpisode ?? 1;
  const last = entry.lastEpisode ?? first;
  const episodes = first === last ? `E${first}` : `E${first}–E${last}`;
  if (entry.kind === 'season') return `Season ${season} premiere${first === last ? '' : ` · ${episodes}`}`;
  if (first !== last) return `S${season} · ${episodes}`;
  return `S${season} · E${first}${entry.episodeName ? ` · ${entry.episodeName}` : ''}`;
}
