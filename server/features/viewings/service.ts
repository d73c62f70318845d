import type { z } from 'zod';
import type {
  createWatchInstanceSchema,
  LibraryItem,
  updateWatchInstanceSchema,
  WatchInstance,
} from '#domain/schemas/library';
import type { Clock } from '../../clock';
import { badRequest, notFound } from '../../errors';
import type { ViewingFields, ViewingsRepository } from './repository';

/**
 * What viewings need of the library: whether an item is there, to mark it changed, the item itself, and to let its
 * status follow a viewing removed (the owner rule).
 */
export interface ViewingItems {
  exists(libraryItemId: number): boolean;
  touch(libraryItemId: number, at: string): void;
  item(libraryItemId: number): LibraryItem;
  /** Call inside the transaction that removed the viewing. */
  followViewingRemoved(libraryItemId: number, at: string): void;
}

export interface ViewingsDeps {
  repository: ViewingsRepository;
  items: ViewingItems;
  clock: Clock;
}

type NewViewingBody = z.output<typeof createWatchInstanceSchema>;
type ViewingChange = z.output<typeof updateWatchInstanceSchema>;

/** Empty notes are no notes. */
const notesOf = (notes: string | null | undefined) => (notes ? notes : null);

/**
 * A viewing sent again with exactly the same fields this soon after the first is the same viewing: a double click or
 * tap, or a request retried after its answer was lost. Recording the same evening twice on purpose is rarer than
 * either, and a second viewing that day can differ in anything (its notes, its reaction) or come a little later.
 */
export const REPEATED_VIEWING_MS = 10_000;

/** Viewings (watch instances) of library items; every change also marks the item changed (its updatedAt). */
export function createViewingsService({ repository, items, clock }: ViewingsDeps) {
  const now = () => clock.now().toISOString();

  const requireItem = (libraryItemId: number) => {
    if (!items.exists(libraryItemId)) throw notFound(`No library item with id ${libraryItemId}`);
  };
  const requireViewing = (id: number): WatchInstance => {
    const viewing = repository.get(id);
    if (!viewing) throw notFound(`No viewing with id ${id}`);
    return viewing;
  };

  /** Records a viewing; call inside the caller's transaction, or through `add`. */
  function record(libraryItemId: number, fields: ViewingFields, at: string): WatchInstance {
    const viewing = repository.insert(libraryItemId, { ...fields, notes: notesOf(fields.notes) }, at);
    items.touch(libraryItemId, at);
    return viewing;
  }

  return {
    record,
    count: (libraryItemId: number): number => repository.countOf(libraryItemId),
    viewerCounts: (libraryItemId: number) => repository.viewerCounts(libraryItemId),

    /** Newest first. */
    ofItem(libraryItemId: number): WatchInstance[] {
      requireItem(libraryItemId);
      return repository.ofItem(libraryItemId);
    },

    /**
     * `rating` is another name for `userRating` (the spec sends either): one of them, or the same in both. The same
     * viewing sent again within REPEATED_VIEWING_MS answers the one recorded (`created: false`).
     */
    add(libraryItemId: number, body: NewViewingBody): { viewing: WatchInstance; created: boolean } {
      const { watchedDate, viewer, userRating, rating, notes } = body;
      if (userRating !== undefined && rating !== undefined && userRating !== rating) {
        throw badRequest(
          'rating is another name for userRating: send one of them, or the same value in both',
        );
      }
      return repository.transaction(() => {
        requireItem(libraryItemId);
        const at = clock.now();
        const fields = {
          watchedDate,
          viewer,
          userRating: userRating ?? rating ?? null,
          notes: notesOf(notes),
        };
        const since = new Date(at.getTime() - REPEATED_VIEWING_MS).toISOString();
        const twin = repository.recentTwin(libraryItemId, fields, since);
        if (twin) return { viewing: twin, created: false };
        return { viewing: record(libraryItemId, fields, at.toISOString()), created: true };
      });
    },

    /** Changes only the fields sent. */
    update(id: number, change: ViewingChange): WatchInstance {
      return repository.transaction(() => {
        const viewing = requireViewing(id);
        const at = now();
        const updated = repository.update(
          viewing,
          {
            watchedDate: change.watchedDate ?? viewing.watchedDate,
            viewer: change.viewer ?? viewing.viewer,
            userRating: change.userRating === undefined ? viewing.userRating : change.userRating,
            notes: change.notes === undefined ? viewing.notes : notesOf(change.notes),
          },
          at,
        );
        items.touch(viewing.libraryItemId, at);
        return updated;
      });
    },

    /** Removes a viewing; its title's status follows (the owner rule). Answers the viewing and the title after. */
    remove(id: number): { viewing: WatchInstance; item: LibraryItem } {
      return repository.transaction(() => {
        const viewing = requireViewing(id);
        const at = now();
        repository.remove(viewing.id);
        items.touch(viewing.libraryItemId, at);
        items.followViewingRemoved(viewing.libraryItemId, at);
        return { viewing, item: items.item(viewing.libraryItemId) };
      });
    },
  };
}

export type ViewingsService = ReturnType<typeof createViewingsService>;
