/**
 * The card grid's columns by viewport width, widest first: the `cardGridClass` breakpoints of library-section.tsx
 * (Tailwind's sm, lg, xl and 2xl; its test holds the two together).
 */
export const GRID_COLUMNS: readonly (readonly [minWidth: number, columns: number])[] = [
  [1536, 6],
  [1280, 5],
  [1024, 4],
  [640, 3],
  [0, 2],
];

/** Space beside the grid at most: the desktop sidebar (18rem) and the page's padding (md:px-8), or phone padding. */
const DESKTOP_FROM = 768;
const BESIDE_GRID_DESKTOP = 288 + 64;
const BESIDE_GRID_PHONE = 32;
const COLUMN_GAP = 16;
/** Under a poster (2:3), a card's title and facts take at least this much. */
const CARD_TEXT_MIN = 60;
/**
 * Above the first row of cards at least: the search bar, the page's header and the first section's heading on a
 * desktop (261 px at 1280 × 800), the header and the heading on a phone (136 px at 390 × 844); counted low.
 */
const ABOVE_CARDS = { phone: 120, desktop: 240 } as const;
/** Up Next's row besides its tiles (16:9): its heading (28 px), gap-4, the list's pb-2, and the gap-10 below it. */
const UP_NEXT_ROW_BESIDE_TILES = 28 + 16 + 8 + 40;

/**
 * How many cards can be in sight on a viewport of this size, counted generously (the narrowest column, the shortest
 * card, the least above them), under Up Next's row when it shows: the home renders these before its first paint,
 * and the rest of its first page after.
 */
export function cardsOnFirstScreen(width: number, height: number, upNextShown: boolean): number {
  const desktop = width >= DESKTOP_FROM;
  const columns = GRID_COLUMNS.find(([minWidth]) => width >= minWidth)?.[1] ?? 2;
  const grid = width - (desktop ? BESIDE_GRID_DESKTOP : BESIDE_GRID_PHONE);
  const column = Math.max(1, (grid - COLUMN_GAP * (columns - 1)) / columns);
  const tile = desktop ? UP_NEXT_TILE.desktop : UP_NEXT_TILE.phone;
  const upNextRow = upNextShown ? (tile * 9) / 16 + UP_NEXT_ROW_BESIDE_TILES : 0;
  const cardsHeight = height - (desktop ? ABOVE_CARDS.desktop : ABOVE_CARDS.phone) - upNextRow;
  const rows = Math.max(1, Math.ceil(cardsHeight / (column * 1.5 + CARD_TEXT_MIN)));
  return columns * rows;
}

/** `inSight` cards shared out over lists shown one after the other (`lengths`): each takes what it has, in order. */
export function shareOut(inSight: number, lengths: readonly number[]): number[] {
  const shares: number[] = [];
  let left = inSight;
  for (const length of lengths) {
    const share = Math.min(length, left);
    shares.push(share);
    left -= share;
  }
  return shares;
}

/** Up Next's tiles (up-next-row.tsx): 16rem wide on a phone, 18rem from md, 0.75rem apart. */
export const UP_NEXT_TILE = { phone: 256, desktop: 288, gap: 12 } as const;

/**
 * How many of Up Next's tiles can be in sight across a viewport this wide, counted generously (the whole width):
 * the row renders these before the home's first paint, and the rest after.
 */
export function upNextTilesOnFirstScreen(width: number): number {
  const tile = width >= DESKTOP_FROM ? UP_NEXT_TILE.desktop : UP_NEXT_TILE.phone;
  return Math.ceil(width / (tile + UP_NEXT_TILE.gap));
}
