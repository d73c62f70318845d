import { SearchIcon, SearchXIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LOADING_SKELETON_CARDS } from '#domain/rules/constants';
import type { SearchType } from '#domain/schemas/film';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PosterImage } from '../../components/poster-image';
import { SearchThumbIcon } from '../../components/search-thumb-icon';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTitleSearch } from './api';
import { mediaTypeLabel } from '../../lib/labels';

const types: { value: SearchType; label: string }[] = [
  { value: 'multi', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'Series' },
];

/** The query lives in the URL (?q=), so 'See all results' links and the back button work. */
export function SearchPage() {
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  return <SearchView key={query} query={query} />;
}

function SearchView({ query }: { query: string }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(query);
  const [type, setType] = useState<SearchType>('multi');
  const search = useTitleSearch(query, type);
  const results = search.data?.results ?? [];

  const submit = () => {
    const trimmed = draft.trim();
    navigate(trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search', { replace: true });
  };

  return (
    <div className="pb-10">
      <PageHeader title="Search Movies & Series" />
      <div className="flex flex-col gap-4 px-4 md:px-8">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="relative flex-1">
            <SearchIcon
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <input
              type="search"
              aria-label="Search titles"
              placeholder="Search by title..."
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="h-11 w-full rounded-md border border-input bg-card pl-10 pr-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm"
            />
          </div>
          <button
            type="submit"
            className="h-11 rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            Search
          </button>
        </form>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label="Type" className="inline-flex rounded-lg border bg-muted p-1">
            {types.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={type === option.value}
                onClick={() => setType(option.value)}
                className={cn(
                  'min-h-11 rounded-md px-4 text-sm font-medium text-muted-foreground md:min-h-9',
                  type === option.value ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
          {search.isSuccess && query.trim() !== '' && (
            <p className="text-sm text-muted-foreground" role="status">
              {results.length} {results.length === 1 ? 'result' : 'results'}
            </p>
          )}
        </div>

        {query.trim() === '' ? (
          <EmptyState
            icon={SearchIcon}
            title="Find something to watch"
            description="Search by title to add movies and series to your library."
          />
        ) : search.isPending ? (
          <ResultGrid>
            {Array.from({ length: LOADING_SKELETON_CARDS }, (_, index) => (
              <div key={index} data-testid="result-skeleton" className="flex flex-col gap-2">
                <Skeleton className="aspect-[2/3] w-full rounded-lg" />
                <Skeleton className="h-4 w-3/4" />
              </div>
            ))}
          </ResultGrid>
        ) : search.isError ? (
          <EmptyState
            icon={SearchXIcon}
            title="Search is unavailable"
            description="The film database did not answer. Please try again in a moment."
          />
        ) : results.length === 0 ? (
          <EmptyState
            icon={SearchXIcon}
            title="No results found"
            description="Try different keywords or check your spelling."
          />
        ) : (
          <ResultGrid>
            {results.map((result) => (
              <Link
                key={`${result.mediaType}-${result.tmdbId}`}
                href={`/movie/${result.mediaType}/${result.tmdbId}`}
                className="group flex flex-col gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <div className="relative overflow-hidden rounded-lg">
                  <PosterImage
                    path={result.posterPath}
                    size="w342"
                    alt={result.title}
                    className="aspect-[2/3] w-full transition-transform duration-300 group-hover:scale-105"
                  />
                  {result.inLibrary && <Badge className="absolute left-2 top-2">In List</Badge>}
                </div>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{result.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {result.year ?? '—'} • {mediaTypeLabel(result.mediaType)}
                    </p>
                  </div>
                  <SearchThumbIcon
                    voteAverage={result.voteAverage}
                    voteCount={result.voteCount}
                    className="mt-0.5"
                  />
                </div>
              </Link>
            ))}
          </ResultGrid>
        )}
      </div>
    </div>
  );
}

function ResultGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
      {children}
    </div>
  );
}
