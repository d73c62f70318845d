import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import type { LibraryItem } from '#domain/schemas/library';
import { libraryQueries } from '../../lib/api/library';
import { TitleHostContext } from '../../lib/title-host';
import { server } from '../../test-support/api';
import { cardsAnswer, libraryItem, seriesInProgress } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { spyTitleHost } from '../../test-support/titles';
import { HomePage } from './home-page';

function library(items: readonly LibraryItem[]) {
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer(items))),
    http.get('/api/up-next', () => HttpResponse.json({ entries: [] })),
  );
}

const home = <HomePage searchBox={null} />;

function renderHome() {
  return renderScreen(<TitleHostContext.Provider value={spyTitleHost()}>{home}</TitleHostContext.Provider>);
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const heading = (name: string) => within(section(name)).getByRole('heading', { level: 2 });
const card = (title: string) => screen.queryByRole('article', { name: title });

test("an empty library says 'Your watchlist is empty', without the three sections", async () => {
  library([]);
  renderHome();
  expect(await screen.findByText('Your watchlist is empty')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^Currently Watching/ })).toBeNull();
});

test('once the library has a title, the three sections show with their counts; an empty one says so', async () => {
  library([libraryItem()]);
  renderHome();
  await screen.findByRole('article', { name: 'The Test Film' });
  expect(heading('Watchlist')).toHaveTextContent(/^Watchlist\s*1$/);
  expect(within(section('Watchlist')).getAllByRole('article')).toHaveLength(1);
  expect(heading('Currently Watching')).toHaveTextContent(/^Currently Watching\s*0$/);
  expect(within(section('Currently Watching')).getByText('Nothing in progress.')).toBeInTheDocument();
  expect(heading('Watched')).toHaveTextContent(/^Watched\s*0$/);
  expect(within(section('Watched')).getByText('Nothing watched yet.')).toBeInTheDocument();
});

test('a long section paints its first page of 12 and counts every title', async () => {
  const watched = Array.from({ length: 20 }, (_, index) =>
    libraryItem({
      id: index + 1,
      tmdbId: 500 + index,
      title: `Watched Film ${index + 1}`,
      status: 'watched',
    }),
  );
  library(watched);
  renderHome();
  await screen.findByRole('article', { name: 'Watched Film 1' });
  expect(heading('Watched')).toHaveTextContent(/^Watched\s*20$/);
  // The cards in sight come first; the rest of the first page follows, and no more.
  await waitFor(() => expect(within(section('Watched')).getAllByRole('article')).toHaveLength(12));
});

test('a series whose seasons are under way is Currently Watching, whatever its stored status', async () => {
  library([seriesInProgress({ status: 'to_watch' })]);
  renderHome();
  await screen.findByRole('article', { name: 'The Test Series' });
  expect(
    within(section('Currently Watching')).getByRole('article', { name: 'The Test Series' }),
  ).toBeVisible();
  expect(heading('Watchlist')).toHaveTextContent(/^Watchlist\s*0$/);
});

test('filters that match nothing keep the three sections and offer to clear them', async () => {
  library([libraryItem({ ownership: 'person1' })]);
  const { user } = renderHome();
  await screen.findByRole('article', { name: 'The Test Film' });

  await user.click(
    within(screen.getByRole('group', { name: 'Ownership' })).getByRole('button', { name: 'Sam' }),
  );

  expect(screen.getByText('No titles match these filters.')).toBeInTheDocument();
  for (const name of ['Watchlist', 'Currently Watching', 'Watched'])
    expect(heading(name)).toHaveTextContent(new RegExp(`^${name}\\s*0$`));
  expect(card('The Test Film')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(card('The Test Film')).toBeInTheDocument();
  expect(screen.queryByText('No titles match these filters.')).toBeNull();
  expect(localStorage.getItem('watchlist-ownership-filter')).toBe('all');
});

describe('a failed load', () => {
  test('says so with a retry, rather than passing for an empty library', async () => {
    let fail = true;
    server.use(
      http.get('/api/library/cards', () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json(cardsAnswer([libraryItem()])),
      ),
      http.get('/api/up-next', () => HttpResponse.json({ entries: [] })),
    );
    const { user } = renderHome();

    expect(await screen.findByText('Failed to load watchlist')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading your watchlist items. Please try again.'),
    ).toBeVisible();
    expect(screen.queryByText('Your watchlist is empty')).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'The Test Film' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load watchlist')).toBeNull();
  });

  test('does not pass off the copy of an earlier visit as loaded', async () => {
    server.use(
      http.get('/api/library/cards', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get('/api/up-next', () => HttpResponse.json({ entries: [] })),
    );
    /** The home once the offline copy has been restored into the cache (lib/offline-copy-read.ts). */
    function AfterRestore() {
      const [restored, setRestored] = useState(false);
      return restored ? (
        home
      ) : (
        <button type="button" onClick={() => setRestored(true)}>
          Restored
        </button>
      );
    }
    const { user, queryClient } = renderScreen(
      <TitleHostContext.Provider value={spyTitleHost()}>
        <AfterRestore />
      </TitleHostContext.Provider>,
    );
    // Answered before this page opened: the copy an earlier visit left on the device.
    queryClient.setQueryData(libraryQueries.cards().queryKey, [libraryItem()], { updatedAt: 1 });
    await user.click(screen.getByRole('button', { name: 'Restored' }));

    expect(await screen.findByText('Failed to load watchlist')).toBeInTheDocument();
    expect(card('The Test Film')).toBeNull();
  });
});
