import { DicesIcon, FilmIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { groupLibrary } from '../../../../domain/rules/list-grouping';
import type { SearchResult } from '../../../../domain/schemas/film';
import type { LibraryItem } from '../../../../domain/schemas/library';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useOwnershipLabels } from '../../lib/household';
import { useHomeActions, type HomeAction } from '../../lib/home-actions';
import { useLibrary } from '../../lib/library';
import { useSortPreference } from '../../lib/sort-preference';
import { useIsMobile } from '../../lib/use-is-mobile';
import { RandomPick } from '../random/random-pick';
import { LiveSearchBox } from '../search/live-search-box';
import { SeasonsPanel } from '../seasons/seasons-panel';
import { DetailsModal, type DetailsTarget } from '../title-details/details-modal';
import { useTitleActions } from '../title-details/use-title-actions';
import { ViewingDialog } from '../title-details/viewing-dialog';
import { ActiveFilters } from './active-filters';
import { ChipGroup } from './chip-group';
import { FilterSheet, ownershipOptions } from './filter-sheet';
import type { CardActions } from './library-card';
import { typeOptions, useLibraryFilters } from './library-filters';
import { cardGridClass, LibrarySection } from './library-section';

const SKELETONS = 12;

const sections = [
  { id: 'to-watch', title: 'Watchlist', status: 'to_watch', emptyText: 'Nothing waiting to be watched.' },
  { id: 'watching', title: 'Currently Watching', status: 'watching', emptyText: 'Nothing in progress.' },
  { id: 'watched', title: 'Watched', status: 'watched', emptyText: 'Nothing watched yet.' },
] as const;

type Target = { kind: 'library'; itemId: number } | { kind: 'search'; result: SearchResult };

export function HomePage() {
  const isMobile = useIsMobile();
  const labels = useOwnershipLabels();
  const library = useLibrary();
  const filters = useLibraryFilters();
  const [sort] = useSortPreference();
  const actions = useTitleActions();
  const [target, setTarget] = useState<Target | null>(null);
  const [watching, setWatching] = useState<LibraryItem | null>(null);
  const [seasonsOf, setSeasonsOf] = useState<number | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [randomOpen, setRandomOpen] = useState(false);

  const items = library.data;
  const openSearchResult = useCallback(
    (result: SearchResult) => {
      const inLibrary = items?.find(
        (item) => item.tmdbId === result.tmdbId && item.mediaType === result.mediaType,
      );
      setTarget(inLibrary ? { kind: 'library', itemId: inLibrary.id } : { kind: 'search', result });
    },
    [items],
  );

  useHomeActions(
    useCallback(
      (action: HomeAction) => {
        if (action === 'filters') setFiltersOpen(true);
        else if (action === 'random') setRandomOpen(true);
        else openSearchResult(action.open);
      },
      [openSearchResult],
    ),
  );

  const groups = useMemo(
    () => (items ? groupLibrary(items, { ownership: filters.ownership, type: filters.type, sort }) : null),
    [items, filters.ownership, filters.type, sort],
  );
  const byId = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);

  const cardActions: CardActions = {
    onOpen: (item) => setTarget({ kind: 'library', itemId: item.id }),
    onWatch: setWatching,
    onFinish: (item) => void actions.setStatus(item, 'watched').catch(() => undefined),
    onManageSeasons: (item) => setSeasonsOf(item.id),
  };

  const detailsTarget: DetailsTarget | null =
    target === null
      ? null
      : target.kind === 'search'
        ? target
        : byId.has(target.itemId)
          ? { kind: 'library', item: byId.get(target.itemId) as LibraryItem }
          : null;

  const empty = items !== undefined && items.length === 0;
  const filteredEmpty =
    groups !== null &&
    !empty &&
    groups.to_watch.length + groups.watching.length + groups.watched.length === 0;

  return (
    <div className="pb-10">
      <div className="sticky top-0 z-20 hidden border-b bg-background/85 px-8 py-3 backdrop-blur-lg md:block">
        <LiveSearchBox onSelect={openSearchResult} />
      </div>

      <header className="flex flex-col gap-4 px-4 pb-6 pt-6 md:px-8 md:pt-8">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Watchlist</h1>
          <div className="flex items-center gap-2">
            {isMobile && (
              <Button
                variant="secondary"
                size="icon"
                aria-label="Filter & Sort"
                onClick={() => setFiltersOpen(true)}
              >
                <SlidersHorizontalIcon aria-hidden="true" />
              </Button>
            )}
            <Button
              variant="secondary"
              size={isMobile ? 'icon' : 'default'}
              aria-label="Random pick"
              onClick={() => setRandomOpen(true)}
            >
              <DicesIcon aria-hidden="true" />
              {!isMobile && 'Random'}
            </Button>
          </div>
        </div>
        {isMobile && <ActiveFilters labels={labels} />}
        {!isMobile && (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ChipGroup
              label="Ownership"
              options={ownershipOptions(labels)}
              value={filters.ownership}
              onChange={filters.setOwnership}
            />
            <span className="h-6 w-px bg-border" aria-hidden="true" />
            <ChipGroup label="Type" options={typeOptions} value={filters.type} onChange={filters.setType} />
          </div>
        )}
      </header>

      <div className="flex flex-col gap-10 px-4 md:px-8">
        {library.isPending ? (
          <div className={cardGridClass} role="status" aria-label="Loading your watchlist">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <div key={index} data-testid="card-skeleton" className="flex flex-col gap-2">
                <Skeleton className="aspect-[2/3] w-full rounded-xl" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        ) : library.isError ? (
          <EmptyState
            icon={FilmIcon}
            title="Failed to load watchlist"
            description="There was an error loading your watchlist items. Please try again."
          >
            <Button variant="secondary" onClick={() => void library.refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : empty ? (
          <EmptyState
            icon={FilmIcon}
            title="Your watchlist is empty"
            description="Search for movies and series to add to your to-do list."
          />
        ) : (
          groups && (
            <>
              {filteredEmpty && (
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
                  <p className="text-sm text-muted-foreground">No titles match these filters.</p>
                  <Button variant="secondary" size="sm" onClick={filters.clear}>
                    Clear filters
                  </Button>
                </div>
              )}
              {sections.map((section) => (
                <LibrarySection
                  key={section.status}
                  id={section.id}
                  title={section.title}
                  emptyText={section.emptyText}
                  items={groups[section.status]}
                  status={section.status}
                  labels={labels}
                  actions={cardActions}
                />
              ))}
            </>
          )
        )}
      </div>

      <DetailsModal
        target={detailsTarget}
        onClose={() => setTarget(null)}
        onManageSeasons={(item) => setSeasonsOf(item.id)}
      />
      <ViewingDialog
        open={watching !== null}
        onOpenChange={(open) => !open && setWatching(null)}
        title={watching?.title ?? ''}
        preselectedRating={watching?.userRating ?? null}
        saving={actions.pending}
        onSave={(values) => (watching ? actions.markWatched(watching, values) : Promise.resolve())}
      />
      <SeasonsPanel
        item={seasonsOf === null ? null : (byId.get(seasonsOf) ?? null)}
        onClose={() => setSeasonsOf(null)}
      />
      <RandomPick open={randomOpen} onOpenChange={setRandomOpen} />
      {isMobile && <FilterSheet open={filtersOpen} onOpenChange={setFiltersOpen} labels={labels} />}
    </div>
  );
}
