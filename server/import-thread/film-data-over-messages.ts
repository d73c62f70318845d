import type { CountryProviders, ExternalRatings, FilmDetails, FilmSummary } from '#domain/schemas/film';
import type { FilmData } from '../film-data/film-data';
import type { FilmDataCall } from './protocol';

/**
 * The film database as the worker sees it: each read asked of the main thread, where the real one (its cache, its
 * daily quotas, its rate limits) lives. The answers are the main thread's own, cloned across.
 */
export function filmDataOverMessages(
  source: FilmData['source'],
  has: { ratings: boolean; watchProviders: boolean },
  ask: (call: FilmDataCall) => Promise<unknown>,
): FilmData {
  const filmData: FilmData = {
    source,
    search: (...args) => ask({ method: 'search', args }) as Promise<FilmSummary[]>,
    details: (...args) => ask({ method: 'details', args }) as Promise<FilmDetails | null>,
    trending: (...args) => ask({ method: 'trending', args }) as Promise<FilmSummary[]>,
    findByImdbId: (...args) => ask({ method: 'findByImdbId', args }) as Promise<FilmSummary[]>,
  };
  if (has.ratings) {
    filmData.ratings = (...args) => ask({ method: 'ratings', args }) as Promise<ExternalRatings | null>;
  }
  // The worker only keeps the offers that come with a title's details, but whether the film data has any decides that.
  if (has.watchProviders) {
    filmData.watchProviders = (...args) =>
      ask({ method: 'watchProviders', args }) as Promise<Record<string, CountryProviders> | null>;
  }
  return filmData;
}

/** The main thread's side: one asked read done with the real film database. */
export function answerFilmDataCall(filmData: FilmData, call: FilmDataCall): Promise<unknown> {
  switch (call.method) {
    case 'search':
      return filmData.search(...call.args);
    case 'details':
      return filmData.details(...call.args);
    case 'trending':
      return filmData.trending(...call.args);
    case 'findByImdbId':
      return filmData.findByImdbId(...call.args);
    case 'ratings':
      return filmData.ratings ? filmData.ratings(...call.args) : Promise.resolve(null);
    case 'watchProviders':
      return filmData.watchProviders ? filmData.watchProviders(...call.args) : Promise.resolve(null);
  }
}
