import { useQuery } from '@tanstack/react-query';
import { CircleAlertIcon, SparklesIcon } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { IdeaStrip, IdeaStripSkeleton } from '../../components/recommendations/idea-strip';
import { Button } from '../../components/ui/button';
import { recommendationQueries } from '../../lib/api/recommendations';
import { cn } from '../../lib/cn';
import { useOwnershipLabels } from '../../lib/household';
import { useNotForUs } from '../../lib/use-not-for-us';
import { countLabel } from './list-section';

const heading = 'For the two of you';

/** Ideas for the two of us on Lists: titles not in the library, from what either of us liked, best first. */
export function IdeasSection({ className }: { className?: string }) {
  const ideas = useQuery(recommendationQueries.ideas());
  const labels = useOwnershipLabels();
  const { setAside } = useNotForUs();
  const results = ideas.data?.results;
  const failed = ideas.isError && results === undefined;

  return (
    <section
      aria-labelledby="list-ideas-title"
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4', className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="list-ideas-title" className="text-lg font-semibold">
          {heading}
        </h2>
        {results && <span className="text-xs text-muted-foreground">{countLabel(results.length)}</span>}
      </div>
      {ideas.isPending ? (
        <IdeaStripSkeleton label="Loading ideas for the two of you" />
      ) : failed ? (
        <EmptyState
          icon={CircleAlertIcon}
          title="Failed to load ideas"
          description="There was an error loading ideas for the two of you. Please try again."
          className="border-0 py-8"
        >
          <Button variant="secondary" onClick={() => void ideas.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : results === undefined || results.length === 0 ? (
        <EmptyState
          icon={SparklesIcon}
          title="No ideas yet"
          description="Ideas come from the titles either of you gave a thumbs up. Rate a few you liked and titles like them show here."
          className="border-0 py-8"
        />
      ) : (
        <IdeaStrip
          label={heading}
          ideas={results}
          labels={labels}
          onDismiss={setAside}
          className="-mx-4 px-4 md:scroll-px-4"
        />
      )}
    </section>
  );
}
