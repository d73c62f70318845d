import { yearOf } from '../../../domain/rules/release-year';
import { normalisedTitle, type HistoryTitle } from '../../../domain/rules/history/history';
import type { FilmSummary, MediaType } from '../../../domain/schemas/film';
import type { ImportCandidate, ImportResolution } from '../../../domain/schemas/transfer';
import { errorText } from '../../error-text';
import type { FilmData } from '../../film-data/film-data';

/** How a title of the file was matched to the film database. */
export type TitleMatch =
  | { kind: 'matched'; tmdbId: number; mediaType: MediaType }
  | { kind: 'ambiguous'; candidates: ImportCandidate[] }
  | { kind: 'notFound' }
  | { kind: 'skipped' };

/** Candidates offered for a doubtful match. */
const CANDIDATES_SHOWN = 6;

const candidateOf = (summary: FilmSummary): ImportCandidate => ({
  tmdbId: summary.tmdbId,
  mediaType: summary.mediaType,
  title: summary.title,
  year: yearOf(summary.releaseDate),
  posterPath: summary.posterPath,
});

/**
 * The search rule, as peers do and the reference suggests: among the film database's results, only one with the
 * same title (compared without case, accents or punctuation) and the same year is taken without asking; results
 * with the same title a year off, or several with the same title and year, are doubtful (same year first); results
 * that all differ in title are doubtful too; no result is not found.
 */
export function matchOfResults(
  title: Pick<HistoryTitle, 'title' | 'year'>,
  results: readonly FilmSummary[],
): TitleMatch {
  if (results.length === 0) return { kind: 'notFound' };
  const wanted = normalisedTitle(title.title);
  const sameTitle = results.filter((result) => normalisedTitle(result.title) === wanted);
  const yearGap = (result: FilmSummary) => {
    const year = yearOf(result.releaseDate);
    return title.year === null || year === null ? 0 : Math.abs(year - title.year);
  };
  const exact = sameTitle.filter((result) => yearGap(result) === 0);
  const [only] = exact;
  if (exact.length === 1 && only && title.year !== null) {
    return { kind: 'matched', tmdbId: only.tmdbId, mediaType: only.mediaType };
  }
  const close = sameTitle.filter((result) => yearGap(result) <= 1).sort((a, b) => yearGap(a) - yearGap(b));
  const offered = [...close, ...results.filter((result) => !close.includes(result))].slice(
    0,
    CANDIDATES_SHOWN,
  );
  return { kind: 'ambiguous', candidates: offered.map(candidateOf) };
}

export interface MatchDeps {
  filmData: FilmData;
  /** The household's earlier answers, by title key. */
  rememberedChoice(key: string): ImportResolution | undefined;
  logger: { warn: (details: object, message: string) => void };
}

/**
 * Matches one title of a file: the household's answer (sent now, or remembered) first; then the ids the file
 * carries (a TMDb id is checked against the film database, an IMDb id looked up with /find); then a search by title
 * and year (±1), among movies and, when the file does not say which it is or finds no movie, series.
 */
export async function matchTitle(
  title: HistoryTitle,
  resolution: ImportResolution | undefined,
  deps: MatchDeps,
): Promise<TitleMatch> {
  const chosen = resolution ?? deps.rememberedChoice(title.key);
  if (chosen) return 'skip' in chosen ? { kind: 'skipped' } : { kind: 'matched', ...chosen };
  try {
    if (title.tmdbId !== null && title.mediaType !== null) {
      const details = await deps.filmData.details(title.mediaType, title.tmdbId);
      if (details) return { kind: 'matched', tmdbId: title.tmdbId, mediaType: title.mediaType };
    }
    if (title.imdbId !== null) {
      const found = (await deps.filmData.findByImdbId(title.imdbId)).filter(
        (result) => title.mediaType === null || result.mediaType === title.mediaType,
      );
      const [only] = found;
      if (found.length === 1 && only)
        return { kind: 'matched', tmdbId: only.tmdbId, mediaType: only.mediaType };
      if (found.length > 1) return { kind: 'ambiguous', candidates: found.map(candidateOf) };
    }
    if (title.title.trim() === '') return { kind: 'notFound' };
    const first = title.mediaType ?? 'movie';
    const match = matchOfResults(title, await deps.filmData.search(title.title, first));
    if (match.kind === 'matched' || title.mediaType !== null) return match;
    const asSeries = matchOfResults(title, await deps.filmData.search(title.title, 'tv'));
    if (asSeries.kind === 'matched' || match.kind === 'notFound') return asSeries;
    if (asSeries.kind === 'ambiguous' && match.kind === 'ambiguous') {
      return {
        kind: 'ambiguous',
        candidates: [...match.candidates, ...asSeries.candidates].slice(0, CANDIDATES_SHOWN),
      };
    }
    return match;
  } catch (error) {
    deps.logger.warn({ key: title.key, error: errorText(error) }, 'could not match an imported title');
    return { kind: 'notFound' };
  }
}
