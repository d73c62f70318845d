import type { PlayMatcher } from '#domain/rules/media-plays/play-match';

/**
 * A stand-in until the real matcher lands: a movie by the TMDb id its play carries, nothing else (an episode's
 * TMDb id may be its series', so no episode is matched).
 */
export const tmdbIdOnlyMatcher: PlayMatcher = {
  match(play) {
    const tmdbId = Number(play.ids.tmdb);
    const known = play.mediaType === 'movie' && Number.isInteger(tmdbId) && tmdbId > 0;
    return Promise.resolve(known ? { mediaType: 'movie', tmdbId } : null);
  },
};
