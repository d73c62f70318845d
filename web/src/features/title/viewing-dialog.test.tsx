import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import type { LibraryItem, WatchInstance } from '#domain/schemas/library';
import { held, recordRequests, server } from '../../test-support/api';
import { libraryItem, viewing } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { DetailsModal } from './details-modal';

/** The details modal of `item`, whose viewings the API answers from `viewings` (changed by the test's handlers). */
function openDetails(item: LibraryItem, viewings: WatchInstance[]) {
  server.use(http.get(`/api/watch-instances/${item.id}`, () => HttpResponse.json(viewings)));
  return renderScreen(
    <DetailsModal
      target={{ kind: 'library', item }}
      onClose={() => undefined}
      onManageSeasons={() => undefined}
    />,
  );
}

describe('Confirm', () => {
  test('is disabled from the first click until the save answers, so a double click records one viewing', async () => {
    const item = libraryItem({ status: 'to_watch' });
    const answer = held();
    server.use(
      http.post('/api/library/1/watch-instances', async () => {
        await answer.released;
        return HttpResponse.json(viewing(), { status: 201 });
      }),
      http.put('/api/library/1/status', () => HttpResponse.json({ ...item, status: 'watched' })),
    );
    const sent = recordRequests();
    const { user, fastUser } = openDetails(item, []);

    await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
    await fastUser.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Watched' })).toBeNull());
    expect(sent.filter((request) => request === 'POST /api/library/1/watch-instances')).toHaveLength(1);
  });
});

describe('Edit Viewing', () => {
  const watched = libraryItem({
    status: 'watched',
    dateFinished: '2025-03-14T21:00:00.000Z',
    finishedDate: '2025-03-14T21:00:00.000Z',
    aggregateRating: 'up',
    viewingCount: 1,
  });
  const seen = viewing({
    id: 11,
    watchedDate: '2025-03-14',
    viewer: 'person2',
    userRating: 'up',
    notes: 'Loved it',
  });

  /** The API of one viewing that can be deleted; the title's status after the delete is `after`. */
  function deletable(after: LibraryItem['status']) {
    const viewings = [seen];
    const bodies: { path: string; body: unknown }[] = [];
    server.use(
      http.delete('/api/watch-instances/11', () => {
        viewings.splice(0);
        return HttpResponse.json({
          message: 'Viewing deleted',
          viewing: seen,
          item: { ...watched, status: after },
        });
      }),
      http.post('/api/library/1/watch-instances', async ({ request }) => {
        bodies.push({ path: 'POST /api/library/1/watch-instances', body: await request.json() });
        viewings.push({ ...seen, id: 12 });
        return HttpResponse.json({ ...seen, id: 12 }, { status: 201 });
      }),
      http.put('/api/library/1/status', async ({ request }) => {
        bodies.push({ path: 'PUT /api/library/1/status', body: await request.json() });
        return HttpResponse.json(watched);
      }),
    );
    return { viewings, bodies };
  }

  async function editTheViewing(user: ReturnType<typeof renderScreen>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Edit viewing of March 14th, 2025' }));
    return screen.findByRole('dialog', { name: 'Edit Viewing' });
  }

  test('Delete asks first, and nothing is deleted on Cancel', async () => {
    const { viewings } = deletable('to_watch');
    const sent = recordRequests();
    const { user } = openDetails(watched, viewings);
    const dialog = await editTheViewing(user);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Viewing' });
    expect(question).toHaveTextContent('Delete the viewing of March 14th, 2025 by Sam?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Viewing' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Viewing' })).toBeInTheDocument();
    expect(sent.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });

  test('a deleted viewing comes back with Undo, and so does the status the delete moved', async () => {
    const { viewings, bodies } = deletable('to_watch');
    const { user } = openDetails(watched, viewings);
    const dialog = await editTheViewing(user);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Viewing' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    const toast = await toastTitled('Viewing deleted');
    expect(toast).toHaveTextContent('Your viewing of The Test Film on March 14th, 2025 was deleted.');
    expect(screen.queryByRole('dialog', { name: 'Edit Viewing' })).toBeNull();
    expect(await screen.findByText('No viewings recorded yet')).toBeInTheDocument();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    await toastTitled('Viewing restored');
    expect(bodies).toEqual([
      {
        path: 'POST /api/library/1/watch-instances',
        body: { watchedDate: '2025-03-14', viewer: 'person2', userRating: 'up', notes: 'Loved it' },
      },
      { path: 'PUT /api/library/1/status', body: { status: 'watched', date: '2025-03-14T21:00:00.000Z' } },
    ]);
    expect(await screen.findAllByTestId('viewing')).toHaveLength(1);
  });

  test('Undo leaves the status alone when the delete did not move it', async () => {
    const { viewings, bodies } = deletable('watched');
    const { user } = openDetails(watched, viewings);
    const dialog = await editTheViewing(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Viewing' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    const toast = await toastTitled('Viewing deleted');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    await toastTitled('Viewing restored');
    expect(bodies.map((sent) => sent.path)).toEqual(['POST /api/library/1/watch-instances']);
  });

  test('the watch history offers Undo too, by keyboard, while the toast does; either undoes once', async () => {
    const { viewings, bodies } = deletable('to_watch');
    const { user } = openDetails(watched, viewings);
    const dialog = await editTheViewing(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Viewing' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    const details = screen.getByRole('dialog', { name: 'The Test Film' });
    const row = await within(details).findByRole('status');
    expect(row).toHaveTextContent('Viewing of March 14th, 2025 deleted');
    const undo = within(row).getByRole('button', {
      name: 'Undo: record the viewing of March 14th, 2025 again',
    });
    // Focus lands on it as the Edit Viewing dialog closes; the next Tab is its Undo.
    await waitFor(() => expect(row).toHaveFocus());
    await user.tab();
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');

    await toastTitled('Viewing restored');
    expect(within(details).queryByText('Viewing of March 14th, 2025 deleted')).toBeNull();
    expect(bodies.map((sent) => sent.path)).toEqual([
      'POST /api/library/1/watch-instances',
      'PUT /api/library/1/status',
    ]);
  });
});

describe('Mark as Watched', () => {
  test('starts from Together and No Rating', async () => {
    const { user } = openDetails(libraryItem(), []);
    await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
    expect(within(dialog).getByRole('radio', { name: 'Together' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('radio', { name: 'No Rating' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a failed save keeps the dialog open and says so; Confirm again records the viewing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    const item = libraryItem({ status: 'to_watch' });
    let down = true;
    server.use(
      http.post('/api/library/1/watch-instances', () =>
        down
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json(viewing(), { status: 201 }),
      ),
      http.put('/api/library/1/status', () => HttpResponse.json({ ...item, status: 'watched' })),
    );
    const { user } = openDetails(item, []);
    await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
    await user.click(within(dialog).getByRole('radio', { name: 'Thumbs Up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const failed = await toastTitled('Error recording viewing');
    expect(failed).toHaveTextContent('Failed to record your viewing. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Mark as Watched' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'Thumbs Up' })).toHaveAttribute('aria-checked', 'true');

    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await toastTitled('Marked as watched!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Watched' })).toBeNull());
  });
});

test("Edit Viewing opens with the viewing's own values, and Update saves the change", async () => {
  const watched = libraryItem({ status: 'watched', viewingCount: 1 });
  const seen = viewing({ viewer: 'person2', userRating: 'up' });
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/watch-instances/11', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ...seen, viewer: 'both' });
    }),
  );
  const { user } = openDetails(watched, [seen]);
  await user.click(await screen.findByRole('button', { name: 'Edit viewing of March 14th, 2025' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Viewing' });
  expect(within(dialog).getByRole('radio', { name: 'Sam' })).toHaveAttribute('aria-checked', 'true');
  expect(within(dialog).getByRole('radio', { name: 'Thumbs Up' })).toHaveAttribute('aria-checked', 'true');

  await user.click(within(dialog).getByRole('radio', { name: 'Together' }));
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));

  const updated = await toastTitled('Viewing updated!');
  expect(updated).toHaveTextContent('Your viewing of The Test Film has been updated.');
  expect(bodies).toEqual([{ watchedDate: '2025-03-14', viewer: 'both', userRating: 'up', notes: null }]);
});
