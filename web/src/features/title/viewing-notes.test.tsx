import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { LibraryItem, WatchInstance } from '#domain/schemas/library';
import { server } from '../../test-support/api';
import { libraryItem, viewing } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { DetailsModal } from './details-modal';

/** The details of `item`, whose viewings the API answers from `viewings`; what is sent is kept in `bodies`. */
function openDetails(item: LibraryItem, viewings: WatchInstance[]) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`/api/watch-instances/${item.id}`, () => HttpResponse.json(viewings)),
    http.post(`/api/library/${item.id}/watch-instances`, async ({ request }) => {
      const body = (await request.json()) as Partial<WatchInstance>;
      bodies.push(body);
      viewings.push(viewing({ ...body, id: 12 }));
      return HttpResponse.json(viewing({ ...body, id: 12 }), { status: 201 });
    }),
    http.put(`/api/library/${item.id}/status`, () => HttpResponse.json({ ...item, status: 'watched' })),
    http.put('/api/watch-instances/:id', async ({ request }) => {
      const body = (await request.json()) as Partial<WatchInstance>;
      bodies.push(body);
      viewings.splice(0, viewings.length, ...viewings.map((seen) => ({ ...seen, ...body })));
      return HttpResponse.json(viewings[0]);
    }),
  );
  const view = renderScreen(
    <DetailsModal
      target={{ kind: 'library', item }}
      onClose={() => undefined}
      onManageSeasons={() => undefined}
    />,
  );
  return { ...view, bodies };
}

test('notes written in the viewing dialog are sent with the viewing, trimmed, and shown in the watch history', async () => {
  const { user, fastUser, bodies } = openDetails(libraryItem(), []);
  await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
  await fastUser.type(within(dialog).getByLabelText('Notes'), '  Watched on the train home ');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Watched' })).toBeNull());
  expect(bodies).toEqual([expect.objectContaining({ notes: 'Watched on the train home' })]);
  const history = screen.getByRole('region', { name: 'Watch History' });
  expect(await within(history).findByTestId('viewing-notes')).toHaveTextContent('Watched on the train home');
});

test('Edit Viewing starts from the stored notes, and clearing them leaves none', async () => {
  const watched = libraryItem({ status: 'watched', viewingCount: 1 });
  const { user, bodies } = openDetails(watched, [
    viewing({ watchedDate: '2021-03-14', viewer: 'person1', notes: 'A patient film about hope.' }),
  ]);
  const history = screen.getByRole('region', { name: 'Watch History' });
  expect(await within(history).findByTestId('viewing-notes')).toHaveTextContent('A patient film about hope.');

  await user.click(screen.getByRole('button', { name: /^Edit viewing of March 14th, 2021/ }));
  const edit = await screen.findByRole('dialog', { name: 'Edit Viewing' });
  expect(within(edit).getByLabelText('Notes')).toHaveValue('A patient film about hope.');
  await user.clear(within(edit).getByLabelText('Notes'));
  await user.click(within(edit).getByRole('button', { name: 'Update' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Viewing' })).toBeNull());
  expect(bodies).toEqual([expect.objectContaining({ notes: null })]);
  await waitFor(() => expect(within(history).queryByTestId('viewing-notes')).toBeNull());
  expect(within(history).getAllByTestId('viewing')).toHaveLength(1);
});
