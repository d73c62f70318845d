import type { ListAvailability } from '../schemas/availability';
import type { MediaType } from '../schemas/film';
import type { ItemStatus, SeasonStatus } from '../schemas/library';
import type { DeviceViewer, NotificationTopic } from '../schemas/notifications';
import { ourChanges } from './availability';
import { addDays, dayLabel } from './calendar-days';
import { comingSoon, comingSoonLabel, type ComingSoonTitle, type DayRange } from './coming-soon';
import { DECIDE_IDLE_MS } from './decide';
import { clockTimeInZone, dayInZone, dayStartInZone } from './household-day';

/**
 * The news due now, worked out from what the app already keeps (the airing facts, Coming Soon's rule, the 'now on'
 * of the availability check, the library's statuses), in the household's time zone:
 *
 * - `new-episode`: a series we are watching (status watching) has episodes airing today: one piece of news per
 *   series and day, whatever the number of episodes.
 * - `new-season`: a season premieres today of a series whose every season before it is watched (we finished it).
 * - `released`: a movie to watch whose release date (the library's `release_date`, TMDb's primary release date, as
 *   Coming Soon shows it) is today.
 * - `on-our-services`: a title to watch came to one of our services ('Now on …'), one piece per service; worth
 *   telling for ON_OUR_SERVICES_DAYS.
 * - `weekly-digest`: from Sunday DIGEST_TIME on, the week ahead's premieres (the next DIGEST_DAYS days) and the titles
 *   to watch that came to our services in the past week (checked in it); nothing to tell: no digest.
 *
 * Only today's news: a day gone by is never told (news that came while the server was down is told at start while
 * its day lasts). A day's news is worth sending until that day ends.
 */

export const ON_OUR_SERVICES_DAYS = 3;
export const DIGEST_DAYS = 7;
/** Sunday at this time of the household's day. */
export const DIGEST_TIME = '18:00';
const SUNDAY = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One piece of news, as the scan hands it to the queue (`News`, server/features/notifications/news.ts). */
export interface DueNews {
  /** Unique for ever: `new-episode:1399:2026-11-28`, `released:603`, `decide:12`, `weekly-digest:2026-11-29`. */
  key: string;
  topic: NotificationTopic;
  title: string;
  body: string;
  /** The app's own path to open (a title's page, Home for Up Next, the deck). */
  url: string;
  tmdbId: number | null;
  mediaType: MediaType | null;
  /** Only this person's devices (an invitation: the one invited); null: every device and the notifiers. */
  viewer: DeviceViewer | null;
  /** Epoch ms after which it is no longer worth sending (the end of the episode's air day); never sent after. */
  relevantUntil: number;
  /** Sent at once, quiet hours or not (an invitation). */
  urgent: boolean;
}

export interface NewsSeries extends ComingSoonTitle {
  seasons: { seasonNumber: number; airDate: string | null; status: SeasonStatus }[];
}

export interface NewsArrival {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  status: ItemStatus;
  availability: ListAvailability;
  /** ISO 8601: when the availability was last checked. */
  checkedAt: string;
  /** The names of the services the title streams on, by provider id. */
  providerNames: ReadonlyMap<number, string>;
}

export interface NewsFacts {
  /** Series of the library and movies to watch with something dated in the days asked (see newsDays). */
  titles: readonly NewsSeries[];
  /** Titles with services they came to since the household last opened them. */
  arrivals: readonly NewsArrival[];
  /** Our streaming services (provider ids). */
  services: readonly number[];
}

/** Every text a piece of news says, in one place: short, plain, the title's name in it. */
export const newsTexts = {
  newEpisode: (labels: readonly string[]) => `New today: ${labels.join(', ')}`,
  newSeason: (season: number) => `Season ${season} premieres today`,
  released: 'Released today',
  onOurServices: (service: string) => `Now on ${service}`,
  digestTitle: 'The week ahead',
  digestPremieres: (premieres: readonly string[]) => `Premieres: ${premieres.join(', ')}.`,
  digestArrivals: (titles: readonly string[]) => `New on our services: ${titles.join(', ')}.`,
  decideTitle: (name: string) => `${name} wants to decide together`,
  decideBody: "Swipe the same titles; the first one you both say yes to is tonight's.",
} as const;

/** A title's page in the app: '/movie/tv/1399', '/movie/movie/603'. */
export const titleUrl = (mediaType: MediaType, tmdbId: number) => `/movie/${mediaType}/${tmdbId}`;

/** The days the facts must cover: today, and the digest's week ahead. */
export function newsDays(now: number, zone: string): DayRange {
  const today = dayInZone(now, zone);
  return { from: today, to: addDays(today, DIGEST_DAYS) };
}

const endOfDay = (day: string, zone: string) => dayStartInZone(addDays(day, 1), zone);

/** Whether every counted season before this one is watched: the household had finished the series. */
function finishedBefore(series: NewsSeries, seasonNumber: number): boolean {
  const before = series.seasons.filter(
    (season) => season.seasonNumber >= 1 && season.seasonNumber < seasonNumber,
  );
  return (
    before.length > 0 && before.every((season) => season.status === 'watched' || season.status === 'rewatch')
  );
}

function airingNews(titles: readonly NewsSeries[], today: string, relevantUntil: number): DueNews[] {
  const news: DueNews[] = [];
  const base = (title: NewsSeries) => ({
    title: title.title,
    url: titleUrl(title.mediaType, title.tmdbId),
    tmdbId: title.tmdbId,
    mediaType: title.mediaType,
    viewer: null,
    relevantUntil,
    urgent: false,
  });
  for (const title of titles) {
    const entries = comingSoon([title], { from: today, to: today });
    if (title.mediaType === 'movie') {
      if (entries.length > 0) {
        news.push({
          key: `released:${title.tmdbId}`,
          topic: 'released',
          body: newsTexts.released,
          ...base(title),
        });
      }
      continue;
    }
    const episodes: string[] = [];
    for (const entry of entries) {
      const season = entry.seasonNumber ?? 0;
      if (entry.kind === 'season' && finishedBefore(title, season)) {
        news.push({
          key: `new-season:${title.tmdbId}:${season}`,
          topic: 'new-season',
          body: newsTexts.newSeason(season),
          ...base(title),
        });
      } else if (title.status === 'watching') episodes.push(comingSoonLabel(entry));
    }
    if (episodes.length > 0) {
      news.push({
        key: `new-episode:${title.tmdbId}:${today}`,
        topic: 'new-episode',
        body: newsTexts.newEpisode(episodes),
        ...base(title),
      });
    }
  }
  return news;
}

/** Our services a title to watch came to. */
const arrivedOn = (arrival: NewsArrival, services: readonly number[]) =>
  arrival.status === 'to_watch' ? ourChanges(arrival.availability, services).now : [];

function arrivalNews(facts: NewsFacts, now: number): DueNews[] {
  return facts.arrivals.flatMap((arrival) =>
    arrivedOn(arrival, facts.services).map((providerId) => ({
      key: `on-our-services:${arrival.mediaType}:${arrival.tmdbId}:${providerId}`,
      topic: 'on-our-services' as const,
      title: arrival.title,
      body: newsTexts.onOurServices(arrival.providerNames.get(providerId) ?? 'one of our services'),
      url: titleUrl(arrival.mediaType, arrival.tmdbId),
      tmdbId: arrival.tmdbId,
      mediaType: arrival.mediaType,
      viewer: null,
      relevantUntil: now + ON_OUR_SERVICES_DAYS * DAY_MS,
      urgent: false,
    })),
  );
}

/** Whether it is Sunday, DIGEST_TIME or later, in the household's day. */
export const isDigestTime = (now: number, zone: string) =>
  new Date(`${dayInZone(now, zone)}T00:00:00Z`).getUTCDay() === SUNDAY &&
  clockTimeInZone(now, zone) >= DIGEST_TIME;

function digestNews(facts: NewsFacts, now: number, zone: string): DueNews[] {
  if (!isDigestTime(now, zone)) return [];
  const today = dayInZone(now, zone);
  const week = { from: addDays(today, 1), to: addDays(today, DIGEST_DAYS) };
  const premieres = facts.titles.flatMap((title) => {
    const days = new Set<string>();
    for (const entry of comingSoon([title], week)) {
      const watching = title.mediaType === 'tv' && title.status === 'watching';
      const newSeason = entry.kind === 'season' && finishedBefore(title, entry.seasonNumber ?? 0);
      if (entry.kind === 'movie' || watching || newSeason) days.add(entry.date);
    }
    return [...days].sort().map((day) => ({ day, text: `${title.title} (${dayLabel(day, today)})` }));
  });
  premieres.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const weekAgo = now - DIGEST_DAYS * DAY_MS;
  const arrivals = facts.arrivals
    .filter(
      (arrival) => Date.parse(arrival.checkedAt) >= weekAgo && arrivedOn(arrival, facts.services).length > 0,
    )
    .map((arrival) => arrival.title)
    .sort((a, b) => a.localeCompare(b, 'en'));
  if (premieres.length === 0 && arrivals.length === 0) return [];
  const parts = [
    ...(premieres.length > 0 ? [newsTexts.digestPremieres(premieres.map((premiere) => premiere.text))] : []),
    ...(arrivals.length > 0 ? [newsTexts.digestArrivals(arrivals)] : []),
  ];
  return [
    {
      key: `weekly-digest:${today}`,
      topic: 'weekly-digest',
      title: newsTexts.digestTitle,
      body: parts.join(' '),
      url: '/',
      tmdbId: null,
      mediaType: null,
      viewer: null,
      relevantUntil: endOfDay(today, zone),
      urgent: false,
    },
  ];
}

/** The news due at `now` (epoch ms) in the household's zone; the queue keeps each key once. */
export function dueNews(facts: NewsFacts, now: number, zone: string): DueNews[] {
  const today = dayInZone(now, zone);
  return [
    ...airingNews(facts.titles, today, endOfDay(today, zone)),
    ...arrivalNews(facts, now),
    ...digestNews(facts, now, zone),
  ];
}

/**
 * The first moment a piece of news may have been made: what was watched from then on was watched since the news.
 * A day's news (an episode, a season, a release) from the start of its day; 'now on' from ON_OUR_SERVICES_DAYS
 * before it stops being worth sending.
 */
export function newsSince(news: Pick<DueNews, 'topic' | 'relevantUntil'>, zone: string): number {
  if (news.topic === 'on-our-services') return news.relevantUntil - ON_OUR_SERVICES_DAYS * DAY_MS;
  return dayStartInZone(dayInZone(news.relevantUntil - 1, zone), zone);
}

/** The Decide together invitation, for the one invited: sent at once, quiet hours or not. */
export function decideInvitation(
  sessionId: string,
  invited: DeviceViewer,
  inviter: string,
  now: number,
): DueNews {
  return {
    key: `decide:${sessionId}`,
    topic: 'decide',
    title: newsTexts.decideTitle(inviter),
    body: newsTexts.decideBody,
    url: '/decide',
    tmdbId: null,
    mediaType: null,
    viewer: invited,
    // A session left alone closes when idle; StillNews drops the invitation sooner once the session closes.
    relevantUntil: now + DECIDE_IDLE_MS,
    urgent: true,
  };
}
