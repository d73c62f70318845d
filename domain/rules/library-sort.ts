import type { LibraryItem } from '../schemas/library';
import { ratingOrder, universalScore, type ExternalScores } from './rating-derivations';
import { defaultSortOption, type SortOption } from './sort-options';

export type SortableItem = ExternalScores &
  Pick<LibraryItem, 'id' | 'title' | 'dateAdded' | 'aggregateRating'>;

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

const LEADING_ARTICLE = /^(the|a|an)\s+/i;

// Runtime locale; base sensitivity: 'alien' and 'Alien' (and 'Amélie', 'Amelie') sort together.
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The title as it is filed: without a leading 'The ', 'A ' or 'An '. */
export const sortTitle = (title: string) => title.trim().replace(LEADING_ARTICLE, '');

function byTitle(a: SortableItem, b: SortableItem): number {
  return (
    collator.compare(sortTitle(a.title), sortTitle(b.title)) ||
    collator.compare(a.title, b.title) ||
    a.id - b.id
  );
}

const addedAt = (item: SortableItem) => {
  const time = Date.parse(item.dateAdded);
  return Number.isNaN(time) ? -Infinity : time;
};

function byRecentlyAdded(a: SortableItem, b: SortableItem): number {
  return addedAt(b) - addedAt(a) || b.id - a.id;
}

function byGlobalRating(a: SortableItem, b: SortableItem): number {
  const scoreA = universalScore(a);
  const scoreB = universalScore(b);
  if (scoreA === null || scoreB === null) {
    if (scoreA !== scoreB) return scoreA === null ? 1 : -1;
    return byTitle(a, b);
  }
  return scoreB - scoreA || byTitle(a, b);
}

function byMyRating(a: SortableItem, b: SortableItem): number {
  return ratingOrder(b.aggregateRating) - ratingOrder(a.aggregateRating) || byTitle(a, b);
}

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const current = result[index] as T;
    result[index] = result[other] as T;
    result[other] = current;
  }
  return result;
}

const comparators: Record<Exclude<SortOption, 'random'>, (a: SortableItem, b: SortableItem) => number> = {
  alphabetical: byTitle,
  'recently-added': byRecentlyAdded,
  'global-rating': byGlobalRating,
  'my-rating': byMyRating,
};

/** A sorted copy of the items by one of the sidebar's orders (random: a shuffle by the given source). */
export function sortLibrary<T extends SortableItem>(
  items: readonly T[],
  option: SortOption = defaultSortOption,
  random: RandomSource = Math.random,
): T[] {
  if (option === 'random') return shuffled(items, random);
  return [...items].sort(comparators[option]);
}
