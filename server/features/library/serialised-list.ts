import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** One variant of the library list, ready to send: gzip bytes and the ETag of its JSON. */
export interface SerialisedList {
  etag: string;
  gzip: Buffer;
}

/**
 * Keeps the serialised answer of each list variant in memory and rebuilds a variant only when the library's
 * version has moved since it was built. The ETag is a hash of the content (its gzip bytes), so it changes with the
 * content whatever happened to the version (a restored database, say). Only the gzip bytes are kept (about a fifth of
 * the JSON); a client that does not take gzip gets them inflated.
 */
export function createSerialisedListCache<K extends string>(
  version: () => number,
  build: (key: K) => string,
) {
  const variants = new Map<K, SerialisedList & { version: number }>();
  return (key: K): SerialisedList => {
    const current = version();
    const kept = variants.get(key);
    if (kept?.version === current) return kept;
    const gzip = gzipSync(build(key), { level: 6 });
    // The same JSON always gzips to the same bytes, and hashing them is a tenth of hashing the JSON.
    const entry = {
      version: current,
      etag: `"${createHash('sha256').update(gzip).digest('base64url').slice(0, 27)}"`,
      gzip,
    };
    variants.set(key, entry);
    return entry;
  };
}
