import type { ImageSize } from '#domain/schemas/film';

/** Images are served by the app itself (it fetches and keeps them); a missing path gets the stock fallback. */
export function imageUrl(path: string | null | undefined, size: ImageSize = 'w500'): string {
  return path ? `/img/${size}${path}` : `/img/${size}/fallback.svg`;
}
