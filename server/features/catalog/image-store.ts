import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSizes } from '#domain/schemas/film';
import { ensurePrivateDir, PRIVATE_FILE_MODE, makePrivate } from '../../private-files';

export interface ImageStoreDeps {
  /** One folder per size below it. */
  dir: string;
  /** The most the kept images may take together; the least recently used go first. */
  maxBytes: number;
  logger: { warn: (details: object, message: string) => void };
}

interface Entry {
  bytes: number;
  /** When the file was last marked as used (its modification time), in ms. */
  usedAt: number;
}

/** A file's use is written to its modification time at most this often, so that reads do not write each time. */
const MARK_USE_EVERY_MS = 60 * 60 * 1000;

/**
 * Fetched images on disk, one folder per size, within a total size: adding one past the cap deletes the least
 * recently used. Which were used last survives a restart in the files' modification times; the index is rebuilt at
 * start from one listing of the folder (a stat per file), in the background.
 */
export function createImageStore({ dir, maxBytes, logger }: ImageStoreDeps) {
  /** In order of use, least recent first. */
  const index = new Map<string, Entry>();
  let totalBytes = 0;

  const fileOf = (key: string) => join(dir, key);

  function forget(key: string): void {
    const entry = index.get(key);
    if (!entry) return;
    index.delete(key);
    totalBytes -= entry.bytes;
  }

  async function evict(): Promise<void> {
    while (totalBytes > maxBytes) {
      const oldest = index.keys().next();
      if (oldest.done === true) return;
      forget(oldest.value);
      await rm(fileOf(oldest.value), { force: true });
    }
  }

  async function rebuild(): Promise<void> {
    await ensurePrivateDir(dir);
    const found: { key: string; entry: Entry }[] = [];
    for (const size of imageSizes) {
      let names: string[];
      try {
        names = await readdir(join(dir, size));
      } catch {
        continue;
      }
      for (const name of names) {
        const key = `${size}/${name}`;
        if (name.endsWith('.tmp')) {
          await rm(fileOf(key), { force: true });
          continue;
        }
        const stats = await stat(fileOf(key)).catch(() => null);
        if (stats?.isFile()) found.push({ key, entry: { bytes: stats.size, usedAt: stats.mtimeMs } });
      }
    }
    found.sort((a, b) => a.entry.usedAt - b.entry.usedAt);
    for (const { key, entry } of found) {
      index.set(key, entry);
      totalBytes += entry.bytes;
    }
    await evict();
  }

  const ready = rebuild().catch((error: unknown) => {
    logger.warn({ err: error, dir }, 'could not read the image cache folder; images are fetched afresh');
  });

  return {
    /** The kept bytes of an image, marked as just used; null when it is not kept. */
    async read(size: string, name: string): Promise<Buffer | null> {
      await ready;
      const key = `${size}/${name}`;
      const entry = index.get(key);
      if (!entry) return null;
      let body: Buffer;
      try {
        body = await readFile(fileOf(key));
      } catch {
        forget(key);
        return null;
      }
      index.delete(key);
      index.set(key, entry);
      const now = Date.now();
      if (now - entry.usedAt >= MARK_USE_EVERY_MS) {
        entry.usedAt = now;
        await utimes(fileOf(key), now / 1000, now / 1000).catch(() => undefined);
      }
      return body;
    },

    /** Keeps an image (a failure, such as a full disk, is logged: the image is then only served, not kept). */
    async keep(size: string, name: string, body: Buffer): Promise<void> {
      await ready;
      const key = `${size}/${name}`;
      const file = fileOf(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await ensurePrivateDir(join(dir, size));
        await writeFile(temporary, body, { mode: PRIVATE_FILE_MODE });
        await makePrivate(temporary);
        await rename(temporary, file);
      } catch (error) {
        logger.warn({ err: error, file }, 'could not keep a fetched image on disk');
        await rm(temporary, { force: true }).catch(() => undefined);
        return;
      }
      forget(key);
      index.set(key, { bytes: body.length, usedAt: Date.now() });
      totalBytes += body.length;
      await evict();
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
