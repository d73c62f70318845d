import { describe, expect, it } from 'vitest';
import {
  likedBy,
  personReaction,
  rankRecommendations,
  RECOMMENDATIONS_LIMIT,
  titleKey,
  type CandidateSource,
  type RankingInput,
  type RecommendationCandidate,
} from './recommendations';

const LIKED: CandidateSource[] = [
  { tmdbId: 1, mediaType: 'movie', title: 'Both Liked', likedBy: 'both' },
  { tmdbId: 2, mediaType: 'movie', title: 'One Liked', likedBy: 'person1' },
  { tmdbId: 3, mediaType: 'tv', title: 'Another', likedBy: 'person2' },
];
const BY_BOTH = 'movie:1';
const BY_ONE = 'movie:2';
const BY_TWO = 'tv:3';

function candidate(tmdbId: number, sources: string[], more: Partial<RecommendationCandidate> = {}) {
  return {
    tmdbId,
    mediaType: 'movie' as const,
    title: `Idea ${tmdbId}`,
    year: 2020,
    posterPath: null,
    genres: ['Drama'],
    voteAverage: 7,
    people: [],
    sources,
    ...more,
  };
}

const noAffinities = { genres: [], people: [] };

function rank(candidates: RecommendationCandidate[], more: Partial<RankingInput> = {}) {
  return rankRecommendations({
    candidates,
    liked: new Map(LIKED.map((source) => [titleKey(source.mediaType, source.tmdbId), source])),
    affinities: { person1: noAffinities, person2: noAffinities },
    library: new Set(),
    disliked: new Set(),
    dismissed: new Set(),
    onOurServices: new Set(),
    ...more,
  });
}

const ids = (ideas: { tmdbId: number }[]) => ideas.map((idea) => idea.tmdbId);

describe('who liked a title', () => {
  it('averages each person’s viewings by the spec’s rule, falling back to the title’s own rating', () => {
    expect(personReaction({ sum: 2, rated: 3 }, null)).toBe('up');
    expect(personReaction({ sum: 0, rated: 2 }, 'up')).toBe('neutral');
    expect(personReaction({ sum: 0, rated: 0 }, 'up')).toBe('up');
    expect(personReaction({ sum: 0, rated: 0 }, null)).toBeNull();
  });

  it('is both only when both gave a thumbs up', () => {
    expect(likedBy('up', 'up')).toBe('both');
    expect(likedBy('up', 'down')).toBe('person1');
    expect(likedBy(null, 'up')).toBe('person2');
    expect(likedBy('neutral', 'down')).toBeNull();
  });
});

describe('ideas for the two of us', () => {
  it('ranks an idea from a title both liked above one from a single like, other things equal', () => {
    const ideas = rank([
      candidate(10, [BY_ONE], { voteAverage: 9 }),
      candidate(11, [BY_BOTH], { voteAverage: 5 }),
    ]);
    expect(ids(ideas)).toEqual([11, 10]);
  });

  it('leaves out library titles, titles either of us disliked, titles set aside and titles no longer liked', () => {
    const ideas = rank(
      [
        candidate(10, [BY_BOTH]),
        candidate(11, [BY_BOTH]),
        candidate(12, [BY_BOTH]),
        candidate(13, [BY_ONE]),
        candidate(14, ['movie:99']),
      ],
      {
        library: new Set([titleKey('movie', 10)]),
        disliked: new Set([titleKey('movie', 11)]),
        dismissed: new Set([titleKey('movie', 12)]),
      },
    );
    expect(ids(ideas)).toEqual([13]);
  });

  it('gives an idea’s liked titles as its reasons, both first, and whether it streams on our services', () => {
    const ideas = rank([candidate(10, [BY_TWO, BY_ONE, 'movie:99', BY_BOTH]), candidate(11, [BY_ONE])], {
      onOurServices: new Set([titleKey('movie', 10)]),
    });
    expect(ideas.map((idea) => idea.onOurServices)).toEqual([true, false]);
    expect(ideas[0]?.reasons).toEqual([
      { kind: 'both', tmdbId: 1, title: 'Both Liked' },
      { kind: 'person1', tmdbId: 2, title: 'One Liked' },
      { kind: 'person2', tmdbId: 3, title: 'Another' },
    ]);
  });

  it('orders ideas drawn as strongly by how well they fit both people’s genres and people', () => {
    const affinities = {
      person1: { genres: [{ name: 'Comedy', affinity: 90 }], people: [] },
      person2: { genres: [], people: [{ name: 'Mara Velloso', affinity: 80 }] },
    };
    const ideas = rank(
      [
        candidate(10, [BY_ONE], { genres: ['Drama'], voteAverage: 9 }),
        candidate(11, [BY_ONE], { genres: ['Comedy'] }),
        candidate(12, [BY_ONE], { genres: ['Comedy'], people: ['Mara Velloso'] }),
      ],
      { affinities },
    );
    expect(ids(ideas)).toEqual([12, 11, 10]);
  });

  it('answers at most the limit, the best', () => {
    const many = Array.from({ length: RECOMMENDATIONS_LIMIT + 5 }, (_, index) =>
      candidate(100 + index, [BY_ONE], { voteAverage: index / 10 }),
    );
    const ideas = rank(many);
    expect(ideas).toHaveLength(RECOMMENDATIONS_LIMIT);
    expect(ids(ideas)).toEqual(ids(many).reverse().slice(0, RECOMMENDATIONS_LIMIT));
  });
});
