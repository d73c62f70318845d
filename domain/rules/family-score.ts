import { reactionOf, type Reaction } from './search-thumb';

/** The external ratings of a title, each on its own scale; null when the source has none. */
export interface RatingSources {
  /** TMDb vote average, 0-10. */
  tmdbRating: number | null;
  tmdbVoteCount: number | null;
  /** IMDb rating, 0-10. */
  imdbRating: number | null;
  imdbVotes: number | null;
  /** Metacritic Metascore, 0-100. */
  metascore: number | null;
  /** Rotten Tomatoes Tomatometer, percent. */
  rtTomatometer: number | null;
}

export interface FamilyScore {
  /** 0..1, or null when no source has a rating. */
  globalScore01: number | null;
  globalReaction: Reaction | null;
  /** 0..1: how far to trust the score. */
  globalConfidence: number;
}

/**
 * Weights of the Family Score.
 *
 * Audience sources (TMDb, IMDb) weigh log10(1 + votes): 100 votes weigh 2, 10,000 weigh 4, a million weigh 6,
 * so a big audience counts more without drowning every other source. A source whose vote count is unknown
 * weighs 1; one with zero votes is unrated and left out.
 * Critics sources (Metacritic, Rotten Tomatoes) are each a consensus of many professional reviews and weigh a fixed
 * 3, as much as about a thousand audience votes.
 */
export const CRITICS_WEIGHT = 3;
export const UNKNOWN_VOTES_WEIGHT = 1;

/**
 * Confidence is half coverage (how many of the four sources have a rating) and half audience volume
 * (log10(1 + TMDb and IMDb votes together) / 5, full at 100,000 votes).
 */
const FULL_CONFIDENCE_LOG_VOTES = 5;
const SOURCE_COUNT = 4;

interface WeightedScore {
  score01: number;
  weight: number;
}

const inRange = (value: number | null, max: number): value is number =>
  value !== null && Number.isFinite(value) && value >= 0 && value <= max;

function audienceSource(rating: number | null, votes: number | null): WeightedScore | null {
  if (!inRange(rating, 10) || votes === 0) return null;
  const weight = votes === null ? UNKNOWN_VOTES_WEIGHT : Math.log10(1 + Math.max(0, votes));
  return { score01: rating / 10, weight };
}

function criticsSource(percent: number | null): WeightedScore | null {
  return inRange(percent, 100) ? { score01: percent / 100, weight: CRITICS_WEIGHT } : null;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The Family Score: a vote-count-weighted mean of the normalised sources, its reaction and its confidence. */
export function familyScore(sources: RatingSources): FamilyScore {
  const tmdb = audienceSource(sources.tmdbRating, sources.tmdbVoteCount);
  const imdb = audienceSource(sources.imdbRating, sources.imdbVotes);
  const scores = [tmdb, imdb, criticsSource(sources.metascore), criticsSource(sources.rtTomatometer)].filter(
    (score): score is WeightedScore => score !== null,
  );
  const totalWeight = scores.reduce((sum, { weight }) => sum + weight, 0);
  if (totalWeight <= 0) return { globalScore01: null, globalReaction: null, globalConfidence: 0 };

  const score01 = scores.reduce((sum, { score01: score, weight }) => sum + score * weight, 0) / totalWeight;
  const audienceVotes = (tmdb ? (sources.tmdbVoteCount ?? 0) : 0) + (imdb ? (sources.imdbVotes ?? 0) : 0);
  const coverage = scores.length / SOURCE_COUNT;
  const volume = Math.min(1, Math.log10(1 + audienceVotes) / FULL_CONFIDENCE_LOG_VOTES);
  const globalScore01 = round(score01, 3);
  return {
    globalScore01,
    globalReaction: reactionOf(globalScore01),
    globalConfidence: round(Math.min(1, 0.5 * coverage + 0.5 * volume), 2),
  };
}
