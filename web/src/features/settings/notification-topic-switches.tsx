import type { NotificationTopic } from '#domain/schemas/notifications';
import { useId } from 'react';
import { Switch } from '../../components/ui/switch';
import { notificationTopics, topicTexts } from './notification-texts';

/** A switch per topic; `whose` names the device or notifier in each switch's accessible name. */
export function NotificationTopicSwitches({
  topics,
  onChange,
  whose,
}: {
  topics: readonly NotificationTopic[];
  onChange: (topics: NotificationTopic[]) => void;
  whose: string;
}) {
  const id = useId();
  const toggle = (topic: NotificationTopic, on: boolean) =>
    onChange(notificationTopics.filter((each) => (each === topic ? on : topics.includes(each))));
  return (
    <ul aria-label={`Topics for ${whose}`} className="flex flex-col gap-3">
      {notificationTopics.map((topic) => (
        <li key={topic} className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <div id={`${id}-${topic}`} className="text-sm font-medium">
              {topicTexts[topic].label}
            </div>
            <div id={`${id}-${topic}-about`} className="text-sm text-muted-foreground">
              {topicTexts[topic].description}
            </div>
          </div>
          <Switch
            checked={topics.includes(topic)}
            onCheckedChange={(on) => toggle(topic, on)}
            aria-label={`${topicTexts[topic].label} for ${whose}`}
            aria-describedby={`${id}-${topic}-about`}
          />
        </li>
      ))}
    </ul>
  );
}
