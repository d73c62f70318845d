import type { UpNextEntry } from '../schemas/calendar';
import type { MediaType } from '../schemas/film';
import type { ItemStatus } from '../schemas/library';

/** What Up Next and Coming Soon know of every title they weigh. */
export interface CalendarTitle {
  itemId: number;
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  posterPath: string | null;
  backdropPath: string | null;
  /** The item's own status. */
  status: ItemStatus;
  releaseDate: string | null;
}

/** What a row of Up Next or Coming Soon shows of its title. */
export type ShownTitle = Pick<
  UpNextEntry,
  'itemId' | 'tmdbId' | 'mediaType' | 'title' | 'posterPath' | 'backdropPath'
>;

/**
 * What a row shows of its title. Spread it after the row's own fields (`{ kind, …, ...shownTitle(title) }`): spread
 * first, V8 gives every row a shape of its own, and rows of a thousand shapes are many times slower to make, sort and
 * send.
 */
export const shownTitle = (title: CalendarTitle): ShownTitle => ({
  itemId: title.itemId,
  tmdbId: title.tmdbId,
  mediaType: title.mediaType,
  title: title.title,
  posterPath: title.posterPath,
  backdropPath: title.backdropPath,
});

/** Titles in the order a person reads them, then by id: the same data always gives the same order. */
const titleOrder = new Intl.Collator('en');
export const byTitleThenId = (a: ShownTitle, b: ShownTitle) =>
  titleOrder.compare(a.title, b.title) || a.itemId - b.itemId;
