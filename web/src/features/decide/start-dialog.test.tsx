import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { StartDecideBody } from '#domain/schemas/decide';
import { recordRequests, server } from '../../test-support/api';
import { decideSession } from '../../test-support/decide';
import { renderScreen } from '../../test-support/render';
import { DecideTogetherButton } from './decide-button';

async function openStart() {
  const view = renderScreen(<DecideTogetherButton />);
  await view.user.click(screen.getByRole('button', { name: 'Decide together' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decide together' });
  return { ...view, dialog };
}

describe("the start of 'Decide together'", () => {
  test('asks who you are before it starts anything', async () => {
    const sent = recordRequests();
    const { dialog, user } = await openStart();

    expect(within(dialog).getByRole('radiogroup', { name: 'Who are you?' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: 'Alex' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Sam' })).not.toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Tonight' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Each on our own phone' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose who you are.');
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Sam' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test("starts as the one chosen, with tonight's constraints, passing the phone, and opens the deck", async () => {
    let body: StartDecideBody | undefined;
    server.use(
      http.post('/api/decide', async ({ request }) => {
        body = (await request.json()) as StartDecideBody;
        return HttpResponse.json(decideSession({ startedBy: 'person2', passThePhone: true }), {
          status: 201,
        });
      }),
      http.get('/api/decide/open', () => HttpResponse.json({ session: decideSession() })),
    );
    const { dialog, user, location } = await openStart();

    await user.click(within(dialog).getByRole('radio', { name: 'Sam' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Movies' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Pass the phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/decide'));
    expect(body).toEqual({
      viewer: 'person2',
      constraints: { onServices: false, time: 'any', kind: 'movie', genre: null },
      passThePhone: true,
    });
    expect(JSON.parse(localStorage.getItem('watchlist-decide-membership') ?? 'null')).toEqual({
      sessionId: 'session-1',
      viewers: ['person2', 'person1'],
    });
  });

  test('offers to join the session already open, as the other one than who started it', async () => {
    const open = decideSession({ id: 'open-one', startedBy: 'person1' });
    let joinedAs: unknown;
    server.use(
      http.post('/api/decide', () =>
        HttpResponse.json({ message: 'A session is already open', session: open }, { status: 409 }),
      ),
      http.post('/api/decide/open-one/join', async ({ request }) => {
        joinedAs = await request.json();
        return HttpResponse.json({ ...open, joined: ['person1', 'person2'] });
      }),
      http.get('/api/decide/open', () => HttpResponse.json({ session: open })),
    );
    const { dialog, user, location } = await openStart();

    await user.click(within(dialog).getByRole('radio', { name: 'Alex' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    const conflict = await within(dialog).findByRole('alert');
    expect(conflict).toHaveTextContent('A session is already open, started by Alex.');
    await user.click(within(conflict).getByRole('button', { name: 'Join' }));

    const join = await screen.findByRole('dialog', { name: 'Decide together' });
    expect(join).toHaveTextContent('Alex wants to decide together.');
    expect(within(join).getByRole('radio', { name: 'Sam' })).toBeChecked();
    await user.click(within(join).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/decide'));
    expect(joinedAs).toEqual({ viewer: 'person2' });
  });

  test("says so in the dialog when nothing fits tonight's constraints", async () => {
    const nothing =
      "Nothing to decide on: none of our titles to watch, nor any idea, fits tonight's constraints";
    server.use(http.post('/api/decide', () => HttpResponse.json({ message: nothing }, { status: 404 })));
    const { dialog, user, location } = await openStart();

    await user.click(await within(dialog).findByRole('radio', { name: 'Alex' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(nothing);
    expect(location.history).toEqual(['/']);
  });

  test('takes a device already swiping in the open session back to its deck', async () => {
    localStorage.setItem(
      'watchlist-decide-membership',
      JSON.stringify({ sessionId: 'session-1', viewers: ['person1'] }),
    );
    server.use(http.get('/api/decide/open', () => HttpResponse.json({ session: decideSession() })));
    const { user, location, queryClient } = renderScreen(<DecideTogetherButton />);
    await waitFor(() => expect(queryClient.getQueryData(['/api/decide/open'])).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Decide together' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/decide'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
