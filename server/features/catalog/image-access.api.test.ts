import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, TEST_PIN, type ApiHarness } from '../../test-support/api-harness';
import { fakeFilmData } from '../../test-support/fake-film-data';
import { startFakeFilmServer, type FakeFilmServer } from '../../test-support/fake-film-server';

let fake: FakeFilmServer;
let api: ApiHarness;

async function start(imageCacheBytes?: number): Promise<void> {
  api = await startApiHarness({
    filmData: (deps) =>
      fakeFilmData(fake, deps, {
        config: { TMDB_API_TOKEN: fake.tmdbToken, OMDB_API_KEY: undefined },
        warn: () => undefined,
      }),
    app: { imageCacheBytes },
  });
}

beforeEach(async () => {
  fake = await startFakeFilmServer();
});
afterEach(async () => {
  await api.close();
  await fake.close();
});

const imageDir = () => join(dirname(api.dbFile), 'images');
const imageFetches = () => fake.callCount((call) => call.service === 'image');
const keptFiles = (): string[] => {
  try {
    return readdirSync(imageDir(), { recursive: true, encoding: 'utf8' }).filter((path) =>
      statSync(join(imageDir(), path)).isFile(),
    );
  } catch {
    return [];
  }
};
const image = (path: string, cookie?: string | null) =>
  api.request('GET', `/img/${path}`, { token: null, headers: cookie ? { cookie } : {} });

describe('who may have an image fetched', () => {
  beforeEach(() => start());

  it('a stranger gets the placeholder for made-up names: nothing fetched, nothing kept', async () => {
    const fallback = await image('w500/fallback.svg');
    for (let index = 0; index < 20; index += 1) {
      const response = await image(`w500/madeUp${index}Name.jpg`);
      expect(response.status).toBe(200);
      expect(response.text).toBe(fallback.text);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // Nor with a bearer token alone, or a cookie of the right shape that is no session's.
    await api.login();
    const token = api.token;
    api.token = null;
    await api.request('GET', '/img/w500/aB3xLanternPoster.jpg', { token });
    await image('w500/aB3xLanternPoster.jpg', `watchlist_images=${'x'.repeat(43)}`);
    expect(imageFetches()).toBe(0);
    expect(keptFiles()).toEqual([]);
  });

  it('a signed-in browser has it fetched and kept; then anyone may have the kept image', async () => {
    await api.login();
    const signedIn = await image('w500/aB3xLanternPoster.jpg', api.imageCookie);
    expect(signedIn.headers.get('content-type')).toBe('image/png');
    expect(imageFetches()).toBe(1);
    const anyone = await image('w500/aB3xLanternPoster.jpg');
    expect(anyone.headers.get('content-type')).toBe('image/png');
    expect(anyone.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(imageFetches()).toBe(1);
    expect(keptFiles()).toEqual([join('w500', 'aB3xLanternPoster.jpg')]);
  });

  it('the image cookie is HttpOnly, SameSite=Strict, sent to /img only, renewed by verify and cleared by sign-out', async () => {
    await api.login();
    const login = await api.request('POST', '/api/auth/login', {
      token: null,
      body: { username: 'user', pin: TEST_PIN },
    });
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('watchlist_images='));
    expect(cookie).toMatch(/; Path=\/img(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);

    const verify = await api.request('GET', '/api/auth/verify');
    expect(verify.headers.getSetCookie().map((line) => line.split(';', 1)[0])).toContain(api.imageCookie);

    const logout = await api.request('POST', '/api/auth/logout');
    expect(logout.headers.getSetCookie().find((line) => line.startsWith('watchlist_images='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    await image('w500/rT4LanternReturnPoster.jpg', api.imageCookie);
    expect(imageFetches()).toBe(0);
  });

  it('a session started before image keys existed gets its key at its next verify', async () => {
    await api.login();
    api.db.prepare('UPDATE sessions SET image_key_hash = NULL').run();
    await image('w500/aB3xLanternPoster.jpg', api.imageCookie);
    expect(imageFetches()).toBe(0);
    await api.request('GET', '/api/auth/verify');
    await image('w500/aB3xLanternPoster.jpg', api.imageCookie);
    expect(imageFetches()).toBe(1);
  });

  it('an expired session no longer has images fetched', async () => {
    await api.login();
    api.clock.advance(31 * 60 * 1000);
    await image('w500/aB3xLanternPoster.jpg', api.imageCookie);
    expect(imageFetches()).toBe(0);
  });

  it("a locked screen has its backdrop fetched: a library title's, at the unlock screen's size, nothing else", async () => {
    await api.login();
    const added = await api.request('POST', '/api/library', {
      body: {
        tmdbId: 900101,
        mediaType: 'movie',
        title: 'The Lantern Keeper',
        ownership: 'together',
        backdropPath: '/kQ7Backdrop.jpg',
      },
    });
    expect(added.status).toBe(201);
    fake.resetCalls();
    expect((await image('w1280/kQ7Backdrop.jpg')).headers.get('content-type')).toBe('image/png');
    expect(imageFetches()).toBe(1);
    expect((await image('w500/kQ7Backdrop.jpg')).headers.get('cache-control')).toBe('no-store');
    expect((await image('w1280/rT4LanternReturnBackdrop.jpg')).headers.get('cache-control')).toBe('no-store');
    expect(imageFetches()).toBe(1);
  });
});

describe('the image cache', () => {
  it('stays within its size, letting the least recently used go first', async () => {
    const probe = await startFakeImageSize();
    await start(Math.floor(probe * 2.5));
    await api.login();
    const cookie = api.imageCookie;
    await image('w500/aB3xLanternPoster.jpg', cookie);
    await image('w500/rT4LanternReturnPoster.jpg', cookie);
    // The first is used again, so the second is now the least recently used.
    await image('w500/aB3xLanternPoster.jpg', cookie);
    await image('w500/pL1PaperLanternsPoster.jpg', cookie);
    expect(keptFiles().sort()).toEqual([
      join('w500', 'aB3xLanternPoster.jpg'),
      join('w500', 'pL1PaperLanternsPoster.jpg'),
    ]);
    expect(imageFetches()).toBe(3);
  });
});

/** The size of the fake service's image, in bytes. */
async function startFakeImageSize(): Promise<number> {
  const response = await fetch(`${fake.imageBaseUrl}/w500/aB3xLanternPoster.jpg`);
  const size = (await response.arrayBuffer()).byteLength;
  fake.resetCalls();
  return size;
}
