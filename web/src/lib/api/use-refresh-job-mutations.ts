import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshJob } from '#domain/schemas/transfer';
import { apiRequest } from '../api-client';
import { refreshJobQueries } from './refresh-job';

/** Starts Refresh Metadata; the answer (the new job, or the one already running) is what the screen follows. */
export function useRefreshJobMutations() {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => apiRequest<RefreshJob>('POST', '/api/library/refresh-metadata', {}),
    onSuccess: (job) => queryClient.setQueryData(refreshJobQueries.current().queryKey, job),
  });
  return { start };
}
