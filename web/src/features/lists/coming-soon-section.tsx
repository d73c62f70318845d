import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, CircleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { dayLabel } from '#domain/rules/calendar-days';
import { COMING_SOON_DAYS, COMING_SOON_PREVIEW } from '#domain/rules/coming-soon';
import type { ComingSoonEntry } from '#domain/schemas/calendar';
import { EmptyState } from '../../components/empty-state';
import { PosterImage } from '../../components/poster-image';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { calendarQueries } from '../../lib/api/calendar';
import { cn } from '../../lib/cn';
import { countLabel } from './list-section';

/** What airs: 'S2 · E5 · The Return', 'S2 · E5–E7', 'Season 3 premiere', 'Movie release'. */
function whatAirs(entry: ComingSoonEntry): string {
  if (entry.kind === 'movie') return 'Movie release';
  if (entry.kind === 'season') return `Season ${entry.seasonNumber ?? ''} premiere`.replace('  ', ' ');
  const first = entry.firstEpisode;
  const last = entry.lastEpisode;
  const episodes =
    first === null ? null : last !== null && last !== first ? `E${first}–E${last}` : `E${first}`;
  return [`S${entry.seasonNumber ?? 1}`, episodes, entry.episodeName].filter(Boolean).join(' · ');
}

function ComingRow({ entry, today }: { entry: ComingSoonEntry; today: string }) {
  const when = dayLabel(entry.date, today);
  const soon = when === 'Today' || when === 'Tomorrow';
  return (
    <li className="flex min-w-0 items-center" data-testid="coming-soon-entry">
      <Link
        href={`/movie/${entry.mediaType}/${entry.tmdbId}`}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-md p-1.5 hover:bg-accent"
      >
        <PosterImage path={entry.posterPath} size="w92" alt="" className="h-14 w-10 shrink-0 rounded" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{entry.title}</p>
          <p className="truncate text-xs text-muted-foreground">{whatAirs(entry)}</p>
        </div>
        <span
          className={
            soon
              ? 'shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground'
              : 'shrink-0 text-xs font-medium text-muted-foreground'
          }
          data-testid="coming-soon-day"
        >
          {when}
        </span>
      </Link>
    </li>
  );
}

/**
 * The next 90 days of the library: new episodes and seasons of its series, releases of its movies to watch, by
 * date. Days read in the household's time zone (the server's today), whatever the browser's.
 */
export function ComingSoonSection({ className }: { className?: string }) {
  const comingSoon = useQuery(calendarQueries.comingSoon());
  const [open, setOpen] = useState(false);
  const data = comingSoon.data;
  const entries = data?.entries ?? [];
  const failed = comingSoon.isError && data === undefined;

  return (
    <section
      aria-labelledby="list-coming-soon-title"
      className={cn('flex flex-col gap-3 rounded-xl border bg-card p-4', className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="list-coming-soon-title" className="text-lg font-semibold">
          Coming Soon
        </h2>
        {data && <span className="text-xs text-muted-foreground">{countLabel(entries.length)}</span>}
      </div>
      {comingSoon.isPending ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: COMING_SOON_PREVIEW }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : failed ? (
        <EmptyState
          icon={CircleAlertIcon}
          title="Failed to load what's coming"
          description="There was an error loading upcoming episodes and releases. Please try again."
          className="border-0 py-8"
        >
          <Button variant="secondary" onClick={() => void comingSoon.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : data === undefined || entries.length === 0 ? (
        <EmptyState
          icon={CalendarClockIcon}
          title="Nothing coming soon"
          description={`New episodes of your series and releases of your movies to watch show here ${COMING_SOON_DAYS} days ahead.`}
          className="border-0 py-8"
        />
      ) : (
        <>
          <ul className="flex flex-col gap-1">
            {entries.slice(0, COMING_SOON_PREVIEW).map((entry) => (
              <ComingRow key={entry.key} entry={entry} today={data.today} />
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            View All ({entries.length})
          </Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent className="max-h-[85dvh] max-w-lg overflow-y-auto">
              <DialogHeader>
                <DialogTitle>Coming Soon</DialogTitle>
                <DialogDescription>
                  {countLabel(entries.length)} in the next {COMING_SOON_DAYS} days
                </DialogDescription>
              </DialogHeader>
              <ul className="flex min-w-0 flex-col gap-1">
                {entries.map((entry) => (
                  <ComingRow key={entry.key} entry={entry} today={data.today} />
                ))}
              </ul>
            </DialogContent>
          </Dialog>
        </>
      )}
    </section>
  );
}
