export const imageSizes = ['w92', 'w154', 'w185', 'w200', 'w300', 'w342', 'w500', 'w1280'] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Images are served by the app itself (it fetches and keeps them); a missing path gets the stock fallback. */
export function imageUrl(path: string | null | undefined, size: ImageSize = 'w500'): string {
  return path ? `/img/${size}${path}` : `/img/${size}/fallback.svg`;
}
