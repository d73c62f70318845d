import type { MediaServerKind } from '../../schemas/media-servers';

/** What a media server's event says happened: a finish, a stop before the end, a mark as unplayed, or neither. */
export type PlayEvent = 'finished' | 'stopped' | 'unplayed' | 'ignored' | 'test';

/** Film-database ids as the server sent them; for an episode they are the episode's own, not its series'. */
export interface PlayIds {
  tmdb?: string;
  imdb?: string;
  tvdb?: string;
}

/** One webhook body, read the same way whichever server sent it. */
export interface Play {
  kind: MediaServerKind;
  /** The media server's user name; null for events that belong to nobody (a test, a server event). */
  user: string | null;
  event: PlayEvent;
  /** Why an ignored event was ignored. */
  why?: string;
  /** Null when the item is not a movie or an episode (music, a photo, a trailer) or the event has no item. */
  mediaType: 'movie' | 'episode' | null;
  /** The movie's title, or the episode's own name. */
  title: string | null;
  year: number | null;
  seriesName: string | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  ids: PlayIds;
  /** The series' TVDB id inside a legacy Plex agent's guid (`com.plexapp.agents.thetvdb://301376/1/14`). */
  plexLegacySeries?: string;
  /** ISO instant: the body's own timestamp, else when it arrived. */
  at: string;
}

export type ReadBody = { ok: true; play: Play } | { ok: false; message: string };

const ID_KEYS = new Set(['tmdb', 'imdb', 'tvdb']);

/** The TMDb, IMDb and TVDB ids among (name, value) pairs, whatever the case of the names (`IMDB`, `Imdb`, `imdb`). */
export function idsFrom(pairs: Iterable<readonly [string, unknown]>): PlayIds {
  const ids: PlayIds = {};
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (ID_KEYS.has(key) && text !== '') ids[key as keyof PlayIds] = text;
  }
  return ids;
}

/** 'movie' or 'episode' for those item types (any case), else null. */
export function videoType(type: string | null | undefined): Play['mediaType'] {
  const lower = type?.toLowerCase();
  return lower === 'movie' || lower === 'episode' ? lower : null;
}

/** The body's timestamp as an ISO instant, or `now` when it has none that reads as a date. */
export function instantOr(text: string | null | undefined, now: Date): string {
  const parsed = text ? new Date(text) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : now.toISOString();
}

interface Item {
  type: string | null | undefined;
  title: string | null | undefined;
  year: number | null | undefined;
  seriesName: string | null | undefined;
  seasonNumber: number | null | undefined;
  episodeNumber: number | null | undefined;
  ids: PlayIds;
}

/**
 * The play an event makes: a finish, stop or unmark of something that is not a movie or an episode is ignored, and
 * one without a user name is not what the server sends.
 */
export function playOf(
  kind: MediaServerKind,
  event: PlayEvent,
  user: string | null | undefined,
  item: Item,
  at: string,
  why?: string,
): ReadBody {
  const mediaType = videoType(item.type);
  const base = {
    kind,
    user: user ?? null,
    mediaType,
    title: item.title ?? null,
    year: item.year ?? null,
    seriesName: mediaType === 'episode' ? (item.seriesName ?? null) : null,
    seasonNumber: mediaType === 'episode' ? (item.seasonNumber ?? null) : null,
    episodeNumber: mediaType === 'episode' ? (item.episodeNumber ?? null) : null,
    ids: item.ids,
    at,
  };
  if (event === 'ignored' || event === 'test') {
    return { ok: true, play: { ...base, event, ...(why !== undefined && { why }) } };
  }
  if (mediaType === null) {
    const what = item.type ? `${item.type} is` : 'The item is';
    return { ok: true, play: { ...base, event: 'ignored', why: `${what} not a movie or an episode` } };
  }
  if (!user) return { ok: false, message: `The ${kind} event has no user name` };
  return { ok: true, play: { ...base, event } };
}

/** How the activity names a play's title: the movie's title, or the series with its season and episode. */
export function playLabel(
  play: Pick<Play, 'mediaType' | 'title' | 'seriesName' | 'seasonNumber' | 'episodeNumber'>,
) {
  if (play.mediaType !== 'episode' || play.seriesName === null) return play.title;
  const season = play.seasonNumber === null ? '' : `S${play.seasonNumber}`;
  const episode = play.episodeNumber === null ? '' : `E${play.episodeNumber}`;
  return `${play.seriesName} ${season}${episode}`.trim();
}
