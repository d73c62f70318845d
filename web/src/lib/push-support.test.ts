import { expect, test } from 'vitest';
import { pushSupport, type BrowserFacts } from './push-support';

const chrome: BrowserFacts = {
  secureContext: true,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  maxTouchPoints: 0,
  standalone: false,
  serviceWorker: true,
  pushManager: true,
};
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';
const iPad =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15';

test('a secure page with a service worker and the Push API can subscribe', () => {
  expect(pushSupport(chrome)).toBe('ready');
});

test('plain HTTP cannot, whatever the browser', () => {
  expect(pushSupport({ ...chrome, secureContext: false })).toBe('insecure');
});

test("an iPhone's or iPad's Safari can only from the home-screen app", () => {
  const safari = { ...chrome, userAgent: iPhone, pushManager: false };
  expect(pushSupport(safari)).toBe('ios-home-screen');
  expect(pushSupport({ ...safari, userAgent: iPad, maxTouchPoints: 5 })).toBe('ios-home-screen');
  expect(pushSupport({ ...safari, standalone: true, pushManager: true })).toBe('ready');
  // A Mac's Safari (no touch screen) is a desktop browser.
  expect(pushSupport({ ...chrome, userAgent: iPad })).toBe('ready');
});

test('a browser without a service worker or the Push API cannot', () => {
  expect(pushSupport({ ...chrome, pushManager: false })).toBe('unsupported');
  expect(pushSupport({ ...chrome, serviceWorker: false })).toBe('unsupported');
});
