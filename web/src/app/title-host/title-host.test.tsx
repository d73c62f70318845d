import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { LibraryCard } from '../../../../domain/schemas/library';
import { useTitleHost } from '../../lib/title-host';
import { recordRequests, server } from '../../test-support/api';
import { cardsAnswer, seriesInProgress, viewing } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { TitleHostProvider } from './title-host';

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
