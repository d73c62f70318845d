import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedStatus } from '#domain/schemas/calendar';
import { recordRequests, server } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import { CalendarFeedRow } from './calendar-feed-row';
import { UpdatePinDialog } from './update-pin-dialog';

const FEED_PATH = '/api/calendar.ics?key=new-key';
const MADE_AT = '2026-06-15T12:00:00.000Z';

/** GET /api/calendar/feed answers `status`; POST …/renew answers a new link (the only answer that holds it). */
function answerFeed(status: CalendarFeedStatus) {
  server.use(
    http.get('/api/calendar/feed', () => HttpResponse.json(status)),
    http.post('/api/calendar/feed/renew', () => HttpResponse.json({ path: FEED_PATH, createdAt: MADE_AT })),
  );
}

const fullLink = () => `${window.location.origin}${FEED_PATH}`;

describe('Calendar Subscription', () => {
  it('without a link, offers to make one, then shows it once with Copy Link', async () => {
    answerFeed({ exists: false, createdAt: null });
    const sent = recordRequests();
    const { user } = renderScreen(<CalendarFeedRow />, { path: '/settings' });
    expect(
      await screen.findByText(
        'No link yet. Make one to subscribe from your calendar app; it is shown only once.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Calendar subscription link' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make Link' }));
    await toastTitled('Link made');
    expect(screen.getByRole('textbox', { name: 'Calendar subscription link' })).toHaveValue(fullLink());
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeVisible();
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual(['POST /api/calendar/feed/renew']);
  });

  it('with a link made earlier, says when and that Renew shows a new one, never the link itself', async () => {
    answerFeed({ exists: true, createdAt: MADE_AT });
    renderScreen(<CalendarFeedRow />, { path: '/settings' });
    expect(
      await screen.findByText(
        'A link made on June 15th, 2026 is in use. It is shown only when it is made: renew to see a new address (the current one then stops working).',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Calendar subscription link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
  });

  it('Renew asks first; Cancel sends nothing; Renew shows the new link, which Copy Link puts on the clipboard', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    try {
      answerFeed({ exists: true, createdAt: MADE_AT });
      const sent = recordRequests();
      const { user } = renderScreen(<CalendarFeedRow />, { path: '/settings' });
      await user.click(await screen.findByRole('button', { name: 'Renew' }));
      const ask = screen.getByRole('dialog', { name: 'Renew the calendar link?' });
      await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
      expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Renew' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Renew the calendar link?' })).getByRole('button', {
          name: 'Renew',
        }),
      );
      await toastTitled('Link renewed');
      expect(screen.getByRole('textbox', { name: 'Calendar subscription link' })).toHaveValue(fullLink());
      await user.click(screen.getByRole('button', { name: 'Copy Link' }));
      await toastTitled('Link copied');
      expect(await navigator.clipboard.readText()).toBe(fullLink());
    } finally {
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    }
  });
});

it('says there is no link any more once the PIN has been changed here (a new PIN ends it)', async () => {
  let pinChanged = false;
  server.use(
    http.get('/api/calendar/feed', () =>
      HttpResponse.json(
        pinChanged ? { exists: false, createdAt: null } : { exists: true, createdAt: MADE_AT },
      ),
    ),
    http.put('/api/auth/pin', () => {
      pinChanged = true;
      return HttpResponse.json({ message: 'PIN updated' });
    }),
  );
  const { fastUser: user } = renderScreen(
    <>
      <UpdatePinDialog />
      <CalendarFeedRow />
    </>,
    { path: '/settings' },
  );
  expect(await screen.findByText(/^A link made on June 15th, 2026 is in use\./)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Update PIN' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update PIN' });
  await user.type(within(dialog).getByLabelText('Current PIN'), '1357');
  await user.type(within(dialog).getByLabelText('New PIN'), '2468');
  await user.type(within(dialog).getByLabelText('Confirm PIN'), '2468');
  await user.click(within(dialog).getByRole('button', { name: 'Update PIN' }));
  expect(
    await screen.findByText(
      'No link yet. Make one to subscribe from your calendar app; it is shown only once.',
    ),
  ).toBeVisible();
});
