import type { Recommendation } from '#domain/schemas/recommendations';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { cn } from '../../lib/cn';
import { ScrollStrip } from '../scroll-strip';
import { Skeleton } from '../ui/skeleton';
import { IdeaCard, ideaCardWidth } from './idea-card';

/** Where the strip's scroll buttons sit: over the middle of the posters (w-36 / w-40 at 2:3). */
const buttonsTop = 'top-[6.75rem] md:top-[7.5rem]';

/** Ideas for the two of us, side by side, best first (Home's row, the Lists section). */
export function IdeaStrip({
  label,
  ideas,
  labels,
  onDismiss,
  className,
}: {
  label: string;
  ideas: readonly Recommendation[];
  labels: OwnershipLabels;
  onDismiss: (idea: Recommendation) => void;
  className?: string;
}) {
  return (
    <ScrollStrip label={label} className={cn('gap-4', className)} buttonsTop={buttonsTop}>
      {ideas.map((idea) => (
        <IdeaCard
          key={`${idea.mediaType}-${idea.tmdbId}`}
          idea={idea}
          labels={labels}
          onDismiss={onDismiss}
        />
      ))}
    </ScrollStrip>
  );
}

/** The strip while the ideas load: a few poster-shaped placeholders. */
export function IdeaStripSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div className="flex gap-4 overflow-hidden pb-2" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn('flex shrink-0 flex-col gap-2', ideaCardWidth)}>
          <Skeleton className="aspect-[2/3] w-full rounded-xl" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
