import { useQuery } from '@tanstack/react-query';
import type { DetailsResponse } from '../../../../domain/schemas/film';

export function useTitleDetails(mediaType: string, tmdbId: string) {
  return useQuery<DetailsResponse>({ queryKey: ['/api/tmdb', mediaType, tmdbId] });
}
