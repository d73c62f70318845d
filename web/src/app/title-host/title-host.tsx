import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { effectiveStatus } from '#domain/rules/list-grouping';
import type { LibraryCard } from '#domain/schemas/library';
import type { DetailsTarget } from '../../features/title/details-modal';
import { libraryQueries, useLibraryCards } from '../../lib/api/library';
import { lazyComponent } from '../../lib/lazy-component';
import { TitleHostContext, type TitleHost } from '../../lib/title-host';
import { useOnceTrue } from '../../lib/use-once-true';
import { useTitleActions } from '../../lib/use-title-actions';
import { itemFromCard } from './item-from-card';
import { detailsRequestOf, nothingOpen, openedAt, openOn, type OpenedTitles } from './opened-titles';

// The modals load apart from the first screen, when they first open.
const DetailsModal = lazyComponent(() =>
  import('../../features/title/details-modal').then((m) => m.DetailsModal),
);
const ViewingDialog = lazyComponent(() =>
  import('../../features/title/viewing-dialog').then((m) => m.ViewingDialog),
);
const SeasonsPanel = lazyComponent(() =>
  import('../../features/seasons/seasons-panel').then((m) => m.SeasonsPanel),
);
const RandomPick = lazyComponent(() => import('../../features/random/random-pick').then((m) => m.RandomPick));

/** The path as the browser has it now, also right after a navigation in the same event (the menu's 'Random'). */
const currentPath = () => window.location.pathname;

/**
 * Hosts the title modals (details, 'Mark as Watched', seasons, random pick) for every screen: a screen opens
 * them through useTitleHost() and they appear over it, without leaving it.
 */
export function TitleHostProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const library = useLibraryCards();
  const actions = useTitleActions();
  const [stored, setStored] = useState<OpenedTitles>(nothingOpen);
  const opened = openedAt(stored, location);
  if (opened !== stored) setStored(opened);

  const host = useMemo<TitleHost>(() => {
    const open = (change: Partial<Omit<OpenedTitles, 'path'>>) => {
      const path = currentPath();
      setStored((current) => openOn(current, path, change));
    };
    return {
      openTitle: (result) => {
        const path = currentPath();
        // The library first, so that a title the household has opens as theirs.
        void queryClient
          .query({ ...libraryQueries.cards(), staleTime: 'static' })
          .catch(() => undefined)
          .then((items) =>
            setStored((current) => openOn(current, path, { details: detailsRequestOf(result, items) })),
          );
      },
      openItem: (item) => open({ details: { kind: 'library', itemId: item.id } }),
      markWatched: (item) => open({ watching: item }),
      manageSeasons: (item) => open({ seasonsOf: item.id }),
      openRandomPick: () => open({ random: true }),
    };
  }, [queryClient]);

  const close = (change: Partial<Omit<OpenedTitles, 'path'>>) =>
    setStored((current) => ({ ...current, ...change }));
  const byId = new Map((library.data ?? []).map((item) => [item.id, item]));
  const itemOf = (id: number | null): LibraryCard | null => (id === null ? null : (byId.get(id) ?? null));
  const request = opened.details;
  // A library title opens once its whole item has arrived (from its card when the item cannot be had: offline,
  // never opened before), and closes when it leaves the library.
  const detailsCard = request?.kind === 'library' ? itemOf(request.itemId) : null;
  const detailsItem = useQuery({
    ...libraryQueries.item(detailsCard?.id ?? 0),
    enabled: detailsCard !== null,
  });
  const itemUnavailable = detailsItem.isError || detailsItem.fetchStatus === 'paused';
  const detailsOfCard = detailsCard && itemUnavailable ? itemFromCard(detailsCard) : undefined;
  const detailsOfItem = detailsItem.data ?? detailsOfCard;
  const details: DetailsTarget | null =
    request?.kind === 'search'
      ? request
      : detailsCard && detailsOfItem
        ? { kind: 'library', item: detailsOfItem }
        : null;
  const watching = opened.watching;
  const seasonsItem = itemOf(opened.seasonsOf);
  const detailsUsed = useOnceTrue(details !== null);
  const watchingUsed = useOnceTrue(watching !== null);
  const seasonsUsed = useOnceTrue(seasonsItem !== null);
  const randomUsed = useOnceTrue(opened.random);

  return (
    <TitleHostContext.Provider value={host}>
      {children}
      {detailsUsed && (
        <DetailsModal
          target={details}
          onClose={() => close({ details: null })}
          onManageSeasons={host.manageSeasons}
        />
      )}
      {watchingUsed && (
        <ViewingDialog
          open={watching !== null}
          onOpenChange={(open) => !open && close({ watching: null })}
          title={watching?.title ?? ''}
          draftKey={`viewing:item-${watching?.id ?? 0}:new`}
          preselectedRating={watching?.userRating ?? null}
          saving={actions.pending}
          onSave={(values) =>
            !watching
              ? Promise.resolve()
              : watching.mediaType === 'tv' || effectiveStatus(watching) === 'watched'
                ? actions.addViewing(watching, values)
                : actions.markWatched(watching, values)
          }
        />
      )}
      {seasonsUsed && <SeasonsPanel item={seasonsItem} onClose={() => close({ seasonsOf: null })} />}
      {randomUsed && <RandomPick open={opened.random} onOpenChange={(open) => close({ random: open })} />}
    </TitleHostContext.Provider>
  );
}
