import type { ImportError, ImportMatches, ImportResolution, ImportResponse } from '#domain/schemas/transfer';

type ImportFormat = ImportResponse['format'];

/** The name of each export the server tells apart, as the preview and results say it. */
export const importFormatNames: Record<ImportFormat, string> = {
  watchlist: 'Watchlist CSV',
  letterboxd: 'Letterboxd export',
  imdb: 'IMDb ratings/list',
  trakt: 'Trakt export',
  movary: 'Movary export',
};

/** The household's answer for each doubtful match, by its key: a title, or skip it. Undecided keys are absent. */
export type MatchChoices = Readonly<Record<string, ImportResolution>>;

/**
 * The resolutions an import sends: only the doubtful matches answered. An undecided one is skipped by the server
 * this time and asked about again next time (a sent 'skip' is remembered for good).
 */
export function resolutionsOf(matches: ImportMatches | undefined, choices: MatchChoices): ImportResolution[] {
  return (matches?.ambiguous ?? []).flatMap(({ key }) => {
    const choice = choices[key];
    return choice ? [choice] : [];
  });
}

/** How many doubtful matches have no answer yet. */
export const undecidedCount = (matches: ImportMatches | undefined, choices: MatchChoices): number =>
  (matches?.ambiguous ?? []).filter(({ key }) => choices[key] === undefined).length;

// The server reports each doubtful and each not-found title as a row error too, in these words.
const MATCH_ERROR = / (matches several titles: choose one, or skip it|was not found in the film database)$/;

/**
 * The row errors besides the doubtful and not-found titles (which the preview lists with their own choices): the
 * ones the server sent, and how many the file has in all (every doubtful and not-found title is one error).
 */
export function otherRowErrors({ errors, summary, matches }: ImportResponse): {
  errors: ImportError[];
  total: number;
} {
  if (!matches) return { errors, total: summary.errors };
  return {
    errors: errors.filter(({ error }) => !MATCH_ERROR.test(error)),
    total: Math.max(0, summary.errors - matches.ambiguous.length - matches.notFound.length),
  };
}

/** "Lantern Fish (2021)", or the title alone when the file gives no year. */
export const titleWithYear = ({ title, year }: { title: string; year: number | null }): string =>
  year === null ? title : `${title} (${year})`;
