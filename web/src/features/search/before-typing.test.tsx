import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { TrendingBothResponse, TrendingItem } from '#domain/schemas/film';
import { server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import { BeforeTyping } from './before-typing';

const common = {
  poster_path: null,
  backdrop_path: null,
  overview: '',
  genres: [],
  genre_ids: [],
  vote_average: 7,
  vote_count: 10,
  runtime: null,
};
const movie = (id: number, title: string): TrendingItem => ({
  ...common,
  id,
  media_type: 'movie',
  title,
  release_date: '2020-05-01',
  number_of_seasons: null,
});
const series = (id: number, name: string): TrendingItem => ({
  ...common,
  id,
  media_type: 'tv',
  name,
  first_air_date: '2019-01-01',
  number_of_seasons: 2,
});

function showBeforeTyping() {
  const trending: TrendingBothResponse = {
    movie: [movie(1, 'First Film'), movie(2, 'Second Film')],
    tv: [series(3, 'First Series')],
  };
  server.use(http.get('/api/tmdb/trending', () => HttpResponse.json(trending)));
  const onSearch = vi.fn();
  const onLeave = vi.fn();
  const view = renderScreen(<BeforeTyping onSearch={onSearch} onLeave={onLeave} />);
  return { ...view, onSearch, onLeave, panel: screen.getByTestId('before-typing') };
}

describe("the phone's search before typing", () => {
  test('shows what is trending, a film and a series in turn, each a link to its page', async () => {
    const { user, panel, onLeave } = showBeforeTyping();
    expect(within(panel).getByRole('heading', { name: 'Trending' })).toBeVisible();
    expect(within(panel).queryByRole('heading', { name: 'Recent searches' })).toBeNull();

    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First Film2020 • Movie', '/movie/movie/1'],
      ['First Series2019 • TV Series', '/movie/tv/3'],
      ['Second Film2020 • Movie', '/movie/movie/2'],
    ]);
    await user.click(links[0] as HTMLElement);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  test('lists the recent searches first, each one a tap from searching again; Clear forgets them', async () => {
    localStorage.setItem('watchlist-recent-searches', JSON.stringify(['shawshank', 'dune']));
    const { user, panel, onSearch } = showBeforeTyping();
    const recent = within(panel).getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear', 'shawshank', 'dune']);

    await user.click(within(recent).getByRole('button', { name: 'shawshank' }));
    expect(onSearch).toHaveBeenCalledWith('shawshank');
    await user.click(within(recent).getByRole('button', { name: 'Clear' }));
    expect(within(panel).queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    expect(localStorage.getItem('watchlist-recent-searches')).toBeNull();
  });
});
