import type { MediaType } from '#domain/schemas/film';
import type { ImportMove, ImportTitleChange } from '#domain/schemas/transfer';

/** At most this many titles' changes are sent back (results count them all). */
export const CHANGES_SENT = 1000;

/** What a move says when it is not a status: no from or to, no count, forward. */
const blankMove = { seasonNumber: null, from: null, to: null, count: null, backward: false };

export const statusMove = (
  kind: 'status' | 'season',
  move: { from: string; to: string; backward: boolean },
  seasonNumber: number | null = null,
): ImportMove => ({ ...blankMove, kind, seasonNumber, ...move });

export const viewingsMove = (count: number): ImportMove => ({ ...blankMove, kind: 'viewings', count });

export const seasonWatchesMove = (count: number): ImportMove => ({
  ...blankMove,
  kind: 'seasonWatches',
  count,
});

export const reactionMove = (from: string | null, to: string | null): ImportMove => ({
  ...blankMove,
  kind: 'reaction',
  from,
  to,
});

export const detailsMove = (): ImportMove => ({ ...blankMove, kind: 'details' });

/**
 * The titles an import adds or changes, and how: the preview's list and the results' title counts. A backward move
 * is applied only when the household replaces with the file's state; until then it changes nothing.
 */
export function importChanges(replace: boolean) {
  const titles = new Map<string, ImportTitleChange>();
  const applied = (move: ImportMove) => !move.backward || replace;

  return {
    /** The title's entry, made on first use. */
    title(mediaType: MediaType, tmdbId: number, title: string, added = false): ImportTitleChange {
      const key = `${mediaType}:${tmdbId}`;
      let entry = titles.get(key);
      if (!entry) {
        entry = { mediaType, tmdbId, title, added, moves: [] };
        titles.set(key, entry);
      }
      return entry;
    },

    move(entry: ImportTitleChange, move: ImportMove): void {
      const same = entry.moves.find(
        (known) => known.kind === move.kind && known.seasonNumber === move.seasonNumber,
      );
      if (same && move.count !== null) same.count = (same.count ?? 0) + move.count;
      else if (!same) entry.moves.push(move);
    },

    /** Titles added. */
    added: (): number => [...titles.values()].filter((entry) => entry.added).length,
    /** Titles already there that a move changed. */
    updated: (): number =>
      [...titles.values()].filter((entry) => !entry.added && entry.moves.some(applied)).length,
    backwardMoves: (): number =>
      [...titles.values()].reduce(
        (sum, entry) => sum + entry.moves.filter((move) => move.backward).length,
        0,
      ),

    /** The changes to send: titles with a backward move first, then in the order met; empty entries left out. */
    list(): ImportTitleChange[] {
      const all = [...titles.values()].filter((entry) => entry.added || entry.moves.length > 0);
      const backward = all.filter((entry) => entry.moves.some((move) => move.backward));
      const rest = all.filter((entry) => !entry.moves.some((move) => move.backward));
      return [...backward, ...rest].slice(0, CHANGES_SENT);
    },
  };
}

export type ImportChanges = ReturnType<typeof importChanges>;
