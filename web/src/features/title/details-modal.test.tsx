import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import type { LibraryItem, WatchInstance } from '#domain/schemas/library';
import { server } from '../../test-support/api';
import { libraryItem, seriesInProgress, viewing } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { DetailsModal } from './details-modal';

function openDetails(item: LibraryItem, viewings: WatchInstance[] = [], onClose = () => undefined) {
  server.use(http.get(`/api/watch-instances/${item.id}`, () => HttpResponse.json(viewings)));
  return renderScreen(
    <DetailsModal target={{ kind: 'library', item }} onClose={onClose} onManageSeasons={() => undefined} />,
  );
}

/** The 'My Rating' tile of the ratings grid. */
async function myRatingTile() {
  const term = await screen.findByText('My Rating');
  return term.parentElement as HTMLElement;
}

test("a to-watch title only the other person has seen says 'Seen by {name}'", async () => {
  openDetails(libraryItem({ ownership: 'person1', seenBy: 'person2', viewingCount: 1 }), [
    viewing({ viewer: 'person2' }),
  ]);
  expect(await screen.findByText('Seen by Sam')).toBeInTheDocument();
});

describe("'My Rating' and the rating buttons", () => {
  test('say which rating each shows when the viewings decide My Rating', async () => {
    const item = libraryItem({
      status: 'watched',
      userRating: 'down',
      aggregateRating: 'up',
      viewingCount: 2,
    });
    openDetails(item, [viewing({ id: 11, userRating: 'up' }), viewing({ id: 12, userRating: null })]);

    const tile = await myRatingTile();
    expect(within(tile).getByLabelText('Thumbs Up')).toBeInTheDocument();
    expect(await within(tile).findByText('From 1 viewing')).toBeInTheDocument();
    const own = screen.getByRole('group', { name: 'Your own rating' });
    expect(within(own).getByRole('button', { name: 'Thumbs Down' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(
        'My Rating comes from your 1 rated viewing; your own rating counts when no viewing is rated.',
      ),
    ).toBeInTheDocument();
  });

  test('show the same rating, the title’s own, while no viewing is rated', async () => {
    const item = libraryItem({ status: 'watched', userRating: 'up', aggregateRating: 'up', viewingCount: 1 });
    openDetails(item, [viewing({ userRating: null })]);

    const tile = await myRatingTile();
    expect(within(tile).getByLabelText('Thumbs Up')).toBeInTheDocument();
    expect(within(tile).getByText('Your own')).toBeInTheDocument();
    const own = screen.getByRole('group', { name: 'Your own rating' });
    expect(within(own).getByRole('button', { name: 'Thumbs Up' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByTestId('viewing')).toHaveLength(1);
    expect(screen.queryByText(/My Rating comes from/)).toBeNull();
  });
});

describe('what the title is', () => {
  test('a movie reads its runtime in minutes, and names its Director', async () => {
    openDetails(libraryItem({ year: 1991, runtime: 137, director: 'James Cameron' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Test Film' });
    expect(within(dialog).getByText('1991 • Movie • 137 min')).toBeInTheDocument();
    expect(within(dialog).queryByText(/\b\d+h( \d+m)?\b/)).toBeNull();
    expect(within(dialog).getByText('Director').nextElementSibling).toHaveTextContent(/^James Cameron$/);
  });

  test("a series reads its runtime per episode; one creator is a 'Creator', several are 'Creators'", async () => {
    const series = (id: number, creator: string) =>
      seriesInProgress({ id, title: `Series ${id}`, year: 2019, runtime: 65, creator });
    openDetails(series(2, 'Craig Mazin'));
    const one = await screen.findByRole('dialog', { name: 'Series 2' });
    expect(within(one).getByText('2019 • TV Series • 65 min per episode')).toBeInTheDocument();
    expect(within(one).getByText('Creator').nextElementSibling).toHaveTextContent(/^Craig Mazin$/);
    expect(within(one).queryByText('Creators')).toBeNull();
    cleanup();

    openDetails(series(3, 'David Benioff, D. B. Weiss'));
    const two = await screen.findByRole('dialog', { name: 'Series 3' });
    expect(within(two).getByText('Creators').nextElementSibling).toHaveTextContent(
      /^David Benioff, D\. B\. Weiss$/,
    );
  });
});

describe('Escape', () => {
  test('closes the details at once, even with a toast showing', async () => {
    server.use(
      http.put('/api/library/1/rating', () =>
        HttpResponse.json(libraryItem({ userRating: 'up', aggregateRating: 'up' })),
      ),
    );
    const onClose = vi.fn();
    const { user } = openDetails(libraryItem(), [], onClose);
    const own = await screen.findByRole('group', { name: 'Your own rating' });
    await user.click(within(own).getByRole('button', { name: 'Thumbs Up' }));
    await toastTitled('Rating updated!');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('closes only the dialog in front: a failed viewing first, then the details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    server.use(
      http.post('/api/library/1/watch-instances', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const onClose = vi.fn();
    const { user } = openDetails(libraryItem(), [], onClose);
    await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));
    const viewingDialog = await screen.findByRole('dialog', { name: 'Mark as Watched' });
    await user.click(within(viewingDialog).getByRole('button', { name: 'Confirm' }));
    await toastTitled('Error recording viewing');
    await waitFor(() => expect(within(viewingDialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Watched' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
