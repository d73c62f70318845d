import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Provider } from '#domain/schemas/availability';
import { server } from '../../test-support/api';
import { cardsAnswer, libraryItem } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { answerOurServices, NIMBUS, STREAMCO } from '../../test-support/services';
import { settingsAnswer } from '../../test-support/settings';
import { ListsPage } from './lists-page';

const streamingOn = (...services: Provider[]) => ({
  streams: services.map(({ id }) => id),
  now: [],
  left: [],
});

/** To watch: Velvet Static and The Lantern Keeper on StreamCo, Glass Harbor on Nimbus+ only; Copper Sky watched. */
const titles = [
  libraryItem({ id: 1, tmdbId: 900113, title: 'Velvet Static', availability: streamingOn(STREAMCO, NIMBUS) }),
  libraryItem({ id: 2, tmdbId: 900101, title: 'The Lantern Keeper', availability: streamingOn(STREAMCO) }),
  libraryItem({ id: 3, tmdbId: 900111, title: 'Glass Harbor', availability: streamingOn(NIMBUS) }),
  libraryItem({
    id: 4,
    tmdbId: 900108,
    title: 'Copper Sky',
    status: 'watched',
    availability: streamingOn(STREAMCO),
  }),
];

async function openLists() {
  renderScreen(<ListsPage />, { path: '/lists' });
  return screen.findByRole('region', { name: 'On Your Services' });
}

beforeEach(() => {
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer(titles))),
    http.get('/api/tmdb/trending/:mediaType', () => HttpResponse.json({ results: [] })),
    http.get('/api/coming-soon', () => HttpResponse.json({ today: '2025-03-20', entries: [] })),
  );
});

describe("Lists: 'On Your Services'", () => {
  it("comes after 'To Watch' and holds the titles to watch that stream on our services", async () => {
    answerOurServices([STREAMCO]);
    const section = await openLists();
    expect(
      Array.from(document.querySelectorAll('h2[id^="list-"]')).map((heading) => heading.textContent),
    ).toEqual([
      'Coming Soon',
      'For the two of you',
      'To Watch',
      'On Your Services',
      'Favorites',
      'Trending Now',
    ]);
    expect((await within(section).findAllByTestId('list-entry')).map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Velvet Static'),
      expect.stringContaining('The Lantern Keeper'),
    ]);
    expect(within(section).getByText('2 items')).toBeInTheDocument();
  });

  it('before any service is chosen, says to choose them in Settings', async () => {
    answerOurServices([]);
    const section = await openLists();
    expect(await within(section).findByText('No services chosen')).toBeInTheDocument();
  });

  it('says so when nothing to watch streams on them', async () => {
    answerOurServices([{ ...NIMBUS, id: 9099, name: 'Elsewhere' }]);
    const section = await openLists();
    expect(await within(section).findByText('Nothing to watch on your services')).toBeInTheDocument();
  });

  it('without a TMDb key, says where to watch needs one', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json(settingsAnswer())));
    const section = await openLists();
    expect(await within(section).findByText('Where to watch needs a TMDb key')).toBeInTheDocument();
  });
});
