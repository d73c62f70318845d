import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test-support/api';
import { searchResult } from '../../test-support/film-answers';
import { renderScreen } from '../../test-support/render';
import { SearchPage } from './search-page';

const KEEPER = searchResult({ tmdbId: 900101, title: 'The Lantern Keeper', inLibrary: true });
const FISH = searchResult({ tmdbId: 900106, title: 'Lantern Fish' });
const HARBOR = searchResult({ tmdbId: 210077, title: 'Harbor Lanterns', mediaType: 'tv' });

/** GET /api/tmdb/search answers the titles of the type asked for; keeps the types asked. */
function answerSearches() {
  const types: string[] = [];
  server.use(
    http.get('/api/tmdb/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('type') ?? 'multi';
      types.push(type);
      const all = query.get('query') === 'lantern' ? [KEEPER, FISH, HARBOR] : [];
      return HttpResponse.json({
        results: all.filter((result) => type === 'multi' || result.mediaType === type),
      });
    }),
  );
  return types;
}

describe('the search page', () => {
  it('counts the results, filters them by type, and links each to its title page', async () => {
    const types = answerSearches();
    const { user } = renderScreen(<SearchPage />, { path: '/search?q=lantern' });
    expect(screen.getByRole('heading', { name: 'Search Movies & Series' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('3 results');

    await user.click(screen.getByRole('button', { name: 'Movies' }));
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    expect(screen.queryByText(/TV Series$/)).toBeNull();
    expect(screen.getByRole('link', { name: /The Lantern Keeper/ })).toHaveAttribute(
      'href',
      '/movie/movie/900101',
    );
    expect(
      within(screen.getByRole('link', { name: /The Lantern Keeper/ })).getByText('In List'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Series' }));
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Harbor Lanterns/ })).toHaveAttribute('href', '/movie/tv/210077');
    expect(screen.getByRole('button', { name: 'Series' })).toHaveAttribute('aria-pressed', 'true');
    expect(types).toEqual(['multi', 'movie', 'tv']);
  });

  it('says when nothing matches, and how to find something', async () => {
    answerSearches();
    renderScreen(<SearchPage />, { path: '/search?q=zzqxv' });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check your spelling.')).toBeInTheDocument();
  });

  it('says when the film database did not answer', async () => {
    server.use(http.get('/api/tmdb/search', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderScreen(<SearchPage />, { path: '/search?q=lantern' });
    expect(await screen.findByText('Search is unavailable')).toBeInTheDocument();
    expect(
      screen.getByText('The film database did not answer. Please try again in a moment.'),
    ).toBeInTheDocument();
  });
});
