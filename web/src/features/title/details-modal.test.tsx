import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { LibraryItem, WatchInstance } from '../../../../domain/schemas/library';
import { server } from '../../test-support/api';
import { libraryItem, viewing } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { DetailsModal } from './details-modal';

function openDetails(item: LibraryItem, viewings: WatchInstance[] = []) {
  server.use(http.get(`/api/watch-instances/${item.id}`, () => HttpResponse.json(viewings)));
  return renderScreen(
    <DetailsModal
      target={{ kind: 'library', item }}
      onClose={() => undefined}
      onManageSeasons={() => undefined}
    />,
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
