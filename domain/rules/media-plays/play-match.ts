import type { Play } from './play';

/** The film-database title (and, for an episode, which one) a media server's play was of. */
export type PlayMatch =
  | { mediaType: 'movie'; tmdbId: number }
  | { mediaType: 'tv'; tmdbId: number; seasonNumber: number; episodeNumber: number };

/**
 * Finds what a play was of. Resolves null when nothing matches ('Not matched'); rejects when the film database
 * cannot be asked now (an UpstreamError), so the play is tried again later rather than given up.
 */
export interface PlayMatcher {
  match(play: Play): Promise<PlayMatch | null>;
}
