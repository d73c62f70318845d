import { useQuery } from '@tanstack/react-query';
import { IdeaStrip } from '../../components/recommendations/idea-strip';
import { recommendationQueries } from '../../lib/api/recommendations';
import { useOwnershipLabels } from '../../lib/household';
import { useNotForUs } from '../../lib/use-not-for-us';

const heading = 'For the two of you';

/**
 * Ideas for the two of us, below Up Next: only once there are some (nothing while they load or when they fail;
 * Lists says so). Home loads it after its first paint, so it never holds back the first cards.
 */
export function IdeasRow() {
  const ideas = useQuery(recommendationQueries.ideas());
  const labels = useOwnershipLabels();
  const { setAside } = useNotForUs();
  const results = ideas.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="ideas-title" className="flex flex-col gap-4">
      <h2 id="ideas-title" className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <IdeaStrip
        label={heading}
        ideas={results}
        labels={labels}
        onDismiss={setAside}
        className="-mx-4 px-4 md:mx-0 md:px-0"
      />
    </section>
  );
}
