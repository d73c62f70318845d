import { onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
let queryClient: QueryClient;

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('localStorage', {
    getItem: () => 'token',
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal('fetch', fetchMock);
  // The module follows the browser and the server as it loads.
  ({ queryClient } = await import('./query-client'));
  queryClient.mount();
});
beforeEach(async () => {
  // Each test starts with a server that answers.
  fetchMock.mockReset();
  fetchMock.mockResolvedValueOnce(Response.json({ status: 'ok' }));
  await apiRequest('GET', '/api/health');
});
afterAll(() => {
  queryClient.unmount();
  vi.unstubAllGlobals();
});

describe('a query while the server is out of reach, the browser online', () => {
  it("keeps what it showed and waits, on a proxy's 502, then refetches by itself once the server answers", async () => {
    const queryKey = ['/api/library/cards'];
    // retry: false, as the library's first request has: out of reach is no failure to give up on.
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => apiRequest<string[]>('GET', '/api/library/cards'),
      retry: false,
    });
    fetchMock.mockResolvedValueOnce(Response.json(['Heat']));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Heat']));

    fetchMock.mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    void observer.refetch();
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: ['Heat'] });
    expect(onlineManager.isOnline()).toBe(false);

    // The server answers (the probe's GET /api/health), and the query asks again.
    fetchMock.mockResolvedValueOnce(Response.json({ status: 'ok' }));
    fetchMock.mockResolvedValueOnce(Response.json(['Heat', 'Ronin']));
    await apiRequest('GET', '/api/health');
    expect(onlineManager.isOnline()).toBe(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Heat', 'Ronin']));
    expect(observer.getCurrentResult().status).toBe('success');
    stop();
  });

  it('fails as before on any other refusal: the server answered', async () => {
    const observer = new QueryObserver(queryClient, {
      queryKey: ['/api/settings'],
      queryFn: () => apiRequest<string>('GET', '/api/settings'),
      retry: false,
    });
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'Something went wrong' }, { status: 500 }));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(onlineManager.isOnline()).toBe(true);
    stop();
  });
});
