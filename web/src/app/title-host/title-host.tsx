import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { LibraryItem } from '../../../../domain/schemas/library';
import { RandomPick } from '../../features/random/random-pick';
import { SeasonsPanel } from '../../features/seasons/seasons-panel';
import { DetailsModal, type DetailsTarget } from '../../features/title/details-modal';
import { ViewingDialog } from '../../features/title/viewing-dialog';
import { libraryQueries, useLibrary } from '../../lib/api/library';
import { TitleHostContext, type TitleHost } from '../../lib/title-host';
import { useTitleActions } from '../../lib/use-title-actions';
import { detailsRequestOf, nothingOpen, openedAt, openOn, type OpenedTitles } from './opened-titles';

/** The path as the browser has it now, also right after a navigation in the same event (the menu's 'Random'). */
const currentPath = () => window.location.pathname;

/**
 * Hosts the title modals (details, 'Mark as Watched', seasons, random pick) for every screen: a screen opens
 * them through useTitleHost() and they appear over it, without leaving it.
 */
export function TitleHostProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const library = useLibrary();
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
          .query({ ...libraryQueries.all(), staleTime: 'static' })
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
  const itemOf = (id: number | null): LibraryItem | null => (id === null ? null : (byId.get(id) ?? null));
  const request = opened.details;
  const detailsItem = request?.kind === 'library' ? itemOf(request.itemId) : null;
  const details: DetailsTarget | null =
    request?.kind === 'search' ? request : detailsItem ? { kind: 'library', item: detailsItem } : null;
  const watching = opened.watching;

  return (
    <TitleHostContext.Provider value={host}>
      {children}
      <DetailsModal
        target={details}
        onClose={() => close({ details: null })}
        onManageSeasons={host.manageSeasons}
      />
      <ViewingDialog
        open={watching !== null}
        onOpenChange={(open) => !open && close({ watching: null })}
        title={watching?.title ?? ''}
        draftKey={`viewing:item-${watching?.id ?? 0}:new`}
        preselectedRating={watching?.userRating ?? null}
        saving={actions.pending}
        onSave={(values) => (watching ? actions.markWatched(watching, values) : Promise.resolve())}
      />
      <SeasonsPanel item={itemOf(opened.seasonsOf)} onClose={() => close({ seasonsOf: null })} />
      <RandomPick open={opened.random} onOpenChange={(open) => close({ random: open })} />
    </TitleHostContext.Provider>
  );
}
