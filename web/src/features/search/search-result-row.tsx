import type { SearchResult } from '#domain/schemas/film';
import { PosterImage } from '../../components/poster-image';
import { SearchThumbIcon } from '../../components/search-thumb-icon';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { mediaTypeLabel } from '../../lib/labels';

export function SearchResultRow({ result, highlighted }: { result: SearchResult; highlighted: boolean }) {
  return (
    <div
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-md px-2 py-1.5 transition-colors',
        highlighted ? 'bg-accent' : 'hover:bg-accent/60',
      )}
    >
      <PosterImage path={result.posterPath} size="w200" alt="" className="h-14 w-10 shrink-0 rounded" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{result.title}</p>
        <p className="text-xs text-muted-foreground">
          {result.year ?? '—'} • {mediaTypeLabel(result.mediaType)}
        </p>
      </div>
      {result.inLibrary && (
        <Badge variant="secondary" className="shrink-0">
          In List
        </Badge>
      )}
      <SearchThumbIcon voteAverage={result.voteAverage} voteCount={result.voteCount} />
    </div>
  );
}
