import { format, parseISO } from 'date-fns';
import { DicesIcon, ListChecksIcon, PlayIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { RANDOM_OWNERSHIP_STORAGE_KEY, RANDOM_PICK_GENRES_SHOWN } from '#domain/rules/constants';
import { withoutConstraint } from '#domain/rules/evening';
import { type EveningConstraint, type EveningConstraints } from '#domain/rules/evening-constraints';
import { effectiveStatus } from '#domain/rules/list-grouping';
import { cardReaction } from '#domain/rules/rating-derivations';
import { randomPickEmptySchema, type LibraryItem } from '#domain/schemas/library';
import { ownershipKeys } from '#domain/rules/household';
import type { Ownership } from '#domain/schemas/people';
import { GenreChip } from '../../components/genre-chip';
import { PosterImage } from '../../components/poster-image';
import { ReactionIcon } from '../../components/reaction-icon';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../lib/use-toast';
import { WhoIsWatchingDialog } from '../../components/who-is-watching-dialog';
import { ApiError } from '../../lib/api-client';
import { fetchRandomPick } from '../../lib/api/library';
import { useOwnershipLabels } from '../../lib/household';
import { itemStatusLabels, mediaTypeLabel } from '../../lib/labels';
import { useStoredValue } from '../../lib/stored-value';
import { useTitleHost } from '../../lib/title-host';
import { useTonightEvening } from '../../lib/use-tonight-evening';
import { isSeriesUnderWay, useStartWatching } from '../../lib/start-watching';
import { EveningConstraintsPanel } from '../../components/evening-constraints';
import { constraintLabel } from '../../lib/evening-labels';

/** The constraint that left nothing to pick, for the ownership it was asked for. */
interface Emptied {
  constraint: EveningConstraint;
  ownership: Ownership;
}

/** Which constraint a 404 of the random pick names; null when nothing at all is unwatched. */
function emptyingConstraintOf(error: ApiError): EveningConstraint | null {
  try {
    return randomPickEmptySchema.safeParse(JSON.parse(error.bodyText)).data?.constraint ?? null;
  } catch {
    return null;
  }
}

/**
 * Tonight's pick: ask whose titles (remembered on the device), draw an unwatched one, and offer to start it ('Watch
 * Movie', 'Start Series'; a series already under way by its seasons: 'Continue Series', its seasons), draw again,
 * or close.
 */
export function RandomPick({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const startWatching = useStartWatching();
  const host = useTitleHost();
  const labels = useOwnershipLabels();
  const [preference, setPreference] = useStoredValue<Ownership>(
    RANDOM_OWNERSHIP_STORAGE_KEY,
    ownershipKeys,
    'person1',
  );
  const { evening, setEvening, servicesChosen, genres } = useTonightEvening();
  const [pick, setPick] = useState<LibraryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [emptied, setEmptied] = useState<Emptied | null>(null);

  const changeEvening = (next: EveningConstraints) => {
    setEmptied(null);
    setEvening(next);
  };

  const draw = async (ownership: Ownership, exclude: readonly number[] = [], constraints = evening) => {
    setBusy(true);
    setEmptied(null);
    try {
      const { item } = await fetchRandomPick(ownership, constraints, exclude);
      setPick(item);
      toast({ title: 'Random title selected!', variant: 'success' });
    } catch (error) {
      setPick(null);
      const constraint =
        error instanceof ApiError && error.status === 404 ? emptyingConstraintOf(error) : null;
      if (constraint) {
        // The chooser stays open, saying which constraint left nothing, with the offer to drop it.
        setEmptied({ constraint, ownership });
        return;
      }
      onOpenChange(false);
      if (error instanceof ApiError && error.status === 404) {
        toast({
          title: 'No unwatched items found',
          description: 'All items in this ownership category have been watched.',
        });
      } else {
        toast({
          title: 'Error',
          description: 'Failed to get random title. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const start = async (item: LibraryItem) => {
    setBusy(true);
    try {
      if (!(await startWatching(item))) return;
      setPick(null);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setPick(null);
    setEmptied(null);
    onOpenChange(false);
  };

  // A series under way has nothing to start: where it goes on is in its seasons (and their episode bookmark).
  const continueSeries = (item: LibraryItem) => {
    close();
    host.manageSeasons(item);
  };

  const dropEmptying = (emptiedBy: Emptied) => {
    const next = withoutConstraint(evening, emptiedBy.constraint);
    setEvening(next);
    void draw(emptiedBy.ownership, [], next);
  };

  const average = pick ? cardReaction(pick) : null;
  const seriesUnderWay = pick !== null && isSeriesUnderWay(pick);

  return (
    <>
      <WhoIsWatchingDialog
        open={open && pick === null && !busy}
        onOpenChange={(next) => !next && close()}
        description="Choose whose movies to randomize from"
        highlighted={preference}
        onChoose={(ownership) => {
          setPreference(ownership);
          void draw(ownership);
        }}
      >
        <EveningConstraintsPanel
          evening={evening}
          onChange={changeEvening}
          genres={genres}
          servicesChosen={servicesChosen}
        />
        {emptied && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
          >
            <p>
              Nothing unwatched of {labels[emptied.ownership]} fits{' '}
              <span className="whitespace-nowrap">“{constraintLabel(emptied.constraint, evening)}”</span>.
            </p>
            <Button size="sm" variant="secondary" onClick={() => dropEmptying(emptied)}>
              Drop “{constraintLabel(emptied.constraint, evening)}”
            </Button>
          </div>
        )}
      </WhoIsWatchingDialog>
      <Dialog open={open && pick !== null} onOpenChange={(next) => !next && close()}>
        <DialogContent className="max-w-lg">
          {pick && (
            <>
              <div className="flex gap-4">
                <PosterImage
                  path={pick.posterPath}
                  size="w342"
                  alt=""
                  className="aspect-[2/3] w-28 shrink-0 rounded-lg sm:w-36"
                />
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="text-xs font-medium uppercase tracking-wider text-primary-ink">
                    {mediaTypeLabel(pick.mediaType)}
                  </p>
                  <DialogTitle className="text-xl font-bold leading-tight">{pick.title}</DialogTitle>
                  <p className="text-sm text-muted-foreground">{pick.year ?? '—'}</p>
                  <div className="flex flex-wrap gap-1.5">
                    {pick.genres.slice(0, RANDOM_PICK_GENRES_SHOWN).map((genre) => (
                      <GenreChip key={genre} name={genre} />
                    ))}
                  </div>
                  <div className="flex items-center gap-3 text-sm">
                    {average && (
                      <span
                        className="flex items-center gap-1 rounded-md bg-muted px-2 py-1"
                        aria-label={`Rating: ${average}`}
                      >
                        <ReactionIcon reaction={average} />
                      </span>
                    )}
                    {pick.tmdbRating !== null && (
                      <span
                        className="flex items-center gap-1"
                        aria-label={`TMDb ${pick.tmdbRating.toFixed(1)}`}
                      >
                        <StarIcon className="size-4 fill-primary text-primary-ink" aria-hidden="true" />
                        {pick.tmdbRating.toFixed(1)}
                      </span>
                    )}
                  </div>
                </div>
              </div>
              <DialogDescription className="line-clamp-5 text-sm leading-relaxed text-foreground/85">
                {pick.overview || 'No overview available.'}
              </DialogDescription>
              <DialogFooter className="gap-2 sm:justify-between">
                <Button variant="ghost" onClick={close}>
                  Close
                </Button>
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void draw(preference, [pick.id])}
                  >
                    <DicesIcon aria-hidden="true" />
                    Reroll
                  </Button>
                  {seriesUnderWay ? (
                    <Button disabled={busy} onClick={() => continueSeries(pick)}>
                      <ListChecksIcon aria-hidden="true" />
                      Continue Series
                    </Button>
                  ) : (
                    <WriteButton disabled={busy} onClick={() => void start(pick)}>
                      <PlayIcon aria-hidden="true" />
                      {pick.mediaType === 'tv' ? 'Start Series' : 'Watch Movie'}
                    </WriteButton>
                  )}
                </div>
              </DialogFooter>
              <dl className="grid grid-cols-3 gap-2 border-t pt-3 text-xs">
                <div>
                  <dt className="text-muted-foreground">Owned by</dt>
                  <dd className="font-medium">{labels[pick.ownership]}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Status</dt>
                  <dd className="font-medium">{itemStatusLabels[effectiveStatus(pick)]}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Added</dt>
                  <dd className="font-medium">{format(parseISO(pick.dateAdded), 'PP')}</dd>
                </div>
              </dl>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
