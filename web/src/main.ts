import './index.css';
import { mountLoadingScreen } from './app/loading-screen';
import { mountUnlockScreen } from './features/unlock/unlock-screen';
import { readAuthToken } from './lib/auth-token';
import { startFirstRequests } from './lib/first-requests';

/*
 * The boot. A device without a session gets the unlock screen, plain DOM code: React and the app are not loaded
 * for it. A device with one gets the loading screen and the app, whose first requests are sent while its code
 * loads; so does a device that has just unlocked (the app's code starts loading with the first digit).
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

if (readAuthToken()) {
  startFirstRequests();
  mountLoadingScreen(appRoot);
  void loadApp().then(({ startApp }) => startApp(appRoot, null));
} else {
  const stop = mountUnlockScreen(appRoot, {
    onFirstDigit: () => {
      void loadApp().catch(() => undefined);
      // An unlock is welcomed with a toast: its code (lazy in the app) loads now too, not after the unlock.
      void import('./components/ui/toaster').catch(() => undefined);
    },
    onUnlocked: async (response) => {
      startFirstRequests();
      const { startApp } = await loadApp();
      stop();
      startApp(appRoot, response);
    },
  });
}

/*
 * The service worker (Workbox's window side, in a chunk of its own) is registered once the page has loaded and the
 * browser is idle: it never competes with the first screen.
 */
if ('serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa-register').then(({ registerServiceWorker }) => registerServiceWorker());
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
