import { BarChart3Icon } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

export function RecapPage() {
  return (
    <div className="pb-10">
      <PageHeader title="Your Watchlist Rewind" />
      <div className="px-4 md:px-8">
        <EmptyState
          icon={BarChart3Icon}
          title="No data available"
          description="Finish a movie or a series and your recap starts here."
        />
      </div>
    </div>
  );
}
