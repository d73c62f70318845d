import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DecideCard, DecideSession, DecideViewer, DecideVoteBody } from '#domain/schemas/decide';
import { TitleHostContext } from '../../lib/title-host';
import { recordRequests, server } from '../../test-support/api';
import {
  answerDecide,
  decideCard,
  decideSession,
  deckOfThree,
  stubEventSource,
} from '../../test-support/decide';
import { cardsAnswer, libraryItem } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { spyTitleHost } from '../../test-support/titles';
import { DecidePage } from './decide-page';

afterEach(() => vi.unstubAllGlobals());

const [HARBOUR, ORCHARD, MOONS] = deckOfThree as [DecideCard, DecideCard, DecideCard];

/**
 * The deck of `session` on a device that swipes in it for `viewers`; each vote is kept, and answered with the
 * match `matchOf` names.
 */
async function onDeck(
  session: DecideSession,
  viewers: DecideViewer[] = ['person1'],
  matchOf: (vote: DecideVoteBody) => DecideCard | null = () => null,
) {
  localStorage.setItem('watchlist-decide-membership', JSON.stringify({ sessionId: session.id, viewers }));
  const decide = answerDecide(session);
  const sources = stubEventSource();
  const votes: DecideVoteBody[] = [];
  server.use(
    http.post('/api/decide/:id/votes', async ({ request }) => {
      const vote = (await request.json()) as DecideVoteBody;
      votes.push(vote);
      return HttpResponse.json({ match: matchOf(vote) });
    }),
  );
  const host = spyTitleHost();
  const view = renderScreen(
    <TitleHostContext.Provider value={host}>
      <DecidePage />
    </TitleHostContext.Provider>,
    { path: '/decide' },
  );
  await screen.findByRole('heading', { name: 'Decide together', level: 1 });
  return { ...view, decide, sources, votes, host };
}

const cardShown = () => screen.queryByRole('article');

describe('the deck', () => {
  test('answers by the → and ← keys and by the Yes and No buttons, one card after another', async () => {
    const { user, votes } = await onDeck(decideSession());

    expect(await screen.findByRole('article', { name: HARBOUR.title })).toHaveTextContent('2020 · 100 min');
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('article', { name: ORCHARD.title })).toBeInTheDocument();
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await screen.findByRole('article', { name: MOONS.title });
    await user.click(screen.getByRole('button', { name: `No: ${MOONS.title}` }));

    expect(await screen.findByRole('heading', { name: 'Waiting for Sam' })).toBeInTheDocument();
    expect(cardShown()).toBeNull();
    await waitFor(() => expect(votes).toHaveLength(3));
    expect(votes).toEqual([
      { viewer: 'person1', key: HARBOUR.key, vote: 'yes' },
      { viewer: 'person1', key: ORCHARD.key, vote: 'no' },
      { viewer: 'person1', key: MOONS.key, vote: 'no' },
    ]);
  });

  test('answers by a drag far enough right or left; a short one is no answer', async () => {
    const { votes } = await onDeck(decideSession());
    const drag = (card: HTMLElement, to: number) => {
      fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 200 });
      fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + to });
      fireEvent.pointerUp(card, { pointerId: 1, clientX: 200 + to });
    };

    drag(await screen.findByRole('article', { name: HARBOUR.title }), 40);
    expect(screen.getByRole('article', { name: HARBOUR.title })).toBeInTheDocument();
    drag(screen.getByRole('article', { name: HARBOUR.title }), 150);
    drag(await screen.findByRole('article', { name: ORCHARD.title }), -150);
    await screen.findByRole('article', { name: MOONS.title });

    await waitFor(() => expect(votes).toHaveLength(2));
    expect(votes.map((vote) => vote.vote)).toEqual(['yes', 'no']);
  });

  test("follows the other's joining and progress from the stream, and reconnects with a fresh ticket", async () => {
    const { sources } = await onDeck(decideSession());
    expect(await screen.findByText('Waiting for Sam to join')).toBeInTheDocument();
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]?.url).toBe('/api/decide/session-1/events?ticket=ticket-1');

    sources[0]?.emit('joined', { viewer: 'person2' });
    expect(await screen.findByText('Sam: 0 of 3')).toBeInTheDocument();
    sources[0]?.emit('progress', { person1: 0, person2: 2 });
    expect(await screen.findByText('Sam: 2 of 3')).toBeInTheDocument();

    sources[0]?.fail();
    expect(sources[0]?.closed).toBe(true);
    await waitFor(() => expect(sources).toHaveLength(2));
    expect(sources[1]?.url).toBe('/api/decide/session-1/events?ticket=ticket-2');
  });

  test("shows 'It's a match!' from the vote's answer, and 'Keep swiping' goes on with the next card", async () => {
    const { user } = await onDeck(decideSession({ joined: ['person1', 'person2'] }), ['person1'], (vote) =>
      vote.key === HARBOUR.key && vote.vote === 'yes' ? HARBOUR : null,
    );
    await user.click(await screen.findByRole('button', { name: `Yes: ${HARBOUR.title}` }));

    const heading = await screen.findByRole('heading', { name: "It's a match!" });
    expect(heading).toHaveFocus();
    const match = screen.getByRole('region', { name: "It's a match!" });
    expect(match).toHaveTextContent(HARBOUR.title);
    expect(match).toHaveTextContent('Family Score 81/100');
    expect(within(match).getByRole('button', { name: 'Add to Library' })).toBeInTheDocument();
    expect(cardShown()).toBeNull();

    await user.click(within(match).getByRole('button', { name: 'Keep swiping' }));
    expect(await screen.findByRole('article', { name: ORCHARD.title })).toBeInTheDocument();
  });

  test("shows the other's match from the stream; Start Watching starts the library title and ends the session", async () => {
    const inLibrary = decideCard(101, 'The Test Film', { inLibrary: true, itemId: 1 });
    const session = decideSession({ deck: [inLibrary, ORCHARD], joined: ['person1', 'person2'] });
    server.use(
      http.get('/api/library/cards', () => HttpResponse.json(cardsAnswer([libraryItem()]))),
      http.put('/api/library/1/status', () => HttpResponse.json(libraryItem({ status: 'watched' }))),
      http.delete('/api/decide/session-1', () => new HttpResponse(null, { status: 204 })),
    );
    const sent = recordRequests();
    const { sources, user, location } = await onDeck(session);
    await waitFor(() => expect(sources).toHaveLength(1));

    sources[0]?.emit('match', { card: inLibrary });
    const match = await screen.findByRole('region', { name: "It's a match!" });
    await user.click(await within(match).findByRole('button', { name: 'Start Watching The Test Film' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(sent).toContain('PUT /api/library/1/status');
    expect(sent).toContain('DELETE /api/decide/session-1');
  });

  test('once both have answered every card without a match, lists the titles with one yes, best first', async () => {
    await onDeck(
      decideSession({
        joined: ['person1', 'person2'],
        progress: { person1: 3, person2: 3 },
        oneYes: [MOONS, HARBOUR],
      }),
    );
    const list = await screen.findByRole('region', { name: 'No match this time' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(MOONS.title), expect.stringContaining(HARBOUR.title)]);
    expect(cardShown()).toBeNull();
  });

  test('when the session is closed, says so and goes home', async () => {
    const { sources, decide, location } = await onDeck(decideSession());
    await waitFor(() => expect(sources).toHaveLength(1));
    decide.set(null);
    sources[0]?.emit('closed', { reason: 'idle' });

    const shown = await toastTitled('Decide together has ended');
    expect(shown).toHaveTextContent('Nobody swiped for 2 hours.');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });
});

describe('pass the phone', () => {
  test("deals the deck to whoever started, covers it for the other, then deals it again with the other's votes", async () => {
    const { user, votes } = await onDeck(
      decideSession({ passThePhone: true, joined: ['person1', 'person2'] }),
      ['person1', 'person2'],
    );
    for (const card of deckOfThree) {
      await user.click(await screen.findByRole('button', { name: `Yes: ${card.title}` }));
    }

    const cover = await screen.findByRole('heading', { name: 'Pass the phone to Sam' });
    expect(cover).toHaveFocus();
    expect(cardShown()).toBeNull();
    await user.click(screen.getByRole('button', { name: "I'm Sam, start" }));
    await user.click(await screen.findByRole('button', { name: `No: ${HARBOUR.title}` }));

    await waitFor(() => expect(votes).toHaveLength(4));
    expect(votes.map((vote) => `${vote.viewer} ${vote.key} ${vote.vote}`)).toEqual([
      `person1 ${HARBOUR.key} yes`,
      `person1 ${ORCHARD.key} yes`,
      `person1 ${MOONS.key} yes`,
      `person2 ${HARBOUR.key} no`,
    ]);
  });
});
