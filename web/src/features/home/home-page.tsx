import { DicesIcon, FilmIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LOADING_SKELETON_CARDS } from '#domain/rules/constants';
import { sortLibrary } from '#domain/rules/library-sort';
import { groupSorted } from '#domain/rules/list-grouping';
import type { LibraryCard } from '#domain/schemas/library';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useLibraryCards } from '../../lib/api/library';
import { useOwnershipLabels } from '../../lib/household';
import { useOurServices } from '../../lib/our-services';
import { useSortPreference } from '../../lib/sort-preference';
import { useTitleHost } from '../../lib/title-host';
import { useTitleActions } from '../../lib/use-title-actions';
import { lazyComponent } from '../../lib/lazy-component';
import { answeredThisVisit } from '../../lib/offline-queries';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useOnceTrue } from '../../lib/use-once-true';
import { ActiveFilters } from './active-filters';
import { ChipGroup } from './chip-group';
import { cardsOnFirstScreen, shareOut } from './first-screen-cards';
import { setFilterSheetOpen, useFilterSheetOpen } from './filter-sheet-state';
import type { CardActions } from './library-card';
import { ownershipOptions, typeOptions, useLibraryFilters } from './library-filters';
import { cardGridClass, LibrarySection, SECTION_PAGE } from './library-section';
import { ServicesChip } from './services-chip';
import { UpNextRow } from './up-next-row';
import { useUpNextEntries } from './use-up-next-entries';

/** Before the list has come: one empty list, so that what is built from it is not built again on every render. */
const NO_CARDS: readonly LibraryCard[] = [];

const FilterSheet = lazyComponent(() => import('./filter-sheet').then((m) => m.FilterSheet));
// After the first paint: the ideas (and their request) never hold back the first cards.
const IdeasRow = lazyComponent(() => import('./ideas-row').then((m) => m.IdeasRow));

const sections = [
  { id: 'to-watch', title: 'Watchlist', status: 'to_watch', emptyText: 'Nothing waiting to be watched.' },
  { id: 'watching', title: 'Currently Watching', status: 'watching', emptyText: 'Nothing in progress.' },
  { id: 'watched', title: 'Watched', status: 'watched', emptyText: 'Nothing watched yet.' },
] as const;

/**
 * The watchlist. `searchBox`: the desktop header's search; `decideTogether`: the button that starts Decide together,
 * beside the random pick; the app composes both in.
 */
export function HomePage({
  searchBox,
  decideTogether,
}: {
  searchBox: ReactNode;
  decideTogether?: ReactNode;
}) {
  const isMobile = useIsMobile();
  const labels = useOwnershipLabels();
  const library = useLibraryCards();
  const filters = useLibraryFilters();
  const services = useOurServices();
  const [sort] = useSortPreference();
  const actions = useTitleActions();
  const host = useTitleHost();
  const filtersOpen = useFilterSheetOpen();
  const filtersUsed = useOnceTrue(filtersOpen);
  // The sheet belongs to this screen: leaving it (the back button) leaves the sheet closed for the next visit.
  useEffect(() => () => setFilterSheetOpen(false), []);

  const items = library.data;
  const onServices = filters.onServices && services.enabled && services.ids.length > 0 ? services.ids : null;
  // Sorted once per order: a chip changes only which of the sorted titles are shown.
  const sorted = useMemo(() => (items ? sortLibrary(items, sort) : null), [items, sort]);
  const groups = useMemo(
    () =>
      sorted ? groupSorted(sorted, { ownership: filters.ownership, type: filters.type, onServices }) : null,
    [sorted, filters.ownership, filters.type, onServices],
  );

  const upNext = useUpNextEntries(items ?? NO_CARDS);
  // The cards one screen can show, shared out in the sections' order: the first paint builds no more than these.
  const [onFirstScreen] = useState(() =>
    cardsOnFirstScreen(window.innerWidth, window.innerHeight, upNext.length > 0),
  );
  const inSight = useMemo(
    () =>
      shareOut(
        onFirstScreen,
        sections.map((section) => Math.min(groups?.[section.status].length ?? 0, SECTION_PAGE)),
      ),
    [groups, onFirstScreen],
  );

  const cardActions: CardActions = {
    onOpen: host.openItem,
    onWatch: host.markWatched,
    onFinish: (item) => void actions.setStatus(item, 'watched').catch(() => undefined),
    onManageSeasons: host.manageSeasons,
  };

  // As on Lists: a failed refetch keeps showing what was loaded on this visit; a load that never succeeded (the
  // offline copy of an earlier visit included) is an error.
  const libraryFailed = library.isError && !answeredThisVisit(library.dataUpdatedAt);
  const empty = items !== undefined && items.length === 0;
  const filteredEmpty =
    groups !== null &&
    !empty &&
    groups.to_watch.length + groups.watching.length + groups.watched.length === 0;

  return (
    <div className="pb-10">
      <div className="sticky top-0 z-20 hidden border-b bg-background/85 px-8 py-3 backdrop-blur-lg md:block">
        {searchBox}
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
                onClick={() => setFilterSheetOpen(true)}
              >
                <SlidersHorizontalIcon aria-hidden="true" />
              </Button>
            )}
            {decideTogether}
            <Button
              variant="secondary"
              size={isMobile ? 'icon' : 'default'}
              aria-label="Random pick"
              onClick={host.openRandomPick}
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
            {services.enabled && <span className="h-6 w-px bg-border" aria-hidden="true" />}
            <ServicesChip services={services} pressed={filters.onServices} onChange={filters.setOnServices} />
          </div>
        )}
      </header>

      <div className="flex flex-col gap-10 px-4 md:px-8">
        {library.isPending ? (
          <div className={cardGridClass} role="status" aria-label="Loading your watchlist">
            {Array.from({ length: LOADING_SKELETON_CARDS }, (_, index) => (
              <div key={index} data-testid="card-skeleton" className="flex flex-col gap-2">
                <Skeleton className="aspect-[2/3] w-full rounded-xl" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        ) : libraryFailed ? (
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
              <UpNextRow entries={upNext} onOpen={host.openItem} />
              <IdeasRow />
              {filteredEmpty && (
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
                  <p className="text-sm text-muted-foreground">No titles match these filters.</p>
                  <Button variant="secondary" size="sm" onClick={filters.clear}>
                    Clear filters
                  </Button>
                </div>
              )}
              {sections.map((section, index) => (
                <LibrarySection
                  key={section.status}
                  id={section.id}
                  title={section.title}
                  emptyText={section.emptyText}
                  items={groups[section.status]}
                  status={section.status}
                  labels={labels}
                  services={services}
                  actions={cardActions}
                  inSight={inSight[index] ?? 0}
                />
              ))}
            </>
          )
        )}
      </div>

      {isMobile && filtersUsed && (
        <FilterSheet open={filtersOpen} onOpenChange={setFilterSheetOpen} labels={labels} />
      )}
    </div>
  );
}
