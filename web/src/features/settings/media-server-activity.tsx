import { isRecordedOutcome, NOT_MATCHED } from '#domain/rules/media-plays/outcome';
import type { MediaServerActivity } from '#domain/schemas/media-servers';
import { InboxIcon, SearchIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { WriteButton } from '../../components/write-button';
import { useMediaServerMutations } from '../../lib/api/use-media-server-mutations';
import { toast } from '../../lib/use-toast';
import { mediaServerNames } from './media-server-how-to';
import { MediaServerMatchDialog } from './media-server-match-dialog';
import { SettingsRow } from './settings-row';

const receivedAt = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The last events the media servers sent and what became of each, with Undo and Match where they apply. */
export function MediaServerActivityList({ activity }: { activity: MediaServerActivity[] }) {
  const { undo } = useMediaServerMutations();
  const [matching, setMatching] = useState<MediaServerActivity | null>(null);

  const undoEvent = (event: MediaServerActivity) =>
    undo.mutate(event.id, {
      onSuccess: () =>
        toast({
          title: 'Viewing removed',
          description: `The play of ${event.title ?? 'this title'} is no longer recorded.`,
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to undo the play. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <SettingsRow
      label="Recent plays"
      description="The last 50 events your media servers sent, and what became of each."
      detail={
        activity.length === 0 ? (
          <EmptyState
            icon={InboxIcon}
            title="No plays received yet"
            description="Paste an address above into your media server as its how-to says: its finished plays show here within seconds."
            className="py-8"
          />
        ) : (
          <>
            <ul aria-label="Recent plays" className="-mx-1 divide-y">
              {activity.map((event) => (
                <li key={event.id} className="flex items-center gap-3 px-1 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="break-words text-sm font-medium">{event.outcome}</p>
                    <p className="break-words text-xs text-muted-foreground">
                      {[
                        // An ignored event's reason is its outcome already.
                        event.outcome.endsWith(event.message) ? null : event.message,
                        event.title,
                        event.user === null
                          ? mediaServerNames[event.kind]
                          : `${event.user} on ${mediaServerNames[event.kind]}`,
                      ]
                        .filter((part) => part !== null)
                        .join(' · ')}
                      {' · '}
                      <time dateTime={event.at}>{receivedAt.format(new Date(event.at))}</time>
                    </p>
                  </div>
                  {isRecordedOutcome(event.outcome) && (
                    <WriteButton
                      variant="outline"
                      size="sm"
                      aria-label={`Undo: ${event.outcome}`}
                      disabled={undo.isPending && undo.variables === event.id}
                      onClick={() => undoEvent(event)}
                    >
                      <Undo2Icon aria-hidden="true" />
                      Undo
                    </WriteButton>
                  )}
                  {event.outcome === NOT_MATCHED && (
                    <WriteButton
                      variant="outline"
                      size="sm"
                      aria-label={`Match ${event.title ?? 'this play'}`}
                      onClick={() => setMatching(event)}
                    >
                      <SearchIcon aria-hidden="true" />
                      Match
                    </WriteButton>
                  )}
                </li>
              ))}
            </ul>
            <MediaServerMatchDialog event={matching} onClose={() => setMatching(null)} />
          </>
        )
      }
    />
  );
}
