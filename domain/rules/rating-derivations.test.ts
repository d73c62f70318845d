import { describe, expect, it } from 'vitest';
import {
  aggregateFromTotals,
  aggregatePersonalRating,
  cardReaction,
  ratingOrder,
  sourceVerdicts,
  universalScore,
  type ExternalScores,
} from './rating-derivations';

const noScores: ExternalScores = {
  tmdbRating: null,
  imdbRating: null,
  rottenTomatoesRating: null,
  metacriticRating: null,
};

const card = (scores: Partial<ExternalScores>, aggregateRating: 'up' | 'neutral' | 'down' | null = null) => ({
  ...noScores,
  ...scores,
  aggregateRating,
});

describe('aggregate personal rating', () => {
  it('averages the rated viewings: above 0.33 up, below -0.33 down, else neutral', () => {
    expect(aggregatePersonalRating(['up'], null)).toBe('up');
    expect(aggregatePersonalRating(['down'], null)).toBe('down');
    expect(aggregatePersonalRating(['neutral'], 'up')).toBe('neutral');
    expect(aggregatePersonalRating(['up', 'down'], null)).toBe('neutral');
    // 1/3 = 0.333… is above 0.33
    expect(aggregatePersonalRating(['up', 'neutral', 'neutral'], null)).toBe('up');
    expect(aggregatePersonalRating(['down', 'neutral', 'neutral'], null)).toBe('down');
    // 0.25 is not
    expect(aggregatePersonalRating(['up', 'neutral', 'neutral', 'neutral'], null)).toBe('neutral');
    expect(aggregatePersonalRating(['down', 'neutral', 'neutral', 'neutral'], null)).toBe('neutral');
    expect(aggregatePersonalRating(['up', 'up', 'down', 'down'], 'up')).toBe('neutral');
    expect(aggregatePersonalRating(['up', 'up', 'up', 'down'], 'down')).toBe('up');
  });

  it('ignores unrated viewings', () => {
    expect(aggregatePersonalRating([null, 'down', null], 'up')).toBe('down');
  });

  it("falls back to the item's own rating without rated viewings", () => {
    expect(aggregatePersonalRating([], 'up')).toBe('up');
    expect(aggregatePersonalRating([null, null], 'neutral')).toBe('neutral');
    expect(aggregatePersonalRating([], null)).toBeNull();
  });

  it('gives the same answer from pre-summed totals', () => {
    expect(aggregateFromTotals({ sum: 1, rated: 3 }, null)).toBe('up');
    expect(aggregateFromTotals({ sum: -1, rated: 3 }, null)).toBe('down');
    expect(aggregateFromTotals({ sum: 0, rated: 2 }, 'up')).toBe('neutral');
    expect(aggregateFromTotals({ sum: 0, rated: 0 }, 'down')).toBe('down');
  });
});

describe('card reaction (AVG badge)', () => {
  it("is the household's rating when set", () => {
    expect(cardReaction(card({ tmdbRating: 9, imdbRating: 9 }, 'down'))).toBe('down');
    expect(cardReaction(card({}, 'up'))).toBe('up');
  });

  it('uses each source cut-off', () => {
    expect(sourceVerdicts({ ...noScores, tmdbRating: 7 })).toEqual(['up']);
    expect(sourceVerdicts({ ...noScores, tmdbRating: 6.9 })).toEqual(['neutral']);
    expect(sourceVerdicts({ ...noScores, tmdbRating: 4 })).toEqual(['neutral']);
    expect(sourceVerdicts({ ...noScores, tmdbRating: 3.9 })).toEqual(['down']);
    expect(sourceVerdicts({ ...noScores, imdbRating: 7 })).toEqual(['up']);
    expect(sourceVerdicts({ ...noScores, imdbRating: 5 })).toEqual(['neutral']);
    expect(sourceVerdicts({ ...noScores, imdbRating: 4.9 })).toEqual(['down']);
    expect(sourceVerdicts({ ...noScores, rottenTomatoesRating: 70 })).toEqual(['up']);
    expect(sourceVerdicts({ ...noScores, rottenTomatoesRating: 40 })).toEqual(['neutral']);
    expect(sourceVerdicts({ ...noScores, rottenTomatoesRating: 39 })).toEqual(['down']);
    expect(sourceVerdicts({ ...noScores, metacriticRating: 70 })).toEqual(['up']);
    expect(sourceVerdicts({ ...noScores, metacriticRating: 50 })).toEqual(['neutral']);
    expect(sourceVerdicts({ ...noScores, metacriticRating: 49 })).toEqual(['down']);
    expect(sourceVerdicts(noScores)).toEqual([]);
  });

  it('takes the majority of the source verdicts', () => {
    expect(cardReaction(card({ tmdbRating: 8, imdbRating: 7.5, metacriticRating: 45 }))).toBe('up');
    expect(cardReaction(card({ tmdbRating: 3, imdbRating: 4, rottenTomatoesRating: 90 }))).toBe('down');
    expect(cardReaction(card({ tmdbRating: 8 }))).toBe('up');
  });

  it('is neutral on a tie or without data', () => {
    expect(cardReaction(card({ tmdbRating: 8, imdbRating: 3 }))).toBe('neutral');
    expect(
      cardReaction(card({ tmdbRating: 8, imdbRating: 8, rottenTomatoesRating: 10, metacriticRating: 10 })),
    ).toBe('neutral');
    expect(cardReaction(card({}))).toBe('neutral');
  });

  it('skips scores out of range', () => {
    expect(cardReaction(card({ tmdbRating: 80, imdbRating: 2 }))).toBe('down');
  });
});

describe('universal score', () => {
  it('averages tmdb, imdb, metacritic/10 and RT/10', () => {
    expect(
      universalScore({ tmdbRating: 7, imdbRating: 8, metacriticRating: 60, rottenTomatoesRating: 90 }),
    ).toBeCloseTo(7.5);
    expect(universalScore({ ...noScores, metacriticRating: 74 })).toBeCloseTo(7.4);
    expect(universalScore({ ...noScores, tmdbRating: 6, rottenTomatoesRating: 80 })).toBeCloseTo(7);
  });

  it('is null without any score', () => {
    expect(universalScore(noScores)).toBeNull();
  });
});

describe('rating order', () => {
  it('is up 3 > neutral 2 > down 1 > none 0', () => {
    expect(ratingOrder('up')).toBe(3);
    expect(ratingOrder('neutral')).toBe(2);
    expect(ratingOrder('down')).toBe(1);
    expect(ratingOrder(null)).toBe(0);
  });
});
