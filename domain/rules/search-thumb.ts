/** A thumbs reaction: up, neutral or down. */
export type Reaction = 'up' | 'neutral' | 'down';

/** Normalised scores at or above this are thumbs up (spec: 0.67). */
export const THUMB_UP_FROM = 0.67;
/** Normalised scores at or below this are thumbs down (spec: 0.33). */
export const THUMB_DOWN_UPTO = 0.33;
// 6.7 / 10 is 0.6699999999999999 in floating point; a score printed as 6.7 must still count as up.
const EPSILON = 1e-9;

/** Reaction of a score normalised to 0..1 by the spec's 0.67 / 0.33 cut-offs. */
export function reactionOf(score01: number): Reaction {
  if (score01 >= THUMB_UP_FROM - EPSILON) return 'up';
  if (score01 <= THUMB_DOWN_UPTO + EPSILON) return 'down';
  return 'neutral';
}

/** The rating thumb of a search result from its film-database vote (0-10); null when nobody has voted. */
export function searchThumb(voteAverage: number | null, voteCount?: number | null): Reaction | null {
  if (voteAverage === null || voteAverage <= 0 || voteCount === 0) return null;
  return reactionOf(voteAverage / 10);
}
