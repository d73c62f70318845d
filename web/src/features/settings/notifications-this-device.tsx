import type { DeviceViewer, Subscription } from '#domain/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SegmentedChoice } from '../../components/segmented-choice';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { notificationQueries } from '../../lib/api/notifications';
import { useSettings } from '../../lib/api/settings';
import { type DeviceChoice, useNotificationMutations } from '../../lib/api/use-notification-mutations';
import { askPermission, PermissionDeniedError } from '../../lib/push-device';
import { browserFacts, pushSupport } from '../../lib/push-support';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';
import { toastFailure } from './failure-toast';
import {
  defaultQuietHours,
  deliveryProblemText,
  notificationTopics,
  permissionDeniedText,
  pushUnavailableText,
} from './notification-texts';
import { NotificationTopicSwitches } from './notification-topic-switches';
import { QuietHoursField } from './quiet-hours-field';
import { NotificationTestButton } from './notification-test-button';
import { SettingsRow } from './settings-row';

const label = 'Notify me on this device';

/** 'Notify me on this device': this browser's subscription, whose it is, its topics and quiet hours, its test. */
export function NotificationsThisDevice() {
  const [support] = useState(() => pushSupport(browserFacts()));
  if (support !== 'ready') return <SettingsRow label={label} description={pushUnavailableText[support]} />;
  return <ThisDevice />;
}

function ThisDevice() {
  const labels = useSettings().data?.ownershipLabels;
  const device = useQuery(notificationQueries.device());
  const subscriptions = useQuery(notificationQueries.subscriptions());
  const { saveDevice, turnOffDevice } = useNotificationMutations();
  const guard = useWriteGuard();
  const [viewer, setViewer] = useState<DeviceViewer>('person1');
  const [denied, setDenied] = useState(
    () => 'Notification' in window && Notification.permission === 'denied',
  );
  const descriptionId = useId();

  if (device.isError || subscriptions.isError) {
    return (
      <SettingsRow label={label} description="Couldn't load this device's notifications.">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([device.refetch(), subscriptions.refetch()])}
        >
          Retry
        </Button>
      </SettingsRow>
    );
  }
  if (!labels || device.isPending || subscriptions.isPending) {
    return (
      <div className="flex min-h-16 items-center px-4" aria-label="Loading this device's notifications">
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }

  const mine = subscriptions.data.subscriptions.find((each) => each.endpoint === device.data);
  const on = saveDevice.isPending || (mine !== undefined && !turnOffDevice.isPending);
  const shownViewer = (saveDevice.isPending ? saveDevice.variables.viewer : mine?.viewer) ?? viewer;
  const name = labels[shownViewer];

  const save = (choice: DeviceChoice, done: string) => {
    if (guard.blocked) {
      toast({ title: 'Not saved', description: guard.reason });
      return;
    }
    saveDevice.mutate(choice, {
      onSuccess: () => {
        setDenied(false);
        toast({ title: 'Settings Updated', description: done, variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof PermissionDeniedError) setDenied(true);
        else toastFailure('Error', error, 'Failed to save the notification settings. Please try again.');
      },
    });
  };
  const change = (mine: Subscription, update: Partial<DeviceChoice>, done: string) =>
    save({ viewer: mine.viewer, topics: mine.topics, quietHours: mine.quietHours, ...update }, done);

  const turn = (turnOn: boolean) => {
    if (turnOn) {
      void askPermission().then((permission) => {
        // Dismissed ('default'): nothing to say; blocked: how to allow it again.
        setDenied(permission === 'denied');
        if (permission !== 'granted') return;
        save(
          { viewer, topics: [...notificationTopics], quietHours: defaultQuietHours },
          `This device tells ${labels[viewer]} the news.`,
        );
      });
      return;
    }
    if (guard.blocked) {
      toast({ title: 'Not saved', description: guard.reason });
      return;
    }
    turnOffDevice.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Settings Updated',
          description: 'This device tells nothing now.',
          variant: 'success',
        }),
      onError: (error) => toastFailure('Error', error, 'Failed to turn notifications off. Please try again.'),
    });
  };

  const chooseViewer = (next: DeviceViewer) => {
    setViewer(next);
    if (mine && mine.viewer !== next) change(mine, { viewer: next }, `This device is ${labels[next]}'s now.`);
  };

  const problem = deliveryProblemText(mine?.status ?? null);
  return (
    // The switch stays beside its label on a phone too (a SettingsRow would wrap it below).
    <div className="flex flex-col gap-5 px-4 py-3">
      <div className="flex min-h-10 items-center justify-between gap-4">
        <div className="min-w-0">
          <div className="text-sm font-medium">{label}</div>
          <div id={descriptionId} className="mt-0.5 text-sm text-muted-foreground">
            {denied && !on
              ? permissionDeniedText
              : on
                ? `This device is told the news, as ${name}'s.`
                : 'Notifications on this device, for the person who holds it.'}
          </div>
        </div>
        <Switch
          checked={on}
          onCheckedChange={turn}
          disabled={saveDevice.isPending || turnOffDevice.isPending}
          aria-label={label}
          aria-describedby={descriptionId}
        />
      </div>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">Whose device</span>
          <SegmentedChoice
            label="Whose device"
            value={shownViewer}
            onChange={chooseViewer}
            className="max-w-sm"
            options={(['person1', 'person2'] as const).map((person) => ({
              value: person,
              label: labels[person],
              name: labels[person],
            }))}
          />
        </div>
        {mine && on && (
          <>
            {problem && (
              <p role="status" className="text-sm text-destructive-ink">
                {problem}
              </p>
            )}
            <NotificationTopicSwitches
              topics={mine.topics}
              whose="this device"
              onChange={(topics) => change(mine, { topics }, 'The topics of this device are saved.')}
            />
            <QuietHoursField
              value={mine.quietHours}
              whose="this device"
              onChange={(quietHours) =>
                change(
                  mine,
                  { quietHours },
                  quietHours
                    ? `Quiet hours on this device: ${quietHours.from} to ${quietHours.to}.`
                    : 'No quiet hours on this device.',
                )
              }
            />
            <NotificationTestButton
              target={{ target: 'device', endpoint: mine.endpoint }}
              what="this device"
            />
          </>
        )}
      </div>
    </div>
  );
}
