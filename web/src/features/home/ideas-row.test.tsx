import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { TitleHostContext } from '../../lib/title-host';
import { held, server } from '../../test-support/api';
import { cardsAnswer, libraryItem } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { answerIdeas, idea, keepDismissals } from '../../test-support/recommendations';
import { noTitleHost } from '../../test-support/title-host';
import { HomePage } from './home-page';

const upNextEntry = {
  itemId: 1,
  tmdbId: 101,
  mediaType: 'movie',
  title: 'The Test Film',
  posterPath: null,
  backdropPath: null,
  kind: 'released',
  key: 'released',
  seasonNumber: null,
  episodeNumber: null,
  episodeName: null,
  episodeCount: null,
  date: null,
} as const;

const ideas = [
  idea({
    tmdbId: 701,
    title: 'Northern Lights',
    year: 2019,
    genres: ['Drama', 'Romance'],
    onOurServices: true,
    reasons: [
      { kind: 'both', tmdbId: 101, title: 'The Test Film' },
      { kind: 'person1', tmdbId: 102, title: 'Copper Sky' },
    ],
  }),
  idea({
    tmdbId: 702,
    mediaType: 'tv',
    title: 'Harbour Nights',
    year: 2021,
    genres: ['Crime'],
    reasons: [{ kind: 'person1', tmdbId: 102, title: 'Copper Sky' }],
  }),
  idea({
    tmdbId: 703,
    title: 'Paper Moons',
    reasons: [{ kind: 'person2', tmdbId: 103, title: 'Glass Harbor' }],
  }),
];

beforeEach(() => {
  server.use(
    http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([libraryItem()]))),
    http.get('/api/up-next', () => HttpResponse.json({ entries: [upNextEntry] })),
  );
});

function renderHome() {
  return renderScreen(
    <TitleHostContext.Provider value={noTitleHost}>
      <HomePage searchBox={null} />
    </TitleHostContext.Provider>,
  );
}

const row = () => screen.findByRole('region', { name: 'For the two of you' });
async function cardOf(title: string): Promise<HTMLElement> {
  const card = (await within(await row()).findAllByTestId('idea-card')).find((shown) =>
    shown.textContent.includes(title),
  );
  if (!card) throw new Error(`No idea card for ${title}`);
  return card;
}

describe("Home: 'For the two of you'", () => {
  test('comes below Up Next, before the sections, each card saying why with the household’s names', async () => {
    answerIdeas(ideas);
    renderHome();
    const ideasRow = await row();
    const headings = Array.from(document.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual([
      'Up Next',
      'For the two of you',
      expect.stringMatching(/^Watchlist/),
    ]);

    const cards = within(ideasRow).getAllByTestId('idea-card');
    expect(cards.map((card) => within(card).getByTestId('idea-reason').title)).toEqual([
      'Because you both liked The Test Film\nBecause Alex liked Copper Sky',
      'Because Alex liked Copper Sky',
      'Because Sam liked Glass Harbor',
    ]);
    // More than one reason: the first on screen, every one for screen readers.
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Because you both liked The Test Film')).not.toHaveClass('sr-only');
    expect(first.queryByText('Because Alex liked Copper Sky')).toBeNull();
    expect(first.getByRole('link')).toHaveAccessibleName(
      expect.stringContaining('Because you both liked The Test Film. Because Alex liked Copper Sky'),
    );
  });

  test('a card shows its year, genres and whether it is on our services, and opens the title page', async () => {
    answerIdeas(ideas);
    const { user, location } = renderHome();
    const onServices = await cardOf('Northern Lights');
    expect(onServices).toHaveTextContent('2019 • Drama, Romance');
    expect(within(onServices).getByText('On our services')).toBeInTheDocument();
    const series = await cardOf('Harbour Nights');
    expect(series).toHaveTextContent('2021 • Series • Crime');
    expect(within(series).queryByText('On our services')).toBeNull();

    await user.click(within(series).getByRole('link'));
    expect(location.history.at(-1)).toBe('/movie/tv/702');
  });

  test('is left out while there are no ideas', async () => {
    answerIdeas([]);
    const sent: string[] = [];
    server.events.on('request:end', ({ request }) => sent.push(new URL(request.url).pathname));
    renderHome();
    await screen.findByRole('region', { name: 'Up Next' });
    await waitFor(() => expect(sent).toContain('/api/recommendations'));
    expect(screen.queryByRole('region', { name: 'For the two of you' })).toBeNull();
    expect(screen.queryByText('For the two of you')).toBeNull();
  });

  test("'Not for us' on a card sets it aside, and the toast's Undo brings it back", async () => {
    const sent = keepDismissals(ideas);
    const { user } = renderHome();
    const card = await cardOf('Harbour Nights');
    await user.click(within(card).getByRole('button', { name: 'Not for us: Harbour Nights' }));

    const toast = await toastTitled('Not for us');
    expect(toast).toHaveTextContent('Harbour Nights is set aside and will not be suggested again.');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Harbour Nights/ })).toBeNull());
    expect(sent).toEqual(['POST 702/tv']);

    await user.click(within(toast).getByRole('button', { name: /Undo/ }));
    await toastTitled('Brought back');
    expect(sent).toEqual(['POST 702/tv', 'DELETE 702/tv']);
    expect(await screen.findByRole('link', { name: /Harbour Nights/ })).toBeInTheDocument();
  });

  test('a card leaves before the server answers, and comes back if it refuses, saying so', async () => {
    let asked = 0;
    const answer = held();
    server.use(
      // The ideas cannot be asked again either: the card comes back from what was shown before.
      http.get('/api/recommendations', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ results: ideas })
          : HttpResponse.json({ message: 'Something failed' }, { status: 500 });
      }),
      http.post('/api/recommendations/dismissals', async () => {
        await answer.released;
        return HttpResponse.json({ message: 'Something failed' }, { status: 500 });
      }),
    );
    const { user } = renderHome();
    const card = await cardOf('Paper Moons');
    await user.click(within(card).getByRole('button', { name: 'Not for us: Paper Moons' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Paper Moons/ })).toBeNull());

    answer.release();
    expect(await toastTitled('Error')).toHaveTextContent(
      'Failed to set Paper Moons aside. Please try again.',
    );
    expect(await screen.findByRole('link', { name: /Paper Moons/ })).toBeInTheDocument();
  });
});
