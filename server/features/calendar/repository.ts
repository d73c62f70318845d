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
    feedKey: db.prepare<[], { feed_key: string }>('SELECT feed_key FROM calendar_feed WHERE id = 1'),
    saveFeedKey: db.prepare<[string, string]>(
      `INSERT INTO calendar_feed (id, feed_key, created_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET feed_key = excluded.feed_key, created_at = excluded.created_at`,
    ),
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
    feedKey: (): string | null => statements.feedKey.get()?.feed_key ?? null,
    /** The feed's key, made with `make` when there is none yet (in one transaction: two first visits agree). */
    feedKeyOrNew(make: () => string, at: string): string {
      return writeTransaction(db, () => {
        const stored = statements.feedKey.get()?.feed_key;
        if (stored !== undefined) return stored;
        const key = make();
        statements.saveFeedKey.run(key, at);
        return key;
      });
    },
    replaceFeedKey(key: string, at: string): void {
      statements.saveFeedKey.run(key, at);
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
