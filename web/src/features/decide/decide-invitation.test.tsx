import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { DecideSession } from '#domain/schemas/decide';
import { server } from '../../test-support/api';
import { answerDecide, decideSession } from '../../test-support/decide';
import { renderScreen } from '../../test-support/render';
import { DecideInvitation } from './decide-invitation';

const invitation = () => screen.queryByRole('region', { name: 'Invitation to decide together' });

/** Renders the invitation with /current answering `session`, once that answer has come. */
async function shownWith(session: DecideSession | null, path = '/') {
  const decide = answerDecide(session);
  const view = renderScreen(<DecideInvitation />, { path });
  await waitFor(() => expect(view.queryClient.getQueryData(['/api/decide/open'])).toBeDefined());
  return { ...view, decide };
}

describe('the invitation to decide together', () => {
  test('invites a device not in the open session, and joins it as the other one than who started', async () => {
    let joinedAs: unknown;
    server.use(
      http.post('/api/decide/session-1/join', async ({ request }) => {
        joinedAs = await request.json();
        return HttpResponse.json(decideSession({ joined: ['person1', 'person2'] }));
      }),
    );
    const { user, location } = await shownWith(decideSession());

    const shown = await screen.findByRole('region', { name: 'Invitation to decide together' });
    expect(shown).toHaveTextContent('Alex wants to decide together');
    await user.click(within(shown).getByRole('button', { name: 'Join' }));
    const join = await screen.findByRole('dialog', { name: 'Decide together' });
    expect(within(join).getByRole('radio', { name: 'Sam' })).toBeChecked();
    await user.click(within(join).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/decide'));
    expect(joinedAs).toEqual({ viewer: 'person2' });
    expect(invitation()).toBeNull();
  });

  test('shows once a session starts, the screen asking again while it is open', async () => {
    const { decide } = await shownWith(null);
    expect(invitation()).toBeNull();
    decide.set(decideSession({ startedBy: 'person2' }));
    expect(await screen.findByRole('region', { name: 'Invitation to decide together' })).toHaveTextContent(
      'Sam wants to decide together',
    );
  });

  test("stays away after 'Not now'", async () => {
    const { user, queryClient } = await shownWith(decideSession());
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(invitation()).toBeNull();
    await queryClient.refetchQueries({ queryKey: ['/api/decide/open'] });
    expect(invitation()).toBeNull();
  });

  test('is not shown to a device in the session, for a passed phone, for a full session, nor on the deck', async () => {
    localStorage.setItem(
      'watchlist-decide-membership',
      JSON.stringify({ sessionId: 'session-1', viewers: ['person1'] }),
    );
    const member = await shownWith(decideSession());
    expect(invitation()).toBeNull();
    member.unmount();
    localStorage.clear();

    for (const session of [
      decideSession({ passThePhone: true, joined: ['person1', 'person2'] }),
      decideSession({ joined: ['person1', 'person2'] }),
    ]) {
      const view = await shownWith(session);
      expect(invitation()).toBeNull();
      view.unmount();
    }
    await shownWith(decideSession(), '/decide');
    expect(invitation()).toBeNull();
  });

  test('offers a device in the session, away from the deck, the way back to it', async () => {
    localStorage.setItem(
      'watchlist-decide-membership',
      JSON.stringify({ sessionId: 'session-1', viewers: ['person1'] }),
    );
    const { user, location } = await shownWith(decideSession(), '/lists');
    const back = await screen.findByRole('region', { name: 'Deciding together' });
    await user.click(within(back).getByRole('button', { name: 'Back to the deck' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/decide'));
    expect(screen.queryByRole('region', { name: 'Deciding together' })).toBeNull();
  });
});
