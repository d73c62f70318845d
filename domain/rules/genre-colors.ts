/** Colour of each film genre (chips, artwork grounds, the fallback tint of a details backdrop). */
export const GENRE_COLORS = {
  Action: '#dc2626',
  Adventure: '#dc2626',
  Animation: '#0ea5e9',
  Comedy: '#f97316',
  Crime: '#475569',
  Drama: '#7c3aed',
  Fantasy: '#c026d3',
  Horror: '#3f3f46',
  Mystery: '#4338ca',
  Romance: '#db2777',
  'Science Fiction': '#0891b2',
  Thriller: '#0f766e',
  War: '#4d7c0f',
  Western: '#b45309',
} as const;

export type ColoredGenre = keyof typeof GENRE_COLORS;

/** The sepia of old film stock: every genre without a colour of its own. */
export const CLASSICS_COLOR = '#8b7355';

/** TMDb's TV genres that stand for one of the movie genres above. */
const TV_GENRE_ALIASES: ReadonlyMap<string, ColoredGenre> = new Map([
  ['Action & Adventure', 'Action'],
  ['Sci-Fi & Fantasy', 'Science Fiction'],
  ['War & Politics', 'War'],
]);

const isColoredGenre = (name: string): name is ColoredGenre => Object.hasOwn(GENRE_COLORS, name);

/** The colour-table genre a genre name stands for, or null when it has none. */
export function coloredGenre(name: string): ColoredGenre | null {
  const trimmed = name.trim();
  if (isColoredGenre(trimmed)) return trimmed;
  return TV_GENRE_ALIASES.get(trimmed) ?? null;
}

/** Hex colour of a genre name (movie or TV); the classics colour when it has none. */
export function genreColor(name: string): string {
  const genre = coloredGenre(name);
  return genre === null ? CLASSICS_COLOR : GENRE_COLORS[genre];
}

/** Colour of a title: that of its first genre, or the classics colour. */
export function titleColor(genres: readonly string[]): string {
  const first = genres[0];
  return first === undefined ? CLASSICS_COLOR : genreColor(first);
}
