import { describe, expect, it } from 'vitest';
import type { LibraryItem, SeasonRollup } from '../schemas/library';
import { effectiveStatus, groupLibrary, type GroupedLibrary } from './list-grouping';

let nextId = 1;
function item(title: string, extra: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id: nextId++,
    tmdbId: nextId,
    mediaType: 'movie',
    title,
    year: 2020,
    overview: '',
    genres: [],
    director: null,
    creator: null,
    mainStars: [],
    runtime: null,
    imdbId: null,
    imdbRating: null,
    imdbVotes: null,
    tmdbRating: null,
    tmdbVoteCount: null,
    rottenTomatoesRating: null,
    metacriticRating: null,
    posterPath: null,
    backdropPath: null,
    logoPath: null,
    releaseDate: null,
    voteAverage: null,
    ownership: 'together',
    status: 'to_watch',
    userRating: null,
    finishedDate: null,
    notes: null,
    dateAdded: '2026-01-01T00:00:00.000Z',
    dateStarted: null,
    dateFinished: null,
    reactedAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    metadataRefreshedAt: null,
    aggregateRating: null,
    viewingCount: 0,
    seenBy: null,
    seasonRollup: null,
    availability: null,
    ...extra,
  };
}

const rollup = (overallStatus: SeasonRollup['overallStatus']): SeasonRollup => ({
  hasSeasons: true,
  overallStatus,
  totalSeasons: 3,
  watchedSeasons: overallStatus === 'watched' ? 3 : 1,
  rewatchSeasons: 0,
  completionPercentage: overallStatus === 'watched' ? 100 : 33,
  currentSeason:
    overallStatus === 'watched' ? null : { seasonNumber: 2, episodeBookmark: null, episodeCount: null },
});

const titles = (items: readonly LibraryItem[]) => items.map((entry) => entry.title);

describe('effective status', () => {
  it("is a series' season rollup status when it has seasons", () => {
    expect(
      effectiveStatus(item('S', { mediaType: 'tv', status: 'to_watch', seasonRollup: rollup('watched') })),
    ).toBe('watched');
    expect(
      effectiveStatus(item('S', { mediaType: 'tv', status: 'watched', seasonRollup: rollup('watching') })),
    ).toBe('watching');
  });

  it("is the item's own status otherwise", () => {
    expect(effectiveStatus(item('S', { mediaType: 'tv', status: 'watching' }))).toBe('watching');
    expect(
      effectiveStatus(
        item('S', {
          mediaType: 'tv',
          status: 'watching',
          seasonRollup: { ...rollup('watched'), hasSeasons: false },
        }),
      ),
    ).toBe('watching');
    expect(effectiveStatus(item('M', { status: 'watched' }))).toBe('watched');
  });
});

describe('group library', () => {
  const library = [
    item('Zed', { ownership: 'person1', status: 'watched' }),
    item('The Alpha', { ownership: 'person2' }),
    item('Beta Show', {
      mediaType: 'tv',
      ownership: 'together',
      status: 'to_watch',
      seasonRollup: rollup('watching'),
    }),
    item('Gamma', { ownership: 'together', status: 'watching' }),
    item('Delta Show', { mediaType: 'tv', ownership: 'person1', status: 'watched' }),
    item('Epsilon', { ownership: 'person1' }),
  ];

  it('splits everything by effective status, each section sorted', () => {
    expect(groupLibrary(library, { ownership: 'all', type: 'all', sort: 'alphabetical' })).toEqual({
      to_watch: [library[1], library[5]],
      watching: [library[2], library[3]],
      watched: [library[4], library[0]],
    });
  });

  it('filters by ownership', () => {
    const groups = groupLibrary(library, { ownership: 'person1', type: 'all', sort: 'alphabetical' });
    expect(titles(groups.to_watch)).toEqual(['Epsilon']);
    expect(titles(groups.watching)).toEqual([]);
    expect(titles(groups.watched)).toEqual(['Delta Show', 'Zed']);
  });

  it('filters by type', () => {
    const series = groupLibrary(library, { ownership: 'all', type: 'tv', sort: 'alphabetical' });
    expect(titles([...series.to_watch, ...series.watching, ...series.watched])).toEqual([
      'Beta Show',
      'Delta Show',
    ]);
    const movies = groupLibrary(library, { ownership: 'together', type: 'movie', sort: 'alphabetical' });
    expect(movies).toEqual({ to_watch: [], watching: [library[3]], watched: [] });
  });

  it("narrows to the titles on our services, with the other filters, when 'On our services' is on", () => {
    const on = (streams: number[]) => ({ availability: { streams, now: [], left: [] } });
    const streamed = [
      item('On one', { ...on([8, 337]), ownership: 'person1' }),
      item('On none of ours', on([15])),
      item('Not checked yet'),
      item('On the other', { ...on([337]), status: 'watched' }),
      item('Streams nowhere', on([])),
    ];
    const all = (groups: GroupedLibrary<LibraryItem>) => [
      ...groups.to_watch,
      ...groups.watching,
      ...groups.watched,
    ];
    const ours = groupLibrary(streamed, {
      ownership: 'all',
      type: 'all',
      sort: 'alphabetical',
      onServices: [8, 337],
    });
    expect(titles(all(ours))).toEqual(['On one', 'On the other']);
    expect(ours.watched).toEqual([streamed[3]]);
    const mine = groupLibrary(streamed, {
      ownership: 'person1',
      type: 'all',
      sort: 'alphabetical',
      onServices: [337],
    });
    expect(titles(all(mine))).toEqual(['On one']);
    const off = groupLibrary(streamed, {
      ownership: 'all',
      type: 'all',
      sort: 'alphabetical',
      onServices: null,
    });
    expect(all(off)).toHaveLength(5);
  });

  it('sorts with the chosen order', () => {
    const rated = [
      item('A', { aggregateRating: 'down' }),
      item('B', { aggregateRating: 'up' }),
      item('C', { dateAdded: '2026-05-01T00:00:00.000Z' }),
    ];
    expect(
      titles(groupLibrary(rated, { ownership: 'all', type: 'all', sort: 'my-rating' }).to_watch),
    ).toEqual(['B', 'A', 'C']);
    expect(
      titles(groupLibrary(rated, { ownership: 'all', type: 'all', sort: 'recently-added' }).to_watch)[0],
    ).toBe('C');
    expect(
      titles(
        groupLibrary(rated, { ownership: 'all', type: 'all', sort: 'random', random: () => 0 }).to_watch,
      ),
    ).toEqual(['B', 'C', 'A']);
  });

  it('answers three empty sections for an empty library', () => {
    expect(groupLibrary([], { ownership: 'all', type: 'all', sort: 'alphabetical' })).toEqual({
      to_watch: [],
      watching: [],
      watched: [],
    });
  });
});
