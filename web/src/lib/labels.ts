import type { MediaType } from '#domain/schemas/film';
import type { ItemStatus } from '#domain/schemas/library';

export const mediaTypeLabel = (mediaType: MediaType) => (mediaType === 'tv' ? 'TV Series' : 'Movie');

/** A library item's status as the household reads it. */
export const itemStatusLabels: Record<ItemStatus, string> = {
  to_watch: 'Want to Watch',
  watching: 'Watching',
  watched: 'Watched',
};
