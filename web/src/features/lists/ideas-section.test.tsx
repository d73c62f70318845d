import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { useLibraryMutations } from '../../lib/api/use-library-mutations';
import { held, server } from '../../test-support/api';
import { cardsAnswer, libraryItem, viewing } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { answerIdeas, idea, keepDismissals } from '../../test-support/recommendations';
import { ListsPage } from './lists-page';

beforeEach(() => {
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([libraryItem()]))),
    http.get('/api/tmdb/trending/:mediaType', () => HttpResponse.json({ results: [] })),
    http.get('/api/coming-soon', () => HttpResponse.json({ today: '2025-03-20', entries: [] })),
  );
});

const section = () => screen.findByRole('region', { name: 'For the two of you' });

describe("Lists: 'For the two of you'", () => {
  test('shows the ideas, best first, each with its reason and a count', async () => {
    answerIdeas([
      idea({ tmdbId: 701, title: 'Northern Lights' }),
      idea({
        tmdbId: 702,
        title: 'Paper Moons',
        reasons: [{ kind: 'person2', tmdbId: 103, title: 'Glass Harbor' }],
      }),
    ]);
    renderScreen(<ListsPage />, { path: '/lists' });
    const ideas = await section();
    const cards = await within(ideas).findAllByTestId('idea-card');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/movie/movie/701',
      '/movie/movie/702',
    ]);
    expect(within(cards[1] as HTMLElement).getByText('Because Sam liked Glass Harbor')).toBeInTheDocument();
    expect(within(ideas).getByText('2 items')).toBeInTheDocument();
  });

  test('with no ideas yet, says that they come from the titles either of you gave a thumbs up', async () => {
    answerIdeas([]);
    renderScreen(<ListsPage />, { path: '/lists' });
    const ideas = await section();
    expect(await within(ideas).findByText('No ideas yet')).toBeInTheDocument();
    expect(
      within(ideas).getByText(/Ideas come from the titles either of you gave a thumbs up/),
    ).toBeInTheDocument();
    expect(within(ideas).queryByTestId('idea-card')).toBeNull();
  });

  test('shows placeholders while the ideas load', async () => {
    const answer = held();
    server.use(
      http.get('/api/recommendations', async () => {
        await answer.released;
        return HttpResponse.json({ results: [idea()] });
      }),
    );
    renderScreen(<ListsPage />, { path: '/lists' });
    const ideas = await section();
    expect(
      within(ideas).getByRole('status', { name: 'Loading ideas for the two of you' }),
    ).toBeInTheDocument();
    answer.release();
    expect(await within(ideas).findByTestId('idea-card')).toBeInTheDocument();
    expect(within(ideas).queryByRole('status')).toBeNull();
  });

  test('a failed load says so, and Try again asks again', async () => {
    let failing = true;
    server.use(
      http.get('/api/recommendations', () =>
        failing
          ? HttpResponse.json({ message: 'Something failed' }, { status: 500 })
          : HttpResponse.json({ results: [idea()] }),
      ),
    );
    const { user } = renderScreen(<ListsPage />, { path: '/lists' });
    const ideas = await section();
    expect(await within(ideas).findByText('Failed to load ideas')).toBeInTheDocument();
    failing = false;
    await user.click(within(ideas).getByRole('button', { name: 'Try again' }));
    expect(await within(ideas).findByTestId('idea-card')).toBeInTheDocument();
  });

  test("'Not for us' takes the idea out of the section", async () => {
    const sent = keepDismissals([
      idea({ tmdbId: 701, title: 'Northern Lights' }),
      idea({ tmdbId: 702, title: 'Paper Moons' }),
    ]);
    const { user } = renderScreen(<ListsPage />, { path: '/lists' });
    const ideas = await section();
    await user.click(await within(ideas).findByRole('button', { name: 'Not for us: Northern Lights' }));
    await toastTitled('Not for us');
    await waitFor(() => expect(within(ideas).getAllByTestId('idea-card')).toHaveLength(1));
    expect(within(ideas).getByText('1 item')).toBeInTheDocument();
    expect(sent).toEqual(['POST 701/movie']);
  });

  test('a like recorded in the library asks for the ideas again', async () => {
    let asked = 0;
    server.use(
      http.get('/api/recommendations', () => {
        asked += 1;
        return HttpResponse.json({ results: asked > 1 ? [idea()] : [] });
      }),
      http.post('/api/library/1/watch-instances', () =>
        HttpResponse.json(viewing({ userRating: 'up' }), { status: 201 }),
      ),
      http.get('/api/watch-instances/1', () => HttpResponse.json([viewing({ userRating: 'up' })])),
    );
    const { user } = renderScreen(
      <>
        <ListsPage />
        <RecordThumbsUp />
      </>,
      { path: '/lists' },
    );
    const ideas = await section();
    expect(await within(ideas).findByText('No ideas yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record a thumbs up' }));
    expect(await within(ideas).findByTestId('idea-card')).toBeInTheDocument();
  });
});

function RecordThumbsUp() {
  const library = useLibraryMutations();
  return (
    <button
      type="button"
      onClick={() =>
        void library.addViewing(1, { watchedDate: '2025-03-14', viewer: 'both', userRating: 'up' })
      }
    >
      Record a thumbs up
    </button>
  );
}
