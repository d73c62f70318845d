import { useQuery } from '@tanstack/react-query';
import { FlameIcon, HeartIcon, ListVideoIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LISTS_TRENDING_EACH } from '#domain/rules/constants';
import { effectiveStatus } from '#domain/rules/list-grouping';
import type { TrendingItem } from '#domain/schemas/film';
import type { LibraryCard } from '#domain/schemas/library';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../lib/use-toast';
import { useLibraryCards } from '../../lib/api/library';
import { trendingQueries } from '../../lib/api/trending';
import { useLibraryMutations } from '../../lib/api/use-library-mutations';
import { answeredThisVisit } from '../../lib/offline-queries';
import { ComingSoonSection } from './coming-soon-section';
import { IdeasSection } from './ideas-section';
import { ListSection, type ListEntry } from './list-section';
import { OnServicesSection } from './on-services-section';

const fromItem = (item: LibraryCard): ListEntry => ({
  key: `library-${item.id}`,
  libraryId: item.id,
  tmdbId: item.tmdbId,
  mediaType: item.mediaType,
  title: item.title,
  genres: item.genres,
  posterPath: item.posterPath,
});

const fromTrending = (item: TrendingItem): ListEntry => ({
  key: `trending-${item.media_type}-${item.id}`,
  libraryId: null,
  tmdbId: item.id,
  mediaType: item.media_type,
  title: item.media_type === 'movie' ? item.title : item.name,
  genres: item.genres,
  posterPath: item.poster_path,
});

export function ListsPage() {
  const library = useLibraryCards();
  const mutations = useLibraryMutations();
  const movies = useQuery(trendingQueries.ofType('movie'));
  const series = useQuery(trendingQueries.ofType('tv'));
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<ListEntry | null>(null);

  const items = useMemo(
    () => (library.data ?? []).filter((item) => !removed.has(item.id)),
    [library.data, removed],
  );
  const toWatch = items.filter((item) => effectiveStatus(item) === 'to_watch').map(fromItem);
  const favorites = items.filter((item) => item.aggregateRating === 'up').map(fromItem);
  const trending = [
    ...(movies.data?.results.slice(0, LISTS_TRENDING_EACH) ?? []),
    ...(series.data?.results.slice(0, LISTS_TRENDING_EACH) ?? []),
  ]
    .sort((a, b) => b.vote_average - a.vote_average)
    .map(fromTrending);

  // A failed refetch keeps showing what was loaded on this visit; a load that never succeeded is an error.
  const libraryFailed = library.isError && !answeredThisVisit(library.dataUpdatedAt);
  const retryLibrary = () => void library.refetch();
  const trendingFailed =
    (movies.isError && movies.data === undefined) || (series.isError && series.data === undefined);
  const retryTrending = () => {
    if (movies.isError) void movies.refetch();
    if (series.isError) void series.refetch();
  };

  const remove = (entry: ListEntry) => {
    const id = entry.libraryId;
    setConfirming(null);
    if (id === null) return;
    setRemoved((current) => new Set(current).add(id));
    mutations
      .remove(id)
      .then(() =>
        toast({
          title: 'Item removed',
          description: 'The item has been removed from your list.',
          variant: 'success',
        }),
      )
      .catch(() => {
        setRemoved((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
        toast({
          title: 'Error',
          description: 'Failed to remove item. Please try again.',
          variant: 'destructive',
        });
      });
  };

  return (
    <div className="pb-10">
      <PageHeader title="Lists" />
      <div className="grid grid-cols-1 gap-6 px-4 md:px-8 lg:grid-cols-2 2xl:grid-cols-4">
        <ComingSoonSection className="lg:col-span-2 2xl:col-span-4" />
        <IdeasSection className="lg:col-span-2 2xl:col-span-4" />
        <ListSection
          id="to-watch"
          heading="To Watch"
          entries={toWatch}
          loading={library.isPending}
          failure={
            libraryFailed
              ? {
                  title: 'Failed to load watchlist',
                  description: 'There was an error loading your watchlist items. Please try again.',
                  onRetry: retryLibrary,
                }
              : null
          }
          onRemove={setConfirming}
          empty={{
            icon: ListVideoIcon,
            title: 'Your watchlist is empty',
            description: 'Add movies and TV shows to your watchlist to see them here.',
          }}
        />
        <OnServicesSection
          items={items}
          toEntry={fromItem}
          loading={library.isPending}
          failure={
            libraryFailed
              ? {
                  title: 'Failed to load watchlist',
                  description: 'There was an error loading your watchlist items. Please try again.',
                  onRetry: retryLibrary,
                }
              : null
          }
          onRemove={setConfirming}
        />
        <ListSection
          id="favorites"
          heading="Favorites"
          entries={favorites}
          loading={library.isPending}
          failure={
            libraryFailed
              ? {
                  title: 'Failed to load favorites',
                  description: 'There was an error loading your favorite items. Please try again.',
                  onRetry: retryLibrary,
                }
              : null
          }
          onRemove={setConfirming}
          empty={{
            icon: HeartIcon,
            title: 'No favorites yet',
            description: 'Rate movies and TV shows with thumbs up to add them to your favorites.',
          }}
        />
        <ListSection
          id="trending"
          heading="Trending Now"
          entries={trending}
          loading={!trendingFailed && (movies.isPending || series.isPending)}
          failure={
            trendingFailed
              ? {
                  title: 'Failed to load trending content',
                  description: 'There was an error loading trending movies and TV shows. Please try again.',
                  onRetry: retryTrending,
                }
              : null
          }
          empty={{
            icon: FlameIcon,
            title: 'No trending content available',
            description: "We couldn't load trending content at the moment. Please check back later.",
          }}
        />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove item"
        description="Are you sure you want to remove this item?"
        confirmLabel="Remove"
        onConfirm={() => confirming && remove(confirming)}
      />
    </div>
  );
}
