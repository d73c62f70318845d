import type { MediaType } from '#domain/schemas/film';
import { ownershipSchema, type Ownership } from '#domain/schemas/people';
import type { Db } from '../../db/connection';

export interface TitleRef {
  mediaType: MediaType;
  tmdbId: number;
}

export const titleKey = (ref: TitleRef) => `${ref.mediaType}:${ref.tmdbId}`;

/** What the catalog routes need to know of the library: which titles it holds, and whose they are. */
export function createCatalogRepository(db: Db) {
  const ownerships = db.prepare<[string], { media_type: string; tmdb_id: number; ownership: string }>(
    `SELECT media_type, tmdb_id, ownership FROM library_items
     WHERE tmdb_id IN (SELECT value FROM json_each(?))`,
  );

  return {
    /** Ownership keys by titleKey, for those of the titles that are in the library. */
    ownershipsOf(refs: readonly TitleRef[]): Map<string, Ownership[]> {
      const found = new Map<string, Ownership[]>();
      if (refs.length === 0) return found;
      const wanted = new Set(refs.map(titleKey));
      for (const row of ownerships.all(JSON.stringify([...new Set(refs.map((ref) => ref.tmdbId))]))) {
        const key = `${row.media_type}:${row.tmdb_id}`;
        const ownership = ownershipSchema.safeParse(row.ownership);
        if (!wanted.has(key) || !ownership.success) continue;
        found.set(key, [...(found.get(key) ?? []), ownership.data]);
      }
      return found;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
