import './index.css';
import { mountLoadingScreen } from './app/loading-screen';
import { mountUnlockScreen } from './features/unlock/unlock-screen';
import { readAuthToken } from './lib/auth-token';
import { startFirstRequests } from './lib/first-requests';
import { startOfflineCopyRead } from './lib/offline-copy-read';

/*
 * The boot. A device without a session gets the unlock screen, plain DOM code: React and the app are not loaded
 * before it is painted (they load after, in idle time, or with the first digit, so that an unlock opens the app at
 * once). A device with one gets the loading screen and the app, whose first requests are sent while its code loads;
 * offline, the offline copy of the last visit is read meanwhile too, as it is all the screens will have. Online, the
 * copy waits (app/offline-copy-provider.tsx): reading it costs the main thread ~60–100 ms with 5,000 titles, and the
 * answers usually come first.
 */
const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
const appRoot: HTMLElement = root;

let app: Promise<typeof import('./app/start')> | null = null;
function loadApp() {
  app ??= import('./app/start').catch((error: unknown) => {
    app = null; // the next call tries again
    throw error;
  });
  return app;
}

/** Runs `task` once the page has loaded and the browser is idle: after the first screen is painted. */
function whenIdle(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** What an unlock leads to: the app, and the code of the toast that welcomes the household (lazy in the app). */
function preloadAfterUnlock() {
  void loadApp().catch(() => undefined);
  void import('./components/ui/toaster').catch(() => undefined);
}

/** Settles once the first screen is under way: at once for the unlock screen, once the app has rendered for it. */
let firstScreen: Promise<unknown> = Promise.resolve();

if (readAuthToken()) {
  startFirstRequests();
  if (!navigator.onLine) startOfflineCopyRead();
  mountLoadingScreen(appRoot);
  firstScreen = loadApp().then(({ startApp }) => startApp(appRoot, null));
} else {
  const stop = mountUnlockScreen(appRoot, {
    onFirstDigit: preloadAfterUnlock,
    onUnlocked: async (response) => {
      startFirstRequests();
      const { startApp } = await loadApp();
      stop();
      void startApp(appRoot, response);
    },
  });
  // Once the unlock screen is painted, the app loads in idle time, so that an unlock opens it at once.
  whenIdle(preloadAfterUnlock);
}

/*
 * The service worker (Workbox's window side, in a chunk of its own) is registered once the page has loaded and the
 * browser is idle after the first screen: it never competes with it. A signed-in start's app waits for its first
 * answers before it renders, and the browser is often idle meanwhile: registering then would come before the screen.
 */
if ('serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa-register').then(({ registerServiceWorker }) => registerServiceWorker());
  void firstScreen.finally(() => whenIdle(register));
}
