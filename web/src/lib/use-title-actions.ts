import { effectiveStatus } from '#domain/rules/list-grouping';
import type { SearchResult } from '#domain/schemas/film';
import type {
  AddLibraryItem,
  CreateWatchInstance,
  ItemStatus,
  LibraryCard,
  LibraryItem,
  Reaction,
  WatchInstance,
} from '#domain/schemas/library';
import type { Ownership } from '#domain/schemas/people';
import { ApiError } from './api-client';
import { dayOfStoredDate } from './format';
import { landFocusOnClose, libraryCardSelector } from './focus-landing';
import { useLibraryMutations } from './api/use-library-mutations';
import { toast } from './use-toast';

/** What the viewing dialog saves: a calendar day (YYYY-MM-DD), who watched, how they liked it, and notes. */
export type ViewingValues = Required<Pick<CreateWatchInstance, 'watchedDate' | 'viewer'>> & {
  userRating: Reaction | null;
  notes: string | null;
};

const failure = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
const success = (title: string, description?: string) => toast({ title, description, variant: 'success' });

/** The body of POST /api/library from a search result; the server fills in the rest from the film data. */
function fromSearch(result: SearchResult, ownership: Ownership, status: ItemStatus): AddLibraryItem {
  return {
    tmdbId: result.tmdbId,
    mediaType: result.mediaType,
    title: result.title,
    year: result.year,
    overview: result.overview,
    genres: result.genres,
    tmdbRating: result.voteCount > 0 ? result.voteAverage : null,
    posterPath: result.posterPath,
    backdropPath: result.backdropPath,
    ownership,
    status,
  };
}

/** A viewing just deleted: its day, and the Undo that records it again. */
export interface DeletedViewingUndo {
  day: string;
  undo: () => void;
}

/** What a title was before a viewing's delete: its status and that status's date, to put back on Undo. */
export type TitleBeforeDelete = Pick<LibraryItem, 'id' | 'title' | 'status' | 'dateStarted' | 'dateFinished'>;

/** The date a status was reached: started for watching, finished for watched; to watch has none. */
function dateOfStatus(item: TitleBeforeDelete): string | undefined {
  if (item.status === 'watching') return item.dateStarted ?? undefined;
  if (item.status === 'watched') return item.dateFinished ?? undefined;
  return undefined;
}

/** Runs a change; on failure shows the toast and rethrows, so that a dialog can stay open. */
async function orFail<T>(change: Promise<T>, title: string, description: string): Promise<T> {
  try {
    return await change;
  } catch (error) {
    failure(title, description);
    throw error;
  }
}

/**
 * The library changes of the title screens (the details modal, the home cards, the viewing dialog), each with the
 * spec's toasts; each rejects after its failure toast, so that a dialog can stay open.
 */
export function useTitleActions() {
  const library = useLibraryMutations();

  return {
    pending: library.pending,

    addToWatch: async (result: SearchResult, ownership: Ownership) => {
      try {
        const item = await library.add(fromSearch(result, ownership, 'to_watch'));
        landFocusOnClose(libraryCardSelector(item.id));
        success('Added to library!', `${result.title} is on your watchlist.`);
        return item;
      } catch (error) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        failure('Error adding to library', message ?? 'Failed to add to your library. Please try again.');
        throw error;
      }
    },

    /** From search: added as watched (owned by the first person), then the viewing recorded. */
    addAsWatched: async (result: SearchResult, viewing: ViewingValues) => {
      const item = await orFail(
        library.add(fromSearch(result, 'person1', 'watched')),
        'Error adding to library',
        'Failed to add to your library. Please try again.',
      );
      landFocusOnClose(libraryCardSelector(item.id));
      await orFail(
        library.addViewing(item.id, viewing),
        'Error recording viewing',
        'Failed to record your viewing. Please try again.',
      );
      success(
        'Added and marked as watched!',
        `${result.title} has been added to your library and marked as watched.`,
      );
    },

    /**
     * A library movie marked as watched: the viewing is recorded first, so that setting the status finds a
     * viewing and does not add an automatic one as well.
     */
    markWatched: async (item: LibraryCard, viewing: ViewingValues) => {
      landFocusOnClose(libraryCardSelector(item.id));
      await orFail(
        library.addViewing(item.id, viewing),
        'Error recording viewing',
        'Failed to record your viewing. Please try again.',
      );
      if (effectiveStatus(item) !== 'watched') {
        await orFail(
          library.setStatus(item.id, 'watched', viewing.watchedDate),
          'Error updating status',
          'Failed to mark as watched. Please try again.',
        );
      }
      success('Marked as watched!', `${item.title} has been added to your watched list.`);
    },

    addViewing: async (item: LibraryCard, viewing: ViewingValues) => {
      await orFail(
        library.addViewing(item.id, viewing),
        'Error recording viewing',
        'Failed to record your viewing. Please try again.',
      );
      success('Watch added!');
    },

    updateViewing: async (item: LibraryCard, viewing: WatchInstance, values: ViewingValues) => {
      await orFail(
        library.updateViewing(item.id, viewing.id, values),
        'Error updating viewing',
        'Failed to update your viewing. Please try again.',
      );
      success('Viewing updated!', `Your viewing of ${item.title} has been updated.`);
    },

    /**
     * Deletes a viewing, then offers to undo it for as long as the toast shows: Undo records the viewing again
     * (its date, viewer, rating and notes) and, when the delete moved the title's status, puts that back. Answers
     * the day deleted and the same undo, for a screen that offers it where the keyboard can reach it too (a modal
     * dialog keeps focus from the toast); whichever is pressed first undoes, once.
     */
    deleteViewing: async (item: TitleBeforeDelete, viewing: WatchInstance): Promise<DeletedViewingUndo> => {
      // date-fns's format (with its locale) loads with the title screens, not with the first screen.
      const [deleted, { format }] = await Promise.all([
        orFail(
          library.deleteViewing(item.id, viewing.id),
          'Error deleting viewing',
          'Failed to delete your viewing. Please try again.',
        ),
        import('date-fns/format'),
      ]);
      const day = format(dayOfStoredDate(viewing.watchedDate), 'PPP');
      const statusMoved = deleted.item.status !== item.status;
      const restore = async () => {
        const { watchedDate, viewer, userRating, notes } = deleted.viewing;
        await library.addViewing(item.id, { watchedDate, viewer, userRating, notes });
        if (statusMoved) await library.setStatus(item.id, item.status, dateOfStatus(item));
      };
      let undoing = false;
      const undo = () => {
        if (undoing) return;
        undoing = true;
        shown.dismiss();
        orFail(restore(), 'Error restoring viewing', 'Failed to restore your viewing. Please try again.')
          .then(() => success('Viewing restored', `Your viewing of ${item.title} on ${day} is back.`))
          .catch((error: unknown) => console.error('Restoring the viewing failed', error));
      };
      const shown = toast({
        title: 'Viewing deleted',
        description: `Your viewing of ${item.title} on ${day} was deleted.`,
        variant: 'success',
        action: {
          label: 'Undo',
          altText: `Undo: record the viewing of ${day} again with Add Viewing`,
          onClick: undo,
        },
      });
      return { day, undo };
    },

    setStatus: async (item: LibraryCard, status: ItemStatus, date?: string) => {
      await orFail(
        library.setStatus(item.id, status, date),
        status === 'watching' ? 'Error' : 'Error updating status',
        status === 'watching'
          ? 'Failed to start watching. Please try again.'
          : 'Failed to update the status. Please try again.',
      );
      success('Status updated!');
    },

    rate: async (item: LibraryCard, reaction: Reaction | null) => {
      await orFail(
        library.rate(item.id, reaction),
        'Error',
        'Failed to update the rating. Please try again.',
      );
      success('Rating updated!');
    },

    rewatchSeries: async (item: LibraryCard) => {
      await orFail(
        library.rewatch(item.id),
        'Failed to mark for rewatch',
        'There was an error marking this series for rewatch.',
      );
      success('Series marked for rewatch!');
    },

    remove: async (item: LibraryCard) => {
      await orFail(
        library.remove(item.id),
        'Failed to remove',
        'There was an error removing this item from your watchlist.',
      );
      success('Removed from watchlist', `${item.title} has been removed.`);
    },
  };
}

export type TitleActions = ReturnType<typeof useTitleActions>;
