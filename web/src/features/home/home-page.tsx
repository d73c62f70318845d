import { FilmIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { LiveSearchBox } from '../search/live-search-box';

export function HomePage() {
  const [, navigate] = useLocation();
  return (
    <div className="pb-10">
      <div className="sticky top-0 z-20 hidden border-b bg-background/85 px-8 py-3 backdrop-blur-lg md:block">
        <LiveSearchBox onSelect={(result) => navigate(`/movie/${result.mediaType}/${result.tmdbId}`)} />
      </div>
      <PageHeader title="Watchlist" />
      <div className="px-4 md:px-8">
        <EmptyState
          icon={FilmIcon}
          title="Your watchlist is empty"
          description="Search for movies and series to add to your to-do list."
        />
      </div>
    </div>
  );
}
