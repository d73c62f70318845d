import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '#domain/schemas/notifications';
import { appPath, notificationOf, openInApp, readPushPayload } from './push';

const origin = 'https://watchlist.home';
const payload: PushPayload = {
  topic: 'new-episode',
  title: 'The Bear',
  body: 'S3 E4 airs today',
  url: '/movie/tv/136315',
  tag: 'new-episode:tv:136315',
  tmdbId: 136315,
  mediaType: 'tv',
};

describe('a push', () => {
  it('shows its title and text with the app icon and badge, folding by its tag, opening its path', () => {
    expect(notificationOf(readPushPayload(JSON.stringify(payload)))).toEqual({
      title: 'The Bear',
      options: {
        body: 'S3 E4 airs today',
        tag: 'new-episode:tv:136315',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '/movie/tv/136315' },
      },
    });
  });

  it('that is not the payload still shows something, opening Home', () => {
    for (const text of [null, 'not json', JSON.stringify({ ...payload, topic: 'gossip' })]) {
      expect(readPushPayload(text)).toBeNull();
      expect(notificationOf(readPushPayload(text))).toMatchObject({
        title: 'Watchlist',
        options: { body: 'There is news: open Watchlist to see it.', data: { url: '/' } },
      });
    }
  });
});

describe('the path a tap opens', () => {
  it("is the app's own path, never another site", () => {
    expect(appPath('/movie/tv/1399', origin)).toBe('/movie/tv/1399');
    expect(appPath('/decide?from=push#deck', origin)).toBe('/decide?from=push#deck');
    expect(appPath(`${origin}/movie/movie/603`, origin)).toBe('/movie/movie/603');
    expect(appPath('https://evil.example/phish', origin)).toBe('/');
    expect(appPath('//evil.example/phish', origin)).toBe('/');
    expect(appPath(undefined, origin)).toBe('/');
  });
});

function appWindow(url: string, focused: boolean, navigates = true) {
  const window = {
    url,
    focused,
    focus: vi.fn(() => Promise.resolve(window)),
    navigate: vi.fn(() =>
      navigates ? Promise.resolve(window) : Promise.reject(new TypeError('not controlled')),
    ),
  };
  return window;
}

describe('a tapped notification', () => {
  it("brings the app's focused window forward and sends it to the path", async () => {
    const other = appWindow(`${origin}/`, false);
    const focused = appWindow(`${origin}/settings`, true);
    const stranger = appWindow('https://elsewhere.example/', true);
    const openWindow = vi.fn(() => Promise.resolve(null));
    await openInApp(
      '/movie/tv/1399',
      { matchAll: () => Promise.resolve([stranger, other, focused]), openWindow },
      origin,
    );
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith('/movie/tv/1399');
    expect(stranger.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of the app is open, or the open one cannot be sent there', async () => {
    const openWindow = vi.fn(() => Promise.resolve(null));
    await openInApp('/decide', { matchAll: () => Promise.resolve([]), openWindow }, origin);
    expect(openWindow).toHaveBeenCalledWith('/decide');

    const uncontrolled = appWindow(`${origin}/`, true, false);
    await openInApp('/', { matchAll: () => Promise.resolve([uncontrolled]), openWindow }, origin);
    expect(openWindow).toHaveBeenLastCalledWith('/');
  });
});
