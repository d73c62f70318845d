import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkStep } from '#domain/rules/episode-bookmark';
import type { Season, SeasonStatus } from '#domain/schemas/library';
import { apiRequest } from '../api-client';
import { invalidateLibrary } from './library';
import { seasonQueries } from './seasons';

const putStatus = (season: Season, status: SeasonStatus) =>
  apiRequest<Season>('PUT', `/api/season/${season.id}`, { status });

/**
 * A series' season statuses and episode bookmarks; the library (progress, status, recap, Up Next) is refreshed
 * when a change settles. A step shows at once (the same rule as the server's), and is put back if it fails.
 */
export function useSeasonMutations(itemId: number) {
  const queryClient = useQueryClient();
  const seasonsKey = seasonQueries.ofItem(itemId).queryKey;
  const { mutateAsync, isPending } = useMutation({
    mutationFn: async (changes: readonly { season: Season; status: SeasonStatus }[]) => {
      for (const { season, status } of changes) await putStatus(season, status);
    },
    onSettled: () => invalidateLibrary(queryClient, itemId),
  });
  const episode = useMutation({
    mutationFn: ({ season, episode: number }: { season: Season; episode: number }) =>
      apiRequest<Season>('PUT', `/api/season/${season.id}/episode`, { episode: number }),
    onMutate: async ({ season, episode: number }) => {
      await queryClient.cancelQueries({ queryKey: seasonsKey });
      const before = queryClient.getQueryData(seasonsKey);
      const step = bookmarkStep(season, number);
      if (step.ok) {
        queryClient.setQueryData(seasonsKey, (seasons) =>
          seasons?.map((stored) =>
            stored.id === season.id
              ? { ...stored, status: step.status, episodeBookmark: step.episodeBookmark }
              : stored,
          ),
        );
      }
      return { before };
    },
    onError: (_error, _step, context) => queryClient.setQueryData(seasonsKey, context?.before),
    onSettled: () => invalidateLibrary(queryClient, itemId),
  });
  return {
    pending: isPending || episode.isPending,
    setStatus: (season: Season, status: SeasonStatus) => mutateAsync([{ season, status }]),
    /** One season after the other, so a failure leaves the ones before it changed and stops. */
    setStatuses: (seasons: readonly Season[], status: SeasonStatus) =>
      mutateAsync(seasons.map((season) => ({ season, status }))),
    /** Steps a season's bookmark to the last episode watched (the last one finishes the season). */
    setEpisode: (season: Season, number: number) => episode.mutateAsync({ season, episode: number }),
  };
}
