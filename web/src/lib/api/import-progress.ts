import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { IMPORT_PROGRESS_POLL_MS } from '#domain/rules/constants';
import type { ImportProgress } from '#domain/schemas/transfer';
import { apiRequest } from '../api-client';
import { invalidateLibrary } from './library';

const IMPORT_PROGRESS_PATH = '/api/library/import/progress';

export const importProgressQueries = {
  /**
   * The import job on the server (the one running, or the last one): asked afresh on every visit, and twice a
   * second while it runs or while `waiting` (this screen's own upload is on its way: the job may not have started).
   */
  current: (waiting = false) =>
    queryOptions({
      queryKey: [IMPORT_PROGRESS_PATH] as const,
      queryFn: () => apiRequest<ImportProgress>('GET', IMPORT_PROGRESS_PATH),
      staleTime: 0,
      refetchInterval: (query) =>
        waiting || query.state.data?.state === 'running' ? IMPORT_PROGRESS_POLL_MS : false,
    }),
};

/**
 * The import job, followed. `waiting` is true while this screen's own request runs (its answer says how it ended).
 * A job this screen saw running without a request of its own (started before the screen was left, or on another
 * device) calls `onFinished` once when it ends, having refreshed the library when it was an import.
 */
export function useImportProgress(waiting: boolean, onFinished: (job: ImportProgress) => void) {
  const queryClient = useQueryClient();
  const query = useQuery(importProgressQueries.current(waiting));
  const job = query.data;
  const followedStart = useRef<string | null>(null);
  const finish = useEffectEvent((ended: ImportProgress) => {
    if (!ended.preview) void invalidateLibrary(queryClient);
    onFinished(ended);
  });

  useEffect(() => {
    if (waiting) followedStart.current = null;
    else if (job?.state === 'running') followedStart.current = job.startedAt;
    else if (job && job.state !== 'idle' && job.startedAt === followedStart.current) {
      followedStart.current = null;
      finish(job);
    }
  }, [job, waiting]);

  return query;
}
