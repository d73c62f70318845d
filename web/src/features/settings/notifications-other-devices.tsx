import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from '../../lib/api/notifications';
import { useSettings } from '../../lib/api/settings';
import { useNotificationMutations } from '../../lib/api/use-notification-mutations';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';
import { Button } from '../../components/ui/button';
import { toastFailure } from './failure-toast';
import { deliveryProblemText, pushServiceBrowser, topicsText } from './notification-texts';
import { SettingsRow } from './settings-row';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The household's other devices (whose, what they are told), so that a stale one can be removed. */
export function NotificationsOtherDevices() {
  const labels = useSettings().data?.ownershipLabels;
  const device = useQuery(notificationQueries.device());
  const subscriptions = useQuery(notificationQueries.subscriptions());
  const { removeDevice } = useNotificationMutations();
  const guard = useWriteGuard();
  if (!labels || !subscriptions.data || device.isPending) return null;
  const others = subscriptions.data.subscriptions.filter((each) => each.endpoint !== device.data);

  return others.map((other) => {
    const browser = pushServiceBrowser(other.endpoint);
    const name = `${labels[other.viewer]}'s device${browser ? ` (${browser})` : ''}`;
    const added = day(other.createdAt);
    const problem = deliveryProblemText(other.status);
    const remove = () => {
      if (guard.blocked) {
        toast({ title: 'Not saved', description: guard.reason });
        return;
      }
      removeDevice.mutate(other.endpoint, {
        onSuccess: () =>
          toast({ title: 'Device removed', description: `${name} is told nothing now.`, variant: 'success' }),
        onError: (error) => toastFailure('Error', error, 'Failed to remove the device. Please try again.'),
      });
    };
    return (
      <SettingsRow
        key={other.endpoint}
        label={<span className="[overflow-wrap:anywhere]">{name}</span>}
        description={
          <>
            <span className="block">
              {topicsText(other.topics)} · Added {added}
            </span>
            {problem && <span className="block text-destructive-ink">{problem}</span>}
          </>
        }
      >
        <Button
          variant="outline"
          size="sm"
          onClick={remove}
          disabled={removeDevice.isPending && removeDevice.variables === other.endpoint}
          aria-label={`Remove ${name}, added ${added}`}
        >
          Remove
        </Button>
      </SettingsRow>
    );
  });
}
