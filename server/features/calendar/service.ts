import { addDays } from '#domain/rules/calendar-days';
import { calendarRange, comingSoon, comingSoonRange, type ComingSoonTitle } from '#domain/rules/coming-soon';
import { upNext, UP_NEXT_RELEASED_DAYS, type UpNextTitle } from '#domain/rules/up-next';
import { dayInZone } from '#domain/rules/household-day';
import type {
  CalendarFeed,
  CalendarFeedStatus,
  ComingSoonResponse,
  UpNextResponse,
} from '#domain/schemas/calendar';
import type { Clock } from '../../clock';
import { HttpError, notFound } from '../../errors';
import { feedPathOf, hashFeedKey, matchesFeedKeyHash, newFeedKey } from './feed-key';
import { calendarIcs } from './ics';
import type { CalendarReadRepository, ComingRows } from './read-repository';
import type { CalendarRepository } from './repository';

export interface CalendarDeps {
  repository: CalendarRepository;
  reads: CalendarReadRepository;
  clock: Clock;
}

export const FEED_KEY_MISSING = 'This calendar link has no key: copy the subscription link from Settings';
export const FEED_KEY_WRONG = 'This calendar link is not valid (renewed?): copy the new one from Settings';

/** A stored date-time as the household's day (its time zone is the process's: TZ). */
const householdDay = (iso: string | null): string | null => {
  if (iso === null) return null;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : dayInZone(moment);
};

// The rows' own fields are spread last, as in domain/rules/calendar-titles.ts: every title then has one shape.
function comingTitles(rows: ComingRows): ComingSoonTitle[] {
  return rows.items.map((item) => ({
    seasons: rows.premieresOf.get(item.itemId) ?? [],
    episodes: rows.episodesOf.get(item.itemId) ?? [],
    ...item,
  }));
}

/**
 * Up Next, Coming Soon and the calendar feed: the rules (domain/rules/up-next.ts, coming-soon.ts) over what the
 * read-only repository gathers, on the household's today. The feed is opened by its own read-only key.
 */
export function createCalendarService({ repository, reads, clock }: CalendarDeps) {
  const today = () => dayInZone(clock.now());

  /** Each answer is kept until the library's version or the household's day moves. */
  function kept<T>(compute: (day: string) => T): () => T {
    let entry: { key: string; value: T } | undefined;
    return () => {
      const day = today();
      const key = `${reads.version()}|${day}`;
      if (entry?.key !== key) entry = { key, value: compute(day) };
      return entry.value;
    };
  }

  const upNextNow = kept((day): UpNextResponse => {
    const rows = reads.upNextTitles({ from: addDays(day, 1 - UP_NEXT_RELEASED_DAYS), to: day });
    const titles: UpNextTitle[] = rows.items.map((item) => ({
      finishedDay: householdDay(item.dateFinished),
      seasons: (rows.seasonsOf.get(item.itemId) ?? []).map((season) => ({
        lastFinishedDay: householdDay(season.lastFinishedAt),
        ...season,
      })),
      episodes: rows.episodesOf.get(item.itemId) ?? [],
      ...item,
    }));
    return { entries: upNext(titles, day) };
  });

  const comingSoonNow = kept((day): ComingSoonResponse => ({
    today: day,
    entries: comingSoon(comingTitles(reads.comingTitles(comingSoonRange(day))), comingSoonRange(day)),
  }));

  // Its DTSTAMP is when it was made: kept with the rest.
  const feedNow = kept((day) =>
    calendarIcs(
      comingSoon(comingTitles(reads.comingTitles(calendarRange(day))), calendarRange(day)),
      clock.now(),
    ),
  );

  return {
    upNext: upNextNow,

    /** Hides one Up Next entry of a title; 404 for an unknown title. Answers Up Next as it is now. */
    dismiss(itemId: number, key: string): UpNextResponse {
      if (!repository.dismiss(itemId, key, clock.now().toISOString())) {
        throw notFound(`No library item with id ${itemId}`);
      }
      return upNextNow();
    },

    comingSoon: comingSoonNow,

    /** Whether the feed has a key, and since when: the key itself is shown once, by renewFeed. */
    feedStatus(): CalendarFeedStatus {
      const stored = repository.feedKey();
      return { exists: stored !== null, createdAt: stored?.createdAt ?? null };
    },

    /** A new key (the first, or in place of the one before, whose link stops working at once), shown this once. */
    renewFeed(): CalendarFeed {
      const key = newFeedKey();
      const createdAt = clock.now().toISOString();
      repository.replaceFeedKey(hashFeedKey(key), createdAt);
      return { path: feedPathOf(key), createdAt };
    },

    /** No key any more (the PIN changed): the link stops working, and Settings offers to make a new one. */
    forgetFeed(): void {
      repository.forgetFeedKey();
    },

    /** The iCalendar feed, for the right key only (401 otherwise). */
    calendarIcs(key: string | undefined): string {
      if (key === undefined || key === '') throw new HttpError(401, FEED_KEY_MISSING);
      const stored = repository.feedKey();
      if (stored === null || !matchesFeedKeyHash(key, stored.keyHash))
        throw new HttpError(401, FEED_KEY_WRONG);
      return feedNow();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
