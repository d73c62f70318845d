import { FilmIcon } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

export function HomePage() {
  return (
    <div className="pb-10">
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
