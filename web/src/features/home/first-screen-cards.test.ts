import { describe, expect, it } from 'vitest';
import {
  cardsOnFirstScreen,
  GRID_COLUMNS,
  shareOut,
  UP_NEXT_TILE,
  upNextTilesOnFirstScreen,
} from './first-screen-cards';
import { cardGridClass } from './library-section';
import { upNextListClass, upNextTileClass } from './up-next-row';

describe('cardsOnFirstScreen', () => {
  it('follows the grid class: one column count per breakpoint', () => {
    const prefixes: Record<number, string> = { 1536: '2xl:', 1280: 'xl:', 1024: 'lg:', 640: 'sm:', 0: '' };
    for (const [minWidth, columns] of GRID_COLUMNS) {
      expect(cardGridClass.split(' ')).toContain(`${prefixes[minWidth] ?? '?'}grid-cols-${columns}`);
    }
  });

  it('counts whole rows of the columns at each width, under what is above the cards', () => {
    // 1280 × 800: five columns of ~173 px, cards at least ~319 px tall, at least 240 px above them: two rows; with
    // Up Next's row (254 px) above them too, one row.
    expect(cardsOnFirstScreen(1280, 800, false)).toBe(10);
    expect(cardsOnFirstScreen(1280, 800, true)).toBe(5);
    // A phone, 390 × 844: two columns of ~171 px, cards at least ~317 px tall, 120 px above them: three rows; under
    // Up Next's row (236 px), two.
    expect(cardsOnFirstScreen(390, 844, false)).toBe(6);
    expect(cardsOnFirstScreen(390, 844, true)).toBe(4);
    expect(cardsOnFirstScreen(1920, 1080, false) % 6).toBe(0);
  });

  it('covers a taller screen with more rows, and never gives none', () => {
    expect(cardsOnFirstScreen(1280, 1600, false)).toBeGreaterThan(cardsOnFirstScreen(1280, 800, false));
    expect(cardsOnFirstScreen(1280, 1600, true)).toBeGreaterThan(cardsOnFirstScreen(1280, 800, true));
    expect(cardsOnFirstScreen(320, 1, true)).toBeGreaterThan(0);
  });
});

describe('shareOut', () => {
  it('gives each list in order what it has, until the screen is full', () => {
    expect(shareOut(15, [4, 30, 12])).toEqual([4, 11, 0]);
    expect(shareOut(15, [0, 3, 2])).toEqual([0, 3, 2]);
    expect(shareOut(6, [40, 40, 40])).toEqual([6, 0, 0]);
  });
});

describe('upNextTilesOnFirstScreen', () => {
  it("follows the row's classes: the tile widths and the gap", () => {
    const rem = (px: number) => px / 16;
    expect(upNextTileClass.split(' ')).toContain(`w-${rem(UP_NEXT_TILE.phone) * 4}`);
    expect(upNextTileClass.split(' ')).toContain(`md:w-${rem(UP_NEXT_TILE.desktop) * 4}`);
    expect(upNextListClass.split(' ')).toContain(`gap-${rem(UP_NEXT_TILE.gap) * 4}`);
  });

  it('counts the tiles a width can show, a part-shown one included', () => {
    // 1280 px: tiles of 288 px and their gaps, 300 px each: four whole and a part.
    expect(upNextTilesOnFirstScreen(1280)).toBe(5);
    // A phone, 390 px: one whole tile of 256 px and a part of the next.
    expect(upNextTilesOnFirstScreen(390)).toBe(2);
  });
});
