import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../../domain/rules/constants';
import { apiRequest, fetchEarly } from './api-client';

describe('fetchEarly', () => {
  const storage = new Map<string, string>();
  let calls = 0;
  const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>((path) =>
    Promise.resolve(Response.json({ path, call: ++calls })),
  );

  beforeEach(() => {
    storage.clear();
    storage.set(AUTH_TOKEN_STORAGE_KEY, 'token-a');
    fetchMock.mockClear();
    calls = 0;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the GET at once, with the token, and the first apiRequest of its path takes its answer', async () => {
    fetchEarly('/api/library/cards');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      headers: { Authorization: 'Bearer token-a' },
    });
    expect(await apiRequest('GET', '/api/library/cards')).toEqual({ path: '/api/library/cards', call: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the next request of the path is sent afresh', async () => {
    fetchEarly('/api/library/cards');
    await apiRequest('GET', '/api/library/cards');
    expect(await apiRequest('GET', '/api/library/cards')).toEqual({ path: '/api/library/cards', call: 2 });
  });

  it('is not taken by a request holding another token, nor by another method', async () => {
    fetchEarly('/api/auth/verify');
    storage.set(AUTH_TOKEN_STORAGE_KEY, 'token-b');
    expect(await apiRequest('GET', '/api/auth/verify')).toEqual({ path: '/api/auth/verify', call: 2 });

    fetchEarly('/api/library/cards');
    await apiRequest('POST', '/api/library/cards', {});
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
