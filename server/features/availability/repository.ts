import { offersSchema, type Offers } from '#domain/schemas/availability';
import type { MediaType } from '#domain/schemas/film';
import { writeTransaction, type Db } from '../../db/connection';

/** A library title's availability as last checked. */
export interface StoredAvailability {
  region: string;
  checkedAt: string;
  link: string | null;
  offers: Offers;
  streams: number[];
  /** What it streamed on when the household last opened it. */
  seenStreams: number[];
}

/** What a check writes: the answer, and what it streams on and came to or left since the last look. */
export interface CheckedAvailability {
  region: string;
  checkedAt: string;
  link: string | null;
  offers: Offers;
  streams: number[];
  seenStreams: number[];
  now: number[];
  left: number[];
}

/** A library title to check. */
export interface TitleRef {
  id: number;
  mediaType: MediaType;
  tmdbId: number;
}

interface Row {
  region: string;
  checked_at: string;
  link: string | null;
  offers: string;
  streams: string;
  seen_streams: string;
}

const ids = (text: string): number[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
};

const noOffers: Offers = { stream: [], free: [], ads: [], rent: [], buy: [] };

const TITLE_COLUMNS = 'i.id, i.media_type AS mediaType, i.tmdb_id AS tmdbId';

/** title_availability: written here only. Reads the library's titles to know which to check. */
export function createAvailabilityRepository(db: Db) {
  const statements = {
    ofItem: db.prepare<[number], Row>(
      `SELECT region, checked_at, link, offers, streams, seen_streams FROM title_availability
       WHERE library_item_id = ?`,
    ),
    upsert: db.prepare<
      [
        {
          id: number;
          region: string;
          checked_at: string;
          link: string | null;
          offers: string;
          streams: string;
          seen_streams: string;
          now_on: string;
          left_on: string;
        },
      ]
    >(
      `INSERT INTO title_availability
         (library_item_id, region, checked_at, link, offers, streams, seen_streams, now_on, left_on)
       SELECT @id, @region, @checked_at, @link, @offers, @streams, @seen_streams, @now_on, @left_on
       WHERE EXISTS (SELECT 1 FROM library_items WHERE id = @id)
       ON CONFLICT (library_item_id) DO UPDATE SET region = excluded.region, checked_at = excluded.checked_at,
         link = excluded.link, offers = excluded.offers, streams = excluded.streams,
         seen_streams = excluded.seen_streams, now_on = excluded.now_on, left_on = excluded.left_on`,
    ),
    markSeen: db.prepare<[number]>(
      `UPDATE title_availability SET seen_streams = streams, now_on = '[]', left_on = '[]'
       WHERE library_item_id = ? AND (now_on != '[]' OR left_on != '[]')`,
    ),
    clearOtherRegions: db.prepare<[string]>('DELETE FROM title_availability WHERE region != ?'),
    itemOfTitle: db.prepare<[MediaType, number], { id: number }>(
      'SELECT id FROM library_items WHERE media_type = ? AND tmdb_id = ?',
    ),
    all: db.prepare<[], TitleRef>(`SELECT ${TITLE_COLUMNS} FROM library_items i ORDER BY i.id`),
    dueUnfinished: db.prepare<[string, string], TitleRef>(
      `SELECT ${TITLE_COLUMNS} FROM library_items i
         LEFT JOIN title_availability a ON a.library_item_id = i.id
       WHERE i.status IN ('to_watch', 'watching')
         AND (a.library_item_id IS NULL OR a.region != ? OR a.checked_at <= ?)
       ORDER BY a.checked_at IS NOT NULL, a.checked_at, i.id`,
    ),
  };

  return {
    transaction: <T>(work: () => T): T => writeTransaction(db, work),
    ofItem(id: number): StoredAvailability | undefined {
      const row = statements.ofItem.get(id);
      if (!row) return undefined;
      const offers = offersSchema.safeParse(JSON.parse(row.offers));
      return {
        region: row.region,
        checkedAt: row.checked_at,
        link: row.link,
        offers: offers.success ? offers.data : noOffers,
        streams: ids(row.streams),
        seenStreams: ids(row.seen_streams),
      };
    },
    /** Stores a check; nothing when the title left the library meanwhile. */
    store(id: number, checked: CheckedAvailability): void {
      statements.upsert.run({
        id,
        region: checked.region,
        checked_at: checked.checkedAt,
        link: checked.link,
        offers: JSON.stringify(checked.offers),
        streams: JSON.stringify(checked.streams),
        seen_streams: JSON.stringify(checked.seenStreams),
        now_on: JSON.stringify(checked.now),
        left_on: JSON.stringify(checked.left),
      });
    },
    /** The household has looked at the title: what it streams on now is what it has seen. */
    markSeen: (id: number): void => {
      statements.markSeen.run(id);
    },
    /** Forgets what was checked for another region than this one. */
    clearOtherRegions: (region: string): void => {
      statements.clearOtherRegions.run(region);
    },
    itemOfTitle: (mediaType: MediaType, tmdbId: number): number | undefined =>
      statements.itemOfTitle.get(mediaType, tmdbId)?.id,
    /** Every library title. */
    allTitles: (): TitleRef[] => statements.all.all(),
    /**
     * The titles not finished yet (to watch, watching) never checked for `region`, or checked at or before
     * `checkedBefore` (ISO): the longest unchecked first.
     */
    dueUnfinished: (region: string, checkedBefore: string): TitleRef[] =>
      statements.dueUnfinished.all(region, checkedBefore),
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
