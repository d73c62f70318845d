import type { PlayMatch, PlayMatcher } from '#domain/rules/media-plays/play-match';
import type { Play } from '#domain/rules/media-plays/play';
import { movieByName, seriesByName, type NamedTitle } from '#domain/rules/media-plays/title-by-name';
import { normalisedTitle } from '#domain/rules/history/history';
import type { FilmSummary } from '#domain/schemas/film';
import type { FilmData } from '../../film-data/film-data';

/** The household's library, read only: which of its series has a name. */
export interface LibrarySeriesLookup {
  /** The TMDb id of the library's series of that name (any case, accents or not) and year; null when none. */
  seriesTmdbId: (name: string, year: number | null) => number | null;
}

export interface PlayMatcherDeps {
  filmData: FilmData;
  library: LibrarySeriesLookup;
}

const numericId = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;

/** An IMDb id as TMDb and the catalog store it (`tt` and digits, lower case); null when it is not one. */
const imdbId = (text: string | undefined) =>
  text !== undefined && /^tt\d+$/i.test(text) ? text.toLowerCase() : null;

const yearOf = (summary: FilmSummary) =>
  summary.releaseDate ? Number(summary.releaseDate.slice(0, 4)) : null;
const named = (summaries: readonly FilmSummary[]): NamedTitle[] =>
  summaries.map((summary) => ({ tmdbId: summary.tmdbId, name: summary.title, year: yearOf(summary) }));

type EpisodeNumbers = { seasonNumber: number; episodeNumber: number };

const episodeOf = (tmdbId: number, numbers: EpisodeNumbers): PlayMatch => ({
  mediaType: 'tv',
  tmdbId,
  ...numbers,
});

/**
 * Finds the title a media server's play was of (issue 31, "Which title"). A movie by its TMDb id, else its IMDb id.
 * An episode's ids are the episode's own: its TVDB id, else its IMDb id, names the series and the episode; else the
 * series id of Plex's legacy agent with the play's numbers; else the series' name against the library. With the
 * offline catalog (whose ids are not TMDb's), by IMDb id and by name and year.
 */
export function createPlayMatcher({ filmData, library }: PlayMatcherDeps): PlayMatcher {
  const offline = filmData.source === 'offline';

  async function movieByImdbId(play: Play): Promise<PlayMatch | null> {
    const id = imdbId(play.ids.imdb);
    if (id === null) return null;
    const movie = (await filmData.findByImdbId(id)).find((found) => found.mediaType === 'movie');
    return movie ? { mediaType: 'movie', tmdbId: movie.tmdbId } : null;
  }

  async function movie(play: Play): Promise<PlayMatch | null> {
    const tmdbId = offline ? null : numericId(play.ids.tmdb);
    if (tmdbId !== null) return { mediaType: 'movie', tmdbId };
    const byImdb = await movieByImdbId(play);
    if (byImdb !== null || !offline || play.title === null) return byImdb;
    const found = movieByName(named(await filmData.search(play.title, 'movie')), play.title, play.year);
    return found === null ? null : { mediaType: 'movie', tmdbId: found };
  }

  async function episodeByOwnIds(play: Play): Promise<PlayMatch | null> {
    if (!filmData.findEpisode) return null;
    const tvdb = numericId(play.ids.tvdb);
    const imdb = imdbId(play.ids.imdb);
    const found =
      (tvdb === null ? null : await filmData.findEpisode('tvdb', String(tvdb))) ??
      (imdb === null ? null : await filmData.findEpisode('imdb', imdb));
    return (
      found &&
      episodeOf(found.showId, { seasonNumber: found.seasonNumber, episodeNumber: found.episodeNumber })
    );
  }

  async function seriesOfPlexLegacyAgent(play: Play): Promise<number | null> {
    const tvdb = numericId(play.plexLegacySeries);
    if (tvdb === null || !filmData.findSeriesByTvdbId) return null;
    return filmData.findSeriesByTvdbId(String(tvdb));
  }

  async function seriesByItsName(name: string, year: number | null): Promise<number | null> {
    if (offline) {
      const found = seriesByName(named(await filmData.search(name, 'tv')), name, year);
      if (found !== null) return found;
    }
    return library.seriesTmdbId(name, year);
  }

  /**
   * The TMDb id an episode carries, taken as its series' id. Emby sends the episode's own TMDb id there, and
   * Jellyfin's MoviePilot body apparently the series', so the id is trusted only when TMDb's series of that id
   * has the name the server gave the series: an episode id that happens to be some other series' id is not.
   */
  async function seriesOfCarriedTmdbId(play: Play, name: string): Promise<number | null> {
    const id = offline ? null : numericId(play.ids.tmdb);
    if (id === null) return null;
    const series = await filmData.details('tv', id);
    return series && normalisedTitle(series.title) === normalisedTitle(name) ? id : null;
  }

  async function episode(play: Play): Promise<PlayMatch | null> {
    const byOwnIds = await episodeByOwnIds(play);
    if (byOwnIds !== null) return byOwnIds;
    const { seasonNumber, episodeNumber, seriesName } = play;
    if (seasonNumber === null || episodeNumber === null) return null;
    const numbers = { seasonNumber, episodeNumber };
    const series =
      (await seriesOfPlexLegacyAgent(play)) ??
      (seriesName === null
        ? null
        : ((await seriesByItsName(seriesName, play.year)) ??
          (await seriesOfCarriedTmdbId(play, seriesName))));
    return series === null ? null : episodeOf(series, numbers);
  }

  return {
    match(play) {
      if (play.mediaType === 'movie') return movie(play);
      if (play.mediaType === 'episode') return episode(play);
      return Promise.resolve(null);
    },
  };
}
