import { format, parseISO } from 'date-fns';
import { DicesIcon, PlayIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { RANDOM_OWNERSHIP_STORAGE_KEY, RANDOM_PICK_GENRES_SHOWN } from '../../../../domain/rules/constants';
import { cardReaction } from '../../../../domain/rules/rating-derivations';
import type { LibraryItem } from '../../../../domain/schemas/library';
import { ownershipKeys } from '../../../../domain/rules/household';
import type { Ownership } from '../../../../domain/schemas/people';
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
import { toast } from '../../components/ui/use-toast';
import { WhoIsWatchingDialog } from '../../components/who-is-watching-dialog';
import { ApiError } from '../../lib/api-client';
import { fetchRandomPick } from '../../lib/api/library';
import { useLibraryMutations } from '../../lib/api/use-library-mutations';
import { useOwnershipLabels } from '../../lib/household';
import { itemStatusLabels, mediaTypeLabel } from '../../lib/labels';
import { useStoredValue } from '../../lib/stored-value';

/**
 * Tonight's pick: ask whose titles (remembered on the device), draw an unwatched one, and offer to start it,
 * draw again, or close.
 */
export function RandomPick({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const library = useLibraryMutations();
  const labels = useOwnershipLabels();
  const [preference, setPreference] = useStoredValue<Ownership>(
    RANDOM_OWNERSHIP_STORAGE_KEY,
    ownershipKeys,
    'person1',
  );
  const [pick, setPick] = useState<LibraryItem | null>(null);
  const [busy, setBusy] = useState(false);

  const draw = async (ownership: Ownership, exclude: readonly number[] = []) => {
    setBusy(true);
    try {
      const { item } = await fetchRandomPick(ownership, exclude);
      setPick(item);
      toast({ title: 'Random title selected!', variant: 'success' });
    } catch (error) {
      setPick(null);
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
      await library.setStatus(item.id, item.mediaType === 'tv' ? 'watching' : 'watched');
      toast({ title: "Let's go!", description: `Enjoy ${item.title}.`, variant: 'success' });
      setPick(null);
      onOpenChange(false);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to start watching. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setPick(null);
    onOpenChange(false);
  };

  const average = pick ? cardReaction(pick) : null;

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
      />
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
                  <p className="text-xs font-medium uppercase tracking-wider text-primary">
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
                        <StarIcon className="size-4 fill-primary text-primary" aria-hidden="true" />
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
                  <WriteButton disabled={busy} onClick={() => void start(pick)}>
                    <PlayIcon aria-hidden="true" />
                    {pick.mediaType === 'tv' ? 'Start Series' : 'Watch Movie'}
                  </WriteButton>
                </div>
              </DialogFooter>
              <dl className="grid grid-cols-3 gap-2 border-t pt-3 text-xs">
                <div>
                  <dt className="text-muted-foreground">Owned by</dt>
                  <dd className="font-medium">{labels[pick.ownership]}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Status</dt>
                  <dd className="font-medium">{itemStatusLabels[pick.status]}</dd>
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
