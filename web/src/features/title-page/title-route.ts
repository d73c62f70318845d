import type { MediaType } from '#domain/schemas/film';

/** The title of a /movie/{type}/{id} address: a media type and a positive whole id; null for anything else. */
export function parseTitleRoute(type: string, id: string): { mediaType: MediaType; tmdbId: number } | null {
  if (type !== 'movie' && type !== 'tv') return null;
  if (!/^\d+$/.test(id)) return null;
  const tmdbId = Number(id);
  return Number.isSafeInteger(tmdbId) && tmdbId > 0 ? { mediaType: type, tmdbId } : null;
}
