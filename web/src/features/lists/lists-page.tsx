import { FlameIcon, HeartIcon, ListVideoIcon, type LucideIcon } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

const sections: { heading: string; icon: LucideIcon; title: string; description: string }[] = [
  {
    heading: 'To Watch',
    icon: ListVideoIcon,
    title: 'Your watchlist is empty',
    description: 'Add movies and TV shows to your watchlist to see them here.',
  },
  {
    heading: 'Favorites',
    icon: HeartIcon,
    title: 'No favorites yet',
    description: 'Rate movies and TV shows with thumbs up to add them to your favorites.',
  },
  {
    heading: 'Trending Now',
    icon: FlameIcon,
    title: 'No trending content available',
    description: "We couldn't load trending content at the moment. Please check back later.",
  },
];

export function ListsPage() {
  return (
    <div className="pb-10">
      <PageHeader title="Lists" />
      <div className="grid gap-8 px-4 md:px-8 lg:grid-cols-3">
        {sections.map((section) => (
          <section
            key={section.heading}
            aria-labelledby={`list-${section.heading}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`list-${section.heading}`} className="text-lg font-semibold">
              {section.heading}
            </h2>
            <EmptyState icon={section.icon} title={section.title} description={section.description} />
          </section>
        ))}
      </div>
    </div>
  );
}
