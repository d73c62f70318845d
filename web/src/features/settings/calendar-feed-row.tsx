import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CopyIcon, LinkIcon, RefreshCwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/use-toast';
import { WriteButton } from '../../components/write-button';
import { calendarQueries } from '../../lib/api/calendar';
import { useCalendarMutations } from '../../lib/api/use-calendar-mutations';
import { dayOfStoredDate } from '../../lib/format';
import { SettingsRow } from './settings-row';

/**
 * The calendar subscription: a link with its own read-only key (it opens the feed and nothing else), to paste in
 * a phone's calendar app. The server keeps only the key's hash, so the link is shown once, when it is made or
 * renewed, and copied in one tap; afterwards Renew makes a new one to show (the old link then stops working).
 */
export function CalendarFeedRow() {
  const feed = useQuery(calendarQueries.feed());
  const { renewFeed } = useCalendarMutations();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const link = renewFeed.data ? new URL(renewFeed.data.path, window.location.origin).href : null;
  const exists = feed.data?.exists === true;
  const action = exists ? { idle: 'Renew', busy: 'Renewing...' } : { idle: 'Make Link', busy: 'Making...' };

  const copy = (text: string) => {
    // The clipboard needs a secure page (HTTPS or localhost): elsewhere the link is selected for the user to copy.
    const written = window.isSecureContext
      ? navigator.clipboard.writeText(text)
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

  const make = () => {
    setConfirming(false);
    renewFeed.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: exists ? 'Link renewed' : 'Link made',
          description: exists
            ? 'The old link no longer works. Copy the new one now: it is shown only this once.'
            : 'Copy it now: it is shown only this once.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: `Failed to ${exists ? 'renew' : 'make'} the link. Please try again.`,
          variant: 'destructive',
        }),
    });
  };

  const status = () => {
    if (link !== null) {
      return (
        <Input
          ref={input}
          readOnly
          value={link}
          aria-label="Calendar subscription link"
          className="min-w-0 font-mono sm:flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
      );
    }
    const createdAt = feed.data?.createdAt;
    return (
      <p className="min-w-0 text-sm text-muted-foreground sm:flex-1">
        {exists && createdAt
          ? `A link made on ${format(dayOfStoredDate(createdAt), 'PPP')} is in use. It is shown only when it is made: renew to see a new address (the current one then stops working).`
          : 'No link yet. Make one to subscribe from your calendar app; it is shown only once.'}
      </p>
    );
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
          ) : feed.data === undefined && link === null ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              {status()}
              <div className="flex gap-2 *:flex-1 sm:*:flex-none">
                {link !== null && (
                  <Button variant="secondary" size="sm" onClick={() => copy(link)}>
                    <CopyIcon aria-hidden="true" />
                    Copy Link
                  </Button>
                )}
                <WriteButton
                  variant="secondary"
                  size="sm"
                  disabled={renewFeed.isPending}
                  onClick={() => (exists ? setConfirming(true) : make())}
                >
                  {exists ? <RefreshCwIcon aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
                  {renewFeed.isPending ? action.busy : action.idle}
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
        onConfirm={make}
      />
    </>
  );
}
