import { quietHoursEnd } from '#domain/rules/quiet-hours';
import type { Clock } from '../../clock';
import type { News, NewsSink } from './news';
import type { NotificationsRepository, PlannedDelivery } from './repository';

export interface NewsQueueDeps {
  repository: NotificationsRepository;
  clock: Clock;
  /** Told when news was queued: the worker sends what is due at once. */
  queued: () => void;
}

/**
 * The queue's way in: news whose key is new is stored with one delivery to each device whose topics include it
 * (only the named person's, when it names one) and, for news for both of us, to each notifier set whose topics
 * include it. A delivery is due at once, or when the target's quiet hours end — except urgent news; one that would
 * only fall due after the news stops being relevant is not made.
 */
export function createNewsQueue({ repository, clock, queued }: NewsQueueDeps): NewsSink {
  return {
    enqueue(news) {
      if (news.length === 0) return 0;
      const now = clock.now().getTime();
      const subscriptions = repository.subscriptions();
      const settings = repository.settings();
      const plan = (item: News): PlannedDelivery[] => {
        const planned: PlannedDelivery[] = [];
        const dueAt = (quietHours: Parameters<typeof quietHoursEnd>[1]) =>
          item.urgent ? now : quietHoursEnd(now, quietHours);
        for (const subscription of subscriptions) {
          if (!subscription.topics.includes(item.topic)) continue;
          if (item.viewer !== null && subscription.viewer !== item.viewer) continue;
          planned.push({
            subscriptionId: subscription.id,
            notifier: null,
            notBefore: dueAt(subscription.quietHours),
          });
        }
        if (item.viewer === null && settings.topics.includes(item.topic)) {
          const notBefore = dueAt(settings.quietHours);
          if (settings.ntfyUrl !== null) planned.push({ subscriptionId: null, notifier: 'ntfy', notBefore });
          if (settings.webhookUrl !== null)
            planned.push({ subscriptionId: null, notifier: 'webhook', notBefore });
        }
        return planned.filter((delivery) => delivery.notBefore <= item.relevantUntil);
      };
      const added = repository.enqueue(news, clock.now().toISOString(), plan);
      if (added > 0) queued();
      return added;
    },
  };
}
