import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CheckCheckIcon, RotateCcwIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { seasonsToMarkWatched } from '#domain/rules/season-marking';
import { rewatchedSeasonCount } from '#domain/rules/season-rewatches';
import type { LibraryCard, Season, SeasonStatus } from '#domain/schemas/library';
import { PosterImage } from '../../components/poster-image';
import { Badge } from '../../components/ui/badge';
import { WriteButton } from '../../components/write-button';
import { useWriteGuard } from '../../lib/write-guard';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
} from '../../components/ui/drawer';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/use-toast';
import { libraryQueries } from '../../lib/api/library';
import { seasonQueries } from '../../lib/api/seasons';
import { useSeasonMutations } from '../../lib/api/use-season-mutations';
import { episodeCount } from '../../lib/format';
import { useIsMobile } from '../../lib/use-is-mobile';
import { EpisodeStepper } from './episode-stepper';
import { progressText } from './progress-text';

const statusOptions: { value: SeasonStatus; label: string }[] = [
  { value: 'to_watch', label: 'To Watch' },
  { value: 'watching', label: 'Watching' },
  { value: 'watched', label: 'Watched' },
  { value: 'rewatch', label: 'Rewatch' },
];

function SeasonCard({
  season,
  onChange,
  onStep,
  busy,
}: {
  season: Season;
  onChange: (status: SeasonStatus) => void;
  onStep: (episode: number) => void;
  busy: boolean;
}) {
  const guard = useWriteGuard();
  const reasonId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-2.5" data-testid="season-card">
      <div className="flex items-center gap-3">
        <PosterImage
          path={season.posterPath}
          size="w154"
          alt=""
          className="aspect-[2/3] w-12 shrink-0 rounded"
        />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
            <p className="truncate text-sm font-medium">{season.name}</p>
            {!season.listed && (
              <Badge variant="outline" className="text-muted-foreground">
                No longer listed
              </Badge>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            {[
              season.episodeCount !== null ? episodeCount(season.episodeCount) : null,
              season.airDate ? format(parseISO(season.airDate), 'PP') : null,
            ]
              .filter(Boolean)
              .join(' • ')}
          </p>
        </div>
        <Select
          value={season.status}
          disabled={busy || guard.blocked}
          onValueChange={(value) => onChange(value as SeasonStatus)}
        >
          <SelectTrigger
            className="w-32 shrink-0"
            aria-label={`${season.name} status`}
            aria-describedby={guard.reason ? reasonId : undefined}
            title={guard.reason}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statusOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="sm:pl-15">
        <EpisodeStepper
          season={season}
          disabled={busy || guard.blocked}
          describedBy={guard.reason ? reasonId : undefined}
          onStep={onStep}
        />
      </div>
      {guard.reason && (
        <span id={reasonId} className="sr-only">
          {guard.reason}
        </span>
      )}
    </li>
  );
}

function SeasonsBody({ item }: { item: LibraryCard }) {
  const seasons = useQuery(seasonQueries.ofItem(item.id));
  const rollup = useQuery(libraryQueries.seasonRollup(item.id));
  const watches = useQuery(seasonQueries.watchesOfItem(item.id));
  const changes = useSeasonMutations(item.id);
  const busy = changes.pending;

  const setStatus = async (season: Season, status: SeasonStatus) => {
    try {
      await changes.setStatus(season, status);
      toast({ title: 'Season status updated!', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update season status. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const setEpisode = async (season: Season, episode: number) => {
    try {
      const stepped = await changes.setEpisode(season, episode);
      if (stepped.status === 'watched' && season.status !== 'watched') {
        toast({ title: `${season.name} watched!`, variant: 'success' });
      }
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update the episode. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const markAllRewatch = async () => {
    try {
      const watched = (seasons.data ?? []).filter((season) => season.status === 'watched');
      await changes.setStatuses(watched, 'rewatch');
      toast({ title: 'Series marked for rewatch!', variant: 'success' });
    } catch {
      toast({
        title: 'Failed to mark for rewatch',
        description: 'There was an error marking this series for rewatch.',
        variant: 'destructive',
      });
    }
  };

  const markAllWatched = async (left: Season[]) => {
    try {
      await changes.setStatuses(left, 'watched');
      toast({ title: 'All seasons marked as watched!', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update season status. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const data = rollup.data;
  const left = seasonsToMarkWatched(seasons.data ?? []);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      {/* Progress and the whole-series actions stay in view while the seasons scroll. */}
      <div className="flex shrink-0 flex-col gap-4" data-testid="seasons-header">
        {data?.hasSeasons && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground" data-testid="season-progress-text">
              {progressText(data, rewatchedSeasonCount(seasons.data ?? [], watches.data ?? []))}
            </p>
            <div className="h-2 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${data.completionPercentage}%` }}
              />
            </div>
          </div>
        )}
        {data?.completionPercentage === 100 &&
          (seasons.data ?? []).some((season) => season.status === 'watched') && (
            <WriteButton variant="secondary" disabled={busy} onClick={() => void markAllRewatch()}>
              <RotateCcwIcon aria-hidden="true" />
              Mark All as Rewatch
            </WriteButton>
          )}
        {left.length > 0 && (
          <WriteButton variant="secondary" disabled={busy} onClick={() => void markAllWatched(left)}>
            <CheckCheckIcon aria-hidden="true" />
            Mark All Watched
          </WriteButton>
        )}
      </div>
      {seasons.isPending ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : (seasons.data ?? []).length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          No seasons found for this series.
        </p>
      ) : (
        <ul className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto pb-2" aria-label="Seasons">
          {(seasons.data ?? []).map((season) => (
            <SeasonCard
              key={season.id}
              season={season}
              busy={busy}
              onChange={(status) => void setStatus(season, status)}
              onStep={(episode) => void setEpisode(season, episode)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A series' seasons: a bottom drawer on phones (swipe down to close), a dialog on desktop. */
export function SeasonsPanel({ item, onClose }: { item: LibraryCard | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  const open = item !== null;
  const body: ReactNode = item ? <SeasonsBody item={item} /> : null;
  if (isMobile) {
    return (
      <Drawer open={open} onOpenChange={(next) => !next && onClose()}>
        <DrawerContent className="max-h-[85dvh]">
          <DrawerHeader>
            <DrawerTitle>Seasons</DrawerTitle>
            <DrawerDescription>{item?.title}</DrawerDescription>
          </DrawerHeader>
          <div className="flex min-h-0 flex-1 flex-col px-4 pb-6">{body}</div>
        </DrawerContent>
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="flex max-h-[85dvh] max-w-xl flex-col overflow-hidden">
        <DialogHeader>
          <DialogTitle>Seasons</DialogTitle>
          <DialogDescription>{item?.title}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
