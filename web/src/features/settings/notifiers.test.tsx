import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotifierSettings, NotifierSettingsUpdate } from '#domain/schemas/notifications';
import { server } from '../../test-support/api';
import { notifierSettingsAnswer } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { Notifiers } from './notifiers';

/** The server keeping the notifiers PUT (a token kept as set), or refusing with `refusal`. */
function keepNotifiers(initial: NotifierSettings, refusal?: string) {
  let settings = initial;
  const sent: NotifierSettingsUpdate[] = [];
  server.use(
    http.get('/api/notifications/settings', () => HttpResponse.json(settings)),
    http.put('/api/notifications/settings', async ({ request }) => {
      const change = (await request.json()) as NotifierSettingsUpdate;
      sent.push(change);
      if (refusal) return HttpResponse.json({ message: refusal }, { status: 400 });
      const { ntfyToken, ...rest } = change;
      settings = {
        ...settings,
        ...rest,
        ...(ntfyToken === undefined ? {} : { ntfyTokenSet: ntfyToken !== null }),
      };
      return HttpResponse.json(settings);
    }),
  );
  return sent;
}

async function open() {
  const view = renderScreen(<Notifiers />);
  await screen.findByRole('form', { name: 'Notifiers' });
  return view;
}

describe('the notifiers', () => {
  it('saves an ntfy topic with its token and a webhook, the token then shown only as set', async () => {
    const sent = keepNotifiers(notifierSettingsAnswer());
    const { user } = await open();
    await user.type(screen.getByLabelText('ntfy topic URL'), 'https://ntfy.sh/our-watchlist');
    await user.type(screen.getByLabelText('ntfy access token (optional)'), 'tk_secret');
    await user.type(screen.getByLabelText('Webhook URL'), 'http://192.168.1.20:8123/api/webhook/watchlist');
    await user.click(screen.getByRole('button', { name: 'Save notifiers' }));

    await toastTitled('Settings Updated');
    expect(sent).toEqual([
      {
        ntfyUrl: 'https://ntfy.sh/our-watchlist',
        webhookUrl: 'http://192.168.1.20:8123/api/webhook/watchlist',
        ntfyToken: 'tk_secret',
      },
    ]);
    expect(await screen.findByText('Token set')).toBeVisible();
    expect(screen.queryByDisplayValue('tk_secret')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a test to ntfy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a test to the webhook' })).toBeVisible();
  });

  it('replaces or clears a token that is set, and keeps it when left alone', async () => {
    const sent = keepNotifiers(
      notifierSettingsAnswer({ ntfyUrl: 'https://ntfy.sh/ours', ntfyTokenSet: true }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save notifiers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ntfyUrl: 'https://ntfy.sh/ours', webhookUrl: null });

    await user.click(screen.getByRole('button', { name: 'Replace token' }));
    await user.type(screen.getByLabelText('ntfy access token (optional)'), 'tk_new');
    await user.click(screen.getByRole('button', { name: 'Save notifiers' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.ntfyToken).toBe('tk_new');

    await user.click(await screen.findByRole('button', { name: 'Clear token' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ ntfyToken: null });
    expect(await screen.findByLabelText('ntfy access token (optional)')).toHaveValue('');
  });

  it("shows what is wrong with a field in the contract's words", async () => {
    keepNotifiers(notifierSettingsAnswer(), 'ntfyUrl must be an http: or https: URL');
    const { user } = await open();
    await user.type(screen.getByLabelText('ntfy topic URL'), 'ntfy.sh/ours');
    await user.click(screen.getByRole('button', { name: 'Save notifiers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ntfyUrl must be an http: or https: URL');
  });

  it('saves their topics and quiet hours, and shows a failing delivery', async () => {
    const sent = keepNotifiers(
      notifierSettingsAnswer({
        webhookUrl: 'https://hooks.example/w',
        status: {
          ntfy: null,
          webhook: { lastSuccessAt: null, lastError: 'the webhook answered 502', failures: 1, retryAt: null },
        },
      }),
    );
    const { user } = await open();
    expect(screen.getByText('Last try failed: the webhook answered 502.')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'New episodes for the notifiers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      topics: ['new-season', 'released', 'on-our-services', 'decide', 'weekly-digest'],
    });
    await user.click(screen.getByRole('switch', { name: 'Quiet hours for the notifiers' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ quietHours: null });
  });

  it('sends a test to ntfy and toasts that it went', async () => {
    keepNotifiers(notifierSettingsAnswer({ ntfyUrl: 'https://ntfy.sh/ours' }));
    const tests: unknown[] = [];
    server.use(
      http.post('/api/notifications/test', async ({ request }) => {
        tests.push(await request.json());
        return HttpResponse.json({
          results: [{ target: 'ntfy', endpoint: null, viewer: null, ok: true, error: null }],
        });
      }),
      http.get('/api/notifications/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send a test to ntfy' }));
    expect(await toastTitled('Test sent')).toHaveTextContent('A test notification went to ntfy.');
    expect(tests).toEqual([{ target: 'ntfy' }]);
  });

  it('shows a retry when the notifiers fail to load', async () => {
    let fail = true;
    server.use(
      http.get('/api/notifications/settings', () =>
        fail
          ? HttpResponse.json({ message: 'Internal error' }, { status: 500 })
          : HttpResponse.json(notifierSettingsAnswer()),
      ),
    );
    const { user } = renderScreen(<Notifiers />);
    expect(screen.getByLabelText('Loading the notifiers')).toBeInTheDocument();
    expect(await screen.findByText("Couldn't load the notifiers.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Notifiers' })).toBeVisible();
  });
});

it('offers the topics and quiet hours only once a notifier is set', async () => {
  keepNotifiers(notifierSettingsAnswer());
  await open();
  expect(screen.queryByRole('switch', { name: 'New episodes for the notifiers' })).toBeNull();
  expect(screen.queryByRole('switch', { name: 'Quiet hours for the notifiers' })).toBeNull();
});
