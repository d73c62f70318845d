import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { ComingSoonEntry } from '#domain/schemas/calendar';
import { server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import { ComingSoonSection } from './coming-soon-section';

const entry = (
  fields: Partial<ComingSoonEntry> & Pick<ComingSoonEntry, 'key' | 'date'>,
): ComingSoonEntry => ({
  itemId: 2,
  tmdbId: 202,
  mediaType: 'tv',
  title: 'The Test Series',
  posterPath: null,
  backdropPath: null,
  kind: 'episode',
  seasonNumber: 2,
  firstEpisode: 4,
  lastEpisode: 4,
  episodeName: 'The Night Crossing',
  ...fields,
});

// The household's today is the server's (a Thursday); the browser's clock has no say.
const today = '2025-03-20';
const entries: ComingSoonEntry[] = [
  entry({ key: 'a', date: '2025-03-20' }),
  entry({ key: 'b', date: '2025-03-21', firstEpisode: 5, lastEpisode: 7, episodeName: null }),
  entry({
    key: 'c',
    date: '2025-03-26',
    kind: 'season',
    seasonNumber: 3,
    firstEpisode: null,
    lastEpisode: null,
  }),
  entry({ key: 'd', date: '2025-03-27', firstEpisode: 6, lastEpisode: 6, episodeName: null }),
  entry({ key: 'e', date: '2025-03-28', firstEpisode: 7, lastEpisode: 7, episodeName: null }),
  entry({
    key: 'f',
    date: '2025-04-09',
    itemId: 1,
    tmdbId: 101,
    mediaType: 'movie',
    title: 'The Test Film',
    kind: 'movie',
    seasonNumber: null,
    firstEpisode: null,
    lastEpisode: null,
    episodeName: null,
  }),
];

test("lists what airs next by the household's days, five of them, and every one in View All", async () => {
  server.use(http.get('/api/coming-soon', () => HttpResponse.json({ today, entries })));
  const { user } = renderScreen(<ComingSoonSection />);
  const section = await screen.findByRole('region', { name: 'Coming Soon' });
  const rows = await within(section).findAllByTestId('coming-soon-entry');
  expect(rows).toHaveLength(5);
  expect(within(section).getByText('6 items')).toBeInTheDocument();
  const row = (index: number) => within(rows[index] as HTMLElement);
  expect(row(0).getByText('S2 · E4 · The Night Crossing')).toBeInTheDocument();
  expect(row(0).getByTestId('coming-soon-day')).toHaveTextContent('Today');
  expect(row(1).getByText('S2 · E5–E7')).toBeInTheDocument();
  expect(row(1).getByTestId('coming-soon-day')).toHaveTextContent('Tomorrow');
  expect(row(2).getByText('Season 3 premiere')).toBeInTheDocument();
  expect(row(2).getByTestId('coming-soon-day')).toHaveTextContent('Wednesday');
  expect(row(0).getByRole('link')).toHaveAttribute('href', '/movie/tv/202');

  await user.click(within(section).getByRole('button', { name: 'View All (6)' }));
  const all = await screen.findByRole('dialog', { name: 'Coming Soon' });
  expect(all).toHaveTextContent('6 items in the next 90 days');
  const every = within(all).getAllByTestId('coming-soon-entry');
  expect(every).toHaveLength(6);
  const movie = within(every[5] as HTMLElement);
  expect(movie.getByText('The Test Film')).toBeInTheDocument();
  expect(movie.getByText('Movie release')).toBeInTheDocument();
  expect(movie.getByTestId('coming-soon-day')).toHaveTextContent('Wed, Apr 9');
});

test('says when nothing is coming, and when it could not be loaded, with a retry', async () => {
  let failing = true;
  server.use(
    http.get('/api/coming-soon', () =>
      failing
        ? HttpResponse.json({ message: 'down' }, { status: 500 })
        : HttpResponse.json({ today, entries: [] }),
    ),
  );
  const { user } = renderScreen(<ComingSoonSection />);
  expect(await screen.findByText("Failed to load what's coming")).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nothing coming soon')).toBeInTheDocument();
  expect(screen.queryByText("Failed to load what's coming")).toBeNull();
});
