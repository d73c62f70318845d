import {
  CalendarClockIcon,
  GaugeIcon,
  HistoryIcon,
  HourglassIcon,
  RocketIcon,
  SparkleIcon,
  SnailIcon,
  TimerIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Statistics, TitleRef } from '#domain/schemas/statistics';
import { formatRuntime } from '../../lib/format';
import { NO_DATA, plural } from './recap-format';

interface Fact {
  label: string;
  icon: LucideIcon;
  value: string | null;
  title: TitleRef | null;
}

function FactCard({ fact, onOpen }: { fact: Fact; onOpen: (title: TitleRef) => void }) {
  const { icon: Icon } = fact;
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <h3 className="flex items-start gap-2 text-xs font-medium uppercase leading-4 tracking-wide text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
        <span className="min-w-0">{fact.label}</span>
      </h3>
      {fact.value === null ? (
        <p className="text-sm text-muted-foreground">{NO_DATA}</p>
      ) : (
        <>
          <p className="text-lg font-semibold tabular-nums">{fact.value}</p>
          {fact.title && (
            <button
              type="button"
              onClick={() => fact.title && onOpen(fact.title)}
              className="-mx-1 min-h-11 truncate rounded px-1 text-left text-sm text-muted-foreground hover:text-foreground hover:underline md:min-h-8"
            >
              {fact.title.title}
            </button>
          )}
        </>
      )}
    </li>
  );
}

const days = (count: number) => (count === 0 ? 'Same day' : plural(count, 'day'));

/** Longest and shortest title, newest and oldest release, add-to-finish times, completion rate. */
export function FunFacts({
  lists,
  charts,
  onOpen,
}: {
  lists: Statistics['lists'];
  charts: Statistics['charts'];
  onOpen: (title: TitleRef) => void;
}) {
  const facts: Fact[] = [
    {
      label: 'Longest Title',
      icon: HourglassIcon,
      value: lists.longestTitle && (formatRuntime(lists.longestTitle.runtime) ?? ''),
      title: lists.longestTitle,
    },
    {
      label: 'Shortest Title',
      icon: TimerIcon,
      value: lists.shortestTitle && (formatRuntime(lists.shortestTitle.runtime) ?? ''),
      title: lists.shortestTitle,
    },
    {
      label: 'Newest Release',
      icon: SparkleIcon,
      value: lists.newestRelease && String(lists.newestRelease.year),
      title: lists.newestRelease,
    },
    {
      label: 'Oldest Release',
      icon: HistoryIcon,
      value: lists.oldestRelease && String(lists.oldestRelease.year),
      title: lists.oldestRelease,
    },
    {
      label: 'Fastest Add to Finish',
      icon: RocketIcon,
      value: lists.fastestAddToFinish && days(lists.fastestAddToFinish.days),
      title: lists.fastestAddToFinish,
    },
    {
      label: 'Slowest Add to Finish',
      icon: SnailIcon,
      value: lists.slowestAddToFinish && days(lists.slowestAddToFinish.days),
      title: lists.slowestAddToFinish,
    },
    {
      label: 'Typical Add to Finish',
      icon: CalendarClockIcon,
      value: charts.addToFinishTimes.medianDays === null ? null : days(charts.addToFinishTimes.medianDays),
      title: null,
    },
    {
      label: 'Completion Rate',
      icon: GaugeIcon,
      value: charts.completionRate === null ? null : `${charts.completionRate}%`,
      title: null,
    },
  ];
  return (
    <ul aria-label="Fun facts" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {facts.map((fact) => (
        <FactCard key={fact.label} fact={fact} onOpen={onOpen} />
      ))}
    </ul>
  );
}
