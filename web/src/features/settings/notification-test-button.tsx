import type { NotificationTestResponse } from '#domain/schemas/notifications';
import { SendIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useNotificationMutations } from '../../lib/api/use-notification-mutations';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';
import { toastFailure } from './failure-toast';

/** 'Send a test' to one device or notifier, and a toast of how it went. */
export function NotificationTestButton({
  target,
  what,
}: {
  target: { target: 'device'; endpoint: string } | { target: 'ntfy' | 'webhook' };
  what: string;
}) {
  const { sendTest } = useNotificationMutations();
  const guard = useWriteGuard();
  const send = () => {
    if (guard.blocked) {
      toast({ title: 'Not sent', description: guard.reason });
      return;
    }
    sendTest.mutate(target, {
      onSuccess: ({ results }: NotificationTestResponse) => {
        const result = results[0];
        if (result?.ok)
          toast({
            title: 'Test sent',
            description: `A test notification went to ${what}.`,
            variant: 'success',
          });
        else
          toast({
            title: 'Test failed',
            description: result?.error ?? `Nothing was sent to ${what}.`,
            variant: 'destructive',
          });
      },
      onError: (error) => toastFailure('Test failed', error, 'Failed to send the test. Please try again.'),
    });
  };
  return (
    <div>
      <Button variant="outline" size="sm" onClick={send} disabled={sendTest.isPending}>
        <SendIcon aria-hidden="true" />
        {target.target === 'device' ? 'Send a test' : `Send a test to ${what}`}
      </Button>
    </div>
  );
}
