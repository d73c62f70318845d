import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DecideCard,
  DecideSession,
  DecideViewer,
  DecideVoteBody,
  StartDecideBody,
} from '#domain/schemas/decide';
import { apiFetch, apiRequest } from '../api-client';
import { decideQueries } from './decide';

const sessionPath = (id: string) => `/api/decide/${encodeURIComponent(id)}`;

/** Start, join, vote in and close a Decide together session; the open session's query follows each answer. */
export function useDecideMutations() {
  const queryClient = useQueryClient();
  const currentKey = decideQueries.current().queryKey;
  const keep = (session: DecideSession) => queryClient.setQueryData(currentKey, session);

  const start = useMutation({
    mutationFn: (body: StartDecideBody) => apiRequest<DecideSession>('POST', '/api/decide', body),
    onSuccess: keep,
  });
  const join = useMutation({
    mutationFn: ({ id, viewer }: { id: string; viewer: DecideViewer }) =>
      apiRequest<DecideSession>('POST', `${sessionPath(id)}/join`, { viewer }),
    onSuccess: keep,
  });
  const vote = useMutation({
    mutationFn: ({ id, ...body }: DecideVoteBody & { id: string }) =>
      apiRequest<{ match: DecideCard | null }>('POST', `${sessionPath(id)}/votes`, body),
    onSuccess: ({ match }) => {
      if (match)
        queryClient.setQueryData(currentKey, (session) => (session ? { ...session, match } : session));
    },
  });
  const close = useMutation({
    mutationFn: async (id: string) => {
      await apiFetch('DELETE', sessionPath(id));
    },
    onSuccess: () => queryClient.setQueryData(currentKey, null),
  });
  return { start, join, vote, close };
}
