import { SearchIcon } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

export function SearchPage() {
  return (
    <div className="pb-10">
      <PageHeader title="Search Movies & Series" />
      <div className="px-4 md:px-8">
        <EmptyState
          icon={SearchIcon}
          title="Find something to watch"
          description="Search by title to add movies and series to your library."
        />
      </div>
    </div>
  );
}
