import { createContext, useContext } from 'react';
import type { SearchResult } from '#domain/schemas/film';
import type { LibraryCard } from '#domain/schemas/library';

/**
 * The title modals, hosted once for the whole signed-in app (app/title-host): any screen opens them where it is.
 * A modal closes when the page changes under it.
 */
export interface TitleHost {
  /** A title found in search or the recap: the household's library item when it has one, else the result. */
  openTitle: (title: SearchResult) => void;
  /** The details of a library item, kept up to date with the library. */
  openItem: (item: LibraryCard) => void;
  /** 'Mark as Watched' for a library title (one more viewing, when it is watched already). */
  markWatched: (item: LibraryCard) => void;
  manageSeasons: (item: LibraryCard) => void;
  openRandomPick: () => void;
}

export const TitleHostContext = createContext<TitleHost | null>(null);

export function useTitleHost(): TitleHost {
  const host = useContext(TitleHostContext);
  if (!host) throw new Error('useTitleHost is used outside the TitleHostProvider');
  return host;
}

export function useOpenTitle(): TitleHost['openTitle'] {
  return useTitleHost().openTitle;
}
