import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#domain/schemas/auth';
import type { MediaType } from '#domain/schemas/film';
import { apiRequest } from '../api-client';
import { libraryQueries } from './library';

/** The household has looked at a title whose services changed: its 'Now on …' / 'Left …' are told. */
export function useAvailabilityMutations() {
  const queryClient = useQueryClient();
  const markSeen = useMutation({
    mutationFn: ({ mediaType, tmdbId }: { mediaType: MediaType; tmdbId: number }) =>
      apiRequest<MessageResponse>('PUT', `/api/availability/${mediaType}/${tmdbId}/seen`),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => libraryQueries.isLibraryKey(query.queryKey) }),
  });
  return { markSeen };
}
