import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationDismissalBody } from '#domain/schemas/recommendations';
import { apiFetch } from '../api-client';
import { DISMISSALS_PATH, recommendationQueries } from './recommendations';

const sameTitle = (a: RecommendationDismissalBody, b: RecommendationDismissalBody) =>
  a.tmdbId === b.tmdbId && a.mediaType === b.mediaType;

/**
 * 'Not for us' (the idea leaves the rows at once, back if the server refuses) and its undo (the title leaves the
 * list of titles set aside at once). Each call settles once the ideas and that list are fresh again.
 */
export function useRecommendationMutations() {
  const queryClient = useQueryClient();
  const ideasKey = recommendationQueries.ideas().queryKey;
  const dismissalsKey = recommendationQueries.dismissals().queryKey;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideasKey }),
      queryClient.invalidateQueries({ queryKey: dismissalsKey }),
    ]);

  const dismiss = useMutation({
    mutationFn: (title: RecommendationDismissalBody) => apiFetch('POST', DISMISSALS_PATH, title),
    onMutate: async (title) => {
      await queryClient.cancelQueries({ queryKey: ideasKey });
      const before = queryClient.getQueryData(ideasKey);
      queryClient.setQueryData(ideasKey, (current) =>
        current ? { results: current.results.filter((idea) => !sameTitle(idea, title)) } : current,
      );
      return { before };
    },
    onError: (_error, _title, context) => queryClient.setQueryData(ideasKey, context?.before),
    onSettled: refresh,
  });

  const undo = useMutation({
    mutationFn: (title: RecommendationDismissalBody) => apiFetch('DELETE', DISMISSALS_PATH, title),
    onMutate: async (title) => {
      await queryClient.cancelQueries({ queryKey: dismissalsKey });
      const before = queryClient.getQueryData(dismissalsKey);
      queryClient.setQueryData(dismissalsKey, (current) =>
        current ? { results: current.results.filter((shown) => !sameTitle(shown, title)) } : current,
      );
      return { before };
    },
    onError: (_error, _title, context) => queryClient.setQueryData(dismissalsKey, context?.before),
    onSettled: refresh,
  });

  return {
    dismiss: (title: RecommendationDismissalBody) =>
      dismiss.mutateAsync({ tmdbId: title.tmdbId, mediaType: title.mediaType }),
    undo: (title: RecommendationDismissalBody) =>
      undo.mutateAsync({ tmdbId: title.tmdbId, mediaType: title.mediaType }),
    pending: dismiss.isPending || undo.isPending,
  };
}
