import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker would answer requests Playwright means to see (page.route); pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // The app honours reduced motion by having no animation: a dialog closes at once instead of waiting for its
    // exit animation, which a headless Chromium starved of CPU may not render for seconds.
    reducedMotion: 'reduce',
  },
  // A journey runs at 1280×800 unless tagged: '@phone' runs it at 390×844 too (the flow uses what differs on a phone:
  // the bottom bar, sheets, drawers, long press, swipe, full-screen dialogs), '@phone-only' there alone.
  projects: [
    {
      name: 'desktop',
      testIgnore: /pwa\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: /pwa\.spec\.ts/,
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // The installed app on a phone: its service worker, offline start and updates (served on localhost, a
    // secure context).
    {
      name: 'pwa',
      testMatch: /pwa\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' },
    },
    // The installed app on a desktop, where its banner over the library differs: the server out of reach only.
    {
      name: 'pwa-desktop',
      testMatch: /pwa\.spec\.ts/,
      grep: /with the server stopped/,
      use: { viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' },
    },
  ],
});
