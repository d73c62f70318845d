import { format } from 'date-fns';
import { useState } from 'react';
import { effectiveStatus } from '#domain/rules/list-grouping';
import type { LibraryCard } from '#domain/schemas/library';
import { ConfirmDialog } from '../confirm-dialog';
import { DateField } from '../date-field';
import { ReactionButtons } from '../reaction-buttons';
import { FormDialog } from '../form-dialog';
import { Button } from '../ui/button';
import { WriteButton } from '../write-button';
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

/** '2 rated viewings': the viewings whose reactions make up My Rating. */
const ratedViewingsText = (count: number) => `${count} rated viewing${count === 1 ? '' : 's'}`;

/**
 * The actions of a library item, by its kind and state (spec section 4): the details modal and the title page. The
 * rating buttons set the title's own rating, and say so: My Rating is its viewings' reactions while any is rated.
 */
export function ItemActions({
  item,
  ratedViewings,
  actions,
  onMarkWatched,
  onAddViewing,
  onManageSeasons,
  onRemoved,
}: {
  item: LibraryCard;
  /** How many of the title's viewings have a reaction. */
  ratedViewings: number;
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
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <ReactionButtons
            label="Your own rating"
            value={item.userRating}
            onChange={(reaction) => void actions.rate(item, reaction).catch(quiet)}
          />
          {ratedViewings > 0 && (
            <p className="max-w-sm text-xs text-muted-foreground">
              My Rating comes from your {ratedViewingsText(ratedViewings)}; your own rating counts when no
              viewing is rated.
            </p>
          )}
        </div>
        <WriteButton
          variant="ghost"
          className="text-destructive-ink hover:text-destructive-ink"
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
