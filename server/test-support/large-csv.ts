const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A large file in the app's own CSV format: `titles` movies (TMDb ids from `firstTmdbId` on), each followed by
 * `viewingsPerTitle` viewings on distinct days: titles × (1 + viewingsPerTitle) rows, all of them good.
 */
export function largeLibraryCsv({
  titles,
  viewingsPerTitle,
  firstTmdbId = 7_000_000,
}: {
  titles: number;
  viewingsPerTitle: number;
  firstTmdbId?: number;
}): string {
  const lines = ['type,tmdbId,mediaType,title,ownership,status,watchedDate,viewer,userRating'];
  for (let title = 0; title < titles; title += 1) {
    const tmdbId = firstTmdbId + title;
    lines.push(`movie,${tmdbId},movie,Imported film ${title + 1},together,watched,,,`);
    for (let viewing = 0; viewing < viewingsPerTitle; viewing += 1) {
      const day = new Date(Date.UTC(2015, 0, 1) + (title + viewing * 97) * DAY_MS).toISOString().slice(0, 10);
      lines.push(`viewing,${tmdbId},movie,,,,${day},both,up`);
    }
  }
  return lines.join('\n');
}
