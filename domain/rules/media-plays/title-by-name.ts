import { normalisedTitle } from '../history/history';

/** A title a play may be of, known by its name and year (its release year, or a series' first year). */
export interface NamedTitle {
  tmdbId: number;
  name: string;
  year: number | null;
}

const named = (titles: readonly NamedTitle[], name: string) => {
  const wanted = normalisedTitle(name);
  return wanted === '' ? [] : titles.filter((title) => normalisedTitle(title.name) === wanted);
};

const onlyOne = (titles: readonly NamedTitle[]) => (titles.length === 1 ? (titles[0]?.tmdbId ?? null) : null);

/**
 * The one movie of that name (any case, with or without accents) and year; a year missing on either side does not
 * tell movies apart. Null when none, or when several fit.
 */
export function movieByName(titles: readonly NamedTitle[], name: string, year: number | null): number | null {
  return onlyOne(
    named(titles, name).filter((title) => year === null || title.year === null || title.year === year),
  );
}

/**
 * The series of that name (any case, with or without accents). An episode's year is when it aired, not when its
 * series began, so the year only tells apart series of one name: the one that began that year, else the latest
 * that began before. Null when none, or when that still leaves several.
 */
export function seriesByName(
  titles: readonly NamedTitle[],
  name: string,
  year: number | null,
): number | null {
  const candidates = named(titles, name);
  if (candidates.length <= 1 || year === null) return onlyOne(candidates);
  const begunThatYear = candidates.filter((title) => title.year === year);
  if (begunThatYear.length > 0) return onlyOne(begunThatYear);
  const begunBefore = candidates.filter((title) => title.year !== null && title.year < year);
  const latest = Math.max(...begunBefore.map((title) => title.year ?? 0));
  return onlyOne(begunBefore.filter((title) => title.year === latest));
}
