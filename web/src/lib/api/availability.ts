import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { AVAILABILITY_JOB_POLL_MS, REGION_PROVIDERS_CACHE_MS } from '#domain/rules/constants';
import type { AvailabilityJob, RegionProviders, TitleAvailability } from '#domain/schemas/availability';
import type { MediaType } from '#domain/schemas/film';
import { apiRequest } from '../api-client';
import { invalidateLibrary } from './library';

const AVAILABILITY_PATH = '/api/availability';

/** Where titles stream in the household's region, the region's services, and the check running on the server. */
export const availabilityQueries = {
  all: [AVAILABILITY_PATH] as const,
  /** One title's offers: a library title's kept ones (checked again by the server when a day old). */
  title: (mediaType: MediaType, tmdbId: number) =>
    queryOptions({
      queryKey: [AVAILABILITY_PATH, mediaType, tmdbId] as const,
      queryFn: () => apiRequest<TitleAvailability>('GET', `${AVAILABILITY_PATH}/${mediaType}/${tmdbId}`),
      staleTime: 0,
    }),
  /** The region's services (the server keeps TMDb's list a day). */
  providers: () =>
    queryOptions({
      queryKey: [AVAILABILITY_PATH, 'providers'] as const,
      queryFn: () => apiRequest<RegionProviders>('GET', `${AVAILABILITY_PATH}/providers`),
      staleTime: REGION_PROVIDERS_CACHE_MS,
    }),
  /** The availability check: asked on every visit, and every second while it runs. */
  check: () =>
    queryOptions({
      queryKey: [AVAILABILITY_PATH, 'check'] as const,
      queryFn: () => apiRequest<AvailabilityJob>('GET', `${AVAILABILITY_PATH}/check`),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.state === 'running' ? AVAILABILITY_JOB_POLL_MS : false),
    }),
};

export function useRegionProviders() {
  return useQuery(availabilityQueries.providers());
}

/** The availability check, followed while it runs; the library is read again when one this screen saw ends. */
export function useAvailabilityCheck() {
  const queryClient = useQueryClient();
  const query = useQuery(availabilityQueries.check());
  const job = query.data;
  const followedStart = useRef<string | null>(null);
  const finish = useEffectEvent(() => {
    void invalidateLibrary(queryClient);
    void queryClient.invalidateQueries({ queryKey: availabilityQueries.all });
  });
  useEffect(() => {
    if (job?.state === 'running') followedStart.current = job.startedAt;
    else if (job?.state === 'finished' && job.startedAt === followedStart.current) {
      followedStart.current = null;
      finish();
    }
  }, [job]);
  return query;
}
