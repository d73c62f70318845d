import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { REFRESH_JOB_POLL_MS } from '#domain/rules/constants';
import type { RefreshJob } from '#domain/schemas/transfer';
import { apiRequest } from '../api-client';
import { invalidateLibrary } from './library';

const REFRESH_JOB_PATH = '/api/library/refresh-metadata';

export const refreshJobQueries = {
  /**
   * The Refresh Metadata job on the server: asked afresh on every visit (another device may have started one),
   * and every second while it runs.
   */
  current: () =>
    queryOptions({
      queryKey: [REFRESH_JOB_PATH] as const,
      queryFn: () => apiRequest<RefreshJob>('GET', REFRESH_JOB_PATH),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.state === 'running' ? REFRESH_JOB_POLL_MS : false),
    }),
};

/**
 * The job, followed while it runs. When a job this screen saw running finishes (even across a reload), the library
 * is refreshed and `onFinished` is called once, for the screen's toast.
 */
export function useRefreshJob(onFinished: (job: RefreshJob) => void) {
  const queryClient = useQueryClient();
  const query = useQuery(refreshJobQueries.current());
  const job = query.data;
  const followedStart = useRef<string | null>(null);
  const finish = useEffectEvent((finished: RefreshJob) => {
    void invalidateLibrary(queryClient);
    onFinished(finished);
  });

  useEffect(() => {
    if (job?.state === 'running') followedStart.current = job.startedAt;
    else if (job?.state === 'finished' && job.startedAt === followedStart.current) {
      followedStart.current = null;
      finish(job);
    }
  }, [job]);

  return query;
}
