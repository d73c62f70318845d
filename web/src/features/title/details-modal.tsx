import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SearchResult } from '#domain/schemas/film';
import type { LibraryCard, LibraryItem, WatchInstance } from '#domain/schemas/library';
import type { Person } from '#domain/rules/owner-rule';
import { GenreChip } from '../../components/genre-chip';
import { ItemActions } from '../../components/title/item-actions';
import { PosterImage } from '../../components/poster-image';
import { SeenBy } from '../../components/seen-by';
import { WhereToWatch } from '../../components/title/where-to-watch';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { titleQueries } from '../../lib/api/titles';
import { useViewings } from '../../lib/api/viewings';
import { cn } from '../../lib/cn';
import { formatTitleRuntime } from '../../lib/format';
import { useOwnershipLabels } from '../../lib/household';
import { imageUrl } from '../../lib/images';
import { mediaTypeLabel } from '../../lib/labels';
import { factsOfItem, factsOfSearchResult, ratedViewingCount, type TitleFacts } from '../../lib/title-facts';
import { useAvailabilitySeen } from '../../lib/use-availability-seen';
import { useIsMobile } from '../../lib/use-is-mobile';
import { CreditsStrip } from './credits-strip';
import { SearchResultActions } from './search-result-actions';
import { RatingsGrid } from './ratings-grid';
import { usePosterColor } from './use-poster-color';
import { useTitleActions, type ViewingValues } from '../../lib/use-title-actions';
import { useDeletedViewing } from './use-deleted-viewing';
import { ViewingDialog } from './viewing-dialog';
import { WatchHistory } from './watch-history';

export type DetailsTarget = { kind: 'library'; item: LibraryItem } | { kind: 'search'; result: SearchResult };

type ViewingPurpose =
  { kind: 'mark-watched' } | { kind: 'add-viewing' } | { kind: 'edit'; viewing: WatchInstance };

function Header({ facts, seenBy }: { facts: TitleFacts; seenBy: Person | null }) {
  const tint = usePosterColor(facts.posterPath, facts.genres);
  const labels = useOwnershipLabels();
  return (
    <div className="relative isolate">
      <div
        className="absolute inset-0 -z-10 overflow-hidden"
        data-testid="details-backdrop"
        style={{ backgroundColor: tint }}
      >
        <img
          src={imageUrl(facts.backdropPath, 'w1280')}
          alt=""
          className="size-full object-cover opacity-45 mix-blend-luminosity"
        />
        <div
          className="absolute inset-0"
          style={{
            background: `linear-gradient(to top, var(--color-popover) 0%, ${tint}cc 55%, ${tint}66 100%)`,
          }}
        />
      </div>
      <div className="flex items-end gap-4 px-5 pb-4 pt-20 sm:gap-6 sm:px-6 sm:pt-28">
        <PosterImage
          path={facts.posterPath}
          size="w342"
          alt=""
          loading="eager"
          className="aspect-[2/3] w-24 shrink-0 rounded-lg shadow-2xl ring-1 ring-white/15 sm:w-36"
        />
        <div className="min-w-0 flex-1 pb-1">
          <DialogTitle className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl">
            {facts.title}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-foreground/80">
            {[facts.year, mediaTypeLabel(facts.mediaType), formatTitleRuntime(facts.mediaType, facts.runtime)]
              .filter(Boolean)
              .join(' • ')}
          </DialogDescription>
          {seenBy && <SeenBy person={seenBy} labels={labels} className="mt-1 text-sm font-medium" />}
          {facts.genres.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-1.5">
              {facts.genres.map((genre) => (
                <GenreChip key={genre} name={genre} />
              ))}
            </div>
          )}
          <Link
            href={`/movie/${facts.mediaType}/${facts.tmdbId}`}
            className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-ink hover:underline md:min-h-0"
          >
            Title page and where to watch
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </div>
  );
}

function Facts({ facts }: { facts: TitleFacts }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm leading-relaxed text-foreground/90">
        {facts.overview || 'No overview available.'}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {facts.people.names.length > 0 && (
          <div>
            <dt className="text-muted-foreground">{facts.people.label}</dt>
            <dd>{facts.people.names.join(', ')}</dd>
          </div>
        )}
        {facts.mainStars.length > 0 && (
          <div>
            <dt className="text-muted-foreground">Starring</dt>
            <dd>{facts.mainStars.slice(0, 4).join(', ')}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** Mounted with the title: opening it tells the server its availability changes were seen. */
function DetailsWhereToWatch({ mediaType, tmdbId }: { mediaType: TitleFacts['mediaType']; tmdbId: number }) {
  const news = useAvailabilitySeen(mediaType, tmdbId);
  return <WhereToWatch mediaType={mediaType} tmdbId={tmdbId} news={news} headingLevel="h3" />;
}

/** Everything about one title: what it is, how it rates, who watched it, and what can be done with it. */
export function DetailsModal({
  target,
  onClose,
  onManageSeasons,
}: {
  target: DetailsTarget | null;
  onClose: () => void;
  onManageSeasons: (item: LibraryCard) => void;
}) {
  const isMobile = useIsMobile();
  const actions = useTitleActions();
  const [viewing, setViewing] = useState<ViewingPurpose | null>(null);
  const deleted = useDeletedViewing();
  const deletedRow = useRef<HTMLDivElement>(null);
  const item = target?.kind === 'library' ? target.item : null;
  const result = target?.kind === 'search' ? target.result : null;
  const viewings = useViewings(item?.id ?? null);
  const details = useQuery({
    ...titleQueries.details(result?.mediaType ?? 'movie', result?.tmdbId ?? 0),
    enabled: result !== null,
  });

  const facts = item ? factsOfItem(item) : result ? factsOfSearchResult(result, details.data) : null;
  const ratedViewings = ratedViewingCount(viewings.data ?? []);

  const saveViewing = (values: ViewingValues): Promise<unknown> => {
    if (!viewing) return Promise.resolve();
    if (result) return actions.addAsWatched(result, values).then(onClose);
    if (!item) return Promise.resolve();
    if (viewing.kind === 'edit') return actions.updateViewing(item, viewing.viewing, values);
    if (viewing.kind === 'add-viewing') return actions.addViewing(item, values);
    return actions.markWatched(item, values);
  };

  return (
    <>
      <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          aria-describedby={undefined}
          // The header is tinted with the poster's colour, light or dark: a dark disc keeps Close readable on any.
          closeButtonClassName="rounded-full bg-black/60 text-white ring-1 ring-white/30 backdrop-blur-sm hover:bg-black/75 hover:text-white"
          className={cn(
            'block overflow-y-auto p-0 sm:p-0',
            isMobile
              ? 'inset-0 left-0 top-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 rounded-none border-0'
              : 'max-h-[90dvh] max-w-3xl',
          )}
        >
          {facts && (
            <>
              <Header facts={facts} seenBy={item?.seenBy ?? null} />
              <div className="flex flex-col gap-6 px-5 pb-6 sm:px-6">
                {item ? (
                  <ItemActions
                    item={item}
                    ratedViewings={ratedViewings}
                    actions={actions}
                    onMarkWatched={() => setViewing({ kind: 'mark-watched' })}
                    onAddViewing={() => setViewing({ kind: 'add-viewing' })}
                    onManageSeasons={() => onManageSeasons(item)}
                    onRemoved={onClose}
                  />
                ) : (
                  result && (
                    <SearchResultActions
                      result={result}
                      actions={actions}
                      onMarkWatched={() => setViewing({ kind: 'mark-watched' })}
                      onAdded={onClose}
                    />
                  )
                )}
                <Facts facts={facts} />
                <RatingsGrid figures={facts.ratings} ratedViewings={ratedViewings} />
                <DetailsWhereToWatch mediaType={facts.mediaType} tmdbId={facts.tmdbId} />
                <CreditsStrip mediaType={facts.mediaType} tmdbId={facts.tmdbId} mainStars={facts.mainStars} />
                {item && (
                  <WatchHistory
                    viewings={viewings.data ?? []}
                    loading={viewings.isPending}
                    onEdit={(watch) => setViewing({ kind: 'edit', viewing: watch })}
                    deleted={deleted.deleted}
                    deletedRef={deletedRow}
                  />
                )}
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
      <ViewingDialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={facts?.title ?? ''}
        draftKey={
          item
            ? `viewing:item-${item.id}:${viewing?.kind === 'edit' ? viewing.viewing.id : 'new'}`
            : `viewing:${result?.mediaType ?? 'movie'}-${result?.tmdbId ?? 0}:new`
        }
        editing={viewing?.kind === 'edit' ? viewing.viewing : null}
        preselectedRating={item?.userRating ?? null}
        saving={actions.pending}
        onSave={saveViewing}
        onDelete={
          item && viewing?.kind === 'edit'
            ? () => actions.deleteViewing(item, viewing.viewing).then(deleted.show)
            : undefined
        }
        onDeletedFocus={() => deletedRow.current?.focus()}
      />
    </>
  );
}
