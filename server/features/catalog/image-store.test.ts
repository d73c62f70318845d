import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageStore } from './image-store';

let dir: string;
const logger = { warn: () => undefined };
const bytes = (size: number) => Buffer.alloc(size, 1);

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'watchlist-images-')), 'images');
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

/** Files kept before a restart, each last used `minutesAgo`. */
function keptBefore(files: { key: string; size: number; minutesAgo: number }[]): void {
  for (const { key, size, minutesAgo } of files) {
    const file = join(dir, key);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, bytes(size));
    const at = Date.now() / 1000 - minutesAgo * 60;
    utimesSync(file, at, at);
  }
}

describe('the image store', () => {
  it('rebuilds its index from the folder at start: over the cap, the least recently used go', async () => {
    keptBefore([
      { key: 'w500/old.jpg', size: 400, minutesAgo: 300 },
      { key: 'w500/recent.jpg', size: 400, minutesAgo: 5 },
      { key: 'w1280/middle.jpg', size: 400, minutesAgo: 60 },
      { key: 'w500/half.jpg.1234.tmp', size: 50, minutesAgo: 1 },
    ]);
    const store = createImageStore({ dir, maxBytes: 1000, logger });
    expect(await store.read('w500', 'recent.jpg')).toEqual(bytes(400));
    expect(await store.read('w500', 'old.jpg')).toBeNull();
    expect(existsSync(join(dir, 'w500', 'old.jpg'))).toBe(false);
    expect(existsSync(join(dir, 'w500', 'half.jpg.1234.tmp'))).toBe(false);
    expect(await store.read('w1280', 'middle.jpg')).toEqual(bytes(400));

    // Keeping one more lets the least recently used go: recent.jpg, read before middle.jpg.
    await store.keep('w500', 'new.jpg', bytes(400));
    expect(readdirSync(join(dir, 'w500')).sort()).toEqual(['new.jpg']);
    expect(existsSync(join(dir, 'w1280', 'middle.jpg'))).toBe(true);
  });

  it('keeps each image 0600 in folders 0700, whatever the umask', async () => {
    const umask = process.umask(0o000);
    try {
      const store = createImageStore({ dir, maxBytes: 10_000, logger });
      await store.keep('w342', 'a.jpg', bytes(10));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, 'w342')).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, 'w342', 'a.jpg')).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  });

  it('an image it could not keep is only not kept', async () => {
    writeFileSync(join(dir, '..', 'blocker'), '');
    const store = createImageStore({ dir: join(dir, '..', 'blocker', 'images'), maxBytes: 10_000, logger });
    await store.keep('w500', 'a.jpg', bytes(10));
    expect(await store.read('w500', 'a.jpg')).toBeNull();
  });
});
