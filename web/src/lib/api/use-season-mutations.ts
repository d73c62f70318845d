import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Season, SeasonStatus } from '../../../../domain/schemas/library';
import { apiRequest } from '../api-client';
import { invalidateLibrary } from './library';

const putStatus = (season: Season, status: SeasonStatus) =>
  apiRequest<Season>('PUT', `/api/season/${season.id}`, { status });

/** A series' season statuses; the library (progress, status, recap) is refreshed when a change settles. */
export function useSeasonMutations(itemId: number) {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: async (changes: readonly { season: Season; status: SeasonStatus }[]) => {
      for (const { season, status } of changes) await putStatus(season, status);
    },
    onSettled: () => invalidateLibrary(queryClient, itemId),
  });
  return {
    pending: isPending,
    setStatus: (season: Season, status: SeasonStatus) => mutateAsync([{ season, status }]),
    /** One season after the other, so a failure leaves the ones before it changed and stops. */
    setStatuses: (seasons: readonly Season[], status: SeasonStatus) =>
      mutateAsync(seasons.map((season) => ({ season, status }))),
  };
}
