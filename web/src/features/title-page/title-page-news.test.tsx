import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListAvailability } from '#domain/schemas/availability';
import { recordRequests, server } from '../../test-support/api';
import { movieDetails } from '../../test-support/film-answers';
import { cardsAnswer, libraryItem } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { answerOurServices, availabilityAnswer, NIMBUS, STREAMCO } from '../../test-support/services';
import { noTitleHost } from '../../test-support/title-host';
import { TitleHostContext } from '../../lib/title-host';
import { TitlePage } from './title-page';

const openTitlePage = () =>
  renderScreen(
    <TitleHostContext.Provider value={noTitleHost}>
      <TitlePage type="movie" id="900101" />
    </TitleHostContext.Provider>,
    { path: '/movie/movie/900101' },
  );

/** The Lantern Keeper in the library, its services as `availability` says; the seen mark clears the news. */
function libraryTitle(availability: ListAvailability) {
  let current = availability;
  server.use(
    http.get('/api/library/cards', () =>
      HttpResponse.json(
        cardsAnswer([libraryItem({ tmdbId: 900101, title: 'The Lantern Keeper', availability: current })]),
      ),
    ),
    http.put('/api/availability/movie/900101/seen', () => {
      current = { ...current, now: [], left: [] };
      return HttpResponse.json({ message: 'Seen' });
    }),
    http.get('/api/watch-instances/1', () => HttpResponse.json([])),
    http.get('/api/tmdb/movie/900101', () =>
      HttpResponse.json(movieDetails({ id: 900101, title: 'The Lantern Keeper' })),
    ),
    http.get('/api/availability/movie/900101', () =>
      HttpResponse.json(
        availabilityAnswer({ offers: { stream: [NIMBUS], free: [], ads: [], rent: [], buy: [] } }),
      ),
    ),
  );
}

describe('a library title whose services changed', () => {
  it('opened, tells what came and left since the last look, and marks it seen (the cards stop saying so)', async () => {
    answerOurServices([STREAMCO, NIMBUS]);
    libraryTitle({ streams: [NIMBUS.id], now: [NIMBUS.id], left: [STREAMCO.id] });
    const sent = recordRequests();
    openTitlePage();

    expect(await screen.findByText(/^Now on Nimbus\+ · Left StreamCo/)).toHaveTextContent(
      'Now on Nimbus+ · Left StreamCo since you last looked',
    );
    await waitFor(() =>
      expect(sent.filter((request) => request.startsWith('GET /api/library/cards'))).toHaveLength(2),
    );
    expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([
      'PUT /api/availability/movie/900101/seen',
    ]);
  });

  it('with nothing new, marks nothing', async () => {
    answerOurServices([STREAMCO, NIMBUS]);
    libraryTitle({ streams: [NIMBUS.id], now: [], left: [] });
    const sent = recordRequests();
    openTitlePage();
    expect(await screen.findByRole('list', { name: 'Stream' })).toBeInTheDocument();
    expect(screen.queryByText(/since you last looked/)).toBeNull();
    expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });
});
