import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { useLibraryMutations } from '../../lib/api/use-library-mutations';
import { server } from '../../test-support/api';
import { cardsAnswer, libraryItem, viewing } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
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
