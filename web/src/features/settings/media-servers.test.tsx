import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  MediaServerActivity,
  MediaServerMatch,
  MediaServerUserUpdate,
  MediaServersResponse,
} from '#domain/schemas/media-servers';
import { recordRequests, server } from '../../test-support/api';
import { connectionIs } from '../../test-support/connection';
import { searchResult } from '../../test-support/film-answers';
import { mediaServersAnswer } from '../../test-support/media-servers';
import { renderScreen, toastTitled } from '../../test-support/render';
import { MediaServers } from './media-servers';

function event(fields: Partial<MediaServerActivity> = {}): MediaServerActivity {
  return {
    id: 7,
    at: '2026-11-20T21:40:00.000Z',
    kind: 'jellyfin',
    user: 'alex-tv',
    title: 'Heat',
    outcome: 'Recorded: Heat for Alex',
    message: 'Finished',
    ...fields,
  };
}

/** GET /api/media-servers answers `answer`, read afresh on every request. */
function answerOverview(answer: () => MediaServersResponse) {
  server.use(http.get('/api/media-servers', () => HttpResponse.json(answer())));
}

/** The block, once its answer and the household's names have arrived. */
async function openBlock(answer: MediaServersResponse = mediaServersAnswer()) {
  answerOverview(() => answer);
  const view = renderScreen(<MediaServers />, { path: '/settings' });
  await screen.findByRole('textbox', { name: 'Jellyfin webhook address' });
  if (answer.users.length > 0) await screen.findAllByRole('radio', { name: 'Alex' });
  return view;
}

describe('Addresses', () => {
  it("shows each server's address on this page's origin, with its how-to", async () => {
    await openBlock();
    const block = screen.getByRole('region', { name: 'Media servers' });
    for (const [name, kind] of [
      ['Jellyfin', 'jellyfin'],
      ['Plex', 'plex'],
      ['Emby', 'emby'],
    ] as const) {
      expect(within(block).getByRole('textbox', { name: `${name} webhook address` })).toHaveValue(
        `${window.location.origin}/api/webhooks/${kind}/secret-one`,
      );
    }
    expect(block).toHaveTextContent(
      'Install the Webhook plugin, add a Generic destination with this address, tick "Send All Properties" and the events Playback Stop and User Data Saved. Its Content-Type may stay text/plain.',
    );
    expect(block).toHaveTextContent('In Settings → Webhooks (needs Plex Pass), add this address.');
    expect(block).toHaveTextContent(
      'In Settings → Notifications → Webhooks (needs Emby Premiere), add this address with the events Playback Stop and Mark Played. Either content type works.',
    );
  });

  it('Copy puts the whole address on the clipboard and says Copied', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    try {
      const { user } = await openBlock();
      await user.click(screen.getByRole('button', { name: 'Copy the Plex address' }));
      await toastTitled('Copied');
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/api/webhooks/plex/secret-one`,
      );
    } finally {
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    }
  });

  it('on a page the clipboard refuses, Copy selects the address for the user to copy', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const { user } = await openBlock();
    await user.click(screen.getByRole('button', { name: 'Copy the Emby address' }));
    await toastTitled('Copy the selected address');
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Emby webhook address' });
    expect(document.activeElement === address || address.selectionEnd === address.value.length).toBe(true);
    expect(address.selectionEnd).toBe(address.value.length);
  });

  it('Renew asks first; Cancel sends nothing, Renew sends the server and shows the address its answer gives', async () => {
    let renewed = false;
    // The address is given once: after the renewal the overview no longer says it.
    answerOverview(() =>
      renewed
        ? mediaServersAnswer({
            servers: [
              { kind: 'jellyfin', webhookPath: null },
              { kind: 'plex', webhookPath: null },
              { kind: 'emby', webhookPath: null },
            ],
          })
        : mediaServersAnswer(),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/media-servers/renew', async ({ request }) => {
        renewed = true;
        bodies.push(await request.json());
        return HttpResponse.json({ kind: 'emby', webhookPath: '/api/webhooks/emby/secret-two' });
      }),
    );
    const sent = recordRequests();
    const { user } = renderScreen(<MediaServers />);
    await user.click(await screen.findByRole('button', { name: 'Renew the Emby address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the Emby address?' });
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).not.toContain('POST /api/media-servers/renew');

    await user.click(screen.getByRole('button', { name: 'Renew the Emby address' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renew' }));
    expect(await toastTitled('Address renewed')).toHaveTextContent('it is shown only this once');
    expect(bodies).toEqual([{ kind: 'emby' }]);
    // The overview is read again after the renewal (and every 5 s besides, which a busy machine may reach).
    await waitFor(() =>
      expect(sent.slice(sent.indexOf('POST /api/media-servers/renew'))).toContain('GET /api/media-servers'),
    );
    expect(screen.getByRole('textbox', { name: 'Emby webhook address' })).toHaveValue(
      `${window.location.origin}/api/webhooks/emby/secret-two`,
    );
    expect(screen.getByRole('textbox', { name: 'Plex webhook address' })).toHaveValue(
      `${window.location.origin}/api/webhooks/plex/secret-one`,
    );
  });

  it('an address made before this visit is not shown: Renew makes one to show', async () => {
    answerOverview(() =>
      mediaServersAnswer({
        servers: [
          { kind: 'jellyfin', webhookPath: null },
          { kind: 'plex', webhookPath: '/api/webhooks/plex/secret-one' },
          { kind: 'emby', webhookPath: null },
        ],
      }),
    );
    renderScreen(<MediaServers />);
    await screen.findByRole('textbox', { name: 'Plex webhook address' });
    expect(screen.queryByRole('textbox', { name: 'Jellyfin webhook address' })).toBeNull();
    const block = screen.getByRole('region', { name: 'Media servers' });
    expect(
      within(block).getAllByText(/^Shown only when it is made\. Renew to see a new address/),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Renew the Jellyfin address' })).toBeEnabled();
  });
});

describe('Who watched', () => {
  const users: MediaServersResponse['users'] = [
    { kind: 'plex', name: 'guest', viewer: null, asked: false },
    { kind: 'jellyfin', name: 'alex-tv', viewer: 'person1', asked: true },
    { kind: 'emby', name: 'kids', viewer: null, asked: true },
  ];

  function answerChanges() {
    const changes: MediaServerUserUpdate[] = [];
    server.use(
      http.put('/api/media-servers/users', async ({ request }) => {
        changes.push((await request.json()) as MediaServerUserUpdate);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    return changes;
  }

  it("offers the household's names, Together and Ignore; a new user is flagged and has no choice yet", async () => {
    await openBlock(mediaServersAnswer({ users }));
    const guest = screen.getByRole('radiogroup', { name: 'Whose plays guest on Plex sends' });
    expect(
      within(guest)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Alex', 'Sam', 'Together', 'Ignore']);
    expect(within(guest).queryByRole('radio', { checked: true })).toBeNull();
    expect(guest.parentElement).toHaveTextContent('Waiting for who');

    const alex = screen.getByRole('radiogroup', { name: 'Whose plays alex-tv on Jellyfin sends' });
    expect(within(alex).getByRole('radio', { checked: true })).toHaveAccessibleName('Alex');
    expect(alex.parentElement).not.toHaveTextContent('Waiting for who');
    const kids = screen.getByRole('radiogroup', { name: 'Whose plays kids on Emby sends' });
    expect(within(kids).getByRole('radio', { checked: true })).toHaveAccessibleName('Ignore');
  });

  it('a choice is PUT with the user and the viewer, and a toast says whose plays they are', async () => {
    const changes = answerChanges();
    const { user } = await openBlock(mediaServersAnswer({ users }));
    const guest = screen.getByRole('radiogroup', { name: 'Whose plays guest on Plex sends' });
    await user.click(within(guest).getByRole('radio', { name: 'Sam' }));
    const toast = await toastTitled('Settings Updated');
    expect(toast).toHaveTextContent('Plays by guest on Plex are recorded for Sam.');
    await user.click(within(guest).getByRole('radio', { name: 'Together' }));
    await waitFor(() => expect(changes).toHaveLength(2));

    const alex = screen.getByRole('radiogroup', { name: 'Whose plays alex-tv on Jellyfin sends' });
    await user.click(within(alex).getByRole('radio', { name: 'Ignore' }));
    await waitFor(() => expect(changes).toHaveLength(3));
    expect(changes).toEqual([
      { kind: 'plex', name: 'guest', viewer: 'person2' },
      { kind: 'plex', name: 'guest', viewer: 'both' },
      { kind: 'jellyfin', name: 'alex-tv', viewer: null },
    ]);
    expect(await toastTitled('Settings Updated')).toHaveTextContent(
      'Plays by alex-tv on Jellyfin are ignored.',
    );
  });

  it('the keyboard moves the choice with the arrow keys', async () => {
    const changes = answerChanges();
    const { user } = await openBlock(mediaServersAnswer({ users }));
    const alex = screen.getByRole('radiogroup', { name: 'Whose plays alex-tv on Jellyfin sends' });
    within(alex).getByRole('radio', { name: 'Alex' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(changes).toEqual([{ kind: 'jellyfin', name: 'alex-tv', viewer: 'person2' }]));
  });

  it('offline, a choice is not sent and the toast says why', async () => {
    const sent = recordRequests();
    const { user } = await openBlock(mediaServersAnswer({ users }));
    connectionIs('offline');
    const guest = screen.getByRole('radiogroup', { name: 'Whose plays guest on Plex sends' });
    await user.click(within(guest).getByRole('radio', { name: 'Sam' }));
    expect(await toastTitled('Not saved')).toHaveTextContent("You're offline");
    expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);
    expect(within(guest).queryByRole('radio', { checked: true })).toBeNull();
  });

  it('a refused change says so', async () => {
    server.use(
      http.put('/api/media-servers/users', () =>
        HttpResponse.json({ message: 'Unknown user' }, { status: 404 }),
      ),
    );
    const { user } = await openBlock(mediaServersAnswer({ users }));
    const guest = screen.getByRole('radiogroup', { name: 'Whose plays guest on Plex sends' });
    await user.click(within(guest).getByRole('radio', { name: 'Alex' }));
    expect(await toastTitled('Error')).toHaveTextContent('Failed to save who guest is.');
  });
});

describe('Recent plays', () => {
  it('says no play was received yet, beside the how-to', async () => {
    await openBlock();
    expect(screen.getByRole('heading', { name: 'No plays received yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent plays' })).toBeNull();
  });

  it('shows each event: what became of it as sent, the title, the user and the server', async () => {
    await openBlock(
      mediaServersAnswer({
        activity: [
          event(),
          event({
            id: 8,
            kind: 'plex',
            user: 'guest',
            title: 'Alien',
            outcome: 'Waiting for who',
            message: 'Finished',
          }),
          event({
            id: 9,
            kind: 'emby',
            user: null,
            title: null,
            outcome: 'Test received',
            message: 'A test notification',
          }),
          event({ id: 10, outcome: 'Already recorded' }),
          event({
            id: 11,
            outcome: 'Ignored: PlaybackStart is not a finished or stopped play',
            message: 'PlaybackStart is not a finished or stopped play',
          }),
          event({ id: 12, outcome: 'Together' }),
        ],
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Recent plays' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Recorded: Heat for Alex',
      'Waiting for who',
      'Test received',
      'Already recorded',
      'Ignored: PlaybackStart is not a finished or stopped play',
      'Together',
    ]);
    expect(items[1]).toHaveTextContent('Finished · Alien · guest on Plex');
    // The reason an event was ignored is said once, in its outcome.
    expect(items[4]?.querySelectorAll('p')[1]).toHaveTextContent(/^Heat · alex-tv on Jellyfin · /);
    expect(items[2]).toHaveTextContent('Emby');
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T21:40:00.000Z');
    expect(items.map((item) => within(item).queryByRole('button', { name: /^Undo/ }) !== null)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(screen.queryByRole('button', { name: /^Match/ })).toBeNull();
  });

  it('Undo on a recorded play sends it for that event, says it is removed, and shows what became of it', async () => {
    const undone: string[] = [];
    answerOverview(() =>
      mediaServersAnswer({
        activity: [
          undone.length === 0 ? event({ id: 42 }) : event({ id: 42, outcome: 'Undone: Heat for Alex' }),
        ],
      }),
    );
    server.use(
      http.post('/api/media-servers/activity/:id/undo', ({ params }) => {
        undone.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(<MediaServers />);
    await user.click(await screen.findByRole('button', { name: 'Undo: Recorded: Heat for Alex' }));
    expect(await toastTitled('Viewing removed')).toHaveTextContent('The play of Heat is no longer recorded.');
    expect(undone).toEqual(['42']);
    expect(await screen.findByText('Undone: Heat for Alex')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('a refused Undo says so', async () => {
    server.use(
      http.post('/api/media-servers/activity/:id/undo', () =>
        HttpResponse.json({ message: 'Nothing to undo' }, { status: 409 }),
      ),
    );
    const { user } = await openBlock(mediaServersAnswer({ activity: [event()] }));
    await user.click(screen.getByRole('button', { name: 'Undo: Recorded: Heat for Alex' }));
    expect(await toastTitled('Error')).toHaveTextContent('Failed to undo the play.');
  });

  it('Match on a play not matched searches the film database and sends the title picked', async () => {
    const matches: { id: string; body: MediaServerMatch }[] = [];
    const searched: string[] = [];
    server.use(
      http.get('/api/tmdb/search', ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        searched.push(query);
        return HttpResponse.json({
          results:
            query === 'Heat'
              ? [
                  searchResult({ tmdbId: 949, title: 'Heat', year: 1995 }),
                  searchResult({ tmdbId: 1399, title: 'Heat Wave', mediaType: 'tv', year: 2011 }),
                ]
              : [],
        });
      }),
      http.post('/api/media-servers/activity/:id/match', async ({ params, request }) => {
        matches.push({ id: String(params.id), body: (await request.json()) as MediaServerMatch });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openBlock(
      mediaServersAnswer({
        activity: [event({ id: 5, title: 'Heat (1995)', outcome: 'Not matched' })],
      }),
    );
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Match Heat (1995)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match the play' });
    const box = within(dialog).getByRole('searchbox', { name: 'Search titles' });
    expect(box).toHaveValue('Heat (1995)');
    expect(await within(dialog).findByText('No titles found.')).toBeInTheDocument();
    await user.clear(box);
    // Pasted: typed key by key on a busy machine, a prefix may outlast the search's debounce.
    await user.paste('Heat');
    await user.click(await within(dialog).findByRole('button', { name: /Heat Wave/ }));
    await toastTitled('Play matched');
    expect(matches).toEqual([{ id: '5', body: { tmdbId: 1399, mediaType: 'tv' } }]);
    expect(searched).toEqual(['Heat (1995)', 'Heat']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Loading and failure', () => {
  it('a failed load says so, and Try again loads the block', async () => {
    let fail = true;
    server.use(
      http.get('/api/media-servers', () =>
        fail
          ? HttpResponse.json({ message: 'Database busy' }, { status: 500 })
          : HttpResponse.json(mediaServersAnswer()),
      ),
    );
    const { user } = renderScreen(<MediaServers />);
    expect(screen.getByRole('status', { name: 'Loading the media servers' })).toBeInTheDocument();
    await screen.findByText('Failed to load the media servers.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Plex webhook address' })).toBeInTheDocument();
  });
});

describe('Only titles already in our library', () => {
  it('shows the setting as the server has it, and a switch sends the change', async () => {
    let only = false;
    const sent: unknown[] = [];
    server.use(
      http.put('/api/media-servers/options', async ({ request }) => {
        const body = (await request.json()) as { onlyLibraryTitles: boolean };
        sent.push(body);
        only = body.onlyLibraryTitles;
        return HttpResponse.json(body);
      }),
    );
    answerOverview(() => mediaServersAnswer({ onlyLibraryTitles: only }));
    const { user } = renderScreen(<MediaServers />, { path: '/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Only titles already in our library' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      'A play of a title not in your library is ignored instead of adding it.',
    );

    await user.click(toggle);
    expect(await toastTitled('Settings Updated')).toHaveTextContent(
      'Plays of titles not in your library are ignored.',
    );
    expect(sent).toEqual([{ onlyLibraryTitles: true }]);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('offline, changes nothing and says why', async () => {
    const sent = recordRequests();
    const { user } = await openBlock();
    connectionIs('offline');
    await user.click(screen.getByRole('switch', { name: 'Only titles already in our library' }));
    expect(await toastTitled('Not saved')).toHaveTextContent("You're offline");
    expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });
});
