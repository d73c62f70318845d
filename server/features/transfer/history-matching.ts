import { yearOf } from '#domain/rules/release-year';
import { normalisedTitle, type HistoryTitle } from '#domain/rules/history/history';
import { SIMILAR_TITLE, titleSimilarity } from '#domain/rules/history/title-similarity';
import type { FilmSummary, MediaType } from '#domain/schemas/film';
import type { ImportCandidate, ImportResolution } from '#domain/schemas/transfer';
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
 * same title (compared without case, accents or punctuation) and the same year is taken without asking. Otherwise
 * the results whose title is the same or similar (titleSimilarity) are doubtful and offered, the same title first,
 * then the closest year, then the kind the file names, then the film database's order; results that all differ in
 * title offer nothing, so the title is not found (a search also matches people and words inside other titles:
 * 'Rush' finds Finding Nemo through Geoffrey Rush).
 */
export function matchOfResults(
  title: Pick<HistoryTitle, 'title' | 'year' | 'mediaType'>,
  results: readonly FilmSummary[],
): TitleMatch {
  const wanted = normalisedTitle(title.title);
  const yearGap = (result: FilmSummary) => {
    const year = yearOf(result.releaseDate);
    return title.year === null || year === null ? 0 : Math.abs(year - title.year);
  };
  const unique = results.filter(
    (result, at) =>
      results.findIndex((other) => other.tmdbId === result.tmdbId && other.mediaType === result.mediaType) ===
      at,
  );
  const exact = unique.filter((result) => normalisedTitle(result.title) === wanted && yearGap(result) === 0);
  const [only] = exact;
  if (exact.length === 1 && only && title.year !== null) {
    return { kind: 'matched', tmdbId: only.tmdbId, mediaType: only.mediaType };
  }
  const ranked = unique
    .map((result, order) => ({ result, order, similarity: titleSimilarity(title.title, result.title) }))
    .filter((entry) => entry.similarity >= SIMILAR_TITLE);
  if (ranked.length === 0) return { kind: 'notFound' };
  const otherKind = (result: FilmSummary) =>
    title.mediaType !== null && result.mediaType !== title.mediaType ? 1 : 0;
  ranked.sort(
    (a, b) =>
      Number(b.similarity === 1) - Number(a.similarity === 1) ||
      yearGap(a.result) - yearGap(b.result) ||
      otherKind(a.result) - otherKind(b.result) ||
      b.similarity - a.similarity ||
      a.order - b.order,
  );
  return {
    kind: 'ambiguous',
    candidates: ranked.slice(0, CANDIDATES_SHOWN).map((entry) => candidateOf(entry.result)),
  };
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
    const results = await deps.filmData.search(title.title, first);
    const match = matchOfResults(title, results);
    if (match.kind === 'matched' || title.mediaType !== null) return match;
    return matchOfResults(title, [...results, ...(await deps.filmData.search(title.title, 'tv'))]);
  } catch (error) {
    deps.logger.warn({ key: title.key, error: errorText(error) }, 'could not match an imported title');
    return { kind: 'notFound' };
  }
}
