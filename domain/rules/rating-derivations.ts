import type { LibraryItem, Reaction } from '../schemas/library';

/** A reaction's value in the personal average: up 1, neutral 0, down -1. */
const REACTION_SCORE: Record<Reaction, number> = { up: 1, neutral: 0, down: -1 };

/** Averages above this are thumbs up, below its negative thumbs down (spec: 0.33). */
export const AGGREGATE_CUT = 0.33;

/** Totals of the rated viewings of one item: the sum of their scores and how many there are. */
export interface RatedViewingTotals {
  sum: number;
  rated: number;
}

/** The aggregate from totals already summed (e.g. by one grouped SQL query); same rule as below. */
export function aggregateFromTotals(
  totals: RatedViewingTotals,
  itemRating: Reaction | null,
): Reaction | null {
  if (totals.rated <= 0) return itemRating;
  const average = totals.sum / totals.rated;
  if (average > AGGREGATE_CUT) return 'up';
  if (average < -AGGREGATE_CUT) return 'down';
  return 'neutral';
}

/** The household's rating of a title: its viewings' reactions averaged; without rated viewings, its own rating. */
export function aggregatePersonalRating(
  viewingRatings: readonly (Reaction | null)[],
  itemRating: Reaction | null,
): Reaction | null {
  let sum = 0;
  let rated = 0;
  for (const rating of viewingRatings) {
    if (rating === null) continue;
    sum += REACTION_SCORE[rating];
    rated += 1;
  }
  return aggregateFromTotals({ sum, rated }, itemRating);
}

export type ExternalScores = Pick<
  LibraryItem,
  'tmdbRating' | 'imdbRating' | 'rottenTomatoesRating' | 'metacriticRating'
>;

const isScore = (value: number | null, max: number): value is number =>
  value !== null && Number.isFinite(value) && value >= 0 && value <= max;

function verdict(value: number | null, max: number, upFrom: number, neutralFrom: number): Reaction | null {
  if (!isScore(value, max)) return null;
  if (value >= upFrom) return 'up';
  if (value >= neutralFrom) return 'neutral';
  return 'down';
}

/** Each external source's own verdict by the spec's per-source cut-offs (null when the source has no score). */
export function sourceVerdicts(item: ExternalScores): Reaction[] {
  return [
    verdict(item.tmdbRating, 10, 7, 4),
    verdict(item.imdbRating, 10, 7, 5),
    verdict(item.rottenTomatoesRating, 100, 70, 40),
    verdict(item.metacriticRating, 100, 70, 50),
  ].filter((reaction): reaction is Reaction => reaction !== null);
}

/** The card's AVG badge: the household's rating when there is one, else the sources' majority (tie or none: neutral). */
export function cardReaction(item: ExternalScores & Pick<LibraryItem, 'aggregateRating'>): Reaction {
  if (item.aggregateRating !== null) return item.aggregateRating;
  const counts: Record<Reaction, number> = { up: 0, neutral: 0, down: 0 };
  for (const reaction of sourceVerdicts(item)) counts[reaction] += 1;
  const most = Math.max(counts.up, counts.neutral, counts.down);
  const leaders = (Object.keys(counts) as Reaction[]).filter((reaction) => counts[reaction] === most);
  return most > 0 && leaders.length === 1 && leaders[0] !== undefined ? leaders[0] : 'neutral';
}

/** The Universal score of the desktop modal: the mean of the available sources on a 0-10 scale; null when none. */
export function universalScore(item: ExternalScores): number | null {
  const scores = [
    isScore(item.tmdbRating, 10) ? item.tmdbRating : null,
    isScore(item.imdbRating, 10) ? item.imdbRating : null,
    isScore(item.metacriticRating, 100) ? item.metacriticRating / 10 : null,
    isScore(item.rottenTomatoesRating, 100) ? item.rottenTomatoesRating / 10 : null,
  ].filter((score): score is number => score !== null);
  if (scores.length === 0) return null;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** Sort weight of a reaction: up 3 > neutral 2 > down 1 > none 0. */
export function ratingOrder(reaction: Reaction | null): number {
  if (reaction === 'up') return 3;
  if (reaction === 'neutral') return 2;
  if (reaction === 'down') return 1;
  return 0;
}
