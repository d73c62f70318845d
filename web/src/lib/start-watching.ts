import { effectiveStatus } from '#domain/rules/list-grouping';
import type { LibraryCard } from '#domain/schemas/library';
import { useLibraryMutations } from './api/use-library-mutations';
import { useTitleHost } from './title-host';
import { toast } from './use-toast';

/** A series already under way by its seasons has nothing to start: where it goes on is in its seasons. */
export function isSeriesUnderWay(item: LibraryCard): boolean {
  return item.mediaType === 'tv' && effectiveStatus(item) === 'watching';
}

/**
 * Tonight's title, started as the random pick starts it: a series under way opens its seasons; a series starts
 * (Watching), a movie is watched. Resolves whether it was started.
 */
export function useStartWatching(): (item: LibraryCard) => Promise<boolean> {
  const library = useLibraryMutations();
  const host = useTitleHost();
  return async (item) => {
    if (isSeriesUnderWay(item)) {
      host.manageSeasons(item);
      return true;
    }
    try {
      await library.setStatus(item.id, item.mediaType === 'tv' ? 'watching' : 'watched');
      toast({ title: "Let's go!", description: `Enjoy ${item.title}.`, variant: 'success' });
      return true;
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to start watching. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
}
