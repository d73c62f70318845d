import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '#domain/rules/constants';
import { ApiError, apiRequest, fetchEarly, onSessionLost } from './api-client';
import { serverReachable, ServerUnreachableError } from './server-reach';

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

describe('a request the server does not answer', () => {
  const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
  const browser = { onLine: true };

  beforeEach(() => {
    browser.onLine = true;
    fetchMock.mockReset();
    vi.stubGlobal('navigator', browser);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === AUTH_TOKEN_STORAGE_KEY ? 'token-a' : null),
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    // Each test starts with a server that answers.
    fetchMock.mockResolvedValueOnce(Response.json({}));
    await apiRequest('GET', '/api/health');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const failureOf = (request: Promise<unknown>) =>
    request.then(
      () => null,
      (error: unknown) => error,
    );

  it('fails as out of reach on a network error, and the server counts as out of reach until it answers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failureOf(apiRequest('GET', '/api/library/cards'))).toBeInstanceOf(ServerUnreachableError);
    expect(serverReachable()).toBe(false);

    fetchMock.mockResolvedValueOnce(Response.json({ status: 'ok' }));
    await apiRequest('GET', '/api/health');
    expect(serverReachable()).toBe(true);
  });

  it('fails as out of reach when a quick answer does not come in time', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const request = failureOf(apiRequest('GET', '/api/auth/verify', undefined, { answerWithinMs: 6000 }));
    await vi.advanceTimersByTimeAsync(6000);
    expect(await request).toBeInstanceOf(ServerUnreachableError);
    expect(serverReachable()).toBe(false);
  });

  it("fails as out of reach on a proxy's 502, 503 or 504, the early requests' too", async () => {
    for (const status of [502, 503, 504]) {
      fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status }));
      fetchEarly('/api/library/cards');
      expect(await failureOf(apiRequest('GET', '/api/library/cards'))).toBeInstanceOf(ServerUnreachableError);
      expect(serverReachable()).toBe(false);
    }
  });

  it("is the server's answer when its 503 says why (a busy database): reachable, with its message", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { message: 'The database is busy: try again in a moment' },
        { status: 503, headers: { 'retry-after': '2' } },
      ),
    );
    const refused = await failureOf(apiRequest('POST', '/api/library', {}));
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).serverMessage).toBe('The database is busy: try again in a moment');
    expect(serverReachable()).toBe(true);
  });

  it('never counts a 401 as out of reach: the session is over', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    const refused = await failureOf(apiRequest('GET', '/api/library/cards'));
    stop();
    expect(refused).toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(serverReachable()).toBe(true);
  });

  it('leaves a failure while the browser is offline to the browser: offline, not out of reach', async () => {
    browser.onLine = false;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failureOf(apiRequest('GET', '/api/library/cards'))).toBeInstanceOf(ServerUnreachableError);
    expect(serverReachable()).toBe(true);
  });
});
