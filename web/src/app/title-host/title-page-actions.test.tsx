import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { LibraryItem } from '#domain/schemas/library';
import { recordRequests, server } from '../../test-support/api';
import { cardsAnswer, libraryItem, viewing } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { LibraryTitleActions } from '../../features/title-page/library-title-actions';
import { TitleHostProvider } from './title-host';

/** The title page's actions for a library title, with the dialogs this host opens for them, as on the page. */
function showActions(item: LibraryItem) {
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([item]))),
    http.get(`/api/watch-instances/${item.id}`, () => HttpResponse.json([])),
    http.post(`/api/library/${item.id}/watch-instances`, () =>
      HttpResponse.json(viewing({ libraryItemId: item.id }), { status: 201 }),
    ),
    http.put(`/api/library/${item.id}/status`, () => HttpResponse.json({ ...item, status: 'watched' })),
    http.put(`/api/library/${item.id}/rating`, () => HttpResponse.json({ ...item, userRating: 'up' })),
  );
  const sent = recordRequests();
  const view = renderScreen(
    <TitleHostProvider>
      <LibraryTitleActions item={item} />
    </TitleHostProvider>,
  );
  return { ...view, sent };
}

async function confirmViewing(user: ReturnType<typeof renderScreen>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe("a library title's page", () => {
  test("says it is in your library, offers no 'Add to Library', and marks it watched", async () => {
    const { user, sent } = showActions(libraryItem({ status: 'to_watch' }));
    expect(screen.getByText('In your library', { exact: true })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Library' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark as Watched' }));
    await confirmViewing(user);
    expect(await toastTitled('Marked as watched!')).toHaveTextContent(
      'The Test Film has been added to your watched list.',
    );
    expect(sent).toEqual(
      expect.arrayContaining(['POST /api/library/1/watch-instances', 'PUT /api/library/1/status']),
    );
  });

  test('a watched title: Add Viewing records one more, and a thumbs-up rates it', async () => {
    const { user, sent } = showActions(libraryItem({ status: 'watched', viewingCount: 1 }));
    await user.click(screen.getByRole('button', { name: 'Add Viewing' }));
    await confirmViewing(user);
    await toastTitled('Watch added!');
    expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Thumbs Up' }));
    await toastTitled('Rating updated!');
    expect(sent).toContain('PUT /api/library/1/rating');
  });
});
