import { MinusIcon, PlusIcon } from 'lucide-react';
import { bookmarkLabel, episodeReached } from '#domain/rules/episode-bookmark';
import type { Season } from '#domain/schemas/library';
import { Button } from '../../components/ui/button';

/**
 * Where the household is in a season ('Episode 5 of 10'): one episode back or on. Stepping onto the last episode
 * finishes the season (the server's rule, domain/rules/episode-bookmark.ts).
 */
export function EpisodeStepper({
  season,
  disabled,
  describedBy,
  onStep,
}: {
  season: Season;
  disabled: boolean;
  /** The id of the text saying why the buttons are disabled, when they are for a reason (offline). */
  describedBy?: string;
  onStep: (episode: number) => void;
}) {
  const reached = episodeReached(season);
  const length = season.episodeCount !== null && season.episodeCount > 0 ? season.episodeCount : null;
  const percent = length === null ? 0 : Math.round((100 * reached) / length);
  return (
    <div className="flex items-center gap-2" role="group" aria-label={`${season.name} episodes`}>
      <Button
        variant="outline"
        size="icon"
        className="md:size-8"
        aria-label={`${season.name}: one episode back`}
        aria-describedby={describedBy}
        disabled={disabled || reached === 0}
        onClick={() => onStep(reached - 1)}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span
          className="truncate text-center text-sm tabular-nums"
          aria-live="polite"
          data-testid="episode-bookmark"
        >
          {bookmarkLabel(season)}
        </span>
        {length !== null && (
          <div className="h-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
      </div>
      <Button
        variant="outline"
        size="icon"
        className="md:size-8"
        aria-label={`${season.name}: next episode watched`}
        aria-describedby={describedBy}
        disabled={disabled || (length !== null && reached >= length)}
        onClick={() => onStep(reached + 1)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
