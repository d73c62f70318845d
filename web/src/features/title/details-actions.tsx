import { format } from 'date-fns';
import { useState } from 'react';
import { effectiveStatus } from '../../../../domain/rules/list-grouping';
import type { SearchResult } from '../../../../domain/schemas/film';
import type { LibraryItem } from '../../../../domain/schemas/library';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { ReactionButtons } from '../../components/reaction-buttons';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { WhoIsWatchingDialog } from '../../components/who-is-watching-dialog';
import { WriteButton } from '../../components/write-button';
import type { TitleActions } from '../../lib/use-title-actions';

function StartWatchingDialog({
  open,
  onOpenChange,
  title,
  saving,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  saving: boolean;
  onConfirm: (date: string) => void;
}) {
  const [date, setDate] = useState(() => new Date());
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start Watching"
      description={`${title}: when did you start?`}
      confirmLabel="Start Watching"
      busyLabel="Saving..."
      busy={saving}
      onConfirm={() => onConfirm(format(date, 'yyyy-MM-dd'))}
    >
      <DateField value={date} onChange={setDate} />
    </FormDialog>
  );
}

/** The actions of a library item, by its kind and state (spec section 4). */
export function ItemActions({
  item,
  actions,
  onMarkWatched,
  onAddViewing,
  onManageSeasons,
  onRemoved,
}: {
  item: LibraryItem;
  actions: TitleActions;
  onMarkWatched: () => void;
  onAddViewing: () => void;
  onManageSeasons: () => void;
  onRemoved: () => void;
}) {
  const [starting, setStarting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const status = effectiveStatus(item);
  const quiet = () => undefined;

  const buttons =
    item.mediaType === 'movie' ? (
      status === 'to_watch' ? (
        <Button onClick={onMarkWatched}>Mark as Watched</Button>
      ) : status === 'watching' ? (
        <WriteButton onClick={() => void actions.setStatus(item, 'watched').catch(quiet)}>
          Mark as Finished
        </WriteButton>
      ) : (
        <>
          <Button onClick={onAddViewing}>Add Viewing</Button>
          <WriteButton
            variant="secondary"
            onClick={() => void actions.setStatus(item, 'to_watch').catch(quiet)}
          >
            Mark as Unwatched
          </WriteButton>
        </>
      )
    ) : (
      <>
        {status === 'to_watch' && <Button onClick={() => setStarting(true)}>Start Watching</Button>}
        {status === 'watching' && (
          <WriteButton onClick={() => void actions.setStatus(item, 'watched').catch(quiet)}>
            Mark as Finished
          </WriteButton>
        )}
        {status === 'watched' && (
          <WriteButton onClick={() => void actions.rewatchSeries(item).catch(quiet)}>
            Mark Series for Rewatch
          </WriteButton>
        )}
        <Button variant="secondary" onClick={onManageSeasons}>
          Manage Seasons
        </Button>
        {status !== 'to_watch' && (
          <Button variant="secondary" onClick={onAddViewing}>
            Add Viewing
          </Button>
        )}
      </>
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">{buttons}</div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReactionButtons
          label="Your rating"
          value={item.userRating}
          onChange={(reaction) => void actions.rate(item, reaction).catch(quiet)}
        />
        <WriteButton
          variant="ghost"
          className="text-destructive hover:text-destructive"
          onClick={() => setRemoving(true)}
        >
          Remove from Watchlist
        </WriteButton>
      </div>
      <StartWatchingDialog
        open={starting}
        onOpenChange={setStarting}
        title={item.title}
        saving={actions.pending}
        onConfirm={(date) =>
          void actions
            .setStatus(item, 'watching', date)
            .then(() => setStarting(false))
            .catch(quiet)
        }
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove from Watchlist"
        description={`Remove "${item.title}" from your library? Its viewings and season progress are deleted too.`}
        confirmLabel="Remove"
        busy={actions.pending}
        onConfirm={() =>
          void actions
            .remove(item)
            .then(() => {
              setRemoving(false);
              onRemoved();
            })
            .catch(quiet)
        }
      />
    </div>
  );
}

/** A search result not yet in the library: want to watch it (asking who), or say it was already watched. */
export function SearchResultActions({
  result,
  actions,
  onMarkWatched,
  onAdded,
}: {
  result: SearchResult;
  actions: TitleActions;
  onMarkWatched: () => void;
  onAdded: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WriteButton onClick={() => setAsking(true)}>Want to Watch</WriteButton>
      <Button variant="secondary" onClick={onMarkWatched}>
        Mark as Watched
      </Button>
      <WhoIsWatchingDialog
        open={asking}
        onOpenChange={setAsking}
        description="Who is this one for?"
        onChoose={(ownership) =>
          void actions
            .addToWatch(result, ownership)
            .then(() => {
              setAsking(false);
              onAdded();
            })
            .catch(() => undefined)
        }
      />
    </div>
  );
}
