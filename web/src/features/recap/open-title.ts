import { useCallback } from 'react';
import type { SearchResult } from '#domain/schemas/film';
import type { TitleRef } from '#domain/schemas/statistics';
import { useOpenTitle } from '../../lib/title-host';

/** A recap title as a search result: enough for the details modal, which finds the household's item by it. */
export function searchResultOf(title: TitleRef): SearchResult {
  return {
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
  };
}

/** Opens a recap title's details over the recap, the way a home card opens them. */
export function useOpenRecapTitle(): (title: TitleRef) => void {
  const openTitle = useOpenTitle();
  return useCallback((title: TitleRef) => openTitle(searchResultOf(title)), [openTitle]);
}
