import { queryOptions } from '@tanstack/react-query';
import type { CastResponse, DetailsResponse, MediaType } from '#domain/schemas/film';
import { apiRequest } from '../api-client';

/** A title in the film database, cached under one key whichever screen asks (a number id, never a string). */
export const titleQueries = {
  details: (mediaType: MediaType, tmdbId: number) =>
    queryOptions({
      queryKey: ['/api/tmdb', mediaType, tmdbId] as const,
      queryFn: () => apiRequest<DetailsResponse>('GET', `/api/tmdb/${mediaType}/${tmdbId}`),
    }),
  credits: (mediaType: MediaType, tmdbId: number) =>
    queryOptions({
      queryKey: [...titleQueries.details(mediaType, tmdbId).queryKey, 'cast'] as const,
      queryFn: () => apiRequest<CastResponse>('GET', `/api/tmdb/${mediaType}/${tmdbId}/cast`),
    }),
};
