import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UpNextEntry } from '#domain/schemas/calendar';
import type { LibraryCard } from '#domain/schemas/library';
import { calendarQueries } from '../../lib/api/calendar';

export interface UpNextShown {
  entry: UpNextEntry;
  card: LibraryCard;
}

/**
 * Up Next's entries with their library cards, in Up Next's order; an entry whose title the list does not hold (yet)
 * is left out. The home asks before its first paint, as whether the row shows moves its cards down.
 */
export function useUpNextEntries(cards: readonly LibraryCard[]): UpNextShown[] {
  const upNext = useQuery(calendarQueries.upNext());
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  return useMemo(
    () =>
      (upNext.data?.entries ?? []).flatMap((entry) => {
        const card = byId.get(entry.itemId);
        return card ? [{ entry, card }] : [];
      }),
    [upNext.data, byId],
  );
}
