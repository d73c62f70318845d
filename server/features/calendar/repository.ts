import { writeTransaction, type Db } from '../../db/connection';

/** The one writer of up_next_dismissals and calendar_feed. */
export function createCalendarRepository(db: Db) {
  const statements = {
    itemExists: db.prepare<[number], { id: number }>('SELECT id FROM library_items WHERE id = ?'),
    dismiss: db.prepare<[number, string, string]>(
      `INSERT INTO up_next_dismissals (library_item_id, entry_key, dismissed_at) VALUES (?, ?, ?)
       ON CONFLICT (library_item_id) DO UPDATE SET entry_key = excluded.entry_key,
         dismissed_at = excluded.dismissed_at`,
    ),
    feedKey: db.prepare<[], { key_hash: string; created_at: string }>(
      'SELECT key_hash, created_at FROM calendar_feed WHERE id = 1',
    ),
    saveFeedKey: db.prepare<[string, string]>(
      `INSERT INTO calendar_feed (id, key_hash, created_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET key_hash = excluded.key_hash, created_at = excluded.created_at`,
    ),
    forgetFeedKey: db.prepare('DELETE FROM calendar_feed'),
  };

  return {
    /** Hides the title's Up Next entry with this key (the one before it comes back); false for an unknown title. */
    dismiss(itemId: number, key: string, at: string): boolean {
      return writeTransaction(db, () => {
        if (!statements.itemExists.get(itemId)) return false;
        statements.dismiss.run(itemId, key, at);
        return true;
      });
    },
    /** The hash of the feed's key and when the key was made; null before the first. */
    feedKey(): { keyHash: string; createdAt: string } | null {
      const row = statements.feedKey.get();
      return row ? { keyHash: row.key_hash, createdAt: row.created_at } : null;
    },
    replaceFeedKey(keyHash: string, at: string): void {
      statements.saveFeedKey.run(keyHash, at);
    },
    /** No key any more: the feed's link stops working until a new one is made. Whether there was one. */
    forgetFeedKey(): boolean {
      return statements.forgetFeedKey.run().changes > 0;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
