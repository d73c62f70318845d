import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../../domain/rules/constants';
import { ApiError, apiRequest, fetchEarly, onSessionLost } from './api-client';

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

  it("is the request's refusal when refused: a 401 ends the session as any request's does", async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(
        new Response('{"message":"Session expired"}', { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    fetchEarly('/api/auth/verify');
    const refused = await apiRequest('GET', '/api/auth/verify').catch((error: unknown) => error);
    stop();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect((refused as ApiError).serverMessage).toBe('Session expired');
    expect(lost).toHaveBeenCalledTimes(1);
    expect(storage.has(AUTH_TOKEN_STORAGE_KEY)).toBe(false);
  });
});
