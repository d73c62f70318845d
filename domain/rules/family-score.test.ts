import { describe, expect, it } from 'vitest';
import { CRITICS_WEIGHT, familyScore, type RatingSources } from './family-score';

const none: RatingSources = {
  tmdbRating: null,
  tmdbVoteCount: null,
  imdbRating: null,
  imdbVotes: null,
  metascore: null,
  rtTomatometer: null,
};

describe('Family Score', () => {
  it('is empty without any rating', () => {
    expect(familyScore(none)).toEqual({ globalScore01: null, globalReaction: null, globalConfidence: 0 });
    // A TMDb average with zero votes is "unrated", not a score of 0.
    expect(familyScore({ ...none, tmdbRating: 0, tmdbVoteCount: 0 }).globalScore01).toBeNull();
  });

  it('normalises each source to 0..1', () => {
    expect(familyScore({ ...none, tmdbRating: 8, tmdbVoteCount: 100 }).globalScore01).toBe(0.8);
    expect(familyScore({ ...none, imdbRating: 7.5, imdbVotes: 10 }).globalScore01).toBe(0.75);
    expect(familyScore({ ...none, metascore: 64 }).globalScore01).toBe(0.64);
    expect(familyScore({ ...none, rtTomatometer: 91 }).globalScore01).toBe(0.91);
  });

  it('weighs audience sources by log-scaled vote counts and critics by a fixed weight', () => {
    // TMDb 6/10 with 99 votes weighs log10(100) = 2; IMDb 9/10 with 9,999 votes weighs 4.
    const audience = familyScore({
      ...none,
      tmdbRating: 6,
      tmdbVoteCount: 99,
      imdbRating: 9,
      imdbVotes: 9999,
    });
    expect(audience.globalScore01).toBe(0.8);
    // Metacritic 40 weighs 3, like about 1,000 votes: (0.9 * 3 + 0.4 * 3) / 6.
    const critics = familyScore({ ...none, imdbRating: 9, imdbVotes: 999, metascore: 40 });
    expect(CRITICS_WEIGHT).toBe(3);
    expect(critics.globalScore01).toBe(0.65);
  });

  it('gives an IMDb rating of unknown vote count a small weight', () => {
    const score = familyScore({ ...none, imdbRating: 2, imdbVotes: null, tmdbRating: 8, tmdbVoteCount: 999 });
    // (0.2 * 1 + 0.8 * 3) / 4
    expect(score.globalScore01).toBe(0.65);
  });

  it('reacts up at 0.67 or more, down at 0.33 or less, neutral between', () => {
    expect(familyScore({ ...none, metascore: 67 }).globalReaction).toBe('up');
    expect(familyScore({ ...none, metascore: 66 }).globalReaction).toBe('neutral');
    expect(familyScore({ ...none, metascore: 34 }).globalReaction).toBe('neutral');
    expect(familyScore({ ...none, metascore: 33 }).globalReaction).toBe('down');
    expect(familyScore({ ...none, tmdbRating: 6.7, tmdbVoteCount: 5 }).globalReaction).toBe('up');
  });

  it('grows in confidence with more sources and more votes', () => {
    const one = familyScore({ ...none, tmdbRating: 7, tmdbVoteCount: 50 }).globalConfidence;
    const two = familyScore({ ...none, tmdbRating: 7, tmdbVoteCount: 50, metascore: 70 }).globalConfidence;
    const popular = familyScore({
      ...none,
      tmdbRating: 7,
      tmdbVoteCount: 50_000,
      metascore: 70,
    }).globalConfidence;
    const all = familyScore({
      tmdbRating: 7,
      tmdbVoteCount: 50_000,
      imdbRating: 7.2,
      imdbVotes: 900_000,
      metascore: 70,
      rtTomatometer: 80,
    }).globalConfidence;
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(one);
    expect(popular).toBeGreaterThan(two);
    expect(all).toBeGreaterThan(popular);
    expect(all).toBe(1);
    expect(familyScore({ ...none, metascore: 70 }).globalConfidence).toBe(0.13);
  });

  it('ignores values out of their scale', () => {
    expect(
      familyScore({ ...none, metascore: 140, rtTomatometer: -5, imdbRating: Number.NaN }).globalScore01,
    ).toBeNull();
  });
});
