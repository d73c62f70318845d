import { describe, expect, it } from 'vitest';
import type { Ownership, Viewer } from '../schemas/people';
import { ownersHaveWatched, seenByOthers, viewerCounts } from './owner-rule';

const ownerships: Ownership[] = ['person1', 'person2', 'together'];
const viewerSets: Viewer[][] = [
  [],
  ['person1'],
  ['person2'],
  ['both'],
  ['person1', 'person2'],
  ['person1', 'person1'],
  ['person2', 'both'],
];

describe('the owner rule', () => {
  // Every ownership against every set of viewers: [ownership, viewers, watched by the owners, seen by].
  const table: [Ownership, Viewer[], boolean, string | null][] = [
    ['person1', [], false, null],
    ['person1', ['person1'], true, null],
    ['person1', ['person2'], false, 'person2'],
    ['person1', ['both'], true, null],
    ['person1', ['person1', 'person2'], true, null],
    ['person1', ['person1', 'person1'], true, null],
    ['person1', ['person2', 'both'], true, null],
    ['person2', [], false, null],
    ['person2', ['person1'], false, 'person1'],
    ['person2', ['person2'], true, null],
    ['person2', ['both'], true, null],
    ['person2', ['person1', 'person2'], true, null],
    ['person2', ['person1', 'person1'], false, 'person1'],
    ['person2', ['person2', 'both'], true, null],
    ['together', [], false, null],
    ['together', ['person1'], false, 'person1'],
    ['together', ['person2'], false, 'person2'],
    ['together', ['both'], true, null],
    ['together', ['person1', 'person2'], true, null],
    ['together', ['person1', 'person1'], false, 'person1'],
    ['together', ['person2', 'both'], true, null],
  ];

  it('covers every ownership and set of viewers', () => {
    expect(table).toHaveLength(ownerships.length * viewerSets.length);
  });

  it.each(table)(
    '%s title, viewings by %j: watched %s, seen by %s',
    (ownership, viewers, watched, seenBy) => {
      const counts = viewerCounts(viewers);
      expect(ownersHaveWatched(ownership, counts)).toBe(watched);
      expect(seenByOthers(ownership, counts)).toBe(seenBy);
    },
  );
});
