import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { household } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { ActiveFilters } from './active-filters';

test('shows nothing while every filter and the sort are the defaults', () => {
  renderScreen(<ActiveFilters labels={household} />);
  expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
});

test('shows each filter in force as a chip, and a tap puts it back to its default, on the device too', async () => {
  localStorage.setItem('watchlist-ownership-filter', 'person1');
  localStorage.setItem('watchlist-type-filter', 'tv');
  localStorage.setItem('watchlist-sort', 'recently-added');
  const { user } = renderScreen(<ActiveFilters labels={household} />);
  const active = screen.getByRole('group', { name: 'Active filters' });
  const chips = () =>
    within(active)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
  expect(chips()).toEqual(['Owner: Alex', 'Type: Series', 'Sort: Recently Added']);

  await user.click(within(active).getByRole('button', { name: 'Remove Type: Series' }));
  expect(chips()).toEqual(['Owner: Alex', 'Sort: Recently Added']);
  expect(localStorage.getItem('watchlist-type-filter')).toBe('all');

  await user.click(within(active).getByRole('button', { name: 'Remove Owner: Alex' }));
  await user.click(within(active).getByRole('button', { name: 'Remove Sort: Recently Added' }));
  expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  expect(localStorage.getItem('watchlist-sort')).toBe('alphabetical');
});
