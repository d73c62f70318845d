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

/** What the orders compare, worked out once per item rather than at each of the n·log n comparisons. */
interface SortKeys<T> {
  item: T;
  filed: string;
  added: number;
  score: number | null;
  rating: number;
}

type Order = Exclude<SortOption, 'random'>;

/** The keys `order` compares (the title always, every order's tie-break); the others are left at 0. */
function keysFor(order: Order) {
  return <T extends SortableItem>(item: T): SortKeys<T> => {
    const added = order === 'recently-added' ? Date.parse(item.dateAdded) : 0;
    return {
      item,
      filed: sortTitle(item.title),
      added: Number.isNaN(added) ? -Infinity : added,
      score: order === 'global-rating' ? universalScore(item) : 0,
      rating: order === 'my-rating' ? ratingOrder(item.aggregateRating) : 0,
    };
  };
}

type Comparator = (a: SortKeys<SortableItem>, b: SortKeys<SortableItem>) => number;

const byTitle: Comparator = (a, b) =>
  collator.compare(a.filed, b.filed) || collator.compare(a.item.title, b.item.title) || a.item.id - b.item.id;

const byRecentlyAdded: Comparator = (a, b) => b.added - a.added || b.item.id - a.item.id;

const byGlobalRating: Comparator = (a, b) => {
  if (a.score === null || b.score === null) {
    if (a.score !== b.score) return a.score === null ? 1 : -1;
    return byTitle(a, b);
  }
  return b.score - a.score || byTitle(a, b);
};

const byMyRating: Comparator = (a, b) => b.rating - a.rating || byTitle(a, b);

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

const comparators: Record<Order, Comparator> = {
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
  return items
    .map(keysFor(option))
    .sort(comparators[option])
    .map((keys) => keys.item);
}
