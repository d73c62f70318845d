import type { Ownership, Viewer } from '../schemas/people';

/** One of the two people (a viewing by both is 'both'; a title owned by both is 'together'). */
export type Person = 'person1' | 'person2';

/** How many viewings of a title each viewer has. */
export interface ViewerCounts {
  person1: number;
  person2: number;
  both: number;
}

export const noViewers = (): ViewerCounts => ({ person1: 0, person2: 0, both: 0 });

/** The counts of a list of viewers. */
export function viewerCounts(viewers: Iterable<Viewer>): ViewerCounts {
  const counts = noViewers();
  for (const viewer of viewers) counts[viewer] += 1;
  return counts;
}

/** Whether this person has seen the title: alone, or together. */
const hasSeen = (counts: ViewerCounts, person: Person) => counts[person] > 0 || counts.both > 0;

/**
 * The owner rule: a title's status belongs to its owner(s). A title owned by one person is watched once that person
 * has watched it (alone or together); a Together title once both have (together, or each alone). A viewing by
 * anyone else is history only: it never moves the owner's status.
 */
export function ownersHaveWatched(ownership: Ownership, counts: ViewerCounts): boolean {
  if (ownership === 'together') return hasSeen(counts, 'person1') && hasSeen(counts, 'person2');
  return hasSeen(counts, ownership);
}

/**
 * 'Seen by {name}': the one person who has seen a title its owners have not (a Together title seen by one of
 * them alone, or one person's title seen by the other); null when the owners have seen it or nobody has.
 */
export function seenByOthers(ownership: Ownership, counts: ViewerCounts): Person | null {
  if (ownersHaveWatched(ownership, counts)) return null;
  const seen = (['person1', 'person2'] as const).filter((person) => hasSeen(counts, person));
  return seen.length === 1 ? (seen[0] ?? null) : null;
}

/**
 * Whether a viewer's plays may move a title's progress (its status, its seasons' statuses and bookmarks, its own
 * reaction): its owner's own, or both people's. Anyone else's are recorded as viewings only.
 */
export const movesProgress = (ownership: Ownership, viewer: Viewer): boolean =>
  viewer === 'both' || ownership === viewer;
