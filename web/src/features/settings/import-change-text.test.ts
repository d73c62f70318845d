import { describe, expect, it } from 'vitest';
import type { ImportMove, ImportTitleChange } from '#domain/schemas/transfer';
import { backwardLines, forwardChanges, moveText, updatedOnlyByReplacing } from './import-change-text';

const move = (fields: Partial<ImportMove> & Pick<ImportMove, 'kind'>): ImportMove => ({
  seasonNumber: null,
  from: null,
  to: null,
  count: null,
  backward: false,
  ...fields,
});
const title = (name: string, moves: ImportMove[], added = false): ImportTitleChange => ({
  mediaType: 'movie',
  tmdbId: name.length,
  title: name,
  added,
  moves,
});

describe('moveText', () => {
  it('says each kind of move in short words, statuses with an arrow', () => {
    expect(moveText(move({ kind: 'status', from: 'to_watch', to: 'watched' }))).toBe('to watch → watched');
    expect(moveText(move({ kind: 'season', seasonNumber: 3, from: 'watched', to: 'rewatch' }))).toBe(
      'season 3: watched → rewatch',
    );
    expect(moveText(move({ kind: 'viewings', count: 1 }))).toBe('1 viewing added');
    expect(moveText(move({ kind: 'viewings', count: 4 }))).toBe('4 viewings added');
    expect(moveText(move({ kind: 'seasonWatches', count: 2 }))).toBe('2 season watches added');
    expect(moveText(move({ kind: 'reaction', to: 'up' }))).toBe('reaction: up');
    expect(moveText(move({ kind: 'details' }))).toBe('details updated');
  });
});

describe('backwardLines', () => {
  it("names each backward move with its title, a season's with its number", () => {
    const changes = [
      title('Inception', [
        move({ kind: 'status', from: 'watched', to: 'to_watch', backward: true }),
        move({ kind: 'viewings', count: 1 }),
      ]),
      title('Breaking Bad', [
        move({ kind: 'season', seasonNumber: 2, from: 'watched', to: 'watching', backward: true }),
        move({ kind: 'season', seasonNumber: 3, from: 'rewatch', to: 'watched', backward: true }),
      ]),
      title('Heat', [move({ kind: 'details' })]),
    ];
    expect(backwardLines(changes)).toEqual([
      'Inception: watched → to watch',
      'Breaking Bad, season 2: watched → watching',
      'Breaking Bad, season 3: rewatch → watched',
    ]);
  });
});

describe('forwardChanges and updatedOnlyByReplacing', () => {
  const changes = [
    title('Only back', [move({ kind: 'status', from: 'watched', to: 'watching', backward: true })]),
    title('Both', [
      move({ kind: 'status', from: 'watched', to: 'to_watch', backward: true }),
      move({ kind: 'viewings', count: 2 }),
    ]),
    title('New', [move({ kind: 'viewings', count: 1 })], true),
  ];

  it('keeps the titles added or moved forward, with their forward moves only', () => {
    expect(forwardChanges(changes)).toEqual([
      title('Both', [move({ kind: 'viewings', count: 2 })]),
      title('New', [move({ kind: 'viewings', count: 1 })], true),
    ]);
  });

  it('counts the titles that only a backward move changes', () => {
    expect(updatedOnlyByReplacing(changes)).toBe(1);
  });
});
