import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionBody } from '#domain/schemas/notifications';
import { held, server } from '../../test-support/api';
import { answerNotifications, publicKey, subscriptionAnswer } from '../../test-support/notifications';
import { notifierSettingsAnswer } from '../../test-support/fixtures';
import { fakePushBrowser, subscriptionJson } from '../../test-support/push-browser';
import { renderScreen, toastTitled } from '../../test-support/render';
import { keyBytes } from '../../lib/push-device';
import { NotificationsSection } from './notifications-section';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';

/** The section, once this device's row has loaded. */
async function openSection() {
  const view = renderScreen(<NotificationsSection />, { path: '/settings/notifications' });
  await screen.findByRole('switch', { name: 'Notify me on this device' });
  return view;
}

/** The server keeping the devices POSTed, and answering them back. */
function keepDevices(initial: Subscription[] = []) {
  let devices = initial;
  const posted: SubscriptionBody[] = [];
  answerNotifications({ subscriptions: () => devices });
  server.use(
    http.post('/api/notifications/subscriptions', async ({ request }) => {
      const body = (await request.json()) as SubscriptionBody;
      posted.push(body);
      const saved = subscriptionAnswer({
        endpoint: body.subscription.endpoint,
        viewer: body.viewer,
        topics: body.topics,
        quietHours: body.quietHours,
      });
      devices = [saved, ...devices.filter((each) => each.endpoint !== saved.endpoint)];
      return HttpResponse.json(saved);
    }),
  );
  return posted;
}

describe('a browser that cannot take push', () => {
  it('says that plain HTTP needs HTTPS', () => {
    fakePushBrowser({ secureContext: false, serviceWorker: false });
    answerNotifications();
    renderScreen(<NotificationsSection />);
    expect(
      screen.getByText(
        "Notifications need HTTPS, and this page came over plain HTTP. Serve Watchlist over HTTPS (the README's 'Install it on your phones'), then turn them on here.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Notify me on this device' })).toBeNull();
  });

  it("says that an iPhone's Safari needs the app on the home screen first", () => {
    fakePushBrowser({ userAgent: iPhoneSafari, serviceWorker: false });
    answerNotifications();
    renderScreen(<NotificationsSection />);
    expect(
      screen.getByText(
        'On an iPhone or iPad, notifications come only to the app on the home screen: tap Share, then Add to Home Screen, and turn them on from there.',
      ),
    ).toBeVisible();
  });

  it('says that the browser has no service worker or Push API', () => {
    fakePushBrowser({ serviceWorker: false });
    answerNotifications();
    renderScreen(<NotificationsSection />);
    expect(
      screen.getByText(
        "This browser can't show notifications from Watchlist: it has no service worker or Push API.",
      ),
    ).toBeVisible();
  });
});

describe('turning notifications on', () => {
  it("asks the browser's permission, subscribes with the server's key and saves whose device it is", async () => {
    const browser = fakePushBrowser();
    const posted = keepDevices();
    const { user } = await openSection();
    const device = screen.getByRole('switch', { name: 'Notify me on this device' });
    expect(device).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('radio', { name: 'Sam' }));
    await user.click(device);

    await toastTitled('Settings Updated');
    expect(screen.getByText('This device tells Sam the news.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    expect(posted).toEqual([
      {
        subscription: subscriptionJson(),
        viewer: 'person2',
        topics: ['new-episode', 'new-season', 'released', 'on-our-services', 'decide', 'weekly-digest'],
        quietHours: { from: '22:00', to: '08:00' },
      },
    ]);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText("This device is told the news, as Sam's.")).toBeVisible();
    expect(screen.getByRole('switch', { name: 'New episodes for this device' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('says how to allow notifications again when the browser blocks them, and saves nothing', async () => {
    const browser = fakePushBrowser({ permission: 'denied', answer: 'denied' });
    const posted = keepDevices();
    const { user } = await openSection();
    const blocked =
      'Notifications are blocked for Watchlist in this browser. Allow them again in the site settings (the icon beside the address), then turn them on here.';
    expect(screen.getByText(blocked)).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Notify me on this device' }));
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalledTimes(1));
    expect(screen.getByText(blocked)).toBeVisible();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });
});

describe('a dismissed prompt', () => {
  it('turns nothing on and says nothing is blocked', async () => {
    const browser = fakePushBrowser({ answer: 'default' });
    const posted = keepDevices();
    const { user } = await openSection();
    await user.click(screen.getByRole('switch', { name: 'Notify me on this device' }));
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Notifications on this device, for the person who holds it.')).toBeVisible();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });
});

describe('a device that is on', () => {
  it("saves a topic turned off and quiet hours turned off, keeping the rest of the device's choice", async () => {
    fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    const posted = keepDevices([subscriptionAnswer()]);
    const { user } = await openSection();

    await user.click(screen.getByRole('switch', { name: 'Weekly digest for this device' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      subscription: subscriptionJson(),
      viewer: 'person1',
      topics: ['new-episode', 'new-season', 'released', 'on-our-services', 'decide'],
      quietHours: { from: '22:00', to: '08:00' },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Weekly digest for this device' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );

    await user.click(screen.getByRole('switch', { name: 'Quiet hours for this device' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.quietHours).toBeNull();
    expect(await screen.findByText('No quiet hours on this device.')).toBeVisible();
  });

  it('saves new quiet hours when the time field is left', async () => {
    fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    const posted = keepDevices([subscriptionAnswer()]);
    const { user } = await openSection();
    const from = screen.getByLabelText('Quiet hours from, this device');
    await user.clear(from);
    await user.type(from, '23:30');
    await user.tab();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.quietHours).toEqual({ from: '23:30', to: '08:00' });
  });

  it("says what is wrong with quiet hours in the contract's words, and shows them as saved", async () => {
    fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    answerNotifications({ subscriptions: () => [subscriptionAnswer()] });
    server.use(
      http.post('/api/notifications/subscriptions', () =>
        HttpResponse.json({ message: 'quietHours.from and quietHours.to must differ' }, { status: 400 }),
      ),
    );
    const { user } = await openSection();
    const from = screen.getByLabelText('Quiet hours from, this device');
    await user.clear(from);
    await user.type(from, '08:00');
    await user.tab();
    expect(await toastTitled('Error')).toHaveTextContent('quietHours.from and quietHours.to must differ');
    await waitFor(() => expect(screen.getByLabelText('Quiet hours from, this device')).toHaveValue('22:00'));
  });

  it("shows the deliveries' trouble: the last failure and the next try", async () => {
    fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    keepDevices([
      subscriptionAnswer({
        status: {
          lastSuccessAt: null,
          lastError: 'the push service answered 503',
          failures: 3,
          retryAt: '2026-11-28T21:05:00.000Z',
        },
      }),
    ]);
    await openSection();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Last try failed: the push service answered 503, next try at .+\.$/,
    );
  });

  it("sends a test to this device and toasts the push service's refusal", async () => {
    fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    keepDevices([subscriptionAnswer()]);
    const tests: unknown[] = [];
    server.use(
      http.post('/api/notifications/test', async ({ request }) => {
        tests.push(await request.json());
        return HttpResponse.json({
          results: [
            {
              target: 'device',
              endpoint: subscriptionJson().endpoint,
              viewer: 'person1',
              ok: false,
              error: 'the push service answered 500',
            },
          ],
        });
      }),
    );
    const { user } = await openSection();
    await user.click(screen.getByRole('button', { name: 'Send a test' }));
    const toast = await toastTitled('Test failed');
    expect(toast).toHaveTextContent('the push service answered 500');
    expect(tests).toEqual([{ target: 'device', endpoint: subscriptionJson().endpoint }]);
  });

  it('turns off: the server forgets the device, then the browser', async () => {
    const browser = fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    let devices = [subscriptionAnswer()];
    const deleted: unknown[] = [];
    answerNotifications({ subscriptions: () => devices });
    server.use(
      http.delete('/api/notifications/subscriptions', async ({ request }) => {
        deleted.push(await request.json());
        devices = [];
        return HttpResponse.json({ message: 'Removed' });
      }),
    );
    const { user } = await openSection();
    await user.click(screen.getByRole('switch', { name: 'Notify me on this device' }));
    await toastTitled('Settings Updated');
    expect(deleted).toEqual([{ endpoint: subscriptionJson().endpoint }]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Notify me on this device' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(screen.queryByRole('switch', { name: 'New episodes for this device' })).toBeNull();
  });
});

describe('loading', () => {
  it('shows a placeholder while the devices load, and a retry when they fail', async () => {
    fakePushBrowser();
    const wait = held();
    let fail = true;
    server.use(
      http.get('/api/notifications/subscriptions', async () => {
        await wait.released;
        return fail
          ? HttpResponse.json({ message: 'Internal error' }, { status: 500 })
          : HttpResponse.json({ subscriptions: [] });
      }),
      http.get('/api/notifications/settings', () => HttpResponse.json(notifierSettingsAnswer())),
    );
    const { user } = renderScreen(<NotificationsSection />);
    expect(await screen.findByLabelText("Loading this device's notifications")).toBeInTheDocument();
    wait.release();
    expect(await screen.findByText("Couldn't load this device's notifications.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Notify me on this device' })).toBeVisible();
  });
});

describe("the household's other devices", () => {
  it('lists whose each is and what it is told, and removes a stale one', async () => {
    fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
    const stale = subscriptionAnswer({
      endpoint: 'https://fcm.googleapis.com/fcm/send/old-phone',
      viewer: 'person2',
      topics: ['new-episode', 'decide'],
    });
    let devices = [subscriptionAnswer(), stale];
    const deleted: unknown[] = [];
    answerNotifications({ subscriptions: () => devices });
    server.use(
      http.delete('/api/notifications/subscriptions', async ({ request }) => {
        deleted.push(await request.json());
        devices = devices.filter((each) => each.endpoint !== stale.endpoint);
        return HttpResponse.json({ message: 'Removed' });
      }),
    );
    const { user } = await openSection();
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(section).findByText("Sam's device (Chrome)")).toBeVisible();
    expect(within(section).getByText(/^New episodes, Decide together · Added /)).toBeVisible();

    await user.click(
      within(section).getByRole('button', { name: /^Remove Sam's device \(Chrome\), added / }),
    );
    await toastTitled('Device removed');
    expect(deleted).toEqual([{ endpoint: stale.endpoint }]);
    await waitFor(() => expect(within(section).queryByText("Sam's device (Chrome)")).toBeNull());
  });
});
