/**
 * A series' runtime is its typical episode: the median of its episodes' runtimes (the mean of the middle two when
 * their number is even), rounded to a whole minute. Unknown runtimes (null, zero, negative) are left out; null
 * when none is known. A finale or a feature-length special does not move it, as it would the mean or "the latest
 * episode".
 */
export function typicalEpisodeMinutes(runtimes: readonly (number | null | undefined)[]): number | null {
  const known = runtimes
    .filter(
      (minutes): minutes is number => typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0,
    )
    .sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const median =
    known.length % 2 === 1 ? (known[middle] ?? 0) : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
  return Math.round(median);
}
