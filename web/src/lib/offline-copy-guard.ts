import type { DehydratedState } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';

type DehydratedQuery = DehydratedState['queries'][number];

/** A query whose last refetch failed is kept as its last answer: the copy holds answers, never a failure. */
function asLastAnswer(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error' || query.state.data === undefined) return query;
  return {
    ...query,
    state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
  };
}

/**
 * The offline copy is only ever replaced by answers. A refetch that failed (the server out of reach, or refusing)
 * leaves the answer before it in the copy, where it would otherwise have dropped the query from it: every restored
 * answer refetched and failed on a start away from the server, and the next save left a copy of 83 bytes and no
 * titles. A cache with nothing to keep (only failures, or not filled yet) writes nothing: signing out and unlocking
 * remove the copy themselves.
 */
export function keepingLastAnswers(persister: Persister): Persister {
  return {
    ...persister,
    persistClient: async (client) => {
      const queries = client.clientState.queries.map(asLastAnswer);
      if (queries.length === 0) return;
      await persister.persistClient({ ...client, clientState: { ...client.clientState, queries } });
    },
  };
}
