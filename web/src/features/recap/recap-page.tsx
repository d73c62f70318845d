import { RotateCwIcon } from 'lucide-react';
import type { StatisticsTimeframe } from '#domain/schemas/statistics';
import { PageHeader } from '../../components/page-header';
import { SegmentedChoice } from '../../components/segmented-choice';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useOwnershipLabels } from '../../lib/household';
import { cn } from '../../lib/cn';
import { useStatistics } from './api';
import { FunFacts } from './fun-facts';
import { HeroCards } from './hero-cards';
import { HighlightTabs } from './highlight-tabs';
import { useOpenRecapTitle } from './open-title';
import { ReactionChart, WatchTimeChart } from './recap-charts';
import { RecapBanner } from './recap-banner';
import { useRecapParams } from './recap-params';
import { sampleRecap } from './sample-recap';
import { ShareButton } from './share-button';
import { TogetherSection } from './together-section';

const timeframes: { value: StatisticsTimeframe; label: string }[] = [
  { value: 'ytd', label: 'Year to Date' },
  { value: 'last-year', label: 'Last Year' },
  { value: 'all-time', label: 'All Time' },
];

function LoadingCard() {
  return (
    <div
      className="pointer-events-none absolute inset-x-0 top-24 z-10 flex justify-center px-4"
      role="status"
    >
      <div className="flex items-center gap-4 rounded-2xl border bg-popover/95 px-6 py-5 shadow-2xl backdrop-blur">
        <span
          className="size-8 shrink-0 animate-spin rounded-full border-2 border-muted border-t-primary"
          aria-hidden="true"
        />
        <div>
          <p className="font-semibold">Loading Your Recap...</p>
          <p className="text-sm text-muted-foreground">Crunching the numbers</p>
        </div>
      </div>
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <h2 className="text-lg font-semibold">Unable to Load Recap</h2>
      <p className="max-w-sm text-sm text-muted-foreground">Try again later or check your connection</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

function SectionHeading({ id, title, description }: { id: string; title: string; description?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}

/** 'Your Watchlist Rewind': the household's year in numbers, for each of you and together. */
export function RecapPage() {
  const labels = useOwnershipLabels();
  const { timeframe, viewer, setTimeframe, setViewer } = useRecapParams();
  const query = useStatistics(timeframe, viewer);
  const openTitle = useOpenRecapTitle();
  const loading = query.isPending || query.isPlaceholderData || (query.isFetching && query.isError);
  const statistics = query.data ?? sampleRecap;
  const failed = query.isError && !query.isFetching;

  return (
    <div className="pb-12">
      <PageHeader
        title="Your Watchlist Rewind"
        description="What you watched, how you liked it, and how you watch together."
        actions={<ShareButton statistics={statistics} labels={labels} disabled={loading || failed} />}
      />
      <div className="flex flex-col gap-6 px-4 md:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Select
            value={timeframe}
            onValueChange={(value) => {
              const chosen = timeframes.find((option) => option.value === value);
              if (chosen) setTimeframe(chosen.value);
            }}
          >
            <SelectTrigger aria-label="Timeframe" className="sm:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {timeframes.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="sm:w-[26rem]">
            <SegmentedChoice
              label="Whose recap"
              value={viewer ?? 'household'}
              onChange={(value) => setViewer(value === 'household' ? null : value)}
              options={[
                { value: 'household', label: 'Household', name: 'Household' },
                {
                  value: 'person1',
                  label: <span className="truncate">{labels.person1}</span>,
                  name: labels.person1,
                },
                {
                  value: 'person2',
                  label: <span className="truncate">{labels.person2}</span>,
                  name: labels.person2,
                },
              ]}
            />
          </div>
        </div>

        {failed ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : (
          <div className="relative">
            {loading && <LoadingCard />}
            <div
              aria-hidden={loading}
              inert={loading}
              className={cn(
                'flex flex-col gap-8 transition-opacity',
                loading && 'select-none opacity-40 blur-[2px]',
              )}
            >
              <section aria-labelledby="recap-heading" className="flex flex-col gap-4">
                <RecapBanner statistics={statistics} labels={labels} onOpen={openTitle} />
                <HeroCards hero={statistics.heroCards} labels={labels} />
              </section>

              <HighlightTabs highlights={statistics.highlights} onOpen={openTitle} />

              <div className="grid gap-4 lg:grid-cols-2">
                <WatchTimeChart months={statistics.charts.watchTimeByMonth} />
                <ReactionChart distribution={statistics.charts.reactionDistribution} />
              </div>

              <section aria-labelledby="recap-fun-facts" className="flex flex-col gap-4">
                <SectionHeading id="recap-fun-facts" title="Fun Facts" />
                <FunFacts lists={statistics.lists} charts={statistics.charts} onOpen={openTitle} />
              </section>

              <section aria-labelledby="recap-together" className="flex flex-col gap-4">
                <SectionHeading
                  id="recap-together"
                  title="Together"
                  description={`${labels.person1} and ${labels.person2}: how the two of you watch.`}
                />
                <TogetherSection household={statistics.household} labels={labels} onOpen={openTitle} />
              </section>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
