import { expect, test } from 'vitest';
import { notificationTopics as contractTopics } from '#domain/schemas/notifications';
import {
  deliveryProblemText,
  notificationTopics,
  pushServiceBrowser,
  topicsText,
} from './notification-texts';

const clock = (iso: string) => iso.slice(11, 16);

test('names every topic of the contract, in its order', () => {
  expect(notificationTopics).toEqual(contractTopics);
});

test('says the last failure and when the next try is, only while deliveries fail', () => {
  const failing = {
    lastSuccessAt: null,
    lastError: 'push service answered 500',
    failures: 2,
    retryAt: '2026-11-28T21:05:00.000Z',
  };
  expect(deliveryProblemText(failing, clock)).toBe(
    'Last try failed: push service answered 500, next try at 21:05.',
  );
  expect(deliveryProblemText({ ...failing, retryAt: null }, clock)).toBe(
    'Last try failed: push service answered 500.',
  );
  expect(deliveryProblemText({ ...failing, failures: 0, lastError: null }, clock)).toBeNull();
  expect(deliveryProblemText(null, clock)).toBeNull();
});

test('sums up the topics turned on', () => {
  expect(topicsText(notificationTopics)).toBe('All topics');
  expect(topicsText([])).toBe('No topics');
  expect(topicsText(['weekly-digest', 'new-episode'])).toBe('New episodes, Weekly digest');
});

test("names a device's browser by its push service", () => {
  expect(pushServiceBrowser('https://fcm.googleapis.com/fcm/send/abc')).toBe('Chrome');
  expect(pushServiceBrowser('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe('Firefox');
  expect(pushServiceBrowser('https://web.push.apple.com/abc')).toBe('Safari');
  expect(pushServiceBrowser('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe('Edge');
  expect(pushServiceBrowser('http://127.0.0.1:4000/push/1')).toBeNull();
});
