import type { DueNews } from '#domain/rules/notification-news';
import type { DeviceViewer } from '#domain/schemas/notifications';

/**
 * One piece of news, worked out by the news scan (news-*.ts, the rule in domain/rules/notification-news.ts) and sent
 * from the queue (queue.ts, delivery-worker.ts). The queue keeps every key it was given: the same key is never
 * queued, nor sent, twice.
 */
export type News = DueNews;

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
