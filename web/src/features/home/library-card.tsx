import { UsersIcon } from 'lucide-react';
import { ourChanges, ourServicesCarrying } from '#domain/rules/availability';
import { genreLine } from '#domain/rules/genre-line';
import { seasonEpisodeShort } from '#domain/rules/episode-bookmark';
import { cardReaction } from '#domain/rules/rating-derivations';
import type { LibraryCard as Card } from '#domain/schemas/library';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { PosterImage } from '../../components/poster-image';
import { ReactionIcon } from '../../components/reaction-icon';
import { SeenBy } from '../../components/seen-by';
import { ServiceLogos } from '../../components/service-logo';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import { seasonsDone } from '../../lib/format';
import { personBadge } from '../../lib/household';
import { serviceName, type OurServices } from '../../lib/our-services';

export interface CardActions {
  onOpen: (item: Card) => void;
  onWatch: (item: Card) => void;
  onFinish: (item: Card) => void;
  onManageSeasons: (item: Card) => void;
}

function OwnershipBadge({ item, labels }: { item: Card; labels: OwnershipLabels }) {
  const name = labels[item.ownership];
  return (
    <span
      title={`Owned by ${name}`}
      role="img"
      aria-label={`Owned by ${name}`}
      className="flex h-7 min-w-7 items-center justify-center rounded-full bg-black/65 px-1.5 text-xs font-semibold text-white ring-1 ring-white/20 backdrop-blur"
    >
      {item.ownership === 'together' ? (
        <UsersIcon className="size-3.5" aria-hidden="true" />
      ) : (
        personBadge(item.ownership, labels)
      )}
    </span>
  );
}

function SeasonProgress({ item }: { item: Card }) {
  const rollup = item.seasonRollup;
  if (!rollup?.hasSeasons) return null;
  const done = rollup.watchedSeasons + rollup.rewatchSeasons;
  return (
    <div className="flex flex-col gap-1" data-testid="season-progress">
      <p className="text-xs text-muted-foreground">
        {seasonsDone(done, rollup.totalSeasons)}
        {rollup.currentSeason && rollup.completionPercentage < 100
          ? ` • ${seasonEpisodeShort(rollup.currentSeason)}`
          : ''}
      </p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Seasons watched"
        aria-valuenow={rollup.completionPercentage}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${rollup.completionPercentage}%` }}
        />
      </div>
    </div>
  );
}

function CardAction({ item, actions, status }: { item: Card; actions: CardActions; status: Card['status'] }) {
  const action: [string, (item: Card) => void] | null =
    item.mediaType === 'tv'
      ? ['Manage Seasons', actions.onManageSeasons]
      : status === 'to_watch'
        ? ['Watch', actions.onWatch]
        : status === 'watching'
          ? ['Mark as Finished', actions.onFinish]
          : null;
  if (!action) return null;
  const [label, run] = action;
  // Finishing changes the library at once; the others open a panel or a form first.
  const ActionButton = run === actions.onFinish ? WriteButton : Button;
  return (
    <ActionButton
      variant="secondary"
      size="sm"
      className="mt-auto w-full"
      onClick={(event) => {
        event.stopPropagation();
        run(item);
      }}
    >
      {label}
    </ActionButton>
  );
}

/** 'Now on …' / 'Left …': our services the title came to or left since it was last opened. */
function AvailabilityNews({ item, services }: { item: Card; services: OurServices }) {
  const { now, left } = ourChanges(item.availability, services.ids);
  if (now.length === 0 && left.length === 0) return null;
  const names = (ids: number[]) => ids.map((id) => serviceName(services, id)).join(', ');
  return (
    <p className="truncate text-xs font-medium" data-testid="availability-news">
      {now.length > 0 && <span className="text-success">Now on {names(now)}</span>}
      {now.length > 0 && left.length > 0 && <span className="text-muted-foreground"> · </span>}
      {left.length > 0 && <span className="text-muted-foreground">Left {names(left)}</span>}
    </p>
  );
}

export function LibraryCard({
  item,
  status,
  labels,
  services,
  actions,
}: {
  item: Card;
  status: Card['status'];
  labels: OwnershipLabels;
  services: OurServices;
  actions: CardActions;
}) {
  const average = cardReaction(item);
  const carriedBy = ourServicesCarrying(item.availability, services.ids);
  return (
    <article
      data-testid="library-card"
      aria-label={item.title}
      className="group flex cursor-pointer flex-col gap-2 rounded-xl"
      onClick={() => actions.onOpen(item)}
    >
      {/* The badges lie over the poster but outside its button, whose name is the title alone. */}
      <div className="relative">
        <button
          type="button"
          aria-label={`Open ${item.title}`}
          data-library-id={item.id}
          className="relative block w-full overflow-hidden rounded-xl bg-muted text-left shadow-sm ring-1 ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <PosterImage
            path={item.posterPath}
            size="w342"
            alt=""
            className="aspect-[2/3] w-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </button>
        <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-1">
          <div className="flex flex-wrap items-center gap-1">
            {item.mediaType === 'tv' && (
              <span className="rounded-md bg-black/70 px-1.5 py-1 text-[0.6875rem] font-bold leading-none tracking-wide text-white backdrop-blur">
                TV
              </span>
            )}
            <span
              className="flex items-center gap-1 rounded-md bg-black/70 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white backdrop-blur"
              role="img"
              aria-label={`Average: ${average}`}
            >
              AVG <ReactionIcon reaction={average} className="size-3.5" />
            </span>
            {status === 'watched' && item.aggregateRating && (
              <span
                className="flex items-center gap-1 rounded-md bg-black/70 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white backdrop-blur"
                role="img"
                aria-label={`Your rating: ${item.aggregateRating}`}
              >
                RTN <ReactionIcon reaction={item.aggregateRating} className="size-3.5" />
              </span>
            )}
          </div>
          <OwnershipBadge item={item} labels={labels} />
        </div>
        <ServiceLogos
          ids={carriedBy}
          byId={services.byId}
          className="pointer-events-none absolute bottom-2 left-2 rounded-lg bg-black/55 p-1 backdrop-blur"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 px-0.5">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold" title={item.title}>
            {item.title}
          </h3>
          <p className="truncate text-xs text-muted-foreground">
            {[item.year, genreLine(item.genres)].filter(Boolean).join(' • ')}
          </p>
          {item.seenBy && (
            <SeenBy person={item.seenBy} labels={labels} className="text-xs font-medium text-primary-ink" />
          )}
          <AvailabilityNews item={item} services={services} />
        </div>
        {item.mediaType === 'tv' && <SeasonProgress item={item} />}
        <CardAction item={item} actions={actions} status={status} />
      </div>
    </article>
  );
}
