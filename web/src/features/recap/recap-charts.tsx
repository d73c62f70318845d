import type { ReactNode } from 'react';
import type { Statistics } from '#domain/schemas/statistics';
import { decimal, longMonth, shortMonth } from './recap-format';

type Charts = Statistics['charts'];

/** Beyond two years, months are too thin to read on a phone: the bars become years. */
const MAX_MONTH_BARS = 24;

interface Bar {
  key: string;
  label: string;
  name: string;
  hours: number;
}

function barsOf(months: Charts['watchTimeByMonth']): Bar[] {
  if (months.length <= MAX_MONTH_BARS) {
    const short = months.length <= 12;
    return months.map(({ month, hours }) => ({
      key: month,
      label: short ? shortMonth(month) : shortMonth(month).charAt(0),
      name: longMonth(month),
      hours,
    }));
  }
  const years = new Map<string, number>();
  for (const { month, hours } of months) {
    const year = month.slice(0, 4);
    years.set(year, (years.get(year) ?? 0) + hours);
  }
  return [...years].map(([year, hours]) => ({
    key: year,
    label: `’${year.slice(2)}`,
    name: year,
    hours: Math.round(hours * 10) / 10,
  }));
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Bars relative to the busiest month (or year); the numbers are a table for screen readers. */
export function WatchTimeChart({ months }: { months: Charts['watchTimeByMonth'] }) {
  const bars = barsOf(months);
  const most = Math.max(0, ...bars.map((bar) => bar.hours));
  const busiest = bars.find((bar) => bar.hours === most && most > 0);
  return (
    <ChartCard title="Watch Time by Month">
      <p className="text-sm text-muted-foreground">
        {busiest ? `Busiest: ${busiest.name}, ${decimal(busiest.hours)} h` : 'No watch time yet'}
      </p>
      <div className="flex h-40 items-end gap-1 sm:gap-1.5" aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.key} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1.5">
            <div
              title={`${bar.name}: ${decimal(bar.hours)} h`}
              className={
                bar.hours === most && most > 0
                  ? 'w-full max-w-8 rounded-t-md bg-primary-ink'
                  : 'w-full max-w-8 rounded-t-md bg-chart-quiet'
              }
              style={{
                height: most > 0 ? `${Math.max(bar.hours > 0 ? 3 : 1, (100 * bar.hours) / most)}%` : '1%',
              }}
            />
            <span className="text-[0.6875rem] leading-none text-muted-foreground">{bar.label}</span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>Watch time by {bars.length === months.length ? 'month' : 'year'}, in hours</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.name}</th>
              <td>{decimal(bar.hours)} hours</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartCard>
  );
}

const reactions = [
  { key: 'up', label: 'Liked', className: 'bg-success' },
  { key: 'neutral', label: 'Neutral', className: 'bg-muted-foreground/60' },
  { key: 'down', label: 'Disliked', className: 'bg-destructive' },
] as const;

/** Liked, Neutral and Disliked as one bar, with the percents written out. */
export function ReactionChart({ distribution }: { distribution: Charts['reactionDistribution'] }) {
  const rated = distribution.up + distribution.neutral + distribution.down > 0;
  return (
    <ChartCard title="Reaction Distribution">
      <div className="flex h-4 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {rated &&
          reactions.map((reaction) => (
            <div
              key={reaction.key}
              className={reaction.className}
              style={{ width: `${distribution[reaction.key]}%` }}
            />
          ))}
      </div>
      <ul className="grid grid-cols-3 gap-2">
        {reactions.map((reaction) => (
          <li key={reaction.key} className="flex flex-col gap-1 rounded-lg bg-muted/50 p-3">
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              <span className={`size-2.5 rounded-full ${reaction.className}`} aria-hidden="true" />
              {reaction.label}
            </span>
            <span className="text-xl font-semibold tabular-nums">{distribution[reaction.key]}%</span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
