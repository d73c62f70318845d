import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { TrendingItem } from '#domain/schemas/film';
import type { LibraryItem } from '#domain/schemas/library';
import { useLibraryMutations } from '../../lib/api/use-library-mutations';
import { recordRequests, server } from '../../test-support/api';
import { cardsAnswer, libraryItem, seriesInProgress, viewing } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { ListsPage } from './lists-page';

/** What a title screen does when a viewing is recorded: the library's own change, through its mutations. */
function RecordThumbsUpViewing() {
  const library = useLibraryMutations();
  return (
    <button
      type="button"
      onClick={() =>
        void library.addViewing(1, { watchedDate: '2025-03-14', viewer: 'both', userRating: 'up' })
      }
    >
      Record a thumbs-up viewing
    </button>
  );
}

test('Favorites takes in a title once a thumbs-up viewing of it is recorded, its own rating aside', async () => {
  let title = libraryItem({ status: 'watched', userRating: null, aggregateRating: null });
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([title]))),
    http.get('/api/tmdb/trending/:mediaType', () => HttpResponse.json({ results: [] })),
    http.get('/api/coming-soon', () => HttpResponse.json({ today: '2025-03-20', entries: [] })),
    http.post('/api/library/1/watch-instances', () => {
      title = { ...title, aggregateRating: 'up', viewingCount: 1 };
      return HttpResponse.json(viewing({ userRating: 'up' }), { status: 201 });
    }),
    http.get('/api/watch-instances/1', () => HttpResponse.json([viewing({ userRating: 'up' })])),
  );
  const { user } = renderScreen(
    <>
      <ListsPage />
      <RecordThumbsUpViewing />
    </>,
  );
  const favorites = await screen.findByRole('region', { name: 'Favorites' });
  expect(await within(favorites).findByText('No favorites yet')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Record a thumbs-up viewing' }));

  await waitFor(() => expect(within(favorites).getByText('The Test Film')).toBeInTheDocument());
  expect(within(favorites).getByText('1 item')).toBeInTheDocument();
});

const trendingOf = (mediaType: 'movie' | 'tv'): TrendingItem[] =>
  Array.from({ length: 12 }, (_, index) => {
    const common = {
      id: (mediaType === 'movie' ? 500 : 600) + index,
      poster_path: null,
      backdrop_path: null,
      overview: '',
      genres: ['Drama'],
      genre_ids: [18],
      vote_average: 8 - index / 10,
      vote_count: 100,
      runtime: null,
    };
    return mediaType === 'movie'
      ? {
          ...common,
          media_type: 'movie',
          title: `Trending film ${index + 1}`,
          release_date: null,
          number_of_seasons: null,
        }
      : {
          ...common,
          media_type: 'tv',
          name: `Trending series ${index + 1}`,
          first_air_date: null,
          number_of_seasons: 1,
        };
  });

/** The lists' API: the library's cards (read at each request), trending movies and series, nothing coming soon. */
function listsApi(cards: () => readonly LibraryItem[]) {
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer(cards()))),
    http.get('/api/tmdb/trending/:mediaType', ({ params }) =>
      HttpResponse.json({ results: trendingOf(params.mediaType === 'tv' ? 'tv' : 'movie') }),
    ),
    http.get('/api/coming-soon', () => HttpResponse.json({ today: '2025-03-20', entries: [] })),
  );
}

const films = (count: number) =>
  Array.from({ length: count }, (_, index) => libraryItem({ id: index + 1, title: `Film ${index + 1}` }));

test('To Watch shows five titles and View All (n); Favorites and Trending Now say what they hold', async () => {
  listsApi(() => films(6));
  renderScreen(<ListsPage />);
  const toWatch = await screen.findByRole('region', { name: 'To Watch' });
  expect(await within(toWatch).findByText('6 items')).toBeInTheDocument();
  expect(within(toWatch).getAllByTestId('list-entry')).toHaveLength(5);
  expect(within(toWatch).getByRole('link', { name: /Film 2/ })).toHaveAttribute('href', '/movie/movie/101');
  expect(within(toWatch).getByRole('button', { name: 'View All (6)' })).toBeInTheDocument();
  const favorites = screen.getByRole('region', { name: 'Favorites' });
  expect(within(favorites).getByText('No favorites yet')).toBeInTheDocument();
  const trending = screen.getByRole('region', { name: 'Trending Now' });
  expect(await within(trending).findByRole('button', { name: 'View All (20)' })).toBeInTheDocument();
  expect(within(trending).getAllByTestId('list-entry')).toHaveLength(5);
});

test('a series whose seasons are under way is not under To Watch', async () => {
  listsApi(() => [seriesInProgress(), libraryItem()]);
  renderScreen(<ListsPage />);
  const toWatch = await screen.findByRole('region', { name: 'To Watch' });
  expect(await within(toWatch).findByText('1 item')).toBeInTheDocument();
  expect(within(toWatch).getByRole('link', { name: /The Test Film/ })).toBeInTheDocument();
  expect(within(toWatch).queryByRole('link', { name: /The Test Series/ })).toBeNull();
});

test("View All removes a title after the app's own question, and the counts follow", async () => {
  let library = films(6);
  listsApi(() => library);
  server.use(
    http.delete('/api/library/3', () => {
      library = library.filter((item) => item.id !== 3);
      return HttpResponse.json({ message: 'Item removed' });
    }),
  );
  const sent = recordRequests();
  const { user } = renderScreen(<ListsPage />);
  const toWatch = await screen.findByRole('region', { name: 'To Watch' });
  await user.click(await within(toWatch).findByRole('button', { name: 'View All (6)' }));
  const all = await screen.findByRole('dialog', { name: 'To Watch' });
  expect(within(all).getAllByTestId('list-entry')).toHaveLength(6);

  // The question is the app's dialog (happy-dom has no window.confirm: the browser's box would throw).
  await user.click(within(all).getByRole('button', { name: 'Remove Film 3' }));
  const question = await screen.findByRole('dialog', { name: 'Remove item' });
  expect(question).toHaveTextContent('Are you sure you want to remove this item?');
  await user.click(within(question).getByRole('button', { name: 'Remove' }));

  await toastTitled('Item removed');
  expect(within(all).getAllByTestId('list-entry')).toHaveLength(5);
  expect(within(all).queryByText('Film 3')).toBeNull();
  expect(sent).toContain('DELETE /api/library/3');
  await user.click(within(all).getByRole('button', { name: 'Close' }));
  expect(await within(toWatch).findByText('5 items')).toBeInTheDocument();
});

describe('a failed load', () => {
  test('says so in each list, with a retry, instead of passing for an empty library', async () => {
    let failing = true;
    const down = () => HttpResponse.json({ message: 'down' }, { status: 500 });
    server.use(
      http.get('/api/library/cards', () =>
        failing ? down() : HttpResponse.json(cardsAnswer([libraryItem()])),
      ),
      http.get('/api/tmdb/trending/:mediaType', ({ params }) =>
        failing
          ? down()
          : HttpResponse.json({ results: trendingOf(params.mediaType === 'tv' ? 'tv' : 'movie') }),
      ),
      http.get('/api/coming-soon', () => HttpResponse.json({ today: '2025-03-20', entries: [] })),
    );
    const { user } = renderScreen(<ListsPage />);
    const toWatch = await screen.findByRole('region', { name: 'To Watch' });
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    const trending = screen.getByRole('region', { name: 'Trending Now' });

    expect(await within(toWatch).findByText('Failed to load watchlist')).toBeInTheDocument();
    expect(
      within(toWatch).getByText('There was an error loading your watchlist items. Please try again.'),
    ).toBeInTheDocument();
    expect(within(favorites).getByText('Failed to load favorites')).toBeInTheDocument();
    expect(
      within(favorites).getByText('There was an error loading your favorite items. Please try again.'),
    ).toBeInTheDocument();
    expect(await within(trending).findByText('Failed to load trending content')).toBeInTheDocument();
    expect(
      within(trending).getByText(
        'There was an error loading trending movies and TV shows. Please try again.',
      ),
    ).toBeInTheDocument();
    for (const empty of ['Your watchlist is empty', 'No favorites yet', 'No trending content available'])
      expect(screen.queryByText(empty)).toBeNull();

    failing = false;
    await user.click(within(toWatch).getByRole('button', { name: 'Try again' }));
    expect(await within(toWatch).findByText('1 item')).toBeInTheDocument();
    expect(within(toWatch).getByRole('link', { name: /The Test Film/ })).toBeInTheDocument();
    expect(within(favorites).getByText('No favorites yet')).toBeInTheDocument();
    await user.click(within(trending).getByRole('button', { name: 'Try again' }));
    expect(await within(trending).findByRole('button', { name: 'View All (20)' })).toBeInTheDocument();
  });
});
