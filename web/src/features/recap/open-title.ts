import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { TitleRef } from '../../../../domain/schemas/statistics';
import { requestHomeAction } from '../../lib/home-actions';
import { libraryQueryKey } from '../../lib/library';

/**
 * Opens a title's details the way a home card does: on the home screen, in the details modal. The library is
 * loaded first, so that the home screen finds the title among the household's.
 */
export function useOpenTitle(): (title: TitleRef) => void {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (title: TitleRef) => {
      void queryClient
        .query({ queryKey: libraryQueryKey, staleTime: 'static' })
        .catch(() => undefined)
        .then(() => {
          navigate('/');
          requestHomeAction({
            open: {
              id: `search-${title.tmdbId}`,
              tmdbId: title.tmdbId,
              title: title.title,
              year: null,
              mediaType: title.mediaType,
              posterPath: title.posterPath,
              backdropPath: null,
              overview: '',
              voteAverage: 0,
              voteCount: 0,
              genres: [],
              inLibrary: true,
              ownerships: [],
            },
          });
        });
    },
    [queryClient, navigate],
  );
}
