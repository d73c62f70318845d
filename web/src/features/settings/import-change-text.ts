import type { ItemStatus, SeasonStatus } from '#domain/schemas/library';
import type { ImportMove, ImportTitleChange } from '#domain/schemas/transfer';
import { countOf } from './count-text';

const statusWords: Record<ItemStatus | SeasonStatus, string> = {
  to_watch: 'to watch',
  watching: 'watching',
  watched: 'watched',
  rewatch: 'rewatch',
};

/** A title's or a season's status as a change says it: 'to watch', 'watching', 'watched', 'rewatch'. */
const statusText = (status: string | null): string =>
  status !== null && status in statusWords ? statusWords[status as keyof typeof statusWords] : 'none';

const statusChange = ({ from, to }: ImportMove) => `${statusText(from)} → ${statusText(to)}`;

/** One move in short words: 'watched → to watch', 'season 2: watching → watched', '3 viewings added'. */
export function moveText(move: ImportMove): string {
  switch (move.kind) {
    case 'status':
      return statusChange(move);
    case 'season':
      return `season ${move.seasonNumber ?? '?'}: ${statusChange(move)}`;
    case 'viewings':
      return countOf(move.count ?? 0, 'viewing added', 'viewings added');
    case 'seasonWatches':
      return countOf(move.count ?? 0, 'season watch added', 'season watches added');
    case 'reaction':
      return `reaction: ${move.to ?? 'none'}`;
    case 'details':
      return 'details updated';
  }
}

/** A backward move with its title: 'Inception: watched → to watch', 'Breaking Bad, season 2: watched → watching'. */
export function backwardLine(title: string, move: ImportMove): string {
  return move.kind === 'season'
    ? `${title}, season ${move.seasonNumber ?? '?'}: ${statusChange(move)}`
    : `${title}: ${moveText(move)}`;
}

/** Every backward move of the changes, as lines (the server sends the titles with one first). */
export const backwardLines = (changes: readonly ImportTitleChange[]): string[] =>
  changes.flatMap(({ title, moves }) =>
    moves.filter((move) => move.backward).map((move) => backwardLine(title, move)),
  );

/** The titles added or moved forward, with only their forward moves (the backward ones are listed apart). */
export const forwardChanges = (changes: readonly ImportTitleChange[]): ImportTitleChange[] =>
  changes
    .map((change) => ({ ...change, moves: change.moves.filter((move) => !move.backward) }))
    .filter((change) => change.added || change.moves.length > 0);

/**
 * The titles already in the library that only backward moves change: left out of the preview's 'updated' (asked
 * without replace), they are updated too when the household replaces with the file's state.
 */
export const updatedOnlyByReplacing = (changes: readonly ImportTitleChange[]): number =>
  changes.filter(({ added, moves }) => !added && moves.length > 0 && moves.every((move) => move.backward))
    .length;
