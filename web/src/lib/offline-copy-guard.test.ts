import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { libraryQueries } from './api/library';
import { keepingLastAnswers } from './offline-copy-guard';
import { isKeptQuery } from './offline-queries';

const CARDS: QueryKey = [...libraryQueries.cards().queryKey];

/** A persister holding the copy in memory, behind the guard, with the app's choice of queries. */
function offlineCopyIn(stored: { copy: PersistedClient | undefined }) {
  const persister: Persister = keepingLastAnswers({
    persistClient: (client) => {
      stored.copy = structuredClone(client);
      return Promise.resolve();
    },
    restoreClient: () => Promise.resolve(stored.copy),
    removeClient: () => {
      stored.copy = undefined;
      return Promise.resolve();
    },
  });
  return (queryClient: QueryClient) => ({
    queryClient,
    persister,
    dehydrateOptions: { shouldDehydrateQuery: isKeptQuery },
  });
}

describe('the offline copy', () => {
  it('keeps the answer before a refetch that failed, and restores it as an answer', async () => {
    const stored: { copy: PersistedClient | undefined } = { copy: undefined };
    const options = offlineCopyIn(stored);
    const client = new QueryClient();
    client.setQueryData(CARDS, ['The Shawshank Redemption']);
    await persistQueryClientSave(options(client));

    await client
      .query({
        queryKey: CARDS,
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(CARDS)?.status).toBe('error');
    await persistQueryClientSave(options(client));

    const next = new QueryClient();
    await persistQueryClientRestore({ ...options(next), maxAge: Infinity });
    expect(next.getQueryState(CARDS)).toMatchObject({
      status: 'success',
      data: ['The Shawshank Redemption'],
      error: null,
    });
  });

  it('is never replaced by a cache with nothing to keep', async () => {
    const stored: { copy: PersistedClient | undefined } = { copy: undefined };
    const options = offlineCopyIn(stored);
    const client = new QueryClient();
    client.setQueryData(CARDS, ['The Shawshank Redemption']);
    await persistQueryClientSave(options(client));

    const empty = new QueryClient();
    await empty
      .query({
        queryKey: CARDS,
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
        retry: false,
      })
      .catch(() => undefined);
    await persistQueryClientSave(options(empty));
    expect(stored.copy?.clientState.queries.map((query) => query.state.data)).toEqual([
      ['The Shawshank Redemption'],
    ]);
  });
});
