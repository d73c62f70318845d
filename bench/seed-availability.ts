/**
 * Seeds every bench title's availability straight through SQL, as the availability feature keeps it
 * (title_availability): deterministic, with the spread a real US library has (most titles on one to three of a
 * dozen services, a fifth on none, a few that changed since the last look).
 */
import type { Db } from '#server/db/connection';

/** Real TMDb provider ids of common US services (Netflix, Prime Video, Hulu, Disney+, Max, Apple TV+…). */
export const BENCH_SERVICES = [8, 9, 15, 337, 1899, 350, 386, 531, 73, 300, 283, 43] as const;

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const provider = (id: number, priority: number) => ({
  id,
  name: `Service ${id}`,
  logoPath: `/logo${id}service.jpg`,
  displayPriority: priority,
});

export interface AvailabilitySeed {
  region?: string;
  /** When it was checked (ISO); default now. */
  checkedAt?: string;
  /** What a title streams on; default a deterministic spread over BENCH_SERVICES. */
  streamsOf?: (libraryItemId: number) => number[];
}

export function seedAvailability(db: Db, seed: AvailabilitySeed = {}): void {
  const { region = 'US', checkedAt = new Date().toISOString() } = seed;
  const random = seededRandom(7);
  const ids = db.prepare<[], { id: number }>('SELECT id FROM library_items ORDER BY id').all();
  const insert = db.prepare(
    `INSERT OR REPLACE INTO title_availability
       (library_item_id, region, checked_at, link, offers, streams, seen_streams, now_on, left_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const { id } of ids) {
      const count = random() < 0.2 ? 0 : 1 + Math.floor(random() * 3);
      const spread = [
        ...new Set(Array.from({ length: count }, () => BENCH_SERVICES[Math.floor(random() * 12)] ?? 8)),
      ];
      const streams = seed.streamsOf?.(id) ?? spread;
      const changed = !seed.streamsOf && random() < 0.03 && streams.length > 0;
      const now = changed ? streams.slice(0, 1) : [];
      const left = changed ? [BENCH_SERVICES[11]] : [];
      const offers = {
        stream: streams.map((service, index) => provider(service, index + 1)),
        free: [],
        ads: [],
        rent: [provider(2, 4), provider(10, 15)],
        buy: [provider(2, 4), provider(10, 15), provider(3, 16)],
      };
      insert.run(
        id,
        region,
        checkedAt,
        `https://www.themoviedb.org/movie/${id}/watch?locale=${region}`,
        JSON.stringify(offers),
        JSON.stringify(streams),
        JSON.stringify(streams.filter((service) => !now.includes(service)).concat(left)),
        JSON.stringify(now),
        JSON.stringify(left),
      );
    }
  })();
}
