import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TrendingItem } from '#domain/schemas/film';
import { server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import { TrendingBox } from './trending-box';

const common = {
  poster_path: null,
  backdrop_path: null,
  overview: '',
  genres: ['Drama', 'Mystery'],
  genre_ids: [18, 9648],
  vote_average: 7,
  vote_count: 100,
};
const movie = (id: number, title: string): TrendingItem => ({
  ...common,
  id,
  media_type: 'movie',
  title,
  release_date: '2021-03-05',
  runtime: 117,
  number_of_seasons: null,
});
const series = (id: number, name: string): TrendingItem => ({
  ...common,
  id,
  media_type: 'tv',
  name,
  first_air_date: '2019-09-01',
  runtime: 45,
  number_of_seasons: 3,
});

describe('the sidebar’s Trending', () => {
  it('shows four movies, their year and length, and four series on their tab, each a link to its page', async () => {
    server.use(
      http.get('/api/tmdb/trending', () =>
        HttpResponse.json({
          movie: [1, 2, 3, 4, 5].map((index) => movie(900100 + index, `Movie ${index}`)),
          tv: [1, 2, 3, 4, 5].map((index) => series(210070 + index, `Series ${index}`)),
        }),
      ),
    );
    const { user } = renderScreen(<TrendingBox />);
    const trending = screen.getByRole('region', { name: 'Trending' });
    expect(within(trending).getByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(trending).findAllByRole('link')).toHaveLength(4);
    expect(within(trending).getAllByRole('link')[0]).toHaveTextContent('Movie 12021 • 117 minDrama, Mystery');
    expect(within(trending).getAllByRole('link')[0]).toHaveAttribute('href', '/movie/movie/900101');

    await user.click(within(trending).getByRole('tab', { name: 'Series' }));
    const links = within(within(trending).getByRole('tabpanel')).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveTextContent('Series 12019 • S3Drama, Mystery');
    expect(links[0]).toHaveAttribute('href', '/movie/tv/210071');
  });
});
