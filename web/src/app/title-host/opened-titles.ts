import type { SearchResult } from '#domain/schemas/film';
import type { LibraryCard } from '#domain/schemas/library';

export type DetailsRequest = { kind: 'library'; itemId: number } | { kind: 'search'; result: SearchResult };

/** The title modals open on one page: library items by id, so that they follow the library as it changes. */
export interface OpenedTitles {
  /** The path they were opened on; they close when the page changes. */
  path: string | null;
  details: DetailsRequest | null;
  /** The movie of 'Mark as Watched'. */
  watching: LibraryCard | null;
  seasonsOf: number | null;
  random: boolean;
}

export const nothingOpen: OpenedTitles = {
  path: null,
  details: null,
  watching: null,
  seasonsOf: null,
  random: false,
};

/** Opens more on `path`: what is open there stays (the seasons over the details); what was open elsewhere goes. */
export function openOn(
  current: OpenedTitles,
  path: string,
  change: Partial<Omit<OpenedTitles, 'path'>>,
): OpenedTitles {
  return { ...(current.path === path ? current : nothingOpen), ...change, path };
}

/** What is still open on the page shown now: nothing when the page has changed since. */
export function openedAt(opened: OpenedTitles, location: string): OpenedTitles {
  return opened.path === null || opened.path === location ? opened : nothingOpen;
}

/** A found title opens as the household's item when the library has it, so its actions are the library's. */
export function detailsRequestOf(
  result: SearchResult,
  library: readonly LibraryCard[] | undefined,
): DetailsRequest {
  const item = library?.find(
    (candidate) => candidate.tmdbId === result.tmdbId && candidate.mediaType === result.mediaType,
  );
  return item ? { kind: 'library', itemId: item.id } : { kind: 'search', result };
}
