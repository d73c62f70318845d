import { FlameIcon, HeartHandshakeIcon, SplitIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import type { HouseholdPick, Statistics, TitleRef } from '#domain/schemas/statistics';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { decimal, longDay, NO_DATA, plural } from './recap-format';
import { StatCard } from './stat-card';
import { TitlePoster } from './title-poster';

type Household = Statistics['household'];

function PickRow({ owner, other, pick }: { owner: string; other: string; pick: HouseholdPick }) {
  return (
    <li className="flex flex-col gap-0.5">
      <p className="text-sm font-medium">
        {owner}&apos;s picks{' '}
        <span className="font-normal text-muted-foreground">({plural(pick.owned, 'title')})</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {other} watched {pick.watchedByOther}
        {pick.likeRate === null ? '' : ` and liked ${pick.likeRate}%`}
      </p>
    </li>
  );
}

function HoursBar({ hours, labels }: { hours: Household['hours']; labels: OwnershipLabels }) {
  const total = hours.together + hours.person1 + hours.person2;
  const parts = [
    { key: 'together', label: labels.together, hours: hours.together, className: 'bg-primary' },
    { key: 'person1', label: labels.person1, hours: hours.person1, className: 'bg-sky-500' },
    { key: 'person2', label: labels.person2, hours: hours.person2, className: 'bg-violet-500' },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {total > 0 &&
          parts.map((part) => (
            <div
              key={part.key}
              className={part.className}
              style={{ width: `${(100 * part.hours) / total}%` }}
            />
          ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {parts.map((part) => (
          <li key={part.key} className="flex min-w-0 items-center gap-2">
            <span className={`size-2.5 shrink-0 rounded-full ${part.className}`} aria-hidden="true" />
            <span className="truncate text-muted-foreground">{part.label}</span>
            <span className="font-semibold tabular-nums">{decimal(part.hours)} h</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The two of you: taste match, whose picks land, the divisive title, the streak, hours together and apart. */
export function TogetherSection({
  household,
  labels,
  onOpen,
}: {
  household: Household;
  labels: OwnershipLabels;
  onOpen: (title: TitleRef) => void;
}) {
  const { tasteMatch, picks, mostDivisive, longestStreak } = household;
  const likedBy = mostDivisive ? labels[mostDivisive.likedBy] : '';
  const dislikedBy = mostDivisive ? labels[mostDivisive.likedBy === 'person1' ? 'person2' : 'person1'] : '';
  return (
    <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3 lg:gap-4">
      <StatCard
        icon={HeartHandshakeIcon}
        label="Taste Match"
        value={tasteMatch && `${tasteMatch.percent}%`}
        detail={tasteMatch && `over ${plural(tasteMatch.sharedTitles, 'title')} you both rated`}
        emptyHint="It appears once you have each rated 5 of the same titles, watched on your own."
      />
      <StatCard
        icon={FlameIcon}
        label="Longest Streak"
        value={longestStreak && plural(longestStreak.weeks, 'week')}
        emptyHint="Weeks in a row with a viewing together."
        detail={
          longestStreak &&
          (longestStreak.start === longestStreak.end
            ? `watching together, ${longDay(longestStreak.start)}`
            : `watching together, ${longDay(longestStreak.start)} – ${longDay(longestStreak.end)}`)
        }
      />
      <section
        aria-label="Whose Picks Land"
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      >
        <h3 className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          <TrophyIcon className="size-4 text-primary-ink" aria-hidden="true" />
          Whose Picks Land
        </h3>
        <ul className="flex flex-col gap-2">
          <PickRow owner={labels.person1} other={labels.person2} pick={picks.person1} />
          <PickRow owner={labels.person2} other={labels.person1} pick={picks.person2} />
        </ul>
      </section>
      <section
        aria-label="Most Divisive"
        className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 md:col-span-1"
      >
        {mostDivisive && <TitlePoster title={mostDivisive} onOpen={onOpen} className="w-16 shrink-0" />}
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            <SplitIcon className="size-4 text-primary-ink" aria-hidden="true" />
            Most Divisive
          </h3>
          {mostDivisive ? (
            <>
              <button
                type="button"
                onClick={() => onOpen(mostDivisive)}
                className="min-h-11 truncate text-left font-semibold hover:underline md:min-h-8"
              >
                {mostDivisive.title}
              </button>
              <p className="text-sm text-muted-foreground">
                {likedBy} loved it, {dislikedBy} didn&apos;t.
              </p>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{NO_DATA}</p>
              <p className="text-xs text-muted-foreground">
                A title one of you liked and the other disliked.
              </p>
            </>
          )}
        </div>
      </section>
      <section
        aria-label="Hours Together and Apart"
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5 md:col-span-2"
      >
        <h3 className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          <UsersIcon className="size-4 text-primary-ink" aria-hidden="true" />
          Hours Together and Apart
        </h3>
        <HoursBar hours={household.hours} labels={labels} />
      </section>
    </div>
  );
}
