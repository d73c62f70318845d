import { normalisedTitle } from './history';

/** At least this alike (0 to 1) for a differently spelled title to be worth offering. */
export const SIMILAR_TITLE = 0.7;

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.split(' ')) {
    const padded = ` ${word} `;
    for (let at = 0; at < padded.length - 1; at += 1) {
      const pair = padded.slice(at, at + 2);
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * How alike two titles are, from 0 to 1, compared without case, accents or punctuation (normalisedTitle):
 * 1 when they are the same; otherwise the Dice coefficient of their words' letter pairs, so that a spelling
 * variant ('Colour' and 'Color', 'Amelie' and 'Amélie') scores high and 'Rush' against 'Finding Nemo' scores 0.
 * A title whose every word is in the other ('Rush' in 'Rush Hour', 'Leon' in 'Leon: The Professional') counts as
 * similar whatever the score.
 */
export function titleSimilarity(a: string, b: string): number {
  const left = normalisedTitle(a);
  const right = normalisedTitle(b);
  if (left === '' || right === '') return 0;
  if (left === right) return 1;
  const leftWords = new Set(left.split(' '));
  const rightWords = new Set(right.split(' '));
  const contained = (inner: Set<string>, outer: Set<string>) => [...inner].every((word) => outer.has(word));
  const leftPairs = bigrams(left);
  const rightPairs = bigrams(right);
  let shared = 0;
  for (const [pair, count] of leftPairs) shared += Math.min(count, rightPairs.get(pair) ?? 0);
  const total = [...leftPairs.values(), ...rightPairs.values()].reduce((sum, count) => sum + count, 0);
  const dice = (2 * shared) / total;
  if (contained(leftWords, rightWords) || contained(rightWords, leftWords))
    return Math.max(dice, SIMILAR_TITLE);
  return dice;
}

/** Whether a result's title is the same as the file's, or close enough to offer. */
export const isSimilarTitle = (a: string, b: string) => titleSimilarity(a, b) >= SIMILAR_TITLE;
