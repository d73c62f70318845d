export const GENRE_LINE_LIMIT = 32;

/** Genres joined with commas, cut to GENRE_LINE_LIMIT characters in total (an ellipsis included). */
export function genreLine(genres: readonly string[], limit = GENRE_LINE_LIMIT): string {
  const line = genres.join(', ');
  if (line.length <= limit) return line;
  return `${line.slice(0, limit - 1).trimEnd()}…`;
}
