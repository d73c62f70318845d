import { useQuery } from '@tanstack/react-query';
import { ClockIcon, FlameIcon } from 'lucide-react';
import { Link } from 'wouter';
import { yearOf } from '#domain/rules/release-year';
import type { TrendingItem } from '#domain/schemas/film';
import { PosterImage } from '../../components/poster-image';
import { Skeleton } from '../../components/ui/skeleton';
import { trendingQueries } from '../../lib/api/trending';
import { mediaTypeLabel } from '../../lib/labels';
import { clearRecentSearches, useRecentSearches } from '../../lib/recent-searches';

/** Trending titles shown before typing: the first movies and series, taken in turn. */
const TRENDING_SHOWN = 8;

function inTurn(movies: readonly TrendingItem[], series: readonly TrendingItem[]): TrendingItem[] {
  const mixed: TrendingItem[] = [];
  for (let index = 0; index < Math.max(movies.length, series.length); index += 1) {
    const movie = movies[index];
    const show = series[index];
    if (movie) mixed.push(movie);
    if (show) mixed.push(show);
  }
  return mixed.slice(0, TRENDING_SHOWN);
}

/** The phone's search before anything is typed: the household's recent searches and what is trending. */
export function BeforeTyping({
  onSearch,
  onLeave,
}: {
  onSearch: (query: string) => void;
  onLeave: () => void;
}) {
  const recent = useRecentSearches();
  const trending = useQuery(trendingQueries.both());
  const items = trending.data ? inTurn(trending.data.movie, trending.data.tv) : [];

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-4 pb-6" data-testid="before-typing">
      {recent.length > 0 && (
        <section aria-labelledby="recent-searches-title" className="flex flex-col gap-1">
          <div className="flex items-center justify-between">
            <h3 id="recent-searches-title" className="text-sm font-semibold text-muted-foreground">
              Recent searches
            </h3>
            <button
              type="button"
              className="min-h-11 px-2 text-sm font-medium text-primary-ink hover:underline"
              onClick={clearRecentSearches}
            >
              Clear
            </button>
          </div>
          <ul className="flex flex-col">
            {recent.map((query) => (
              <li key={query}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center gap-3 rounded-md px-2 text-left text-base hover:bg-accent"
                  onClick={() => onSearch(query)}
                >
                  <ClockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{query}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="search-trending-title" className="flex flex-col gap-2">
        <h3
          id="search-trending-title"
          className="flex items-center gap-2 text-sm font-semibold text-muted-foreground"
        >
          <FlameIcon className="size-4" aria-hidden="true" />
          Trending
        </h3>
        {trending.isPending ? (
          <div className="flex flex-col gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trending content available</p>
        ) : (
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={`${item.media_type}-${item.id}`}>
                <Link
                  href={`/movie/${item.media_type}/${item.id}`}
                  onClick={onLeave}
                  className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 hover:bg-accent"
                >
                  <PosterImage
                    path={item.poster_path}
                    size="w92"
                    alt=""
                    className="aspect-[2/3] w-10 shrink-0 rounded"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-medium">
                      {item.media_type === 'movie' ? item.title : item.name}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {[
                        yearOf(item.media_type === 'movie' ? item.release_date : item.first_air_date),
                        mediaTypeLabel(item.media_type),
                      ]
                        .filter(Boolean)
                        .join(' • ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
