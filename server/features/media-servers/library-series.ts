import { seriesByName, type NamedTitle } from '#domain/rules/media-plays/title-by-name';
import type { Db } from '../../db/connection';
import type { LibrarySeriesLookup } from './play-matcher';

/**
 * The library's series by the name (and year) a media server gives them: a read-only query, for the library's
 * tables stay written by the library's repository alone.
 */
export function createLibrarySeriesLookup(db: Db): LibrarySeriesLookup {
  const series = db.prepare<[], NamedTitle>(
    "SELECT tmdb_id AS tmdbId, title AS name, year FROM library_items WHERE media_type = 'tv' ORDER BY id",
  );
  return { seriesTmdbId: (name, year) => seriesByName(series.all(), name, year) };
}
