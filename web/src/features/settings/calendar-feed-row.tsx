import { useQuery } from '@tanstack/react-query';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/use-toast';
import { WriteButton } from '../../components/write-button';
import { calendarQueries } from '../../lib/api/calendar';
import { useCalendarMutations } from '../../lib/api/use-calendar-mutations';
import { SettingsRow } from './settings-row';

/**
 * The calendar subscription: a link with its own read-only key (it opens the feed and nothing else), to paste in
 * a phone's calendar app; copied in one tap, and renewed when it leaked (the old link then stops working).
 */
export function CalendarFeedRow() {
  const feed = useQuery(calendarQueries.feed());
  const { renewFeed } = useCalendarMutations();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const link = feed.data ? new URL(feed.data.path, window.location.origin).href : null;

  const copy = () => {
    if (link === null) return;
    // The clipboard needs a secure page (HTTPS or localhost): elsewhere the link is selected for the user to copy.
    const written = window.isSecureContext
      ? navigator.clipboard.writeText(link)
      : Promise.reject(new Error('The clipboard needs a secure page'));
    written
      .then(() =>
        toast({ title: 'Link copied', description: 'Add it to your calendar app as a subscription.' }),
      )
      .catch(() => {
        input.current?.select();
        toast({ title: 'Copy the selected link', description: 'This page cannot write to the clipboard.' });
      });
  };

  const renew = () => {
    setConfirming(false);
    renewFeed.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Link renewed',
          description: 'The old link no longer works. Subscribe again with the new one.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to renew the link. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <SettingsRow
        label="Calendar Subscription"
        description="New episodes, seasons and movie releases on your phone's calendar. The link only reads the calendar."
        detail={
          feed.isError && link === null ? (
            <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
              Failed to load the link.
              <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
                Try again
              </Button>
            </div>
          ) : link === null ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Input
                ref={input}
                readOnly
                value={link}
                aria-label="Calendar subscription link"
                className="min-w-0 font-mono sm:flex-1"
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" className="flex-1" onClick={copy}>
                  <CopyIcon aria-hidden="true" />
                  Copy Link
                </Button>
                <WriteButton
                  variant="secondary"
                  size="sm"
                  className="flex-1"
                  disabled={renewFeed.isPending}
                  onClick={() => setConfirming(true)}
                >
                  <RefreshCwIcon aria-hidden="true" />
                  {renewFeed.isPending ? 'Renewing...' : 'Renew'}
                </WriteButton>
              </div>
            </div>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Renew the calendar link?"
        description="The current link stops working at once: calendars subscribed with it stop updating until they subscribe again with the new link."
        confirmLabel="Renew"
        onConfirm={renew}
      />
    </>
  );
}
