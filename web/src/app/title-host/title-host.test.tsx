import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import type { LibraryCard } from '#domain/schemas/library';
import { useTitleHost } from '../../lib/title-host';
import { recordRequests, server } from '../../test-support/api';
import { cardsAnswer, libraryItem, seriesInProgress, viewing } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { searchResult } from '../../test-support/titles';
import { TitleHostProvider } from './title-host';

// The hosted modals' code loads when they first open (lib/lazy-component.ts): loaded here first, so that no test
// waits for it to be compiled (over a second on a busy machine, past Testing Library's wait).
beforeAll(async () => {
  await Promise.all([
    import('../../features/title/details-modal'),
    import('../../features/title/viewing-dialog'),
  ]);
});

/** The title page's 'Add Viewing' of a library title, which opens the hosted viewing dialog. */
function AddViewing({ item }: { item: LibraryCard }) {
  const host = useTitleHost();
  return (
    <button type="button" onClick={() => host.markWatched(item)}>
      Add Viewing
    </button>
  );
}

test('a viewing added to a series under way leaves its status to its seasons', async () => {
  const series = seriesInProgress();
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([series]))),
    http.post('/api/library/2/watch-instances', () =>
      HttpResponse.json(viewing({ libraryItemId: 2 }), { status: 201 }),
    ),
  );
  const sent = recordRequests();
  const { user } = renderScreen(
    <TitleHostProvider>
      <AddViewing item={series} />
    </TitleHostProvider>,
  );

  await user.click(screen.getByRole('button', { name: 'Add Viewing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Watched' })).toBeNull());
  expect(sent).toContain('POST /api/library/2/watch-instances');
  expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);
});

/** A screen's search pick (the phone's search, the recap), which asks the host to open the title found. */
function PickFromSearch({ result }: { result: SearchResult }) {
  const host = useTitleHost();
  return (
    <button type="button" onClick={() => host.openTitle(result)}>
      Pick {result.title}
    </button>
  );
}

test("a title found in search that the library has opens as the household's, over the page it was picked on", async () => {
  const film = libraryItem();
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([film]))),
    http.get('/api/library/items/1', () => HttpResponse.json(film)),
    http.get('/api/watch-instances/1', () => HttpResponse.json([])),
  );
  const { user, location } = renderScreen(
    <TitleHostProvider>
      <PickFromSearch result={searchResult({ inLibrary: true })} />
    </TitleHostProvider>,
  );

  await user.click(screen.getByRole('button', { name: 'Pick The Test Film' }));

  const details = await screen.findByRole('dialog', { name: 'The Test Film' });
  expect(await within(details).findByRole('button', { name: 'Remove from Watchlist' })).toBeInTheDocument();
  expect(within(details).queryByRole('button', { name: 'Want to Watch' })).toBeNull();
  expect(location.history).toEqual(['/']);
});
