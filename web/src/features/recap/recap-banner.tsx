import type { Statistics, TitleRef } from '#domain/schemas/statistics';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { cn } from '../../lib/cn';
import { plural } from './recap-format';
import { TitlePoster } from './title-poster';

const BANNER_POSTERS = 6;
const tilts = ['-rotate-6', 'rotate-3', '-rotate-2', 'rotate-6', '-rotate-3', 'rotate-2'];

/** The timeframe's label, whose recap it is, the count of titles finished, and the most loved posters. */
export function RecapBanner({
  statistics,
  labels,
  onOpen,
}: {
  statistics: Statistics;
  labels: OwnershipLabels;
  onOpen: (title: TitleRef) => void;
}) {
  const posters = statistics.highlights.topPosters.slice(0, BANNER_POSTERS);
  const whose = statistics.viewer ? labels[statistics.viewer] : `${labels.person1} & ${labels.person2}`;
  return (
    <div className="relative overflow-hidden rounded-2xl border bg-card p-5 shadow-sm sm:p-7">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_90%_0%,color-mix(in_oklab,var(--primary)_24%,transparent),transparent_60%)]"
      />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p
            className="truncate text-xs font-semibold uppercase tracking-[0.18em] text-primary-ink"
            data-testid="recap-whose"
          >
            {whose}
          </p>
          <h2 id="recap-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {statistics.timeframe.label}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="recap-finished-count">
            {plural(statistics.heroCards.totalFinished, 'title')} finished
          </p>
        </div>
        {posters.length > 0 && (
          <ul aria-label="Most loved posters" className="flex shrink-0 pl-3 md:pr-2">
            {posters.map((poster, index) => (
              <li key={poster.id} className={cn('-ml-3 w-14 sm:w-20', tilts[index])}>
                <TitlePoster
                  title={poster}
                  onOpen={onOpen}
                  posterClassName="rounded-md shadow-xl ring-2 ring-card"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
