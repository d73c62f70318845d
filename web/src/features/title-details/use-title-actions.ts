import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchResult } from '../../../../domain/schemas/film';
import type { ItemStatus, LibraryItem, Reaction, WatchInstance } from '../../../../domain/schemas/library';
import type { Ownership } from '../../../../domain/schemas/people';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { libraryApi, refreshLibrary } from '../../lib/library';
import type { ViewingValues } from './viewing-dialog';

const failure = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
const success = (title: string, description?: string) => toast({ title, description, variant: 'success' });

/** The body of POST /api/library from a search result; the server fills in the rest from the film data. */
function fromSearch(result: SearchResult, ownership: Ownership, status: ItemStatus) {
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

/** Every change the details modal makes, each with the spec's toasts, refreshing the library afterwards. */
export function useTitleActions() {
  const queryClient = useQueryClient();
  const { mutateAsync: run, isPending } = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
  });
  const refresh = (itemId?: number) => refreshLibrary(queryClient, itemId);

  /** Runs `work`, refreshes, and rethrows so a dialog can stay open on failure. */
  const perform = async <T>(work: () => Promise<T>, itemId?: number): Promise<T> => {
    try {
      return await run(work).then((value) => value as T);
    } finally {
      await refresh(itemId);
    }
  };

  return {
    pending: isPending,

    addToWatch: (result: SearchResult, ownership: Ownership) =>
      perform(() => libraryApi.add(fromSearch(result, ownership, 'to_watch'))).then(
        (item) => {
          success('Added to library!', `${result.title} is on your watchlist.`);
          return item;
        },
        (error: unknown) => {
          const message = error instanceof ApiError ? error.serverMessage : undefined;
          failure('Error adding to library', message ?? 'Failed to add to your library. Please try again.');
          throw error;
        },
      ),

    /** From search: added as watched (owned by the first person), then the viewing recorded. */
    addAsWatched: async (result: SearchResult, viewing: ViewingValues) => {
      let item: LibraryItem;
      try {
        item = await perform(() => libraryApi.add(fromSearch(result, 'person1', 'watched')));
      } catch (error) {
        failure('Error adding to library', 'Failed to add to your library. Please try again.');
        throw error;
      }
      try {
        await perform(() => libraryApi.addViewing(item.id, viewing), item.id);
      } catch (error) {
        failure('Error recording viewing', 'Failed to record your viewing. Please try again.');
        throw error;
      }
      success(
        'Added and marked as watched!',
        `${result.title} has been added to your library and marked as watched.`,
      );
    },

    /**
     * A library movie marked as watched: the viewing is recorded first, so that setting the status finds a
     * viewing and does not add an automatic one as well.
     */
    markWatched: async (item: LibraryItem, viewing: ViewingValues) => {
      try {
        await perform(() => libraryApi.addViewing(item.id, viewing), item.id);
      } catch (error) {
        failure('Error recording viewing', 'Failed to record your viewing. Please try again.');
        throw error;
      }
      if (item.status !== 'watched') {
        try {
          await perform(() => libraryApi.setStatus(item.id, 'watched', viewing.watchedDate), item.id);
        } catch (error) {
          failure('Error updating status', 'Failed to mark as watched. Please try again.');
          throw error;
        }
      }
      success('Marked as watched!', `${item.title} has been added to your watched list.`);
    },

    addViewing: (item: LibraryItem, viewing: ViewingValues) =>
      perform(() => libraryApi.addViewing(item.id, viewing), item.id).then(
        () => success('Watch added!'),
        (error: unknown) => {
          failure('Error recording viewing', 'Failed to record your viewing. Please try again.');
          throw error;
        },
      ),

    updateViewing: (item: LibraryItem, viewing: WatchInstance, values: ViewingValues) =>
      perform(() => libraryApi.updateViewing(viewing.id, values), item.id).then(
        () => success('Viewing updated!', `Your viewing of ${item.title} has been updated.`),
        (error: unknown) => {
          failure('Error updating viewing', 'Failed to update your viewing. Please try again.');
          throw error;
        },
      ),

    setStatus: (item: LibraryItem, status: ItemStatus, date?: string) =>
      perform(() => libraryApi.setStatus(item.id, status, date), item.id).then(
        () => success('Status updated!'),
        (error: unknown) => {
          if (status === 'watching') failure('Error', 'Failed to start watching. Please try again.');
          else failure('Error updating status', 'Failed to update the status. Please try again.');
          throw error;
        },
      ),

    rate: (item: LibraryItem, reaction: Reaction | null) =>
      perform(() => libraryApi.setRating(item.id, reaction), item.id).then(
        () => success('Rating updated!'),
        (error: unknown) => {
          failure('Error', 'Failed to update the rating. Please try again.');
          throw error;
        },
      ),

    rewatchSeries: (item: LibraryItem) =>
      perform(() => libraryApi.rewatch(item.id), item.id).then(
        () => success('Series marked for rewatch!'),
        (error: unknown) => {
          failure('Failed to mark for rewatch', 'There was an error marking this series for rewatch.');
          throw error;
        },
      ),

    remove: (item: LibraryItem) =>
      perform(() => libraryApi.remove(item.id)).then(
        () => success('Removed from watchlist', `${item.title} has been removed.`),
        (error: unknown) => {
          failure('Failed to remove', 'There was an error removing this item from your watchlist.');
          throw error;
        },
      ),
  };
}

export type TitleActions = ReturnType<typeof useTitleActions>;
