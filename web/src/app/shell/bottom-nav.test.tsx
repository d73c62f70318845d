import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HOME_LONG_PRESS_MS } from '#domain/rules/constants';
import { setFilterSheetOpen, useFilterSheetOpen } from '../../features/home/filter-sheet-state';
import { TitleHostContext, type TitleHost } from '../../lib/title-host';
import { renderScreen } from '../../test-support/render';
import { BottomNav } from './bottom-nav';

function FilterSheetShown() {
  return useFilterSheetOpen() ? <p>Filter sheet open</p> : null;
}

/** The bottom navigation on the page at `path`; the title host's modals and the search are spies. */
function showBottomNav(path: string) {
  const host: TitleHost = {
    openTitle: vi.fn(),
    openItem: vi.fn(),
    markWatched: vi.fn(),
    manageSeasons: vi.fn(),
    openRandomPick: vi.fn(),
  };
  const onSearch = vi.fn();
  const view = renderScreen(
    <TitleHostContext.Provider value={host}>
      <BottomNav onSearch={onSearch} />
      <FilterSheetShown />
    </TitleHostContext.Provider>,
    { path },
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const home = within(nav).getByRole('button', { name: 'Home' });
  return { ...view, host, onSearch, nav, home };
}

/** A press held on Home for the long press's time (the clock is the test's), then lifted: the click that follows. */
function longPress(home: HTMLElement) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.pointerDown(home);
  act(() => {
    vi.advanceTimersByTime(HOME_LONG_PRESS_MS);
  });
  fireEvent.pointerUp(home);
  fireEvent.click(home);
  vi.useRealTimers();
  return screen.getByRole('menu', { name: 'Home actions' });
}

afterEach(() => {
  vi.useRealTimers();
  setFilterSheetOpen(false);
});

describe('the bottom navigation', () => {
  test('has Settings, Search, Home, Lists and Stats; the links open their page, Search the search', async () => {
    const { user, nav, onSearch, location } = showBottomNav('/lists');
    const items = [...nav.querySelectorAll('a, button')];
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Search', 'Home', 'Lists', 'Stats']);
    expect(within(nav).getByRole('link', { name: 'Lists' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Stats' }));
    expect(location.history.at(-1)).toBe('/statistics');
    await user.click(within(nav).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  test('a short press on Home goes home; a long press opens Filters and Random instead', async () => {
    const { user, home, location } = showBottomNav('/lists');
    const menu = longPress(home);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Filters', 'Random']);
    expect(location.history).toEqual(['/lists']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(home);
    expect(location.history).toEqual(['/lists', '/']);
  });

  test('from another page, Filters goes home with the filter sheet open, and Random with the random pick', async () => {
    const { user, home, host, location } = showBottomNav('/statistics');
    await user.click(within(longPress(home)).getByRole('menuitem', { name: 'Filters' }));
    expect(location.history.at(-1)).toBe('/');
    expect(screen.getByText('Filter sheet open')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(within(longPress(home)).getByRole('menuitem', { name: 'Random' }));
    expect(host.openRandomPick).toHaveBeenCalledTimes(1);
  });
});
