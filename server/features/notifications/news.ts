import type { MediaType } from '#domain/schemas/film';
import type { DeviceViewer, NotificationTopic } from '#domain/schemas/notifications';

/**
 * One piece of news, worked out by the news scan (news-*.ts) and sent from the queue (queue.ts, delivery.ts).
 * The queue keeps every key it was given: the same key is never queued, nor sent, twice.
 */
export interface News {
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

/** Where news goes in: answers how many were new to the queue (keys it already had are ignored). */
export interface NewsSink {
  enqueue(news: readonly News[]): number;
}

/**
 * Asked just before a piece of news goes to a device or a notifier: false when it is no longer news for them —
 * the person already watched it (a viewing or a media-server play since), or, for the notifiers (viewer null),
 * both of us did.
 */
export type StillNews = (news: News, viewer: DeviceViewer | null) => boolean;
