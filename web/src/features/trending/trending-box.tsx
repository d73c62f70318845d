import { useQuery } from '@tanstack/react-query';
import { FlameIcon } from 'lucide-react';
import { Link } from 'wouter';
import { LIST_GENRES_SHOWN, SIDEBAR_TRENDING_SHOWN } from '#domain/rules/constants';
import type { TrendingItem } from '#domain/schemas/film';
import { readableGenreColor } from '../../components/genre-chip';
import { PosterImage } from '../../components/poster-image';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { trendingQueries } from '../../lib/api/trending';
import { yearOf } from '#domain/rules/release-year';
import { formatRuntime } from '../../lib/format';

function describe(item: TrendingItem) {
  if (item.media_type === 'movie') {
    return {
      title: item.title,
      year: yearOf(item.release_date),
      length: formatRuntime(item.runtime),
    };
  }
  return {
    title: item.name,
    year: yearOf(item.first_air_date),
    length: item.number_of_seasons ? `S${item.number_of_seasons}` : null,
  };
}

function TrendingRow({ item }: { item: TrendingItem }) {
  const { title, year, length } = describe(item);
  return (
    <li>
      <Link
        href={`/movie/${item.media_type}/${item.id}`}
        className="flex items-center gap-3 rounded-md p-1.5 transition-colors hover:bg-accent"
      >
        <PosterImage path={item.poster_path} size="w92" alt="" className="h-14 w-10 shrink-0 rounded" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{title}</p>
          <p className="text-xs text-muted-foreground">{[year, length].filter(Boolean).join(' • ')}</p>
          <p className="truncate text-xs">
            {item.genres.slice(0, LIST_GENRES_SHOWN).map((genre, index) => (
              <span key={genre} style={{ color: readableGenreColor(genre) }} className="font-medium">
                {index > 0 && ', '}
                {genre}
              </span>
            ))}
          </p>
        </div>
      </Link>
    </li>
  );
}

function TrendingList({ items }: { items: TrendingItem[] }) {
  if (items.length === 0)
    return <p className="px-2 py-3 text-xs text-muted-foreground">Nothing trending right now.</p>;
  return (
    <ul className="flex flex-col gap-1">
      {items.slice(0, SIDEBAR_TRENDING_SHOWN).map((item) => (
        <TrendingRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** The sidebar's Trending box: movies and series, the first four of each. */
export function TrendingBox() {
  const trending = useQuery(trendingQueries.both());
  return (
    <section aria-labelledby="trending-title" className="flex flex-col gap-2 px-2">
      <h2
        id="trending-title"
        className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-muted-foreground"
      >
        <FlameIcon className="size-3.5 text-primary-ink" aria-hidden="true" />
        Trending
      </h2>
      {trending.isError ? (
        <p className="px-2 py-3 text-xs text-muted-foreground">Trending titles are unavailable right now.</p>
      ) : (
        <Tabs defaultValue="movie">
          <TabsList className="w-full">
            <TabsTrigger value="movie" className="flex-1">
              Movies
            </TabsTrigger>
            <TabsTrigger value="tv" className="flex-1">
              Series
            </TabsTrigger>
          </TabsList>
          {(['movie', 'tv'] as const).map((type) => (
            <TabsContent key={type} value={type}>
              {trending.data ? (
                <TrendingList items={trending.data[type]} />
              ) : (
                <div className="flex flex-col gap-2 p-1.5">
                  {Array.from({ length: SIDEBAR_TRENDING_SHOWN }, (_, index) => (
                    <Skeleton key={index} className="h-14 w-full" />
                  ))}
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}
