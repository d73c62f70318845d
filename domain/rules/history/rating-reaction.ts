import type { Reaction } from '../../schemas/library';

/**
 * A rating on a 10-point scale as a reaction: 7–10 thumbs up, 5–6 neutral, 1–4 thumbs down; 0, blank or anything
 * out of range is no reaction. (Letterboxd's half stars are doubled before: 3.5 stars is 7.)
 */
export function reactionOfRating(rating: number | null): Reaction | null {
  if (rating === null || !Number.isFinite(rating) || rating <= 0 || rating > 10) return null;
  if (rating >= 7) return 'up';
  if (rating >= 5) return 'neutral';
  return 'down';
}

/** A rating cell ('8', '3.5', '', 'N/A') as a number; null when there is none. */
export function ratingOf(cell: string | undefined, scale = 1): number | null {
  const text = cell?.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value * scale : null;
}
