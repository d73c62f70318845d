/**
 * How seasons are named and listed. Season 0 holds a series' specials: when the film data gives it no name it is
 * 'Specials' (any other season without a name is 'Season N'), and it is listed after the numbered seasons, which
 * come in their order.
 */
export function seasonName(seasonNumber: number, name: string | null | undefined): string {
  const given = name?.trim() ?? '';
  if (given !== '') return given;
  return seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`;
}

/** Numbered seasons first, in their order, then season 0. */
export function compareSeasonsForDisplay(a: { seasonNumber: number }, b: { seasonNumber: number }): number {
  const specials = (season: { seasonNumber: number }) => (season.seasonNumber === 0 ? 1 : 0);
  return specials(a) - specials(b) || a.seasonNumber - b.seasonNumber;
}
